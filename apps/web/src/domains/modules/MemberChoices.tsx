import type { ProjectMember } from '@keel/core';
import { useTranslation } from 'react-i18next';
import { Avatar } from '#web/ui/Avatar';
import { controlClassName } from '#web/ui/field-styles';
import { Icon } from '#web/ui/Icon';
import { Menu, menuItemClassName } from '#web/ui/Menu';
import { cx } from '#web/ui/cx';

export function memberLabel(member: ProjectMember): string {
  return member.member_detail.display_name || member.member_detail.first_name;
}

/** A button listing the chosen members; its menu adds or removes one per pick. */
export function MemberChoices({
  label,
  members,
  value,
  onChange,
}: {
  label: string;
  members: readonly ProjectMember[];
  value: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation('modules');
  const chosen = members.filter((member) => value.includes(member.member));
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-secondary">{label}</span>
      <Menu
        triggerLabel={label}
        matchTriggerWidth
        triggerClassName={cx(controlClassName(), 'flex w-full items-center gap-2 text-left')}
        trigger={
          <>
            <Icon name="users" size={14} className="text-tertiary" />
            <span className="min-w-0 flex-1 truncate">
              {chosen.length === 0
                ? t('form.membersNone')
                : chosen.length <= 2
                  ? chosen.map(memberLabel).join(', ')
                  : t('form.membersCount', { count: chosen.length })}
            </span>
            <Icon name="chevron-down" size={14} className="text-tertiary" />
          </>
        }
      >
        {() =>
          members.map((member) => {
            const isChosen = value.includes(member.member);
            return (
              <button
                key={member.member}
                type="button"
                role="menuitemcheckbox"
                aria-checked={isChosen}
                className={menuItemClassName}
                onClick={() => {
                  onChange(
                    isChosen
                      ? value.filter((id) => id !== member.member)
                      : [...value, member.member],
                  );
                }}
              >
                <Avatar
                  name={memberLabel(member)}
                  src={member.member_detail.avatar}
                  size="sm"
                  className="size-4"
                />
                <span className="min-w-0 flex-1 truncate">{memberLabel(member)}</span>
                {isChosen && <Icon name="check" size={14} className="text-accent" />}
              </button>
            );
          })
        }
      </Menu>
    </div>
  );
}
