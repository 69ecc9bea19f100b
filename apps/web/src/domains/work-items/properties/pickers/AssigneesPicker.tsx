import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Avatar } from '#web/ui/Avatar';
import { Icon } from '#web/ui/Icon';
import { useWorkItemsScreen } from '#web/domains/work-items/screen-context';
import { PropertyOptionList } from '../PropertyOptionList';
import { PropertyPopover } from '../PropertyPopover';
import { toggled } from '../toggled';
import type { PickerProps } from './picker-props';
import { memberName, memberOptions } from './property-options';

/** Avatars drawn before the stack turns into "+N". */
const MAX_AVATARS = 3;

export type AssigneesPickerProps = PickerProps<readonly string[], string[]>;

/** Members of the project: a stack of avatars; picking a member adds or removes them. */
export const AssigneesPicker = observer(function AssigneesPicker({
  projectId,
  value,
  onChange,
  variant,
  isEditable = true,
  label: labelProp,
  testId = 'property-assignees',
}: AssigneesPickerProps) {
  const { t } = useTranslation(['work-items', 'common']);
  const label = labelProp ?? t('property.assignees');
  const { lookups } = useWorkItemsScreen();
  const members = lookups.members(projectId);
  const assigned = value.flatMap((userId) => {
    const found = members.find((entry) => entry.member === userId);
    return found ? [found.member_detail] : [];
  });
  const names = assigned.map(memberName);
  const summary = names.length === 0 ? t('group.none.assignees') : names.join(', ');
  const shown = assigned.slice(0, MAX_AVATARS);
  const extra = assigned.length - shown.length;
  const emptyText = variant === 'button' ? label : t('group.none.assignees');
  return (
    <PropertyPopover
      triggerLabel={t('properties.trigger', { label, value: summary })}
      variant={variant}
      isEditable={isEditable}
      isEmpty={assigned.length === 0}
      testId={testId}
      trigger={
        assigned.length === 0 ? (
          <>
            <Icon name="circle-user" size={14} className="text-tertiary" />
            {variant !== 'badge' && <span className="truncate">{emptyText}</span>}
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
          searchPlaceholder={t('properties.assignTo')}
          selected={value}
          options={memberOptions(members)}
          onPick={(picked) => {
            onChange(toggled(value, picked));
          }}
        />
      )}
    </PropertyPopover>
  );
});
