import { type Priority, PRIORITIES } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { PriorityIcon } from './PriorityIcon';
import { PRIORITY_LABELS } from './priority-labels';
import { PropertyOptionList } from './PropertyOptionList';
import { PropertyPopover } from './PropertyPopover';
import { type PropertyDropdownProps } from './StateDropdown';
import { useEditableItem } from './use-editable-item';

function isPriority(value: string): value is Priority {
  return PRIORITIES.some((priority) => priority === value);
}

/** An item's priority, urgent to none, each with its signal icon. */
export const PriorityDropdown = observer(function PriorityDropdown({
  id,
  variant,
}: PropertyDropdownProps) {
  const { item, isEditable, update } = useEditableItem(id);
  if (!item) return null;
  const { priority } = item;
  const showsText = variant !== 'badge' || priority !== 'none';
  return (
    <PropertyPopover
      triggerLabel={`Priority: ${PRIORITY_LABELS[priority]}`}
      variant={variant}
      isEditable={isEditable}
      isEmpty={priority === 'none'}
      tone={priority === 'urgent' ? 'danger' : 'neutral'}
      testId="property-priority"
      widthClassName="w-48"
      trigger={
        <>
          <PriorityIcon priority={priority} />
          {showsText && <span className="truncate">{PRIORITY_LABELS[priority]}</span>}
        </>
      }
    >
      {(close) => (
        <PropertyOptionList
          isMulti={false}
          searchPlaceholder="Change priority…"
          selected={[priority]}
          options={PRIORITIES.map((value) => ({
            value,
            label: PRIORITY_LABELS[value],
            icon: <PriorityIcon priority={value} />,
          }))}
          onPick={(value) => {
            close();
            if (isPriority(value) && value !== priority) update({ priority: value });
          }}
        />
      )}
    </PropertyPopover>
  );
});
