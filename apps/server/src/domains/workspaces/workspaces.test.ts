import { ROLE, WorkspaceSchema } from '@keel/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, workspaceMembers, workspaces } from '#server/db/schema';
import {
  addWorkspaceMember,
  createUser,
  createWorkspace,
  makeInstanceAdmin,
  setInstanceConfiguration,
  signIn,
} from '#server/test/factories';
import { useTestApp } from '#server/test/harness';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('workspaces', () => {
  const ctx = useTestApp();

  function call(method: Method, url: string, cookie?: string, payload?: object) {
    return ctx.app.inject({
      method,
      url,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload ? { payload } : {}),
    });
  }

  async function signedInUser() {
    const user = await createUser(ctx.db);
    const { cookie } = await signIn(ctx.db, user.id);
    return { user, cookie };
  }

  let counter = 0;
  function freshSlug(): string {
    counter += 1;
    return `team-${Date.now().toString(36)}-${counter}`;
  }

  describe('POST /api/workspaces/', () => {
    it('refuses anonymous callers', async () => {
      const response = await call('POST', '/api/workspaces/', undefined, {
        name: 'Acme',
        slug: freshSlug(),
      });
      expect(response.statusCode).toBe(401);
    });

    it.each([
      [
        'Has Spaces',
        'slug: Workspace URL can only contain lowercase letters, numbers and hyphens (-)',
      ],
      ['admin', 'slug: This workspace URL is reserved'],
      ['', 'slug: Workspace URL is required'],
      ['x'.repeat(49), 'slug: Workspace URL must be at most 48 characters'],
    ])('refuses the slug %j with a message naming the field', async (slug, message) => {
      const { cookie } = await signedInUser();
      const response = await call('POST', '/api/workspaces/', cookie, { name: 'Acme', slug });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message, code: 'VALIDATION_ERROR', field: 'slug' });
    });

    it.each([
      ['', 'name: Workspace name is required'],
      ['x'.repeat(81), 'name: Workspace name must be at most 80 characters'],
      ['Visit https://spam.example', 'name: Workspace name must not contain URLs'],
    ])('refuses the name %j', async (name, message) => {
      const { cookie } = await signedInUser();
      const response = await call('POST', '/api/workspaces/', cookie, { name, slug: freshSlug() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message, code: 'VALIDATION_ERROR', field: 'name' });
    });

    it('creates the workspace with its creator as admin and last workspace', async () => {
      const { user, cookie } = await signedInUser();
      const slug = freshSlug();
      const response = await call('POST', '/api/workspaces/', cookie, {
        name: '  Acme Corp ',
        slug,
        organization_size: '2-10',
      });
      expect(response.statusCode).toBe(201);
      const workspace = WorkspaceSchema.parse(response.json());
      expect(workspace).toMatchObject({
        name: 'Acme Corp',
        slug,
        organization_size: '2-10',
        owner: user.id,
        role: ROLE.admin,
        total_members: 1,
      });
      const [membership] = await ctx.db
        .select()
        .from(workspaceMembers)
        .where(eq(workspaceMembers.workspace_id, workspace.id));
      expect(membership).toMatchObject({ member_id: user.id, role: ROLE.admin, is_active: true });
      const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.user_id, user.id));
      expect(profile?.last_workspace_id).toBe(workspace.id);
    });

    it('refuses a slug already taken, even by a deleted workspace', async () => {
      const { user, cookie } = await signedInUser();
      const live = await createWorkspace(ctx.db, user);
      const deleted = await createWorkspace(ctx.db, user, { deleted_at: new Date() });
      for (const slug of [live.slug, deleted.slug]) {
        const response = await call('POST', '/api/workspaces/', cookie, { name: 'Again', slug });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          error: 'The workspace with the slug already exists',
          code: 'WORKSPACE_SLUG_TAKEN',
          field: 'slug',
        });
      }
    });

    it('is refused when the instance disables creation, except for instance admins', async () => {
      const { cookie } = await signedInUser();
      const admin = await signedInUser();
      await makeInstanceAdmin(ctx.db, admin.user.id);
      await setInstanceConfiguration(ctx.db, 'DISABLE_WORKSPACE_CREATION', '1');
      try {
        const refused = await call('POST', '/api/workspaces/', cookie, {
          name: 'Nope',
          slug: freshSlug(),
        });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({
          error: 'Workspace creation is disabled on this instance.',
          code: 'WORKSPACE_CREATION_DISABLED',
        });
        const allowed = await call('POST', '/api/workspaces/', admin.cookie, {
          name: 'Admin made',
          slug: freshSlug(),
        });
        expect(allowed.statusCode).toBe(201);
      } finally {
        await setInstanceConfiguration(ctx.db, 'DISABLE_WORKSPACE_CREATION', '0');
      }
    });
  });

  describe('GET /api/workspace-slug-check/', () => {
    it('refuses anonymous callers', async () => {
      expect((await call('GET', '/api/workspace-slug-check/?slug=free')).statusCode).toBe(401);
    });

    it('requires a slug', async () => {
      const { cookie } = await signedInUser();
      const response = await call('GET', '/api/workspace-slug-check/', cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'Workspace Slug is required',
        code: 'VALIDATION_ERROR',
        field: 'slug',
      });
    });

    it('says whether a slug is available', async () => {
      const { user, cookie } = await signedInUser();
      const taken = await createWorkspace(ctx.db, user, { deleted_at: new Date() });
      const check = async (slug: string) =>
        (
          await call('GET', `/api/workspace-slug-check/?slug=${encodeURIComponent(slug)}`, cookie)
        ).json<{ status: boolean }>();
      expect(await check(freshSlug())).toEqual({ status: true });
      expect(await check(taken.slug)).toEqual({ status: false });
      expect(await check('settings')).toEqual({ status: false });
      expect(await check('Not A Slug')).toEqual({ status: false });
    });
  });

  describe('GET /api/users/me/workspaces/', () => {
    it('refuses anonymous callers', async () => {
      expect((await call('GET', '/api/users/me/workspaces/')).statusCode).toBe(401);
    });

    it("lists only the user's live workspaces with their role and member count", async () => {
      const { user, cookie } = await signedInUser();
      const own = await createWorkspace(ctx.db, user);
      const joined = await createWorkspace(ctx.db, await createUser(ctx.db));
      await addWorkspaceMember(ctx.db, joined, user, ROLE.guest);
      await addWorkspaceMember(
        ctx.db,
        joined,
        await createUser(ctx.db, { is_bot: true }),
        ROLE.member,
      );
      const left = await createWorkspace(ctx.db, await createUser(ctx.db));
      await addWorkspaceMember(ctx.db, left, user, ROLE.member, { isActive: false });
      await createWorkspace(ctx.db, user, { deleted_at: new Date() });
      await createWorkspace(ctx.db, await createUser(ctx.db));

      const response = await call('GET', '/api/users/me/workspaces/', cookie);
      expect(response.statusCode).toBe(200);
      const list = WorkspaceSchema.array().parse(response.json());
      expect(
        list.map((workspace) => [workspace.slug, workspace.role, workspace.total_members]),
      ).toEqual([
        [own.slug, ROLE.admin, 1],
        [joined.slug, ROLE.guest, 2],
      ]);
    });
  });

  describe('GET /api/users/last-visited-workspace/', () => {
    it('refuses anonymous callers', async () => {
      expect((await call('GET', '/api/users/last-visited-workspace/')).statusCode).toBe(401);
    });

    it('answers the last workspace while the user belongs to it, else nothing', async () => {
      const { user, cookie } = await signedInUser();
      const empty = await call('GET', '/api/users/last-visited-workspace/', cookie);
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual({ workspace_details: {}, project_details: [] });

      const created = await call('POST', '/api/workspaces/', cookie, {
        name: 'Visited',
        slug: freshSlug(),
      });
      const workspace = WorkspaceSchema.parse(created.json());
      const visited = await call('GET', '/api/users/last-visited-workspace/', cookie);
      expect(visited.json()).toMatchObject({
        workspace_details: { id: workspace.id, slug: workspace.slug, role: ROLE.admin },
        project_details: [],
      });

      // A workspace the user no longer belongs to is not answered.
      const foreign = await createWorkspace(ctx.db, await createUser(ctx.db));
      await ctx.db
        .update(profiles)
        .set({ last_workspace_id: foreign.id })
        .where(eq(profiles.user_id, user.id));
      const gone = await call('GET', '/api/users/last-visited-workspace/', cookie);
      expect(gone.json()).toEqual({ workspace_details: {}, project_details: [] });
    });
  });

  describe('GET /api/workspaces/:slug/', () => {
    it('refuses anonymous callers', async () => {
      const workspace = await createWorkspace(ctx.db, await createUser(ctx.db));
      expect((await call('GET', `/api/workspaces/${workspace.slug}/`)).statusCode).toBe(401);
    });

    it("answers another workspace's user 403 and an unknown slug 404, never data", async () => {
      const { cookie } = await signedInUser();
      const foreign = await createWorkspace(ctx.db, await createUser(ctx.db));
      const refused = await call('GET', `/api/workspaces/${foreign.slug}/`, cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: 'You are not a member of this workspace.',
        code: 'NOT_A_MEMBER',
      });
      const unknown = await call('GET', '/api/workspaces/no-such-workspace/', cookie);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'Workspace not found', code: 'WORKSPACE_NOT_FOUND' });
    });

    it('answers a guest member', async () => {
      const { user, cookie } = await signedInUser();
      const workspace = await createWorkspace(ctx.db, await createUser(ctx.db));
      await addWorkspaceMember(ctx.db, workspace, user, ROLE.guest);
      const response = await call('GET', `/api/workspaces/${workspace.slug}/`, cookie);
      expect(response.statusCode).toBe(200);
      expect(WorkspaceSchema.parse(response.json())).toMatchObject({
        id: workspace.id,
        role: ROLE.guest,
        total_members: 2,
      });
    });
  });

  describe('PATCH /api/workspaces/:slug/', () => {
    it('refuses anonymous callers and non-admins', async () => {
      const { user, cookie } = await signedInUser();
      const workspace = await createWorkspace(ctx.db, await createUser(ctx.db));
      await addWorkspaceMember(ctx.db, workspace, user, ROLE.member);
      expect(
        (await call('PATCH', `/api/workspaces/${workspace.slug}/`, undefined, { name: 'X' }))
          .statusCode,
      ).toBe(401);
      const refused = await call('PATCH', `/api/workspaces/${workspace.slug}/`, cookie, {
        name: 'X',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    });

    it("refuses another workspace's admin", async () => {
      const { user, cookie } = await signedInUser();
      await createWorkspace(ctx.db, user);
      const foreign = await createWorkspace(ctx.db, await createUser(ctx.db));
      const response = await call('PATCH', `/api/workspaces/${foreign.slug}/`, cookie, {
        name: 'X',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'NOT_A_MEMBER' });
    });

    it('refuses a bad name', async () => {
      const { user, cookie } = await signedInUser();
      const workspace = await createWorkspace(ctx.db, user);
      const response = await call('PATCH', `/api/workspaces/${workspace.slug}/`, cookie, {
        name: 'go to www.spam.test',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'name: Workspace name must not contain URLs',
        code: 'VALIDATION_ERROR',
        field: 'name',
      });
    });

    it('changes the name, logo, size and timezone', async () => {
      const { user, cookie } = await signedInUser();
      const workspace = await createWorkspace(ctx.db, user);
      const response = await call('PATCH', `/api/workspaces/${workspace.slug}/`, cookie, {
        name: 'Renamed',
        logo_url: 'https://example.test/l.png',
        organization_size: '11-50',
        timezone: 'Asia/Tokyo',
      });
      expect(response.statusCode).toBe(200);
      expect(WorkspaceSchema.parse(response.json())).toMatchObject({
        slug: workspace.slug,
        name: 'Renamed',
        logo_url: 'https://example.test/l.png',
        organization_size: '11-50',
        timezone: 'Asia/Tokyo',
        role: ROLE.admin,
      });
    });
  });

  describe('DELETE /api/workspaces/:slug/', () => {
    it('refuses anonymous callers and non-admins', async () => {
      const { user, cookie } = await signedInUser();
      const workspace = await createWorkspace(ctx.db, await createUser(ctx.db));
      await addWorkspaceMember(ctx.db, workspace, user, ROLE.member);
      expect((await call('DELETE', `/api/workspaces/${workspace.slug}/`)).statusCode).toBe(401);
      expect((await call('DELETE', `/api/workspaces/${workspace.slug}/`, cookie)).statusCode).toBe(
        403,
      );
    });

    it('soft-deletes the workspace and ends its memberships; the slug stays taken', async () => {
      const { user, cookie } = await signedInUser();
      const workspace = await createWorkspace(ctx.db, user);
      await addWorkspaceMember(ctx.db, workspace, await createUser(ctx.db), ROLE.member);

      const response = await call('DELETE', `/api/workspaces/${workspace.slug}/`, cookie);
      expect(response.statusCode).toBe(204);
      const [row] = await ctx.db.select().from(workspaces).where(eq(workspaces.id, workspace.id));
      expect(row?.deleted_at).toBeInstanceOf(Date);
      const active = await ctx.db
        .select()
        .from(workspaceMembers)
        .where(
          and(
            eq(workspaceMembers.workspace_id, workspace.id),
            eq(workspaceMembers.is_active, true),
          ),
        );
      expect(active).toEqual([]);
      expect((await call('GET', `/api/workspaces/${workspace.slug}/`, cookie)).statusCode).toBe(
        404,
      );
      const check = await call('GET', `/api/workspace-slug-check/?slug=${workspace.slug}`, cookie);
      expect(check.json()).toEqual({ status: false });
    });
  });
});
