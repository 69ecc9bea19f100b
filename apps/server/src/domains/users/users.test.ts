import {
  NotificationPreferencesSchema,
  ROLE,
  UserMeSchema,
  UserProfileSchema,
  UserSettingsSchema,
} from '@keel/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileAssets, profiles, users, workspaceMembers } from '#server/db/schema';
import {
  addWorkspaceMember,
  createInvitation,
  createUser,
  createWorkspace,
  makeInstanceAdmin,
  signIn,
} from '#server/test/factories';
import { useTestApp } from '#server/test/harness';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('users', () => {
  const ctx = useTestApp();

  function call(method: Method, url: string, cookie?: string, payload?: object) {
    return ctx.app.inject({
      method,
      url,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload ? { payload } : {}),
    });
  }

  async function signedInUser(overrides: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(ctx.db, overrides);
    const { cookie } = await signIn(ctx.db, user.id);
    return { user, cookie };
  }

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

  describe('GET and PATCH /api/users/me/profile/', () => {
    it('refuses anonymous callers', async () => {
      expect((await call('GET', '/api/users/me/profile/')).statusCode).toBe(401);
      expect(
        (await call('PATCH', '/api/users/me/profile/', undefined, { theme: {} })).statusCode,
      ).toBe(401);
    });

    it('answers the profile with its defaults', async () => {
      const { user, cookie } = await signedInUser();
      const response = await call('GET', '/api/users/me/profile/', cookie);
      expect(response.statusCode).toBe(200);
      const profile = UserProfileSchema.parse(response.json());
      expect(profile).toMatchObject({
        user: user.id,
        language: 'en',
        start_of_the_week: 0,
        is_onboarded: true,
        last_workspace_id: null,
      });
    });

    it('refuses an unknown language and an out-of-range week start', async () => {
      const { cookie } = await signedInUser();
      const language = await call('PATCH', '/api/users/me/profile/', cookie, { language: 'xx' });
      expect(language.statusCode).toBe(400);
      expect(language.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'language' });
      const week = await call('PATCH', '/api/users/me/profile/', cookie, { start_of_the_week: 7 });
      expect(week.statusCode).toBe(400);
      expect(week.json()).toMatchObject({ field: 'start_of_the_week' });
    });

    it("refuses another workspace's id as the last workspace", async () => {
      const { cookie } = await signedInUser();
      const foreign = await createWorkspace(ctx.db, await createUser(ctx.db));
      const response = await call('PATCH', '/api/users/me/profile/', cookie, {
        last_workspace_id: foreign.id,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'You are not a member of this workspace.',
        code: 'NOT_A_MEMBER',
        field: 'last_workspace_id',
      });
    });

    it('changes preferences, merges onboarding steps and records the last workspace', async () => {
      const { user, cookie } = await signedInUser({ isOnboarded: false });
      const workspace = await createWorkspace(ctx.db, user);
      const response = await call('PATCH', '/api/users/me/profile/', cookie, {
        language: 'fr',
        start_of_the_week: 1,
        theme: { theme: 'dark' },
        onboarding_step: { profile_complete: true },
        last_workspace_id: workspace.id,
        has_marketing_email_consent: true,
      });
      expect(response.statusCode).toBe(200);
      expect(
        UserProfileSchema.parse((await call('GET', '/api/users/me/profile/', cookie)).json()),
      ).toMatchObject({ has_marketing_email_consent: true });
      expect(UserProfileSchema.parse(response.json())).toMatchObject({
        language: 'fr',
        start_of_the_week: 1,
        theme: { theme: 'dark' },
        onboarding_step: {
          profile_complete: true,
          workspace_join: false,
          workspace_create: false,
          workspace_invite: false,
        },
        last_workspace_id: workspace.id,
      });
    });
  });

  describe('PATCH /api/users/me/onboard/ and /tour-completed/', () => {
    it('refuses anonymous callers', async () => {
      expect(
        (await call('PATCH', '/api/users/me/onboard/', undefined, { is_onboarded: true }))
          .statusCode,
      ).toBe(401);
      expect(
        (
          await call('PATCH', '/api/users/me/tour-completed/', undefined, {
            is_tour_completed: true,
          })
        ).statusCode,
      ).toBe(401);
    });

    it('refuses a flag that is not a boolean', async () => {
      const { cookie } = await signedInUser();
      const response = await call('PATCH', '/api/users/me/onboard/', cookie, {
        is_onboarded: 'yes',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'is_onboarded' });
    });

    it('finishing onboarding marks every step and picks the first workspace', async () => {
      const { user, cookie } = await signedInUser({ isOnboarded: false });
      const first = await createWorkspace(ctx.db, await createUser(ctx.db));
      await addWorkspaceMember(ctx.db, first, user, ROLE.member);
      await createWorkspace(ctx.db, user);

      const response = await call('PATCH', '/api/users/me/onboard/', cookie, {
        is_onboarded: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Updated successfully' });
      const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.user_id, user.id));
      expect(profile).toMatchObject({
        is_onboarded: true,
        last_workspace_id: first.id,
        onboarding_step: {
          workspace_join: true,
          profile_complete: true,
          workspace_create: true,
          workspace_invite: true,
        },
      });
    });

    it('keeps a last workspace already chosen', async () => {
      const { user, cookie } = await signedInUser({ isOnboarded: false });
      await createWorkspace(ctx.db, user);
      const chosen = await createWorkspace(ctx.db, user);
      await ctx.db
        .update(profiles)
        .set({ last_workspace_id: chosen.id })
        .where(eq(profiles.user_id, user.id));
      await call('PATCH', '/api/users/me/onboard/', cookie, { is_onboarded: true });
      const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.user_id, user.id));
      expect(profile?.last_workspace_id).toBe(chosen.id);
    });

    it('records the tour as completed', async () => {
      const { user, cookie } = await signedInUser();
      const response = await call('PATCH', '/api/users/me/tour-completed/', cookie, {
        is_tour_completed: true,
      });
      expect(response.statusCode).toBe(200);
      const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.user_id, user.id));
      expect(profile?.is_tour_completed).toBe(true);
    });
  });

  describe('GET /api/users/me/settings/', () => {
    it('refuses anonymous callers', async () => {
      expect((await call('GET', '/api/users/me/settings/')).statusCode).toBe(401);
    });

    it('has no workspace for a new user', async () => {
      const { user, cookie } = await signedInUser();
      const response = await call('GET', '/api/users/me/settings/', cookie);
      expect(response.statusCode).toBe(200);
      expect(UserSettingsSchema.parse(response.json())).toEqual({
        id: user.id,
        email: user.email,
        workspace: {
          last_workspace_id: null,
          last_workspace_slug: null,
          last_workspace_name: null,
          last_workspace_logo: null,
          fallback_workspace_id: null,
          fallback_workspace_slug: null,
          invites: 0,
        },
      });
    });

    it('names the last workspace while the user belongs to it, and the fallback', async () => {
      const { user, cookie } = await signedInUser();
      const first = await createWorkspace(ctx.db, user);
      const other = await createWorkspace(ctx.db, await createUser(ctx.db), {
        logo_url: 'https://example.test/logo.png',
      });
      const membership = await addWorkspaceMember(ctx.db, other, user, ROLE.member);
      await ctx.db
        .update(profiles)
        .set({ last_workspace_id: other.id })
        .where(eq(profiles.user_id, user.id));
      await createInvitation(
        ctx.db,
        await createWorkspace(ctx.db, await createUser(ctx.db)),
        user.email,
      );

      const before = UserSettingsSchema.parse(
        (await call('GET', '/api/users/me/settings/', cookie)).json(),
      );
      expect(before.workspace).toEqual({
        last_workspace_id: other.id,
        last_workspace_slug: other.slug,
        last_workspace_name: other.name,
        last_workspace_logo: 'https://example.test/logo.png',
        fallback_workspace_id: first.id,
        fallback_workspace_slug: first.slug,
        invites: 1,
      });

      await ctx.db
        .update(workspaceMembers)
        .set({ is_active: false })
        .where(
          and(eq(workspaceMembers.id, membership.id), eq(workspaceMembers.workspace_id, other.id)),
        );
      const after = UserSettingsSchema.parse(
        (await call('GET', '/api/users/me/settings/', cookie)).json(),
      );
      expect(after.workspace.last_workspace_id).toBeNull();
      expect(after.workspace.last_workspace_slug).toBeNull();
      expect(after.workspace.fallback_workspace_slug).toBe(first.slug);
    });
  });

  describe('GET and PATCH /api/users/me/notification-preferences/', () => {
    it('refuses anonymous callers', async () => {
      expect((await call('GET', '/api/users/me/notification-preferences/')).statusCode).toBe(401);
      expect(
        (
          await call('PATCH', '/api/users/me/notification-preferences/', undefined, {
            comment: false,
          })
        ).statusCode,
      ).toBe(401);
    });

    it('answers every preference on by default and changes one', async () => {
      const { cookie } = await signedInUser();
      const initial = await call('GET', '/api/users/me/notification-preferences/', cookie);
      expect(initial.statusCode).toBe(200);
      expect(NotificationPreferencesSchema.parse(initial.json())).toEqual({
        property_change: true,
        state_change: true,
        comment: true,
        mention: true,
        issue_completed: true,
      });
      const changed = await call('PATCH', '/api/users/me/notification-preferences/', cookie, {
        comment: false,
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ comment: false, mention: true });
      const again = await call('GET', '/api/users/me/notification-preferences/', cookie);
      expect(again.json()).toMatchObject({ comment: false });
    });

    it('refuses a value that is not a boolean', async () => {
      const { cookie } = await signedInUser();
      const response = await call('PATCH', '/api/users/me/notification-preferences/', cookie, {
        mention: 'no',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'mention' });
    });
  });
});
