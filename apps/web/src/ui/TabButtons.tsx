import { cx } from './cx';

export interface TabButton<T extends string> {
  id: T;
  label: string;
  /** A number beside the label; none when undefined. */
  count?: number | undefined;
}

/**
 * A row of tabs that switch what the screen below shows (the intake's Open and Closed, the inbox's
 * All and Mentions): the current one marked for assistive technology, each with its count.
 */
export function TabButtons<T extends string>({
  label,
  tabs,
  current,
  onChange,
  countTone = 'quiet',
  className,
}: {
  label: string;
  tabs: readonly TabButton<T>[];
  current: T;
  onChange: (id: T) => void;
  /** `accent`: the count as a badge (unread); `quiet`: as plain figures (totals). */
  countTone?: 'quiet' | 'accent';
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cx('flex gap-1 border-b border-subtle py-2', className)}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          aria-current={tab.id === current ? 'page' : undefined}
          className={cx(
            'rounded-md px-2 py-1 text-sm transition-colors duration-100 touch:py-2',
            tab.id === current
              ? 'bg-surface-hover font-medium text-primary'
              : 'text-secondary hover:text-primary',
          )}
          onClick={() => {
            onChange(tab.id);
          }}
        >
          {tab.label}
          {tab.count !== undefined && (countTone === 'quiet' || tab.count > 0) && (
            <span
              className={cx(
                'ml-1.5 tabular-nums',
                countTone === 'accent'
                  ? 'rounded-full bg-accent-subtle px-1.5 text-xs text-accent'
                  : 'text-tertiary',
              )}
            >
              {tab.count}
            </span>
          )}
        </button>
      ))}
    </nav>
  );
}
