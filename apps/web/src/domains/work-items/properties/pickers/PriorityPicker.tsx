import type { Priority } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PriorityIcon } from '../PriorityIcon';
import { PRIORITY_LABELS } from '../priority-labels';
import { PropertyOptionList } from '../PropertyOptionList';
import { PropertyPopover } from '../PropertyPopover';
import type { PickerProps } from './picker-props';
import { isPriority, priorityOptions } from './property-options';

/** Priorities are the same in every project, so the project is optional here. */
export type PriorityPickerProps = Omit<PickerProps<Priority>, 'projectId'> & {
  projectId?: string;
};

/** A priority, urgent to none, each with its signal icon; urgent is drawn in the danger tone. */
export const PriorityPicker = observer(function PriorityPicker({
  value,
  onChange,
  variant,
  isEditable = true,
  label: labelProp,
  testId = 'property-priority',
}: PriorityPickerProps) {
  const { t } = useTranslation(['work-items', 'common']);
  const label = labelProp ?? t('property.priority');
  const showsText = variant !== 'badge' || value !== 'none';
  return (
    <PropertyPopover
      triggerLabel={t('properties.trigger', { label, value: PRIORITY_LABELS[value] })}
      variant={variant}
      isEditable={isEditable}
      isEmpty={value === 'none'}
      tone={value === 'urgent' ? 'danger' : 'neutral'}
      testId={testId}
      widthClassName="w-48"
      trigger={
        <>
          <PriorityIcon priority={value} />
          {showsText && <span className="truncate">{PRIORITY_LABELS[value]}</span>}
        </>
      }
    >
      {(close) => (
        <PropertyOptionList
          isMulti={false}
          searchPlaceholder={t('properties.changePriority')}
          selected={[value]}
          options={priorityOptions()}
          onPick={(next) => {
            close();
            if (isPriority(next)) onChange(next);
          }}
        />
      )}
    </PropertyPopover>
  );
});
