import type { Role } from '@keel/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '#web/ui/Avatar';
import { IconButton } from '#web/ui/IconButton';
import { roleLabel } from './role-options';
import { useTranslation } from 'react-i18next';

export interface MemberListItemProps {
  /** The row's test id, which tells workspace and project member rows apart. */
  testId: string;
  /** The short name, for the avatar's initials and the controls' names. */
  name: string;
  avatar: string | null;
  /** The full name, or the short one when there is none. */
  fullName: string;
  /** The line under the name: handle and email. */
  detail: ReactNode;
  isMe: boolean;
  role: Role;
  /** The control that changes the role; without one the role is only shown. */
  roleSelect?: ReactNode;
  /** Offers the remove button, to people who manage the list; your own row shows it disabled. */
  remove?: { onRemove: () => void; whyNotMe: string };
  /** The person's profile, which their name then leads to. */
  profilePath?: string;
}

/** One person in a member list: who they are, their role, and removing them. */
export function MemberListItem({
  testId,
  name,
  avatar,
  fullName,
  detail,
  isMe,
  role,
  roleSelect,
  remove,
  profilePath,
}: MemberListItemProps) {
  const { t } = useTranslation('members');
  return (
    <li data-testid={testId} className="flex items-center gap-3 px-4 py-2.5">
      <Avatar name={name} src={avatar} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-primary">
          {profilePath === undefined ? (
            fullName
          ) : (
            <Link to={profilePath} className="hover:underline">
              {fullName}
            </Link>
          )}
          {isMe && <span className="ml-1.5 text-sm font-normal text-tertiary">{t('row.you')}</span>}
        </p>
        <p className="truncate text-sm text-tertiary">{detail}</p>
      </div>
      {roleSelect ?? (
        <span className="w-28 px-2.5 text-base text-secondary">{roleLabel(role)}</span>
      )}
      {remove && (
        <IconButton
          icon="trash"
          tone="danger"
          label={isMe ? remove.whyNotMe : t('row.remove', { name })}
          disabled={isMe}
          onClick={remove.onRemove}
        />
      )}
    </li>
  );
}
