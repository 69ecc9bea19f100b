import { cx } from '#web/ui/cx';

/** A small radio group of two or three choices (issues/points, burndown/burnup). */
export function SegmentedControl<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className="flex rounded-md border border-subtle bg-surface p-0.5 text-xs"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          onClick={() => {
            onChange(option.value);
          }}
          className={cx(
            'rounded px-2 py-0.5 transition-colors duration-100 focus-visible:outline-2 focus-visible:outline-focus touch:py-2',
            option.value === value
              ? 'bg-surface-hover font-medium text-primary'
              : 'text-tertiary hover:text-primary',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
