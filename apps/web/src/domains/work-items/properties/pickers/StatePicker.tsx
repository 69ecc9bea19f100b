import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { StateGroupIcon } from '#web/domains/states/StateGroupIcon';
import { isEditableStateGroup } from '#web/domains/states/state-groups';
import { useWorkItemsScreen } from '#web/domains/work-items/screen-context';
import { PropertyOptionList } from '../PropertyOptionList';
import { PropertyPopover } from '../PropertyPopover';
import type { PickerProps } from './picker-props';
import { stateOptions } from './property-options';

export interface StatePickerProps extends PickerProps<string | null, string> {
  /** The group to draw while the project's states are not loaded yet (an item's state__group). */
  stateGroup?: string | null;
}

/** A state of the project, by state group, each with its shape and colour. */
export const StatePicker = observer(function StatePicker({
  projectId,
  value,
  onChange,
  variant,
  isEditable = true,
  label: labelProp,
  testId = 'property-state',
  stateGroup = null,
}: StatePickerProps) {
  const { t } = useTranslation(['work-items', 'common']);
  const label = labelProp ?? t('property.state');
  const { lookups } = useWorkItemsScreen();
  const states = lookups.states(projectId);
  const current = states.find((state) => state.id === value);
  const name = current?.name ?? t('group.none.state');
  const group = current?.group ?? stateGroup ?? 'backlog';
  return (
    <PropertyPopover
      triggerLabel={t('properties.trigger', { label, value: name })}
      variant={variant}
      isEditable={isEditable}
      isEmpty={current === undefined}
      testId={testId}
      trigger={
        <>
          {isEditableStateGroup(group) && (
            <StateGroupIcon group={group} {...(current ? { color: current.color } : {})} />
          )}
          <span className="truncate">{name}</span>
        </>
      }
    >
      {(close) => (
        <PropertyOptionList
          isMulti={false}
          searchPlaceholder={t('properties.changeState')}
          selected={value === null ? [] : [value]}
          options={stateOptions(states)}
          onPick={(next) => {
            close();
            onChange(next);
          }}
        />
      )}
    </PropertyPopover>
  );
});
