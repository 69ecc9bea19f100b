import {
  MAX_PROJECT_IDENTIFIER_LENGTH,
  type Project,
  type Role,
  type WorkItemViewer,
  actingProjectRole as actingRoleOf,
} from '@keel/core';
import { i18n } from '#web/lib/i18n';

/** How the projects list is ordered: Plane's "Created date" (newest first), "Name", "Manual". */
export type ProjectOrder = 'created_at' | 'name' | 'manual';

export const PROJECT_ORDERS: readonly { value: ProjectOrder; readonly label: string }[] = (
  ['created_at', 'name', 'manual'] as const
).map((value) => ({
  value,
  get label() {
    return i18n.t(`projects:order.${value}`);
  },
}));

export const DEFAULT_PROJECT_ORDER: ProjectOrder = 'created_at';

/** Characters of the identifier suggested from a project's name (Plane suggests five). */
export const SUGGESTED_IDENTIFIER_LENGTH = 5;

export interface ProjectListFilters {
  query: string;
  /** Only projects the signed-in person is a member of. */
  isMyProjects: boolean;
  /** The archives screen: only archived projects; otherwise only live ones. */
  isArchive: boolean;
  order: ProjectOrder;
}

/** Reads an order from a URL parameter, falling back to the default for anything unknown. */
export function parseProjectOrder(value: string | null): ProjectOrder {
  return PROJECT_ORDERS.find((order) => order.value === value)?.value ?? DEFAULT_PROJECT_ORDER;
}

/** Whether the name or the identifier contains the query, ignoring case; a blank query matches. */
export function matchesProjectSearch(project: Project, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return (
    project.name.toLocaleLowerCase().includes(needle) ||
    project.identifier.toLocaleLowerCase().includes(needle)
  );
}

function byName(a: Project, b: Project): number {
  return a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });
}

/** A sorted copy; ties fall back to the name so that the order never flickers. */
export function sortProjects(projects: readonly Project[], order: ProjectOrder): Project[] {
  const compare = (a: Project, b: Project): number => {
    switch (order) {
      case 'created_at':
        return b.created_at.localeCompare(a.created_at) || byName(a, b);
      case 'name':
        return byName(a, b) || a.identifier.localeCompare(b.identifier);
      case 'manual':
        return a.sort_order - b.sort_order || byName(a, b);
    }
  };
  return [...projects].sort(compare);
}

/** The projects the list screen shows for its search, filters and order. */
export function visibleProjects(projects: readonly Project[], filters: ProjectListFilters) {
  return sortProjects(
    projects.filter(
      (project) =>
        (project.archived_at !== null) === filters.isArchive &&
        (!filters.isMyProjects || project.member_role !== null) &&
        matchesProjectSearch(project, filters.query),
    ),
    filters.order,
  );
}

/** The sidebar's projects: the signed-in person's live ones, favorites first, then manual order. */
export function sidebarProjects(projects: readonly Project[]): Project[] {
  return sortProjects(
    projects.filter((project) => project.member_role !== null && project.archived_at === null),
    'manual',
  ).sort((a, b) => Number(b.is_favorite) - Number(a.is_favorite));
}

/** Upper-cased letters and digits of what was typed, at most the identifier's length. */
export function sanitizeIdentifier(value: string): string {
  return Array.from(value.toUpperCase().replace(/[^\p{L}\p{N}]/gu, ''))
    .slice(0, MAX_PROJECT_IDENTIFIER_LENGTH)
    .join('');
}

/** Plane's suggestion: the name's letters and digits, upper-cased, spaces dropped, first five. */
export function suggestIdentifier(name: string): string {
  return Array.from(sanitizeIdentifier(name)).slice(0, SUGGESTED_IDENTIFIER_LENGTH).join('');
}

/**
 * The role the signed-in person acts with in a project: their membership's, raised to admin for
 * a workspace admin who is a member (the server agrees); null when not a member.
 */
export function actingProjectRole(project: Project, workspaceRole: Role | undefined): Role | null {
  if (project.member_role === null) return null;
  return actingRoleOf(workspaceRole, { role: project.member_role });
}

/**
 * The signed-in person as the permission kernel reads a work-item viewer of the project (the
 * server asks the same rules); null until the person is known.
 */
export function workItemViewerOf(
  project: Project,
  workspaceRole: Role | undefined,
  userId: string | undefined,
): WorkItemViewer | null {
  if (userId === undefined) return null;
  return {
    userId,
    role: actingProjectRole(project, workspaceRole),
    guestViewAllFeatures: project.guest_view_all_features,
  };
}
