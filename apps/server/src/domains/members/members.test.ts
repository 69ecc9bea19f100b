import { ROLE, WorkspaceMemberSchema } from '@keel/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workspaceMembers } from '#server/db/schema';
import { addWorkspaceMember, createUser, createWorkspace, signIn } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('workspace members', () => {
  const ctx = useTestApp();

  function call(method: Method, url: string, cookie?: string, payload?: object) {
    return ctx.app.inject({
      method,
      url,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload ? { payload } : {}),
    });
  }

  /** A workspace with an admin, a member and a guest, each signed in. */
  async function team() {
    const admin = await createUser(ctx.db, { display_name: 'zed', first_name: 'Zed' });
    const workspace = await createWorkspace(ctx.db, admin);
    const member = await createUser(ctx.db, { display_name: 'Bea', first_name: 'Beatrice' });
    const guest = await createUser(ctx.db, {
      display_name: 'carl',
      email: `carl-${workspace.slug}@example.test`,
    });
    const memberMembership = await addWorkspaceMember(ctx.db, workspace, member, ROLE.member);
    const guestMembership = await addWorkspaceMember(ctx.db, workspace, guest, ROLE.guest);
    const [adminMembership] = await ctx.db
      .select()
      .from(workspaceMembers)
      .where(
        and(
          eq(workspaceMembers.workspace_id, workspace.id),
          eq(workspaceMembers.member_id, admin.id),
        ),
      );
    if (!adminMembership) throw new Error('admin membership missing');
    return {
      workspace,
      admin: { user: admin, membership: adminMembership, ...(await signIn(ctx.db, admin.id)) },
      member: { user: member, membership: memberMembership, ...(await signIn(ctx.db, member.id)) },
      guest: { user: guest, membership: guestMembership, ...(await signIn(ctx.db, guest.id)) },
    };
  }

  async function outsider() {
    const user = await createUser(ctx.db);
    await createWorkspace(ctx.db, user);
    return signIn(ctx.db, user.id);
  }

  describe('GET /api/workspaces/:slug/members/', () => {
    it('refuses anonymous callers and outsiders', async () => {
      const { workspace } = await team();
      expect((await call('GET', `/api/workspaces/${workspace.slug}/members/`)).statusCode).toBe(
        401,
      );
      const { cookie } = await outsider();
      const refused = await call('GET', `/api/workspaces/${workspace.slug}/members/`, cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'NOT_A_MEMBER' });
    });

    it('lists active humans: the caller first, then by lower-cased display name', async () => {
      const { workspace, guest, admin, member } = await team();
      await addWorkspaceMember(
        ctx.db,
        workspace,
        await createUser(ctx.db, { is_bot: true }),
        ROLE.member,
      );
      await addWorkspaceMember(
        ctx.db,
        workspace,
        await createUser(ctx.db, { display_name: 'aaron' }),
        ROLE.member,
        {
          isActive: false,
        },
      );
      const response = await call(
        'GET',
        `/api/workspaces/${workspace.slug}/members/`,
        guest.cookie,
      );
      expect(response.statusCode).toBe(200);
      const list = WorkspaceMemberSchema.array().parse(response.json());
      expect(list.map((entry) => entry.member.display_name)).toEqual(['carl', 'Bea', 'zed']);
      expect(list[0]).toEqual({
        id: guest.membership.id,
        member: {
          id: guest.user.id,
          first_name: guest.user.first_name,
          last_name: guest.user.last_name,
          display_name: 'carl',
          email: guest.user.email,
          avatar: null,
          avatar_url: null,
          is_bot: false,
        },
        role: ROLE.guest,
        is_active: true,
        created_at: guest.membership.created_at.toISOString(),
      });
      expect(list.map((entry) => entry.id)).toEqual([
        guest.membership.id,
        member.membership.id,
        admin.membership.id,
      ]);
      expect(response.body).not.toContain('password_hash');
    });

    it('searches names and email, ignoring case', async () => {
      const { workspace, admin } = await team();
      const search = async (term: string) =>
        WorkspaceMemberSchema.array()
          .parse(
            (
              await call(
                'GET',
                `/api/workspaces/${workspace.slug}/members/?search=${encodeURIComponent(term)}`,
                admin.cookie,
              )
            ).json(),
          )
          .map((entry) => entry.member.display_name);
      expect(await search('BEATRICE')).toEqual(['Bea']);
      expect(await search('CARL-')).toEqual(['carl']);
      expect(await search('zed')).toEqual(['zed']);
      expect(await search('%')).toEqual([]);
    });
  });

  describe('GET /api/workspaces/:slug/workspace-members/me/', () => {
    it('refuses anonymous callers and outsiders', async () => {
      const { workspace } = await team();
      const url = `/api/workspaces/${workspace.slug}/workspace-members/me/`;
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, (await outsider()).cookie)).statusCode).toBe(403);
    });

    it("answers the caller's membership", async () => {
      const { workspace, member } = await team();
      const response = await call(
        'GET',
        `/api/workspaces/${workspace.slug}/workspace-members/me/`,
        member.cookie,
      );
      expect(response.statusCode).toBe(200);
      expect(WorkspaceMemberSchema.parse(response.json())).toMatchObject({
        id: member.membership.id,
        role: ROLE.member,
        member: { id: member.user.id },
      });
    });
  });

  describe('PATCH /api/workspaces/:slug/members/:id/', () => {
    it('refuses anonymous callers, outsiders and non-admins', async () => {
      const { workspace, member, guest } = await team();
      const url = `/api/workspaces/${workspace.slug}/members/${guest.membership.id}/`;
      expect((await call('PATCH', url, undefined, { role: ROLE.member })).statusCode).toBe(401);
      expect(
        (await call('PATCH', url, (await outsider()).cookie, { role: ROLE.member })).statusCode,
      ).toBe(403);
      const refused = await call('PATCH', url, member.cookie, { role: ROLE.member });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    });

    it('refuses a role that is not 20, 15 or 5', async () => {
      const { workspace, admin, guest } = await team();
      const response = await call(
        'PATCH',
        `/api/workspaces/${workspace.slug}/members/${guest.membership.id}/`,
        admin.cookie,
        { role: 10 },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'role: Role must be 20 (admin), 15 (member) or 5 (guest)',
        code: 'VALIDATION_ERROR',
        field: 'role',
      });
    });

    it("answers 'Member not found' for unknown, malformed and other workspaces' ids", async () => {
      const { workspace, admin } = await team();
      const other = await team();
      for (const id of [
        '00000000-0000-4000-8000-000000000000',
        'not-an-id',
        other.guest.membership.id,
      ]) {
        const response = await call(
          'PATCH',
          `/api/workspaces/${workspace.slug}/members/${id}/`,
          admin.cookie,
          {
            role: ROLE.member,
          },
        );
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'Member not found', code: 'MEMBER_NOT_FOUND' });
      }
    });

    it('refuses to demote the last admin', async () => {
      const { workspace, admin } = await team();
      const response = await call(
        'PATCH',
        `/api/workspaces/${workspace.slug}/members/${admin.membership.id}/`,
        admin.cookie,
        { role: ROLE.member },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error:
          'The last admin of a workspace cannot be given another role. Make another member an admin first.',
        code: 'WORKSPACE_LAST_ADMIN_DEMOTE',
        field: 'role',
      });
    });

    it("changes a member's role", async () => {
      const { workspace, admin, guest } = await team();
      const response = await call(
        'PATCH',
        `/api/workspaces/${workspace.slug}/members/${guest.membership.id}/`,
        admin.cookie,
        { role: ROLE.admin },
      );
      expect(response.statusCode).toBe(200);
      expect(WorkspaceMemberSchema.parse(response.json())).toMatchObject({
        id: guest.membership.id,
        role: ROLE.admin,
      });
      // With a second admin, the first may step down.
      const stepDown = await call(
        'PATCH',
        `/api/workspaces/${workspace.slug}/members/${admin.membership.id}/`,
        admin.cookie,
        { role: ROLE.member },
      );
      expect(stepDown.statusCode).toBe(200);
    });
  });

  describe('DELETE /api/workspaces/:slug/members/:id/', () => {
    it('refuses anonymous callers, outsiders and non-admins', async () => {
      const { workspace, member, guest } = await team();
      const url = `/api/workspaces/${workspace.slug}/members/${guest.membership.id}/`;
      expect((await call('DELETE', url)).statusCode).toBe(401);
      expect((await call('DELETE', url, (await outsider()).cookie)).statusCode).toBe(403);
      expect((await call('DELETE', url, member.cookie)).statusCode).toBe(403);
    });

    it('answers Member not found for an unknown id', async () => {
      const { workspace, admin } = await team();
      const response = await call(
        'DELETE',
        `/api/workspaces/${workspace.slug}/members/00000000-0000-4000-8000-000000000000/`,
        admin.cookie,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Member not found', code: 'MEMBER_NOT_FOUND' });
    });

    it('refuses removing yourself and the last admin', async () => {
      const { workspace, admin, guest } = await team();
      const self = await call(
        'DELETE',
        `/api/workspaces/${workspace.slug}/members/${admin.membership.id}/`,
        admin.cookie,
      );
      expect(self.statusCode).toBe(400);
      expect(self.json()).toEqual({
        error: 'You cannot remove yourself from the workspace; leave it instead.',
        code: 'MEMBER_CANNOT_REMOVE_SELF',
      });
      // A second admin may not remove the only other admin either once they are the last.
      await ctx.db
        .update(workspaceMembers)
        .set({ role: ROLE.admin })
        .where(
          and(
            eq(workspaceMembers.workspace_id, workspace.id),
            eq(workspaceMembers.id, guest.membership.id),
          ),
        );
      await ctx.db
        .update(workspaceMembers)
        .set({ role: ROLE.member })
        .where(
          and(
            eq(workspaceMembers.workspace_id, workspace.id),
            eq(workspaceMembers.id, admin.membership.id),
          ),
        );
      const lastAdmin = await call(
        'DELETE',
        `/api/workspaces/${workspace.slug}/members/${guest.membership.id}/`,
        guest.cookie,
      );
      expect(lastAdmin.statusCode).toBe(400);
    });

    it('removes a member by marking the membership inactive', async () => {
      const { workspace, admin, member } = await team();
      const response = await call(
        'DELETE',
        `/api/workspaces/${workspace.slug}/members/${member.membership.id}/`,
        admin.cookie,
      );
      expect(response.statusCode).toBe(204);
      const [row] = await ctx.db
        .select()
        .from(workspaceMembers)
        .where(
          and(
            eq(workspaceMembers.workspace_id, workspace.id),
            eq(workspaceMembers.id, member.membership.id),
          ),
        );
      expect(row?.is_active).toBe(false);
      expect(
        (await call('GET', `/api/workspaces/${workspace.slug}/`, member.cookie)).statusCode,
      ).toBe(403);
      const again = await call(
        'DELETE',
        `/api/workspaces/${workspace.slug}/members/${member.membership.id}/`,
        admin.cookie,
      );
      expect(again.statusCode).toBe(404);
    });
  });

  describe('POST /api/workspaces/:slug/members/leave/', () => {
    it('refuses anonymous callers and outsiders', async () => {
      const { workspace } = await team();
      const url = `/api/workspaces/${workspace.slug}/members/leave/`;
      expect((await call('POST', url)).statusCode).toBe(401);
      expect((await call('POST', url, (await outsider()).cookie)).statusCode).toBe(403);
    });

    it('refuses the last admin', async () => {
      const { workspace, admin } = await team();
      const response = await call(
        'POST',
        `/api/workspaces/${workspace.slug}/members/leave/`,
        admin.cookie,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error:
          'You cannot leave the workspace as its only admin. Make another member an admin or delete the workspace.',
        code: 'WORKSPACE_LAST_ADMIN_LEAVE',
      });
    });

    it('lets a guest leave', async () => {
      const { workspace, guest, admin } = await team();
      const response = await call(
        'POST',
        `/api/workspaces/${workspace.slug}/members/leave/`,
        guest.cookie,
      );
      expect(response.statusCode).toBe(204);
      expect(
        (await call('GET', `/api/workspaces/${workspace.slug}/`, guest.cookie)).statusCode,
      ).toBe(403);
      const list = WorkspaceMemberSchema.array().parse(
        (await call('GET', `/api/workspaces/${workspace.slug}/members/`, admin.cookie)).json(),
      );
      expect(list.map((entry) => entry.member.id)).not.toContain(guest.user.id);
    });
  });
});
