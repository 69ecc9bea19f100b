import { z } from 'zod';

/**
 * API tokens (Plane's APIToken, spec §3, reference §4.1): a person's keys for `/api/v1/`. The
 * secret is `plane_api_` and 32 lowercase hex characters, as Plane's, so Plane tooling recognises
 * it; it is answered once, on create, and stored only as a hash.
 */

/** What every token starts with (Plane's). */
export const API_TOKEN_PREFIX = 'plane_api_';

/** A whole token: the prefix and 128 random bits as 32 lowercase hex characters. */
export const API_TOKEN_PATTERN = /^plane_api_[0-9a-f]{32}$/;

/** How many of the secret's last characters are kept to tell tokens apart in a list. */
export const API_TOKEN_HINT_LENGTH = 4;

/** Plane's user_type: 0 a person, 1 a bot. */
export const API_TOKEN_USER_TYPE = { human: 0, bot: 1 } as const;

/** Requests a token may make per window on `/api/v1/` unless API_KEY_RATE_LIMIT says otherwise. */
export const DEFAULT_API_KEY_RATE_LIMIT = { max: 60, windowSeconds: 60 } as const;

/** Whether `value` has the shape of a token (checked before any lookup). */
export function isApiTokenFormat(value: string): boolean {
  return API_TOKEN_PATTERN.test(value);
}

/**
 * What a list shows of a token it can no longer show: the prefix and the secret's last
 * characters, e.g. `plane_api_…9f3c`.
 */
export function apiTokenHint(lastCharacters: string): string {
  return `${API_TOKEN_PREFIX}…${lastCharacters}`;
}

/**
 * Whether a token still works (Plane's `is_active` as its read serializer computes it): not
 * switched off, and no expiry or an expiry still ahead of `now`.
 */
export function isApiTokenActive(
  token: { is_active?: boolean; expired_at: string | Date | null },
  now: Date = new Date(),
): boolean {
  if (token.is_active === false) return false;
  if (token.expired_at === null) return true;
  return new Date(token.expired_at).getTime() > now.getTime();
}

/**
 * A rate such as Plane's API_KEY_RATE_LIMIT: `60/minute` (Django REST framework's form: a count,
 * then a period of which only the first letter counts: s, m, h or d), or a bare count per minute.
 * Null when it is not one.
 */
export function parseApiKeyRateLimit(value: string): { max: number; windowSeconds: number } | null {
  const match = /^\s*(\d+)\s*(?:\/\s*([a-z]+))?\s*$/i.exec(value);
  if (!match?.[1]) return null;
  const max = Number(match[1]);
  if (!Number.isSafeInteger(max) || max < 1) return null;
  const period = (match[2] ?? 'minute').toLowerCase()[0];
  const seconds: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };
  const windowSeconds = period === undefined ? undefined : seconds[period];
  return windowSeconds === undefined ? null : { max, windowSeconds };
}

export const ApiTokenLabelSchema = z
  .string({ error: 'Label is required' })
  .trim()
  .min(1, 'Label is required')
  .max(255, 'Label must be at most 255 characters');

export const ApiTokenDescriptionSchema = z
  .string()
  .max(10_000, 'Description must be at most 10000 characters');

/** A token as lists and reads answer it: never the secret (Plane's APITokenReadSerializer). */
export const ApiTokenSchema = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string(),
  /** When it stops working; null: never. */
  expired_at: z.string().nullable(),
  /** When it was last used on `/api/v1/` (written at most once a minute); null: never. */
  last_used: z.string().nullable(),
  /** Computed on read: not expired (isApiTokenActive). */
  is_active: z.boolean(),
  user: z.string(),
  /** The workspace it is limited to; null: every workspace its user belongs to. */
  workspace: z.string().nullable(),
  user_type: z.number().int(),
  is_service: z.boolean(),
  /** The prefix and the secret's last characters, e.g. `plane_api_…9f3c` (Keel's). */
  token_hint: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;
export const ApiTokenListSchema = z.array(ApiTokenSchema);

/** The answer to a create: the token with its secret, the only time the secret is answered. */
export const CreatedApiTokenSchema = ApiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof CreatedApiTokenSchema>;

/**
 * A new token: a label, an optional description, an optional expiry (an ISO date-time in the
 * future; null or absent: never) and an optional workspace (its slug or id) it is limited to.
 */
export const CreateApiTokenBodySchema = z.object({
  label: ApiTokenLabelSchema,
  description: ApiTokenDescriptionSchema.optional(),
  expired_at: z.iso
    .datetime({
      offset: true,
      error: 'Expiry must be a date and time such as 2030-01-31T12:00:00Z',
    })
    .refine((value) => Date.parse(value) > Date.now(), 'Expiry must be in the future')
    .nullable()
    .optional(),
  workspace: z.string().trim().min(1, 'Workspace must be a slug or an id').nullable().optional(),
});
export type CreateApiTokenBody = z.infer<typeof CreateApiTokenBodySchema>;

/**
 * A token edit: its label and description only. Other fields (token, expiry, workspace, user…)
 * are ignored, as Plane ignores them.
 */
export const UpdateApiTokenBodySchema = z.object({
  label: ApiTokenLabelSchema.optional(),
  description: ApiTokenDescriptionSchema.optional(),
});
export type UpdateApiTokenBody = z.infer<typeof UpdateApiTokenBodySchema>;

/** :pk of `users/api-tokens/:pk/`. */
export const ApiTokenParamsSchema = z.object({ pk: z.string() });

/** The person as `/api/v1/users/me/` answers them (Plane's v1 UserLiteSerializer). */
export const V1UserSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  avatar_url: z.string().nullable(),
  display_name: z.string(),
});
export type V1User = z.infer<typeof V1UserSchema>;

/** How `/api/v1/` refuses a request (Django REST framework's shape, as Plane answers). */
export const V1ErrorSchema = z.object({ detail: z.string() });
