import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '#web/ui/cx';
import { Icon } from '#web/ui/Icon';
import { Switch } from '#web/ui/Switch';

export interface Choice {
  key: string;
  label: string;
  isChecked: boolean;
  onPick: () => void;
}

/** A titled block of the display menu. */
export function DisplayBlock({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5 border-b border-subtle px-3 py-2.5 last:border-b-0">
      {title !== undefined && <h3 className="text-sm font-medium text-tertiary">{title}</h3>}
      {children}
    </div>
  );
}

/**
 * A setting with one value among several ("Group by: States"): a row that shows the current value
 * and opens the choices under it as radios. `aside` sits at the row's end (the sort direction).
 */
export function ChoiceSection({
  title,
  choices,
  aside,
  isOpen,
  onToggle,
}: {
  title: string;
  choices: readonly Choice[];
  aside?: ReactNode;
  isOpen: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('common');
  const current = choices.find((choice) => choice.isChecked);
  return (
    <div className="flex flex-col border-b border-subtle px-1.5 py-1 last:border-b-0">
      <div className="flex items-center gap-1">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-label={title}
          onClick={onToggle}
          className="flex h-8 min-w-0 flex-1 items-center gap-2 rounded-md px-1.5 text-left hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus"
        >
          <span className="flex-1 text-base text-secondary">{title}</span>
          <span className="truncate text-base text-primary">{current?.label ?? t('none')}</span>
          <Icon
            name="chevron-down"
            size={14}
            className={cx(
              'text-tertiary transition-transform duration-100',
              isOpen && 'rotate-180',
            )}
          />
        </button>
        {aside}
      </div>
      {isOpen && (
        <div role="radiogroup" aria-label={title} className="flex flex-col pb-1">
          {choices.map((choice) => (
            <button
              key={choice.key}
              type="button"
              role="radio"
              aria-checked={choice.isChecked}
              onClick={choice.onPick}
              className="flex h-7 items-center gap-2 rounded-md pl-3 pr-1.5 text-left text-base text-primary hover:bg-surface-hover focus-visible:bg-surface-hover focus-visible:outline-none"
            >
              <span className="flex-1 truncate">{choice.label}</span>
              {choice.isChecked && <Icon name="check" size={14} className="text-accent" />}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** A few choices side by side, one picked (All / Active / Backlog). */
export function SegmentedChoice({ label, choices }: { label: string; choices: readonly Choice[] }) {
  return (
    <div role="radiogroup" aria-label={label} className="flex rounded-md bg-surface-sunken p-0.5">
      {choices.map((choice) => (
        <button
          key={choice.key}
          type="button"
          role="radio"
          aria-checked={choice.isChecked}
          onClick={choice.onPick}
          className={cx(
            'h-6 flex-1 rounded text-sm transition-colors duration-100 focus-visible:outline-2 focus-visible:outline-focus',
            choice.isChecked
              ? 'bg-surface font-medium text-primary shadow-xs'
              : 'text-secondary hover:text-primary',
          )}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}

/** An on/off setting of the display menu, named by its visible label. */
export function SwitchRow({
  label,
  isOn,
  onChange,
}: {
  label: string;
  isOn: boolean;
  onChange: (isOn: boolean) => void;
}) {
  return (
    <div className="flex h-7 items-center justify-between gap-3">
      <span className="text-base text-secondary">{label}</span>
      <Switch aria-label={label} isOn={isOn} onChange={onChange} />
    </div>
  );
}

/** Properties shown on rows and cards, as pills that are on or off. */
export function PropertyPills({
  label,
  pills,
}: {
  label: string;
  pills: readonly { key: string; label: string; isOn: boolean; onToggle: () => void }[];
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1">
      {pills.map((pill) => (
        <button
          key={pill.key}
          type="button"
          aria-pressed={pill.isOn}
          onClick={pill.onToggle}
          className={cx(
            'h-6 rounded-md border px-2 text-sm transition-colors duration-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
            pill.isOn
              ? 'border-transparent bg-accent-subtle text-accent'
              : 'border-subtle text-secondary hover:bg-surface-hover hover:text-primary',
          )}
        >
          {pill.label}
        </button>
      ))}
    </div>
  );
}
