import {
  type Role,
  type UpdateMemberBody,
  type WorkspaceMember,
  WorkspaceMemberListSchema,
  WorkspaceMemberSchema,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

function base(slug: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/members/`;
}

export function listWorkspaceMembers(api: ApiClient, slug: string): Promise<WorkspaceMember[]> {
  return api.get(base(slug), { schema: WorkspaceMemberListSchema });
}

export function updateWorkspaceMemberRole(
  api: ApiClient,
  slug: string,
  memberId: string,
  role: Role,
): Promise<WorkspaceMember> {
  const body: UpdateMemberBody = { role };
  return api.patch(`${base(slug)}${encodeURIComponent(memberId)}/`, body, {
    schema: WorkspaceMemberSchema,
  });
}

/** Ends a membership; the server answers 204 with no body. */
export async function removeWorkspaceMember(
  api: ApiClient,
  slug: string,
  memberId: string,
): Promise<void> {
  await api.delete(`${base(slug)}${encodeURIComponent(memberId)}/`);
}
