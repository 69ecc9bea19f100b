import { AcceptInvitationsResponseSchema, InvitationSchema, ROLE } from '@keel/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workspaceMemberInvites, workspaceMembers } from '#server/db/schema';
import { addWorkspaceMember, createInvitation, createUser, signIn } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';
import { invitationWorld } from './invitations.test-helpers';

describe('workspace invitations', () => {
  const ctx = useTestApp({ config: { publicUrl: 'http://keel.local:3000' } });

  const { call, freshEmail, team, outsider } = invitationWorld(ctx);

  describe('GET, PATCH and DELETE /api/workspaces/:slug/invitations/:id/', () => {
    it('refuses anonymous callers, outsiders and non-admins', async () => {
      const { workspace, member } = await team();
      const { invitation } = await createInvitation(ctx.db, workspace, freshEmail());
      const url = `/api/workspaces/${workspace.slug}/invitations/${invitation.id}/`;
      const foreign = (await outsider()).cookie;
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const payload = method === 'PATCH' ? { role: ROLE.member } : undefined;
        expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
        expect((await call(method, url, foreign, payload)).statusCode).toBe(403);
        expect((await call(method, url, member.cookie, payload)).statusCode).toBe(403);
      }
    });

    it("answers 404 for unknown ids and other workspaces' invitations", async () => {
      const { workspace, admin } = await team();
      const other = await team();
      const { invitation } = await createInvitation(ctx.db, other.workspace, freshEmail());
      for (const id of [invitation.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
        const response = await call(
          'GET',
          `/api/workspaces/${workspace.slug}/invitations/${id}/`,
          admin.cookie,
        );
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          error: 'Invitation not found',
          code: 'INVITATION_NOT_FOUND',
        });
      }
    });

    it('reads, re-roles and revokes an invitation', async () => {
      const { workspace, admin } = await team();
      const email = freshEmail();
      const { invitation } = await createInvitation(ctx.db, workspace, email);
      const url = `/api/workspaces/${workspace.slug}/invitations/${invitation.id}/`;
      const read = await call('GET', url, admin.cookie);
      expect(read.statusCode).toBe(200);
      expect(InvitationSchema.parse(read.json())).toMatchObject({
        id: invitation.id,
        email,
        role: ROLE.guest,
      });

      const bad = await call('PATCH', url, admin.cookie, { role: 7 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'role' });

      const changed = await call('PATCH', url, admin.cookie, { role: ROLE.admin });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ role: ROLE.admin });

      expect((await call('DELETE', url, admin.cookie)).statusCode).toBe(204);
      expect((await call('GET', url, admin.cookie)).statusCode).toBe(404);
    });
  });

  describe('GET and POST /api/users/me/workspaces/invitations/', () => {
    it('refuses anonymous callers', async () => {
      expect((await call('GET', '/api/users/me/workspaces/invitations/')).statusCode).toBe(401);
      expect(
        (
          await call('POST', '/api/users/me/workspaces/invitations/', undefined, {
            invitations: [],
          })
        ).statusCode,
      ).toBe(401);
    });

    it("lists the caller's pending invitations with their workspace", async () => {
      const { workspace } = await team();
      const invitee = await createUser(ctx.db, { email: freshEmail() });
      const { invitation } = await createInvitation(
        ctx.db,
        workspace,
        invitee.email.toUpperCase(),
        {
          role: ROLE.member,
        },
      );
      await createInvitation(ctx.db, workspace, freshEmail());
      const { cookie } = await signIn(ctx.db, invitee.id);
      const response = await call('GET', '/api/users/me/workspaces/invitations/', cookie);
      expect(response.statusCode).toBe(200);
      const list = InvitationSchema.array().parse(response.json());
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        id: invitation.id,
        role: ROLE.member,
        workspace: { id: workspace.id, name: workspace.name, slug: workspace.slug, logo_url: null },
      });
    });

    it("refuses someone else's invitation and a malformed id", async () => {
      const { workspace } = await team();
      const { invitation } = await createInvitation(ctx.db, workspace, freshEmail());
      const intruder = await createUser(ctx.db);
      const { cookie } = await signIn(ctx.db, intruder.id);
      const refused = await call('POST', '/api/users/me/workspaces/invitations/', cookie, {
        invitations: [invitation.id],
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({
        error: 'Invitation not found',
        code: 'INVITATION_NOT_FOUND',
        field: 'invitations',
      });
      const malformed = await call('POST', '/api/users/me/workspaces/invitations/', cookie, {
        invitations: ['nope'],
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ field: 'invitations.0' });
      const members = await ctx.db
        .select()
        .from(workspaceMembers)
        .where(
          and(
            eq(workspaceMembers.workspace_id, workspace.id),
            eq(workspaceMembers.member_id, intruder.id),
          ),
        );
      expect(members).toEqual([]);
    });

    it('accepts invitations: a new membership, and a reactivated one', async () => {
      const first = await team();
      const second = await team();
      const invitee = await createUser(ctx.db, { email: freshEmail() });
      await addWorkspaceMember(ctx.db, second.workspace, invitee, ROLE.guest, { isActive: false });
      const a = await createInvitation(ctx.db, first.workspace, invitee.email, {
        role: ROLE.member,
      });
      const b = await createInvitation(ctx.db, second.workspace, invitee.email, {
        role: ROLE.admin,
      });
      const { cookie } = await signIn(ctx.db, invitee.id);

      const response = await call('POST', '/api/users/me/workspaces/invitations/', cookie, {
        invitations: [a.invitation.id, b.invitation.id],
      });
      expect(response.statusCode).toBe(200);
      const body = AcceptInvitationsResponseSchema.parse(response.json());
      expect(body.workspaces.map((workspace) => workspace.slug).sort()).toEqual(
        [first.workspace.slug, second.workspace.slug].sort(),
      );
      const memberships = await ctx.db
        .select()
        .from(workspaceMembers)
        .where(eq(workspaceMembers.member_id, invitee.id));
      expect(
        memberships
          .map((membership) => [membership.workspace_id, membership.role, membership.is_active])
          .sort(),
      ).toEqual(
        [
          [first.workspace.id, ROLE.member, true],
          [second.workspace.id, ROLE.admin, true],
        ].sort(),
      );
      const [invite] = await ctx.db
        .select()
        .from(workspaceMemberInvites)
        .where(
          and(
            eq(workspaceMemberInvites.workspace_id, first.workspace.id),
            eq(workspaceMemberInvites.id, a.invitation.id),
          ),
        );
      expect(invite?.accepted).toBe(true);
      expect(invite?.responded_at).toBeInstanceOf(Date);
      const pending = await call('GET', '/api/users/me/workspaces/invitations/', cookie);
      expect(pending.json()).toEqual([]);
      expect(
        (await call('GET', `/api/workspaces/${first.workspace.slug}/`, cookie)).statusCode,
      ).toBe(200);
    });
  });
});
