import {
  NotificationPreferencesSchema,
  ROLE,
  UserProfileSchema,
  UserSettingsSchema,
} from '@keel/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, workspaceMembers } from '#server/db/schema';
import {
  addWorkspaceMember,
  createInvitation,
  createUser,
  createWorkspace,
} from '#server/test/factories';
import { useTestApp } from '#server/test/harness';
import { userWorld } from './users.test-helpers';

describe('users', () => {
  const ctx = useTestApp();

  const { call, signedInUser } = userWorld(ctx);

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
