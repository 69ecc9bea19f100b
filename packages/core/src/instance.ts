import { z } from 'zod';
import { DEFAULT_FILE_SIZE_LIMIT } from './constants';
import { hasStoredSmtpHost } from './instance-email';

/**
 * Instance settings an instance admin can change, stored as key/value rows (Plane's
 * InstanceConfiguration). Values are strings, as Plane keeps them; "1" and "0" are booleans.
 */
export const INSTANCE_CONFIGURATION_DEFAULTS = {
  ENABLE_SIGNUP: '1',
  ENABLE_EMAIL_PASSWORD: '1',
  ENABLE_MAGIC_LINK_LOGIN: '1',
  DISABLE_WORKSPACE_CREATION: '0',
} as const;
export type InstanceConfigurationKey = keyof typeof INSTANCE_CONFIGURATION_DEFAULTS;

export const InstanceSchema = z.object({
  id: z.string(),
  instance_name: z.string().nullable(),
  current_version: z.string(),
  is_setup_done: z.boolean(),
  is_signup_screen_visited: z.boolean(),
  is_telemetry_enabled: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Instance = z.infer<typeof InstanceSchema>;

export const InstanceConfigSchema = z.object({
  enable_signup: z.boolean(),
  is_workspace_creation_disabled: z.boolean(),
  is_email_password_enabled: z.boolean(),
  is_magic_login_enabled: z.boolean(),
  is_google_enabled: z.boolean(),
  is_github_enabled: z.boolean(),
  is_gitlab_enabled: z.boolean(),
  is_gitea_enabled: z.boolean(),
  is_smtp_configured: z.boolean(),
  has_unsplash_configured: z.boolean(),
  has_llm_configured: z.boolean(),
  /** Largest upload accepted, in bytes. */
  file_size_limit: z.number().int().positive(),
  /** Public URL of the web app; null when Keel is not told its public URL. */
  app_base_url: z.string().nullable(),
  is_self_managed: z.boolean(),
});
export type InstanceConfig = z.infer<typeof InstanceConfigSchema>;

export const InstanceInfoSchema = z.object({
  instance: InstanceSchema,
  config: InstanceConfigSchema,
});
export type InstanceInfo = z.infer<typeof InstanceInfoSchema>;

/** What the server knows about its own set-up, beyond the stored configuration rows. */
export interface InstanceEnvironment {
  /** SMTP is set in the environment (SMTP_HOST); stored EMAIL_HOST settings count too. */
  isSmtpConfigured: boolean;
  isLlmConfigured: boolean;
  fileSizeLimit?: number | undefined;
  publicUrl?: string | undefined;
}

function flag(value: string): boolean {
  return value === '1' || value.toLowerCase() === 'true';
}

/**
 * The config block of `GET /api/instances/`: stored settings over their defaults, plus what the
 * environment provides. SMTP is configured by the environment or by stored EMAIL_* settings. Magic
 * codes need a way to deliver them; without SMTP Keel writes them to its log and outbox, so the
 * method stays available to a local instance.
 */
export function resolveInstanceConfig(
  stored: Partial<Record<string, string>>,
  environment: InstanceEnvironment,
): InstanceConfig {
  const setting = (key: InstanceConfigurationKey): boolean =>
    flag(stored[key] ?? INSTANCE_CONFIGURATION_DEFAULTS[key]);
  return {
    enable_signup: setting('ENABLE_SIGNUP'),
    is_workspace_creation_disabled: setting('DISABLE_WORKSPACE_CREATION'),
    is_email_password_enabled: setting('ENABLE_EMAIL_PASSWORD'),
    is_magic_login_enabled: setting('ENABLE_MAGIC_LINK_LOGIN'),
    is_google_enabled: false,
    is_github_enabled: false,
    is_gitlab_enabled: false,
    is_gitea_enabled: false,
    is_smtp_configured: environment.isSmtpConfigured || hasStoredSmtpHost(stored),
    has_unsplash_configured: false,
    has_llm_configured: environment.isLlmConfigured,
    file_size_limit: environment.fileSizeLimit ?? DEFAULT_FILE_SIZE_LIMIT,
    app_base_url: environment.publicUrl ?? null,
    is_self_managed: true,
  };
}
