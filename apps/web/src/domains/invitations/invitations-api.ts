import {
  type AcceptInvitationsBody,
  type AcceptInvitationsResponse,
  AcceptInvitationsResponseSchema,
  type CreateInvitationsBody,
  type CreateInvitationsResponse,
  CreateInvitationsResponseSchema,
  type Invitation,
  type InvitationByLink,
  InvitationByLinkSchema,
  InvitationListSchema,
  type Invitee,
  type JoinInvitationBody,
  type JoinInvitationResponse,
  JoinInvitationResponseSchema,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

function workspaceInvitations(slug: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/invitations/`;
}

function invitationByLink(slug: string, id: string): string {
  return `${workspaceInvitations(slug)}${encodeURIComponent(id)}/join/`;
}

/** The pending invitations addressed to the signed-in person's email. */
export function listMyInvitations(api: ApiClient): Promise<Invitation[]> {
  return api.get('/api/users/me/workspaces/invitations/', { schema: InvitationListSchema });
}

export function acceptMyInvitations(
  api: ApiClient,
  ids: string[],
): Promise<AcceptInvitationsResponse> {
  const body: AcceptInvitationsBody = { invitations: ids };
  return api.post('/api/users/me/workspaces/invitations/', body, {
    schema: AcceptInvitationsResponseSchema,
  });
}

export function listWorkspaceInvitations(api: ApiClient, slug: string): Promise<Invitation[]> {
  return api.get(workspaceInvitations(slug), { schema: InvitationListSchema });
}

export function inviteToWorkspace(
  api: ApiClient,
  slug: string,
  invitations: Invitee[],
): Promise<CreateInvitationsResponse> {
  const body: CreateInvitationsBody = { emails: invitations };
  return api.post(workspaceInvitations(slug), body, { schema: CreateInvitationsResponseSchema });
}

/** Withdraws an invitation; the server answers 204 with no body. */
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
  return api.get(invitationByLink(slug, id), {
    schema: InvitationByLinkSchema,
    redirectOnUnauthorized: false,
  });
}

export function answerInvitationByLink(
  api: ApiClient,
  slug: string,
  id: string,
  answer: JoinInvitationBody,
): Promise<JoinInvitationResponse> {
  return api.post(invitationByLink(slug, id), answer, { schema: JoinInvitationResponseSchema });
}
