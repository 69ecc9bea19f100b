import {
  type Project,
  type ProjectSettingsTab,
  type Role,
  canEditProjectSettingsTab,
} from '@keel/core';
import { useOutletContext } from 'react-router';

/** What the project settings layout hands each tab: the project, and what the viewer may do. */
export interface ProjectSettingsContext {
  slug: string;
  project: Project;
  /** The viewer's role in the project; workspace admins who are not members count as admins. */
  role: Role;
  /** Whether the viewer may change what `tab` shows (spec §6 tab table). */
  canEdit: (tab: ProjectSettingsTab) => boolean;
}

export function projectSettingsContext(
  slug: string,
  project: Project,
  role: Role,
): ProjectSettingsContext {
  return { slug, project, role, canEdit: (tab) => canEditProjectSettingsTab(role, tab) };
}

/** The current project settings tab's context; only valid below ProjectSettingsLayout. */
export function useProjectSettings(): ProjectSettingsContext {
  return useOutletContext<ProjectSettingsContext>();
}

/** '/{slug}/settings/projects/{projectId}' and its tabs (Plane's project settings routes). */
export function projectSettingsPath(
  slug: string,
  projectId: string,
  tab: ProjectSettingsTab = 'general',
): string {
  const base = `/${slug}/settings/projects/${projectId}`;
  return tab === 'general' ? base : `${base}/${tab}`;
}
