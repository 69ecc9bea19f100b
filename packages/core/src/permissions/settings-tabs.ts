import { ROLE, type Role, hasRole } from '../roles';

/** The project settings tabs (spec §2), in the order the settings area lists them. */
export const PROJECT_SETTINGS_TABS = [
  'general',
  'members',
  'features',
  'states',
  'labels',
  'estimates',
  'automations',
  'shops',
  'customers',
] as const;
export type ProjectSettingsTab = (typeof PROJECT_SETTINGS_TABS)[number];

/** The lowest project role that may open each tab (spec §6 tab access table). */
const LOWEST_ROLE_FOR_TAB: Record<ProjectSettingsTab, Role> = {
  general: ROLE.guest,
  members: ROLE.guest,
  features: ROLE.admin,
  estimates: ROLE.admin,
  automations: ROLE.admin,
  states: ROLE.member,
  labels: ROLE.member,
  shops: ROLE.member,
  customers: ROLE.member,
};

/** Whether a project role may open a settings tab; no role (not a member) opens none. */
export function canOpenProjectSettingsTab(
  role: Role | null | undefined,
  tab: ProjectSettingsTab,
): boolean {
  return hasRole(role, LOWEST_ROLE_FOR_TAB[tab]);
}

/**
 * Whether a project role may change what a tab shows. General and members are read by everyone
 * in the project but changed by admins only; the other tabs are changed by whoever may open them.
 */
export function canEditProjectSettingsTab(
  role: Role | null | undefined,
  tab: ProjectSettingsTab,
): boolean {
  if (tab === 'general' || tab === 'members') return hasRole(role, ROLE.admin);
  return canOpenProjectSettingsTab(role, tab);
}

/** The tabs a role may open, in order. */
export function projectSettingsTabsFor(role: Role | null | undefined): ProjectSettingsTab[] {
  return PROJECT_SETTINGS_TABS.filter((tab) => canOpenProjectSettingsTab(role, tab));
}

/** The workspace settings tabs, in the order the settings area lists them. */
export const WORKSPACE_SETTINGS_TABS = ['general', 'members'] as const;
export type WorkspaceSettingsTab = (typeof WORKSPACE_SETTINGS_TABS)[number];

/**
 * Whether a workspace role may open a workspace settings tab: every member opens both and reads
 * them (the workspace's name, who belongs to it); no role (not a member) opens none.
 */
export function canOpenWorkspaceSettingsTab(
  role: Role | null | undefined,
  tab: WorkspaceSettingsTab,
): boolean {
  return WORKSPACE_SETTINGS_TABS.includes(tab) && hasRole(role, ROLE.guest);
}

/**
 * Whether a workspace role may change what a workspace settings tab shows (rename the workspace,
 * invite, re-role or remove members): admins only.
 */
export function canEditWorkspaceSettingsTab(
  role: Role | null | undefined,
  tab: WorkspaceSettingsTab,
): boolean {
  return canOpenWorkspaceSettingsTab(role, tab) && hasRole(role, ROLE.admin);
}
