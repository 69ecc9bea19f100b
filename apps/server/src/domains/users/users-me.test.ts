import { ROLE, UserMeSchema } from '@keel/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileAssets, users, workspaceMembers } from '#server/db/schema';
import {
  addWorkspaceMember,
  createUser,
  createWorkspace,
  makeInstanceAdmin,
} from '#server/test/factories';
import { useTestApp } from '#server/test/harness';
import { userWorld } from './users.test-helpers';

describe('users', () => {
  const ctx = useTestApp();

  const { call, signedInUser } = userWorld(ctx);

  describe('GET /api/users/session/', () => {
    it('says an anonymous caller is not authenticated', async () => {
      const response = await call('GET', '/api/users/session/');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ is_authenticated: false });
    });

    it('answers the signed-in user without secrets', async () => {
      const { user, cookie } = await signedInUser();
      const response = await call('GET', '/api/users/session/', cookie);
      expect(response.statusCode).toBe(200);
      const body = response.json<{ is_authenticated: boolean; user: Record<string, unknown> }>();
      expect(body.is_authenticated).toBe(true);
      expect(body.user.id).toBe(user.id);
      expect(body.user).not.toHaveProperty('password_hash');
    });
  });

  describe('GET /api/users/me/instance-admin/', () => {
    const url = '/api/users/me/instance-admin/';

    it('refuses anonymous callers', async () => {
      expect((await call('GET', url)).statusCode).toBe(401);
    });

    it('answers false, not a 403, to someone who does not administer the instance', async () => {
      const { cookie } = await signedInUser();
      const response = await call('GET', url, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ is_instance_admin: false });
    });

    it('answers true to an instance admin', async () => {
      const { user, cookie } = await signedInUser();
      await makeInstanceAdmin(ctx.db, user.id);
      const response = await call('GET', url, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ is_instance_admin: true });
    });
  });

  describe('GET /api/users/me/', () => {
    it('refuses anonymous callers', async () => {
      const response = await call('GET', '/api/users/me/');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    });

    it('answers exactly the documented fields', async () => {
      const { user, cookie } = await signedInUser();
      const response = await call('GET', '/api/users/me/', cookie);
      expect(response.statusCode).toBe(200);
      const body = response.json<Record<string, unknown>>();
      expect(Object.keys(body).sort()).toEqual(Object.keys(UserMeSchema.shape).sort());
      const me = UserMeSchema.parse(body);
      expect(me).toMatchObject({ id: user.id, email: user.email, is_password_autoset: false });
      expect(me.date_joined).toBe(user.created_at.toISOString());
    });
  });

  describe('PATCH /api/users/me/', () => {
    it('refuses anonymous callers', async () => {
      expect(
        (await call('PATCH', '/api/users/me/', undefined, { first_name: 'A' })).statusCode,
      ).toBe(401);
    });

    it('refuses an empty display name, naming the field', async () => {
      const { cookie } = await signedInUser();
      const response = await call('PATCH', '/api/users/me/', cookie, { display_name: '  ' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'display_name: Display name cannot be empty',
        code: 'VALIDATION_ERROR',
        field: 'display_name',
      });
    });

    it('refuses names longer than 255 characters', async () => {
      const { cookie } = await signedInUser();
      const response = await call('PATCH', '/api/users/me/', cookie, {
        first_name: 'x'.repeat(256),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'first_name' });
    });

    it('changes the names, avatar and timezone', async () => {
      const { cookie } = await signedInUser();
      const response = await call('PATCH', '/api/users/me/', cookie, {
        first_name: 'Ada',
        last_name: 'Lovelace',
        display_name: 'ada',
        avatar: 'https://example.test/a.png',
        user_timezone: 'Europe/London',
      });
      expect(response.statusCode).toBe(200);
      expect(UserMeSchema.parse(response.json())).toMatchObject({
        first_name: 'Ada',
        last_name: 'Lovelace',
        display_name: 'ada',
        avatar: 'https://example.test/a.png',
        user_timezone: 'Europe/London',
      });
    });
  });

  describe("PATCH /api/users/me/ with Plane's picture fields", () => {
    async function coverOf(
      userId: string,
      overrides: Partial<typeof fileAssets.$inferInsert> = {},
    ) {
      const [row] = await ctx.db
        .insert(fileAssets)
        .values({
          entity_type: 'USER_COVER',
          entity_identifier: userId,
          storage_key: `users/${userId}/cover.png`,
          name: 'cover.png',
          content_type: 'image/png',
          size: 10,
          is_uploaded: true,
          created_by_id: userId,
          ...overrides,
        })
        .returning();
      if (!row) throw new Error('no asset');
      return row.id;
    }

    it('stores avatar_url and cover_image_url, and answers them', async () => {
      const { cookie } = await signedInUser();
      const response = await call('PATCH', '/api/users/me/', cookie, {
        avatar_url: 'https://example.test/me.png',
        cover_image_url: 'https://images.unsplash.com/photo-1?w=1200',
      });
      expect(response.statusCode, response.body).toBe(200);
      const me = UserMeSchema.parse((await call('GET', '/api/users/me/', cookie)).json());
      expect(me).toMatchObject({
        avatar: 'https://example.test/me.png',
        avatar_url: 'https://example.test/me.png',
        cover_image_url: 'https://images.unsplash.com/photo-1?w=1200',
        cover_image_asset: null,
      });
      const cleared = await call('PATCH', '/api/users/me/', cookie, { avatar_url: '' });
      expect(cleared.json()).toMatchObject({ avatar_url: null, avatar: null });
    });

    it('refuses an address that is not http(s) or an asset path, naming the field', async () => {
      const { cookie } = await signedInUser();
      const cases: [string, string][] = [
        ['avatar_url', 'javascript:alert(1)'],
        ['cover_image_url', 'not a url'],
        ['avatar', 'data:image/png;base64,AAAA'],
      ];
      for (const [field, value] of cases) {
        const response = await call('PATCH', '/api/users/me/', cookie, { [field]: value });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: `${field}: Must be an http(s) URL or an asset path`,
          code: 'VALIDATION_ERROR',
          field,
        });
      }
    });

    it('makes an uploaded cover of the caller the cover, and detaches it', async () => {
      const { user, cookie } = await signedInUser();
      const other = await signedInUser();
      const theirs = await coverOf(other.user.id);
      const refused = await call('PATCH', '/api/users/me/', cookie, { cover_image_asset: theirs });
      expect(refused.statusCode).toBe(404);
      const notUploaded = await coverOf(user.id, { is_uploaded: false });
      expect(
        (await call('PATCH', '/api/users/me/', cookie, { cover_image_asset: notUploaded }))
          .statusCode,
      ).toBe(400);

      const mine = await coverOf(user.id);
      const set = await call('PATCH', '/api/users/me/', cookie, { cover_image_asset: mine });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toMatchObject({
        cover_image_asset: mine,
        cover_image_url: `/api/assets/v2/static/${mine}/`,
      });
      // Plane's "remove cover": every cover field null.
      const removed = await call('PATCH', '/api/users/me/', cookie, {
        cover_image: null,
        cover_image_url: null,
        cover_image_asset: null,
      });
      expect(removed.json()).toMatchObject({
        cover_image: null,
        cover_image_url: null,
        cover_image_asset: null,
      });
      await call('PATCH', '/api/users/me/', cookie, { cover_image_asset: mine });
      const detached = await call('PATCH', '/api/users/me/', cookie, { cover_image_asset: null });
      expect(detached.json()).toMatchObject({ cover_image_url: null, cover_image_asset: null });
    });
  });

  describe('DELETE /api/users/me/', () => {
    it('refuses anonymous callers', async () => {
      expect((await call('DELETE', '/api/users/me/')).statusCode).toBe(401);
    });

    it('is refused while the user is the only admin of a workspace others use', async () => {
      const { user, cookie } = await signedInUser();
      const workspace = await createWorkspace(ctx.db, user, { name: 'Busy' });
      await addWorkspaceMember(ctx.db, workspace, await createUser(ctx.db), ROLE.member);
      const response = await call('DELETE', '/api/users/me/', cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error:
          'You cannot deactivate your account as you are the only admin of Busy. Make another member an admin first.',
        code: 'ONLY_ADMIN_CANNOT_DEACTIVATE',
        params: { workspaces: 'Busy' },
      });
      expect((await call('GET', '/api/users/me/', cookie)).statusCode).toBe(200);
    });

    it('is refused for an instance admin', async () => {
      const { user, cookie } = await signedInUser();
      await makeInstanceAdmin(ctx.db, user.id);
      const response = await call('DELETE', '/api/users/me/', cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'You cannot deactivate your account since you are an instance admin.',
      });
    });

    it('deactivates the account, ends its sessions and memberships', async () => {
      const { user, cookie } = await signedInUser();
      const own = await createWorkspace(ctx.db, user);
      const other = await createWorkspace(ctx.db, await createUser(ctx.db));
      await addWorkspaceMember(ctx.db, other, user, ROLE.member);

      const response = await call('DELETE', '/api/users/me/', cookie);
      expect(response.statusCode).toBe(204);
      expect((await call('GET', '/api/users/me/', cookie)).statusCode).toBe(401);
      const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.is_active).toBe(false);
      const memberships = await ctx.db
        .select()
        .from(workspaceMembers)
        .where(eq(workspaceMembers.member_id, user.id));
      expect(memberships.map((membership) => membership.is_active)).toEqual([false, false]);
      expect(memberships.map((membership) => membership.workspace_id).sort()).toEqual(
        [own.id, other.id].sort(),
      );
    });
  });
});
