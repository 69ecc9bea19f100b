import {
  type Message,
  MessageSchema,
  type OnboardBody,
  type UpdateMeBody,
  type UpdateProfileBody,
  type UserMe,
  UserMeSchema,
  type UserProfile,
  UserProfileSchema,
  type UserSession,
  UserSessionSchema,
  type UserSettings,
  UserSettingsSchema,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

/** Whether this browser has a session; never redirects, since being signed out is an answer. */
export function getSession(api: ApiClient): Promise<UserSession> {
  return api.get('/api/users/session/', {
    schema: UserSessionSchema,
    redirectOnUnauthorized: false,
  });
}

export function getMe(api: ApiClient): Promise<UserMe> {
  return api.get('/api/users/me/', { schema: UserMeSchema });
}

export function updateMe(api: ApiClient, patch: UpdateMeBody): Promise<UserMe> {
  return api.patch('/api/users/me/', patch, { schema: UserMeSchema });
}

export function getProfile(api: ApiClient): Promise<UserProfile> {
  return api.get('/api/users/me/profile/', { schema: UserProfileSchema });
}

export function updateProfile(api: ApiClient, patch: UpdateProfileBody): Promise<UserProfile> {
  return api.patch('/api/users/me/profile/', patch, { schema: UserProfileSchema });
}

export function getUserSettings(api: ApiClient): Promise<UserSettings> {
  return api.get('/api/users/me/settings/', { schema: UserSettingsSchema });
}

export function markOnboarded(api: ApiClient): Promise<Message> {
  return api.patch('/api/users/me/onboard/', { is_onboarded: true } satisfies OnboardBody, {
    schema: MessageSchema,
  });
}
