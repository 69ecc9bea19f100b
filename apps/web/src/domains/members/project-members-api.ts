import {
  type AddProjectMembersBody,
  type ProjectMember,
  ProjectMemberListSchema,
  ProjectMemberSchema,
  type Role,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

function base(slug: string, projectId: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}/members/`;
}

export function listProjectMembers(
  api: ApiClient,
  slug: string,
  projectId: string,
): Promise<ProjectMember[]> {
  return api.get(base(slug, projectId), { schema: ProjectMemberListSchema });
}

/** Adds workspace members in one request; the server answers with the new memberships. */
export function addProjectMembers(
  api: ApiClient,
  slug: string,
  projectId: string,
  body: AddProjectMembersBody,
): Promise<ProjectMember[]> {
  return api.post(base(slug, projectId), body, { schema: ProjectMemberListSchema });
}

export function updateProjectMemberRole(
  api: ApiClient,
  slug: string,
  projectId: string,
  membershipId: string,
  role: Role,
): Promise<ProjectMember> {
  return api.patch(
    `${base(slug, projectId)}${encodeURIComponent(membershipId)}/`,
    { role },
    { schema: ProjectMemberSchema },
  );
}

/** Ends a project membership; the server answers 204 with no body. */
export async function removeProjectMember(
  api: ApiClient,
  slug: string,
  projectId: string,
  membershipId: string,
): Promise<void> {
  await api.delete(`${base(slug, projectId)}${encodeURIComponent(membershipId)}/`);
}
