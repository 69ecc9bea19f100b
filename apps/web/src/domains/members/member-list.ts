import type { MemberUser, WorkspaceMember } from '@keel/core';
import { i18n } from '#web/lib/i18n';

/** The name a member is listed under: display name, full name, then email. */
export function memberDisplayName(member: MemberUser): string {
  const full = [member.first_name, member.last_name].filter(Boolean).join(' ');
  const candidates = [member.display_name, full, member.email];
  return candidates.find((candidate) => candidate !== '') ?? i18n.t('members:unknownMember');
}

/** A member's full name when they gave one, else the name they are listed under. */
export function memberFullName(member: MemberUser): string {
  const full = [member.first_name, member.last_name].filter(Boolean).join(' ');
  return full === '' ? memberDisplayName(member) : full;
}

/**
 * The members a workspace list shows (spec §6): active and not bots, the current user first, then
 * by lower-cased display name; a query matches first name, last name, display name or email.
 */
export function visibleMembers(
  members: readonly WorkspaceMember[],
  currentUserId: string | null | undefined,
  query = '',
): WorkspaceMember[] {
  const needle = query.trim().toLowerCase();
  return members
    .filter((membership) => membership.is_active && !membership.member.is_bot)
    .filter((membership) => {
      if (needle === '') return true;
      const { first_name, last_name, display_name, email } = membership.member;
      return [first_name, last_name, display_name, email].some((value) =>
        value.toLowerCase().includes(needle),
      );
    })
    .sort((a, b) => {
      const aIsMe = a.member.id === currentUserId;
      const bIsMe = b.member.id === currentUserId;
      if (aIsMe !== bIsMe) return aIsMe ? -1 : 1;
      const aName = a.member.display_name.toLowerCase();
      const bName = b.member.display_name.toLowerCase();
      return aName < bName ? -1 : aName > bName ? 1 : 0;
    });
}
