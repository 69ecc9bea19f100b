import {
  DEFAULT_PROJECT_JOIN_ROLE,
  type ProjectMember,
  type Role,
  type WorkspaceMember,
} from '@keel/core';
import type { SelectOption } from '#web/ui/SelectField';
import { ROLE_OPTIONS } from './role-options';
import { i18n } from '#web/lib/i18n';

interface SearchableUser {
  id: string;
  first_name: string;
  last_name: string;
  display_name: string;
  email: string | null;
}

function matches(user: SearchableUser, needle: string): boolean {
  if (needle === '') return true;
  const { first_name, last_name, display_name, email } = user;
  return [first_name, last_name, display_name, email ?? ''].some((value) =>
    value.toLowerCase().includes(needle),
  );
}

function byMeThenName<T>(
  currentUserId: string | null | undefined,
  userOf: (item: T) => SearchableUser,
) {
  return (a: T, b: T): number => {
    const aIsMe = userOf(a).id === currentUserId;
    const bIsMe = userOf(b).id === currentUserId;
    if (aIsMe !== bIsMe) return aIsMe ? -1 : 1;
    const aName = userOf(a).display_name.toLowerCase();
    const bName = userOf(b).display_name.toLowerCase();
    return aName < bName ? -1 : aName > bName ? 1 : 0;
  };
}

/**
 * The members a project list shows: active ones, the current user first, then by lower-cased
 * display name (as the workspace list, spec §6); a query matches names and email.
 */
export function visibleProjectMembers(
  members: readonly ProjectMember[],
  currentUserId: string | null | undefined,
  query = '',
): ProjectMember[] {
  const needle = query.trim().toLowerCase();
  return members
    .filter((membership) => membership.is_active && matches(membership.member_detail, needle))
    .sort(byMeThenName(currentUserId, (membership: ProjectMember) => membership.member_detail));
}

/**
 * Workspace members who could be added to the project: active, not bots, not in it already;
 * sorted by display name and filtered by the query.
 */
export function addableWorkspaceMembers(
  workspaceMembers: readonly WorkspaceMember[],
  projectMembers: readonly ProjectMember[],
  query = '',
): WorkspaceMember[] {
  const inProject = new Set(projectMembers.map((membership) => membership.member));
  const needle = query.trim().toLowerCase();
  return workspaceMembers
    .filter(
      (membership) =>
        membership.is_active &&
        !membership.member.is_bot &&
        !inProject.has(membership.member.id) &&
        matches(membership.member, needle),
    )
    .sort(byMeThenName(null, (membership: WorkspaceMember) => membership.member));
}

/**
 * The roles a person may be given in a project: never above their workspace role (the server
 * refuses it). `current` stays listed so that the select can show it even when it is above (the
 * workspace role was lowered later); without a known workspace role only `current` is offered.
 */
export function projectRoleOptions(
  workspaceRole: Role | undefined,
  current?: Role,
): SelectOption<Role>[] {
  return ROLE_OPTIONS.filter(
    (option) =>
      option.value === current || (workspaceRole !== undefined && option.value <= workspaceRole),
  );
}

/** The role a newly added person starts with: member, or their workspace role when lower. */
export function defaultProjectRole(workspaceRole: Role): Role {
  return workspaceRole < DEFAULT_PROJECT_JOIN_ROLE ? workspaceRole : DEFAULT_PROJECT_JOIN_ROLE;
}

/** The name a project member is listed under: display name, full name, then email. */
export function projectMemberName(user: ProjectMember['member_detail']): string {
  const full = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return (
    [user.display_name, full, user.email ?? ''].find((value) => value !== '') ??
    i18n.t('members:unknownMember')
  );
}

/** A project member's full name when they gave one, else the name they are listed under. */
export function projectMemberFullName(user: ProjectMember['member_detail']): string {
  const full = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return full === '' ? projectMemberName(user) : full;
}
