import { useTranslation } from 'react-i18next';
import { cx } from '#web/ui/cx';
import { Icon } from '#web/ui/Icon';
import { Switch } from '#web/ui/Switch';
import { propertyTriggerClassName } from '../property-styles';

export interface RevisionToggleProps {
  isOn: boolean;
  onChange: (isOn: boolean) => void;
  /** 'cell': a switch with its state in words (the sidebar); 'button': a chip (the create form). */
  variant: 'cell' | 'button';
  isEditable?: boolean;
}

/** Whether the work item is a revision: one click flips it, at once. */
export function RevisionToggle({
  isOn,
  onChange,
  variant,
  isEditable = true,
}: RevisionToggleProps) {
  const { t } = useTranslation(['work-items', 'common']);
  const label = t('properties.business.revision.label');
  if (variant === 'button')
    return (
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-label={label}
        title={label}
        data-testid="property-revision"
        disabled={!isEditable}
        onClick={() => {
          onChange(!isOn);
        }}
        className={cx(
          propertyTriggerClassName('button', { isInteractive: isEditable, isEmpty: !isOn }),
          isOn && 'border-accent',
        )}
      >
        <Icon
          name={isOn ? 'square-check' : 'square'}
          size={14}
          className={isOn ? 'text-accent' : 'text-tertiary'}
        />
        <span>{label}</span>
      </button>
    );
  return (
    <div className="flex h-full w-full items-center gap-2 px-2 text-sm">
      <Switch
        isOn={isOn}
        onChange={onChange}
        disabled={!isEditable}
        aria-label={label}
        data-testid="property-revision"
      />
      <span className={isOn ? 'text-primary' : 'text-tertiary'}>
        {isOn ? t('common:yes') : t('common:no')}
      </span>
    </div>
  );
}
