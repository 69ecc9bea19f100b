import { z } from 'zod';
import { type ApiClient } from '../../lib/api-client';

/* Loose response shapes; see users-api.ts for why. */

const InvitedWorkspaceSchema = z.looseObject({
  id: z.string().optional(),
  name: z.string().optional(),
  slug: z.string(),
  logo_url: z.string().nullish(),
});

/** An invitation as the invited person sees it, with the workspace it is to. */
export const MyInvitationSchema = z.looseObject({
  id: z.string(),
  email: z.string().optional(),
  role: z.number().optional(),
  workspace: InvitedWorkspaceSchema,
});
export type MyInvitation = z.infer<typeof MyInvitationSchema>;

/** An invitation as a workspace's admins see it. */
export const WorkspaceInvitationSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  role: z.number(),
  accepted: z.boolean().optional(),
  responded_at: z.string().nullish(),
  created_at: z.string().optional(),
});
export type WorkspaceInvitation = z.infer<typeof WorkspaceInvitationSchema>;

/** An invitation looked up by its link, before answering it; fields depend on the server. */
export const InvitationByLinkSchema = z.looseObject({
  id: z.string().optional(),
  email: z.string().optional(),
  accepted: z.boolean().optional(),
  workspace: InvitedWorkspaceSchema.partial().nullish(),
});
export type InvitationByLink = z.infer<typeof InvitationByLinkSchema>;

export interface InviteInput {
  email: string;
  role: number;
}

function workspaceInvitations(slug: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/invitations/`;
}

export function listMyInvitations(api: ApiClient): Promise<MyInvitation[]> {
  return api.get('/api/users/me/workspaces/invitations/', { schema: z.array(MyInvitationSchema) });
}

export async function acceptMyInvitations(api: ApiClient, ids: string[]): Promise<void> {
  await api.post('/api/users/me/workspaces/invitations/', { invitations: ids });
}

export function listWorkspaceInvitations(
  api: ApiClient,
  slug: string,
): Promise<WorkspaceInvitation[]> {
  return api.get(workspaceInvitations(slug), { schema: z.array(WorkspaceInvitationSchema) });
}

export async function inviteToWorkspace(
  api: ApiClient,
  slug: string,
  invitations: InviteInput[],
): Promise<void> {
  await api.post(workspaceInvitations(slug), { emails: invitations });
}

export async function deleteWorkspaceInvitation(
  api: ApiClient,
  slug: string,
  id: string,
): Promise<void> {
  await api.delete(`${workspaceInvitations(slug)}${encodeURIComponent(id)}/`);
}

export function getInvitationByLink(
  api: ApiClient,
  slug: string,
  id: string,
): Promise<InvitationByLink> {
  return api.get(`${workspaceInvitations(slug)}${encodeURIComponent(id)}/join/`, {
    schema: InvitationByLinkSchema,
    redirectOnUnauthorized: false,
  });
}

export async function answerInvitationByLink(
  api: ApiClient,
  slug: string,
  id: string,
  answer: { accepted: boolean; email: string; token: string },
): Promise<void> {
  await api.post(`${workspaceInvitations(slug)}${encodeURIComponent(id)}/join/`, answer);
}
