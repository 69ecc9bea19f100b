import { z } from 'zod';
import { type ApiClient } from '../../lib/api-client';

/* Loose response shapes; see users-api.ts for why. */

export const MemberUserSchema = z.looseObject({
  id: z.string(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  display_name: z.string().nullish(),
  email: z.string().nullish(),
  avatar: z.string().nullish(),
  avatar_url: z.string().nullish(),
  is_bot: z.boolean().optional(),
});
export type MemberUser = z.infer<typeof MemberUserSchema>;

export const WorkspaceMemberSchema = z.looseObject({
  id: z.string(),
  member: MemberUserSchema,
  role: z.number(),
  original_role: z.number().nullish(),
  is_active: z.boolean().optional(),
});
export type WorkspaceMember = z.infer<typeof WorkspaceMemberSchema>;

const MemberListSchema = z.array(WorkspaceMemberSchema);

function base(slug: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/members/`;
}

export function listWorkspaceMembers(api: ApiClient, slug: string): Promise<WorkspaceMember[]> {
  return api.get(base(slug), { schema: MemberListSchema });
}

export function updateWorkspaceMemberRole(
  api: ApiClient,
  slug: string,
  memberId: string,
  role: number,
): Promise<unknown> {
  return api.patch(`${base(slug)}${encodeURIComponent(memberId)}/`, { role });
}

export function removeWorkspaceMember(
  api: ApiClient,
  slug: string,
  memberId: string,
): Promise<unknown> {
  return api.delete(`${base(slug)}${encodeURIComponent(memberId)}/`);
}
