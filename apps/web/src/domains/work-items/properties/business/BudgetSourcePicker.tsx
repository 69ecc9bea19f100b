import { useTranslation } from 'react-i18next';
import { Icon } from '#web/ui/Icon';
import { PropertyOptionList } from '../PropertyOptionList';
import { PropertyPopover } from '../PropertyPopover';
import type { PropertyVariant } from '../property-styles';
import { budgetSourceChoices, NO_ENTRY } from './business-fields';
import { BUSINESS_TEXTS } from './business-texts';

export interface BudgetSourcePickerProps {
  /** The project's budget source options, in its order. */
  options: readonly string[];
  value: string | null;
  onChange: (next: string | null) => void;
  variant: PropertyVariant;
  isEditable?: boolean;
  testId?: string;
}

/** One of the project's budget sources, or none. */
export function BudgetSourcePicker({
  options,
  value,
  onChange,
  variant,
  isEditable = true,
  testId = 'property-budget-source',
}: BudgetSourcePickerProps) {
  const { t } = useTranslation(['work-items', 'common']);
  const texts = BUSINESS_TEXTS.budget_source;
  return (
    <PropertyPopover
      triggerLabel={t('properties.trigger', {
        label: texts.label,
        value: value ?? t('common:none'),
      })}
      variant={variant}
      isEditable={isEditable}
      isEmpty={value === null}
      testId={testId}
      widthClassName="w-52"
      trigger={
        <>
          <Icon name="wallet" size={14} className="text-tertiary" />
          {(value !== null || variant !== 'badge') && (
            <span
              className={
                value !== null || variant === 'button' ? 'truncate' : 'truncate text-tertiary'
              }
            >
              {value ?? (variant === 'button' ? texts.label : texts.noneLabel)}
            </span>
          )}
        </>
      }
    >
      {(close) => (
        <PropertyOptionList
          isMulti={false}
          searchPlaceholder={texts.searchPlaceholder}
          emptyText={texts.emptyText}
          selected={[value ?? NO_ENTRY]}
          options={[
            { value: NO_ENTRY, label: texts.noneLabel },
            ...budgetSourceChoices(options, value),
          ]}
          onPick={(picked) => {
            close();
            const next = picked === NO_ENTRY ? null : picked;
            if (next !== value) onChange(next);
          }}
        />
      )}
    </PropertyPopover>
  );
}
