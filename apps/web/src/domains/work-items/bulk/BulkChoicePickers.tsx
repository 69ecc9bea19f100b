import type { Priority } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { StateGroupIcon } from '#web/domains/states/StateGroupIcon';
import { isEditableStateGroup } from '#web/domains/states/state-groups';
import { PriorityIcon } from '../properties/PriorityIcon';

import { isPriority, priorityOptions, stateOptions } from '../properties/pickers/property-options';
import { PropertyOptionList } from '../properties/PropertyOptionList';
import { PropertyPopover } from '../properties/PropertyPopover';
import { useWorkItemsScreen } from '../screen-context';
import { Icon } from '#web/ui/Icon';

export interface BulkStatePickerProps {
  projectId: string;
  /** The state every selected item is in; null when they differ. */
  shared: string | null;
  onChange: (stateId: string) => void;
}

/**
 * The state for a selection. The value pickers of properties/ always name a value ("No state"),
 * which would misstate items in different states; this shows the state they share, or "State"
 * when they share none. Its options come from the builder StatePicker uses.
 */
export const BulkStatePicker = observer(function BulkStatePicker({
  projectId,
  shared,
  onChange,
}: BulkStatePickerProps) {
  const { t } = useTranslation(['work-item-create', 'common', 'work-items']);
  const { lookups } = useWorkItemsScreen();
  const states = lookups.states(projectId);
  const current = states.find((state) => state.id === shared);
  return (
    <PropertyPopover
      triggerLabel={t('bulk.stateLabel', { value: current?.name ?? t('bulk.mixed') })}
      title={t('bulk.stateTitle')}
      variant="button"
      isEditable
      testId="bulk-state"
      trigger={
        current && isEditableStateGroup(current.group) ? (
          <>
            <StateGroupIcon group={current.group} color={current.color} />
            <span className="truncate">{current.name}</span>
          </>
        ) : (
          <>
            <Icon name="circle-dashed" size={14} className="text-tertiary" />
            <span className="truncate">{t('work-items:property.state')}</span>
          </>
        )
      }
    >
      {(close) => (
        <PropertyOptionList
          isMulti={false}
          searchPlaceholder={t('bulk.stateSearch')}
          selected={shared === null ? [] : [shared]}
          options={stateOptions(states)}
          onPick={(stateId) => {
            close();
            onChange(stateId);
          }}
        />
      )}
    </PropertyPopover>
  );
});

export interface BulkPriorityPickerProps {
  /** The priority every selected item has; null when they differ. */
  shared: Priority | null;
  onChange: (priority: Priority) => void;
}

/** The priority for a selection: the shared one, or "Priority" (see BulkStatePicker). */
export function BulkPriorityPicker({ shared, onChange }: BulkPriorityPickerProps) {
  const { t } = useTranslation(['work-item-create', 'common', 'work-items']);
  return (
    <PropertyPopover
      triggerLabel={t('bulk.priorityLabel', {
        value: shared === null ? t('bulk.mixed') : t(`work-items:priority.${shared}`),
      })}
      title={t('bulk.priorityTitle')}
      variant="button"
      isEditable
      testId="bulk-priority"
      widthClassName="w-48"
      trigger={
        shared === null ? (
          <>
            <Icon name="signal" size={14} className="text-tertiary" />
            <span className="truncate">{t('work-items:property.priority')}</span>
          </>
        ) : (
          <>
            <PriorityIcon priority={shared} />
            <span className="truncate">{t(`work-items:priority.${shared}`)}</span>
          </>
        )
      }
    >
      {(close) => (
        <PropertyOptionList
          isMulti={false}
          searchPlaceholder={t('bulk.prioritySearch')}
          selected={shared === null ? [] : [shared]}
          options={priorityOptions()}
          onPick={(value) => {
            close();
            if (isPriority(value)) onChange(value);
          }}
        />
      )}
    </PropertyPopover>
  );
}
