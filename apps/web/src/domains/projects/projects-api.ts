import {
  type CreateProjectBody,
  type Project,
  ProjectIdentifierCheckSchema,
  ProjectListSchema,
  ProjectSchema,
  type UpdateProjectBody,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

function workspacePath(slug: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/`;
}

/** `/api/workspaces/{slug}/projects/{projectId}/`: the root every project-scoped call hangs off. */
export function projectPath(slug: string, projectId: string): string {
  return `${workspacePath(slug)}projects/${encodeURIComponent(projectId)}/`;
}

/** The workspace's projects the signed-in person may see, archived ones included. */
export function listProjects(api: ApiClient, slug: string): Promise<Project[]> {
  return api.get(`${workspacePath(slug)}projects/`, { schema: ProjectListSchema });
}

export function getProject(api: ApiClient, slug: string, projectId: string): Promise<Project> {
  return api.get(projectPath(slug, projectId), { schema: ProjectSchema });
}

export function createProject(
  api: ApiClient,
  slug: string,
  body: CreateProjectBody,
): Promise<Project> {
  return api.post(`${workspacePath(slug)}projects/`, body, { schema: ProjectSchema });
}

export function updateProject(
  api: ApiClient,
  slug: string,
  projectId: string,
  patch: UpdateProjectBody,
): Promise<Project> {
  return api.patch(projectPath(slug, projectId), patch, { schema: ProjectSchema });
}

export async function deleteProject(api: ApiClient, slug: string, projectId: string) {
  await api.delete(projectPath(slug, projectId));
}

/** Archives (`archived` true) or restores a project; the server answers with the project. */
export function setProjectArchived(
  api: ApiClient,
  slug: string,
  projectId: string,
  archived: boolean,
): Promise<Project> {
  const path = `${projectPath(slug, projectId)}archive/`;
  return archived
    ? api.post(path, undefined, { schema: ProjectSchema })
    : api.delete(path, { schema: ProjectSchema });
}

export async function favoriteProject(api: ApiClient, slug: string, projectId: string) {
  await api.post(`${workspacePath(slug)}user-favorite-projects/`, { project: projectId });
}

export async function unfavoriteProject(api: ApiClient, slug: string, projectId: string) {
  await api.delete(
    `${workspacePath(slug)}user-favorite-projects/${encodeURIComponent(projectId)}/`,
  );
}

export async function joinProjects(api: ApiClient, slug: string, projectIds: string[]) {
  await api.post(`${workspacePath(slug)}projects/join/`, { project_ids: projectIds });
}

export async function leaveProject(api: ApiClient, slug: string, projectId: string) {
  await api.post(`${projectPath(slug, projectId)}members/leave/`);
}

/** Whether an identifier is taken by a live project of the workspace. */
export async function isIdentifierTaken(
  api: ApiClient,
  slug: string,
  identifier: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const answer = await api.get(`${workspacePath(slug)}project-identifiers/`, {
    query: { name: identifier },
    schema: ProjectIdentifierCheckSchema,
    ...(signal ? { signal } : {}),
  });
  return answer.exists > 0;
}

/** Saves the caller's own position of a project in their lists (Plane's project-views). */
export async function saveMyProjectOrder(
  api: ApiClient,
  slug: string,
  projectId: string,
  sortOrder: number,
) {
  await api.post(`${projectPath(slug, projectId)}project-views/`, { sort_order: sortOrder });
}
