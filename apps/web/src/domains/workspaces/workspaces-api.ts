import {
  type CreateWorkspaceBody,
  type SlugCheckQuery,
  SlugCheckResponseSchema,
  type UpdateWorkspaceBody,
  type Workspace,
  WorkspaceListSchema,
  type WorkspaceMemberMe,
  WorkspaceMemberMeSchema,
  WorkspaceSchema,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

function workspacePath(slug: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/`;
}

/** The workspaces the signed-in person belongs to. */
export function listMyWorkspaces(api: ApiClient): Promise<Workspace[]> {
  return api.get('/api/users/me/workspaces/', { schema: WorkspaceListSchema });
}

export function createWorkspace(api: ApiClient, input: CreateWorkspaceBody): Promise<Workspace> {
  return api.post('/api/workspaces/', input, { schema: WorkspaceSchema });
}

export function updateWorkspace(
  api: ApiClient,
  slug: string,
  patch: UpdateWorkspaceBody,
): Promise<Workspace> {
  return api.patch(workspacePath(slug), patch, { schema: WorkspaceSchema });
}

/** Whether a slug is free: the server answers `status: true` when it is. */
export async function isSlugAvailable(
  api: ApiClient,
  slug: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const query: SlugCheckQuery = { slug };
  const result = await api.get('/api/workspace-slug-check/', {
    schema: SlugCheckResponseSchema,
    query,
    ...(signal ? { signal } : {}),
  });
  return result.status;
}

/** The signed-in person's own membership of a workspace, which carries their role. */
export function getMyMembership(api: ApiClient, slug: string): Promise<WorkspaceMemberMe> {
  return api.get(`${workspacePath(slug)}workspace-members/me/`, {
    schema: WorkspaceMemberMeSchema,
  });
}
