import { JoinInvitationResponseSchema, ROLE } from '@keel/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workspaceMemberInvites, workspaceMembers } from '#server/db/schema';
import { createInvitation, createUser, signIn } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';
import { invitationWorld } from './invitations.test-helpers';

describe('workspace invitations', () => {
  const ctx = useTestApp({ config: { publicUrl: 'http://keel.local:3000' } });

  const { call, freshEmail, team, linkSentTo } = invitationWorld(ctx);

  describe('POST /api/workspaces/:slug/invitations/:id/join/', () => {
    async function invited() {
      const { workspace, admin } = await team();
      const invitee = await createUser(ctx.db, { email: freshEmail() });
      const response = await call(
        'POST',
        `/api/workspaces/${workspace.slug}/invitations/`,
        admin.cookie,
        {
          emails: [{ email: invitee.email, role: ROLE.member }],
        },
      );
      expect(response.statusCode).toBe(201);
      const link = await linkSentTo(invitee.email);
      return {
        workspace,
        invitee,
        id: link.searchParams.get('invitation_id') ?? '',
        token: link.searchParams.get('token') ?? '',
      };
    }

    it('shows the invitation behind a link without a session', async () => {
      const { workspace, invitee, id } = await invited();
      const response = await call(
        'GET',
        `/api/workspaces/${workspace.slug}/invitations/${id}/join/`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id,
        email: invitee.email,
        role: ROLE.member,
        accepted: false,
        responded_at: null,
        workspace: { id: workspace.id, name: workspace.name, slug: workspace.slug, logo_url: null },
      });
      const other = await team();
      const elsewhere = await call(
        'GET',
        `/api/workspaces/${other.workspace.slug}/invitations/${id}/join/`,
      );
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json()).toEqual({
        error: 'Invitation not found',
        code: 'INVITATION_NOT_FOUND',
      });
    });

    it('joins from the emailed link without a session', async () => {
      const { workspace, invitee, id, token } = await invited();
      const response = await call(
        'POST',
        `/api/workspaces/${workspace.slug}/invitations/${id}/join/`,
        undefined,
        {
          accepted: true,
          email: invitee.email,
          token,
        },
      );
      expect(response.statusCode).toBe(200);
      expect(JoinInvitationResponseSchema.parse(response.json())).toEqual({
        message: 'Workspace invitation accepted',
        workspace: { id: workspace.id, name: workspace.name, slug: workspace.slug, logo_url: null },
        is_member: true,
      });
      const { cookie } = await signIn(ctx.db, invitee.id);
      const me = await call(
        'GET',
        `/api/workspaces/${workspace.slug}/workspace-members/me/`,
        cookie,
      );
      expect(me.json()).toMatchObject({ role: ROLE.member });

      const twice = await call(
        'POST',
        `/api/workspaces/${workspace.slug}/invitations/${id}/join/`,
        undefined,
        {
          accepted: true,
          email: invitee.email,
          token,
        },
      );
      expect(twice.statusCode).toBe(400);
      expect(twice.json()).toEqual({
        error: 'You have already responded to the invitation request.',
        code: 'INVITATION_ALREADY_ANSWERED',
      });
    });

    it('refuses a wrong token or another email', async () => {
      const { workspace, invitee, id, token } = await invited();
      const url = `/api/workspaces/${workspace.slug}/invitations/${id}/join/`;
      const wrongToken = await call('POST', url, undefined, {
        accepted: true,
        email: invitee.email,
        token: 'x',
      });
      expect(wrongToken.statusCode).toBe(403);
      expect(wrongToken.json()).toEqual({
        error: 'This invitation link is not valid.',
        code: 'INVITATION_LINK_INVALID',
      });
      const intruder = await createUser(ctx.db, { email: freshEmail() });
      const wrongEmail = await call('POST', url, undefined, {
        accepted: true,
        email: intruder.email,
        token,
      });
      expect(wrongEmail.statusCode).toBe(403);
      const memberships = await ctx.db
        .select()
        .from(workspaceMembers)
        .where(
          and(
            eq(workspaceMembers.workspace_id, workspace.id),
            eq(workspaceMembers.member_id, intruder.id),
          ),
        );
      expect(memberships).toEqual([]);
    });

    it('refuses a missing token and answers unknown workspaces and invitations with 404', async () => {
      const { workspace, invitee, id, token } = await invited();
      const missing = await call(
        'POST',
        `/api/workspaces/${workspace.slug}/invitations/${id}/join/`,
        undefined,
        {
          accepted: true,
          email: invitee.email,
          token: '',
        },
      );
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ field: 'token' });
      const unknownWorkspace = await call(
        'POST',
        `/api/workspaces/nowhere-at-all/invitations/${id}/join/`,
        undefined,
        {
          accepted: true,
          email: invitee.email,
          token,
        },
      );
      expect(unknownWorkspace.statusCode).toBe(404);
      expect(unknownWorkspace.json()).toEqual({
        error: 'Workspace not found',
        code: 'WORKSPACE_NOT_FOUND',
      });
      const other = await team();
      const elsewhere = await call(
        'POST',
        `/api/workspaces/${other.workspace.slug}/invitations/${id}/join/`,
        undefined,
        { accepted: true, email: invitee.email, token },
      );
      expect(elsewhere.statusCode).toBe(404);
    });

    it('records a declined invitation without a membership', async () => {
      const { workspace, invitee, id, token } = await invited();
      const response = await call(
        'POST',
        `/api/workspaces/${workspace.slug}/invitations/${id}/join/`,
        undefined,
        {
          accepted: false,
          email: invitee.email,
          token,
        },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'Workspace invitation was declined',
        is_member: false,
      });
      const memberships = await ctx.db
        .select()
        .from(workspaceMembers)
        .where(
          and(
            eq(workspaceMembers.workspace_id, workspace.id),
            eq(workspaceMembers.member_id, invitee.id),
          ),
        );
      expect(memberships).toEqual([]);
    });

    it('keeps the invitation pending when the email has no account yet', async () => {
      const { workspace } = await team();
      const email = freshEmail();
      const { invitation, token } = await createInvitation(ctx.db, workspace, email);
      const response = await call(
        'POST',
        `/api/workspaces/${workspace.slug}/invitations/${invitation.id}/join/`,
        undefined,
        { accepted: true, email, token },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: `Sign up with ${email} to join the workspace`,
        is_member: false,
      });
      const [row] = await ctx.db
        .select()
        .from(workspaceMemberInvites)
        .where(
          and(
            eq(workspaceMemberInvites.workspace_id, workspace.id),
            eq(workspaceMemberInvites.id, invitation.id),
          ),
        );
      expect(row).toMatchObject({ accepted: false, responded_at: null });
    });
  });
});
