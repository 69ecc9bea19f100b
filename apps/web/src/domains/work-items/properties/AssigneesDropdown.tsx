import { type ProjectMember } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { Avatar } from '../../../ui/Avatar';
import { Icon } from '../../../ui/Icon';
import { PropertyOptionList } from './PropertyOptionList';
import { PropertyPopover } from './PropertyPopover';
import { toggled } from './toggled';
import { type PropertyDropdownProps } from './StateDropdown';
import { useEditableItem } from './use-editable-item';

/** Avatars drawn before the stack turns into "+N". */
const MAX_AVATARS = 3;

function memberName(member: ProjectMember['member']): string {
  return member.display_name || member.first_name;
}

/** An item's assignees: a stack of avatars; picking a member adds or removes them. */
export const AssigneesDropdown = observer(function AssigneesDropdown({
  id,
  variant,
}: PropertyDropdownProps) {
  const { model, item, isEditable, update } = useEditableItem(id);
  if (!item) return null;
  const members = model.lookups.members(item.project_id);
  const assigned = item.assignee_ids.flatMap((userId) => {
    const found = members.find((entry) => entry.member.id === userId);
    return found ? [found.member] : [];
  });
  const names = assigned.map(memberName);
  const summary = names.length === 0 ? 'Unassigned' : names.join(', ');
  const shown = assigned.slice(0, MAX_AVATARS);
  const extra = assigned.length - shown.length;
  return (
    <PropertyPopover
      triggerLabel={`Assignees: ${summary}`}
      variant={variant}
      isEditable={isEditable}
      isEmpty={assigned.length === 0}
      testId="property-assignees"
      trigger={
        assigned.length === 0 ? (
          <>
            <Icon name="circle-user" size={14} className="text-tertiary" />
            {variant !== 'badge' && <span className="truncate">Unassigned</span>}
          </>
        ) : (
          <>
            <span className="flex items-center -space-x-1.5">
              {shown.map((member) => (
                <Avatar
                  key={member.id}
                  name={memberName(member)}
                  src={member.avatar}
                  size="sm"
                  className="size-4 ring-2 ring-(--background-color-surface)"
                />
              ))}
            </span>
            {extra > 0 && <span className="text-xs text-tertiary">+{extra}</span>}
            {variant !== 'badge' && assigned.length === 1 && (
              <span className="truncate">{names[0]}</span>
            )}
          </>
        )
      }
    >
      {() => (
        <PropertyOptionList
          isMulti
          searchPlaceholder="Assign to…"
          selected={item.assignee_ids}
          options={members.map((entry) => ({
            value: entry.member.id,
            label: memberName(entry.member),
            icon: (
              <Avatar
                name={memberName(entry.member)}
                src={entry.member.avatar}
                size="sm"
                className="size-4"
              />
            ),
          }))}
          onPick={(value) => {
            update({ assignee_ids: toggled(item.assignee_ids, value) });
          }}
        />
      )}
    </PropertyPopover>
  );
});
