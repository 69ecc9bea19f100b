import { ROLE, type Role } from '../roles';

/**
 * A project membership as it is stored: `original_role` is preferred when set (spec §6). Numbers,
 * not `Role`, because database rows carry plain integers.
 */
export interface StoredMembership {
  role: number;
  original_role?: number | null;
}

/** The role a membership acts with: its original role when set, else its role (spec §6). */
export function membershipRole(membership: StoredMembership): Role {
  return (membership.original_role ?? membership.role) as Role;
}

/**
 * The role a user acts with in a project: null when they are not an active member of it; admin
 * when they are a workspace admin (a workspace admin who is a project member passes every project
 * check, Plane); otherwise their membership's role.
 */
export function actingProjectRole(
  workspaceRole: number | null | undefined,
  projectMembership: StoredMembership | null | undefined,
): Role | null {
  if (!projectMembership) return null;
  if (workspaceRole != null && workspaceRole >= ROLE.admin) return ROLE.admin;
  return membershipRole(projectMembership);
}

/** Whether a workspace role is the admin's. */
export function isWorkspaceAdmin(workspaceRole: number | null | undefined): boolean {
  return workspaceRole != null && workspaceRole >= ROLE.admin;
}
