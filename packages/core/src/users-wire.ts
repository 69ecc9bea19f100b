import { z } from 'zod';
import { LANGUAGES } from './constants';

/** Longest first, last and display name accepted (Plane's CharField max_length). */
export const MAX_USER_NAME_LENGTH = 255;

/** The signed-in user as `GET /api/users/me/` answers (Plane's UserMeSerializer, our columns). */
export const UserMeSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  display_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  /** Plane's name for the picture's address (the same value as avatar). */
  avatar_url: z.string().nullable(),
  cover_image: z.string().nullable(),
  /** Plane's name for the cover's address (the same value as cover_image). */
  cover_image_url: z.string().nullable(),
  /** The uploaded asset that is the cover; null for a cover given by URL, or none. */
  cover_image_asset: z.string().nullable(),
  is_active: z.boolean(),
  is_bot: z.boolean(),
  is_email_verified: z.boolean(),
  is_password_autoset: z.boolean(),
  user_timezone: z.string(),
  /** When the account was created (Plane: date_joined). */
  date_joined: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Null before the first sign-in through a form (e.g. an account made by an admin). */
  last_login_at: z.string().nullable(),
});
export type UserMe = z.infer<typeof UserMeSchema>;

/** `GET /api/users/session/`: safe to call without a session. */
export const UserSessionSchema = z.union([
  z.object({ is_authenticated: z.literal(true), user: UserMeSchema }),
  z.object({ is_authenticated: z.literal(false) }),
]);
export type UserSession = z.infer<typeof UserSessionSchema>;

const userName = z.string().trim().max(MAX_USER_NAME_LENGTH);

/** Where Keel serves its own assets: a picture may point there instead of to the web. */
const ASSET_PATH = /^\/api\/assets\/v2\/static\/[0-9a-f-]{36}\/$/i;
/** An http(s) address with a host and no spaces. */
const WEB_URL = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

/** Whether a picture's address is an http(s) URL or one of Keel's asset paths. */
export function isPictureUrl(value: string): boolean {
  return ASSET_PATH.test(value) || WEB_URL.test(value);
}

/** A picture's address, or null (an empty string, as Plane's forms send for none, is null). */
const PictureUrlSchema = z.preprocess(
  (value) => (value === '' ? null : value),
  z
    .string()
    .trim()
    .max(2048, 'URL is too long')
    .refine(isPictureUrl, 'Must be an http(s) URL or an asset path')
    .nullable(),
);

export const UpdateMeBodySchema = z.strictObject({
  first_name: userName.optional(),
  last_name: userName.optional(),
  display_name: userName.min(1, 'Display name cannot be empty').optional(),
  avatar: PictureUrlSchema.optional(),
  avatar_url: PictureUrlSchema.optional(),
  cover_image: PictureUrlSchema.optional(),
  cover_image_url: PictureUrlSchema.optional(),
  /** An uploaded USER_COVER asset of the caller, or null to detach the uploaded cover. */
  cover_image_asset: z.uuid('Must be an asset id').nullable().optional(),
  user_timezone: z.string().trim().min(1).max(64).optional(),
});
export type UpdateMeBody = z.infer<typeof UpdateMeBodySchema>;

export const OnboardingStepSchema = z.object({
  workspace_join: z.boolean(),
  profile_complete: z.boolean(),
  workspace_create: z.boolean(),
  workspace_invite: z.boolean(),
});
export type OnboardingStepWire = z.infer<typeof OnboardingStepSchema>;

export const LanguageSchema = z.enum(LANGUAGES);

/** Week start as Plane stores it: 0 = Sunday … 6 = Saturday. */
export const StartOfTheWeekSchema = z.number().int().min(0).max(6);

export const UserProfileSchema = z.object({
  id: z.string(),
  user: z.string(),
  theme: z.record(z.string(), z.unknown()),
  onboarding_step: OnboardingStepSchema,
  is_onboarded: z.boolean(),
  is_tour_completed: z.boolean(),
  /** The workspace the user last opened; null before the first. */
  last_workspace_id: z.string().nullable(),
  use_case: z.string().nullable(),
  role: z.string().nullable(),
  language: z.string(),
  start_of_the_week: z.number().int(),
  billing_address_country: z.string().nullable(),
  billing_address: z.record(z.string(), z.unknown()).nullable(),
  has_billing_address: z.boolean(),
  has_marketing_email_consent: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

export const UpdateProfileBodySchema = z.strictObject({
  theme: z.record(z.string(), z.unknown()).optional(),
  onboarding_step: OnboardingStepSchema.partial().optional(),
  is_onboarded: z.boolean().optional(),
  is_tour_completed: z.boolean().optional(),
  /** Must name a workspace the user is an active member of. */
  last_workspace_id: z.uuid().nullable().optional(),
  use_case: z.string().max(MAX_USER_NAME_LENGTH).nullable().optional(),
  role: z.string().max(MAX_USER_NAME_LENGTH).nullable().optional(),
  language: LanguageSchema.optional(),
  start_of_the_week: StartOfTheWeekSchema.optional(),
  billing_address_country: z.string().max(MAX_USER_NAME_LENGTH).nullable().optional(),
  billing_address: z.record(z.string(), z.unknown()).nullable().optional(),
  has_billing_address: z.boolean().optional(),
  has_marketing_email_consent: z.boolean().optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

export const OnboardBodySchema = z.strictObject({ is_onboarded: z.boolean() });
export type OnboardBody = z.infer<typeof OnboardBodySchema>;
export const TourCompletedBodySchema = z.strictObject({ is_tour_completed: z.boolean() });

/** Plane answers the onboarding and tour flags with a plain message. */
export const MessageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof MessageSchema>;

/**
 * Whether the signed-in person administers the instance (`GET /api/users/me/instance-admin/`),
 * asked by anyone signed in, where `instances/admins/me/` refuses everyone else with a 403.
 */
export const UserInstanceAdminSchema = z.object({ is_instance_admin: z.boolean() });
export type UserInstanceAdmin = z.infer<typeof UserInstanceAdminSchema>;

export const UserSettingsSchema = z.object({
  id: z.string(),
  email: z.string(),
  workspace: z.object({
    /** Set only while the user is still an active member of their last workspace. */
    last_workspace_id: z.string().nullable(),
    last_workspace_slug: z.string().nullable(),
    last_workspace_name: z.string().nullable(),
    last_workspace_logo: z.string().nullable(),
    /** The user's first active workspace, for when there is no last one. */
    fallback_workspace_id: z.string().nullable(),
    fallback_workspace_slug: z.string().nullable(),
    /** Pending invitations addressed to the user's email. */
    invites: z.number().int(),
  }),
});
export type UserSettings = z.infer<typeof UserSettingsSchema>;

export const NotificationPreferencesSchema = z.object({
  property_change: z.boolean(),
  state_change: z.boolean(),
  comment: z.boolean(),
  mention: z.boolean(),
  issue_completed: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

export const UpdateNotificationPreferencesBodySchema =
  NotificationPreferencesSchema.partial().strict();
export type UpdateNotificationPreferencesBody = z.infer<
  typeof UpdateNotificationPreferencesBodySchema
>;
