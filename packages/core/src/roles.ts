/**
 * Workspace and project roles. The numbers are Plane's, so that Plane-compatible clients read them
 * the same way: a higher number may do everything a lower one may.
 */
export const ROLE = {
  admin: 20,
  member: 15,
  guest: 5,
} as const;

export type RoleName = keyof typeof ROLE;
export type Role = (typeof ROLE)[RoleName];

export const ROLE_VALUES: readonly Role[] = [ROLE.admin, ROLE.member, ROLE.guest];

/** Role given to a new member or invitee when none is chosen (Plane: guest). */
export const DEFAULT_INVITE_ROLE: Role = ROLE.guest;

/** Role given to a workspace member who joins a project without one being chosen (spec §6). */
export const DEFAULT_PROJECT_JOIN_ROLE: Role = ROLE.member;

export function isRole(value: unknown): value is Role {
  return typeof value === 'number' && (ROLE_VALUES as readonly number[]).includes(value);
}

export function roleName(role: Role): RoleName {
  switch (role) {
    case ROLE.admin:
      return 'admin';
    case ROLE.member:
      return 'member';
    case ROLE.guest:
      return 'guest';
  }
}

/** Whether `role` is at least `required`. A missing role (no membership) never is. */
export function hasRole(role: Role | null | undefined, required: Role): boolean {
  return role != null && role >= required;
}
