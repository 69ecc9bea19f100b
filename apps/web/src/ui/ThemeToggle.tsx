import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import { Icon, type IconName } from './Icon';

/** The theme a person can pick; 'system' follows the operating system's light or dark setting. */
export type ThemeChoice = 'system' | 'light' | 'dark';

const CHOICES: readonly { value: ThemeChoice; icon: IconName }[] = [
  { value: 'system', icon: 'monitor' },
  { value: 'light', icon: 'sun' },
  { value: 'dark', icon: 'moon' },
];

export interface ThemeToggleProps {
  value: ThemeChoice;
  onChange: (value: ThemeChoice) => void;
  className?: string;
}

/**
 * Three pressed-state buttons rather than one cycling button: every choice is one click away and
 * each button says what it does.
 */
export function ThemeToggle({ value, onChange, className }: ThemeToggleProps) {
  const { t } = useTranslation('ui');
  return (
    <div
      role="group"
      aria-label={t('themeToggle.label')}
      className={cx(
        'inline-flex items-center gap-0.5 rounded-lg border border-subtle bg-surface-sunken p-0.5',
        className,
      )}
    >
      {CHOICES.map((choice) => {
        const isSelected = choice.value === value;
        const label = t(`themeToggle.${choice.value}`);
        return (
          <button
            key={choice.value}
            type="button"
            aria-label={label}
            aria-pressed={isSelected}
            title={label}
            onClick={() => {
              onChange(choice.value);
            }}
            className={cx(
              'flex size-7 items-center justify-center rounded-md border transition-colors duration-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
              isSelected
                ? 'border-subtle bg-surface text-primary shadow-xs dark:border-transparent dark:bg-accent-subtle dark:text-accent'
                : 'border-transparent text-tertiary hover:text-primary',
            )}
          >
            <Icon name={choice.icon} size={15} />
          </button>
        );
      })}
    </div>
  );
}
