import { z } from 'zod';
import { type ApiClient } from '../../lib/api-client';

/*
 * Response shapes of the /api/users/ calls. Loose on purpose: the server is being built alongside,
 * so unknown fields pass through and optional ones may be missing. They move to @keel/core once the
 * server declares them there.
 */

export const SessionSchema = z.looseObject({
  is_authenticated: z.boolean(),
  user: z.looseObject({ id: z.string() }).nullish(),
});
export type Session = z.infer<typeof SessionSchema>;

export const UserSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  display_name: z.string().nullish(),
  avatar: z.string().nullish(),
  avatar_url: z.string().nullish(),
  is_password_autoset: z.boolean().optional(),
});
export type User = z.infer<typeof UserSchema>;

export const OnboardingStepSchema = z.looseObject({
  profile_complete: z.boolean().optional(),
  workspace_create: z.boolean().optional(),
  workspace_invite: z.boolean().optional(),
  workspace_join: z.boolean().optional(),
});
export type OnboardingStep = z.infer<typeof OnboardingStepSchema>;

export const ProfileSchema = z.looseObject({
  is_onboarded: z.boolean().optional(),
  onboarding_step: OnboardingStepSchema.nullish(),
  last_workspace_id: z.string().nullish(),
  theme: z.looseObject({ theme: z.string().optional() }).nullish(),
  language: z.string().nullish(),
  start_of_the_week: z.number().nullish(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const UserSettingsSchema = z.looseObject({
  workspace: z
    .looseObject({
      last_workspace_id: z.string().nullish(),
      last_workspace_slug: z.string().nullish(),
      fallback_workspace_id: z.string().nullish(),
      fallback_workspace_slug: z.string().nullish(),
      invites: z.number().nullish(),
    })
    .nullish(),
});
export type UserSettings = z.infer<typeof UserSettingsSchema>;

export interface UserPatch {
  first_name?: string;
  last_name?: string;
  display_name?: string;
}

export interface ProfilePatch {
  onboarding_step?: OnboardingStep;
  last_workspace_id?: string;
  theme?: { theme: string };
  language?: string;
  start_of_the_week?: number;
}

/** Whether this browser has a session; never redirects, since being signed out is an answer. */
export function getSession(api: ApiClient): Promise<Session> {
  return api.get('/api/users/session/', { schema: SessionSchema, redirectOnUnauthorized: false });
}

export function getMe(api: ApiClient): Promise<User> {
  return api.get('/api/users/me/', { schema: UserSchema });
}

export function updateMe(api: ApiClient, patch: UserPatch): Promise<User> {
  return api.patch('/api/users/me/', patch, { schema: UserSchema });
}

export function getProfile(api: ApiClient): Promise<Profile> {
  return api.get('/api/users/me/profile/', { schema: ProfileSchema });
}

export function updateProfile(api: ApiClient, patch: ProfilePatch): Promise<Profile> {
  return api.patch('/api/users/me/profile/', patch, { schema: ProfileSchema });
}

export function getUserSettings(api: ApiClient): Promise<UserSettings> {
  return api.get('/api/users/me/settings/', { schema: UserSettingsSchema });
}

export async function markOnboarded(api: ApiClient): Promise<void> {
  await api.patch('/api/users/me/onboard/', { is_onboarded: true });
}
