import { CreateInvitationsResponseSchema, InvitationSchema, ROLE } from '@keel/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workspaceMemberInvites } from '#server/db/schema';
import { createInvitation } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';
import { invitationWorld } from './invitations.test-helpers';

describe('workspace invitations', () => {
  const ctx = useTestApp({ config: { publicUrl: 'http://keel.local:3000' } });

  const { call, freshEmail, team, outsider, linkSentTo } = invitationWorld(ctx);

  describe('POST /api/workspaces/:slug/invitations/', () => {
    it('refuses anonymous callers, outsiders and guests', async () => {
      const { workspace, guest } = await team();
      const url = `/api/workspaces/${workspace.slug}/invitations/`;
      const body = { emails: [{ email: freshEmail(), role: ROLE.guest }] };
      expect((await call('POST', url, undefined, body)).statusCode).toBe(401);
      const foreign = await call('POST', url, (await outsider()).cookie, body);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toMatchObject({ code: 'NOT_A_MEMBER' });
      expect((await call('POST', url, guest.cookie, body)).statusCode).toBe(403);
    });

    it('refuses a malformed email, naming the field', async () => {
      const { workspace, admin } = await team();
      const response = await call(
        'POST',
        `/api/workspaces/${workspace.slug}/invitations/`,
        admin.cookie,
        {
          emails: [{ email: 'not-an-email', role: ROLE.member }],
        },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'emails.0.email: Enter a valid email address',
        code: 'VALIDATION_ERROR',
        field: 'emails.0.email',
      });
    });

    it('refuses an empty list', async () => {
      const { workspace, admin } = await team();
      const response = await call(
        'POST',
        `/api/workspaces/${workspace.slug}/invitations/`,
        admin.cookie,
        {
          emails: [],
        },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'emails: At least one email is required',
        field: 'emails',
      });
    });

    it("refuses a role above the inviter's", async () => {
      const { workspace, member } = await team();
      const response = await call(
        'POST',
        `/api/workspaces/${workspace.slug}/invitations/`,
        member.cookie,
        {
          emails: [{ email: freshEmail(), role: ROLE.admin }],
        },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'You cannot invite a user with a role higher than your own.',
        code: 'INVITE_ROLE_ABOVE_INVITER',
        field: 'emails',
      });
    });

    it('refuses emails of active members', async () => {
      const { workspace, admin, member } = await team();
      const response = await call(
        'POST',
        `/api/workspaces/${workspace.slug}/invitations/`,
        admin.cookie,
        {
          emails: [{ email: member.user.email.toUpperCase(), role: ROLE.member }],
        },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: `Already a member of this workspace: ${member.user.email}`,
        code: 'INVITEES_ALREADY_MEMBERS',
        params: { emails: member.user.email },
        field: 'emails',
      });
    });

    it('stores hashed tokens, emails a join link, and renews on a second invite', async () => {
      const { workspace, member } = await team();
      const email = freshEmail();
      const response = await call(
        'POST',
        `/api/workspaces/${workspace.slug}/invitations/`,
        member.cookie,
        {
          emails: [{ email: ` ${email.toUpperCase()} `, role: ROLE.guest }],
        },
      );
      expect(response.statusCode).toBe(201);
      const body = CreateInvitationsResponseSchema.parse(response.json());
      expect(body.message).toBe('Emails sent successfully');
      expect(body.invitations).toHaveLength(1);
      const [invitation] = body.invitations;
      expect(invitation).toMatchObject({
        email,
        role: ROLE.guest,
        accepted: false,
        responded_at: null,
        workspace: { id: workspace.id, slug: workspace.slug, name: workspace.name },
        created_by: member.user.id,
      });
      expect(response.body).not.toContain('token');

      const link = await linkSentTo(email);
      expect(`${link.origin}${link.pathname}`).toBe(
        'http://keel.local:3000/workspace-invitations/',
      );
      expect(link.searchParams.get('invitation_id')).toBe(invitation?.id);
      expect(link.searchParams.get('email')).toBe(email);
      expect(link.searchParams.get('slug')).toBe(workspace.slug);
      const token = link.searchParams.get('token') ?? '';
      const [row] = await ctx.db
        .select()
        .from(workspaceMemberInvites)
        .where(
          and(
            eq(workspaceMemberInvites.workspace_id, workspace.id),
            eq(workspaceMemberInvites.email, email),
          ),
        );
      expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.token_hash).not.toBe(token);

      const again = await call(
        'POST',
        `/api/workspaces/${workspace.slug}/invitations/`,
        member.cookie,
        {
          emails: [{ email, role: ROLE.member }],
        },
      );
      expect(again.statusCode).toBe(201);
      const renewed = CreateInvitationsResponseSchema.parse(again.json()).invitations[0];
      expect(renewed).toMatchObject({ id: invitation?.id, role: ROLE.member });
      const newToken = (await linkSentTo(email)).searchParams.get('token');
      expect(newToken).not.toBe(token);
    });
  });

  describe('GET /api/workspaces/:slug/invitations/', () => {
    it('refuses anonymous callers, outsiders and guests', async () => {
      const { workspace, guest } = await team();
      const url = `/api/workspaces/${workspace.slug}/invitations/`;
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, (await outsider()).cookie)).statusCode).toBe(403);
      expect((await call('GET', url, guest.cookie)).statusCode).toBe(403);
    });

    it("lists the workspace's invitations only", async () => {
      const { workspace, member } = await team();
      const other = await team();
      const { invitation } = await createInvitation(ctx.db, workspace, freshEmail(), {
        role: ROLE.member,
      });
      await createInvitation(ctx.db, other.workspace, freshEmail());
      const response = await call(
        'GET',
        `/api/workspaces/${workspace.slug}/invitations/`,
        member.cookie,
      );
      expect(response.statusCode).toBe(200);
      const list = InvitationSchema.array().parse(response.json());
      expect(list.map((entry) => entry.id)).toEqual([invitation.id]);
    });
  });
});
