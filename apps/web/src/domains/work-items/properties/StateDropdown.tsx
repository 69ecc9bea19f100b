import { observer } from 'mobx-react-lite';
import { StateGroupIcon } from '../../states/StateGroupIcon';
import { groupStates, isEditableStateGroup } from '../../states/state-groups';
import { PropertyOptionList } from './PropertyOptionList';
import { PropertyPopover } from './PropertyPopover';
import { type PropertyVariant } from './property-styles';
import { useEditableItem } from './use-editable-item';

export interface PropertyDropdownProps {
  id: string;
  variant: PropertyVariant;
}

/** An item's state: the states of its project, by state group, each with its shape and colour. */
export const StateDropdown = observer(function StateDropdown({
  id,
  variant,
}: PropertyDropdownProps) {
  const { model, item, isEditable, update } = useEditableItem(id);
  if (!item) return null;
  const states = model.lookups.states(item.project_id);
  const current = states.find((state) => state.id === item.state_id);
  const name = current?.name ?? 'No state';
  const group = current?.group ?? item.state__group ?? 'backlog';
  return (
    <PropertyPopover
      triggerLabel={`State: ${name}`}
      variant={variant}
      isEditable={isEditable}
      isEmpty={current === undefined}
      testId="property-state"
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
          searchPlaceholder="Change state…"
          selected={item.state_id === null ? [] : [item.state_id]}
          options={groupStates(states).flatMap((section) =>
            section.states.map((state) => ({
              value: state.id,
              label: state.name,
              section: section.label,
              icon: <StateGroupIcon group={section.group} color={state.color} />,
            })),
          )}
          onPick={(value) => {
            close();
            if (value !== item.state_id) update({ state_id: value });
          }}
        />
      )}
    </PropertyPopover>
  );
});
