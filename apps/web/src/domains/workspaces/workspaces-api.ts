import { z } from 'zod';
import { type ApiClient } from '../../lib/api-client';

/* Loose response shapes; see users-api.ts for why. */

export const WorkspaceSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  organization_size: z.string().nullish(),
  logo_url: z.string().nullish(),
  total_members: z.number().nullish(),
  role: z.number().nullish(),
  created_at: z.string().optional(),
});
export type Workspace = z.infer<typeof WorkspaceSchema>;

const WorkspaceListSchema = z.array(WorkspaceSchema);

const SlugCheckSchema = z.looseObject({ status: z.boolean() });

export const WorkspaceMembershipSchema = z.looseObject({
  id: z.string().optional(),
  role: z.number(),
  original_role: z.number().nullish(),
});
export type WorkspaceMembership = z.infer<typeof WorkspaceMembershipSchema>;

export interface CreateWorkspaceInput {
  name: string;
  slug: string;
  organization_size: string;
}

export interface WorkspacePatch {
  name?: string;
  organization_size?: string;
}

/** The workspaces the signed-in person belongs to. */
export function listMyWorkspaces(api: ApiClient): Promise<Workspace[]> {
  return api.get('/api/users/me/workspaces/', { schema: WorkspaceListSchema });
}

export function createWorkspace(api: ApiClient, input: CreateWorkspaceInput): Promise<Workspace> {
  return api.post('/api/workspaces/', input, { schema: WorkspaceSchema });
}

export function updateWorkspace(
  api: ApiClient,
  slug: string,
  patch: WorkspacePatch,
): Promise<Workspace> {
  return api.patch(`/api/workspaces/${encodeURIComponent(slug)}/`, patch, {
    schema: WorkspaceSchema,
  });
}

/** Whether a slug is free: the server answers `status: true` when it is. */
export async function isSlugAvailable(
  api: ApiClient,
  slug: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const result = await api.get('/api/workspace-slug-check/', {
    schema: SlugCheckSchema,
    query: { slug },
    ...(signal ? { signal } : {}),
  });
  return result.status;
}

/** The signed-in person's own membership of a workspace, which carries their role. */
export function getMyMembership(api: ApiClient, slug: string): Promise<WorkspaceMembership> {
  return api.get(`/api/workspaces/${encodeURIComponent(slug)}/workspace-members/me/`, {
    schema: WorkspaceMembershipSchema,
  });
}
