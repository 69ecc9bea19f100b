import { z } from 'zod';
import { isValidEmail } from './auth';

/**
 * Outgoing email settings an instance admin stores in god mode (Plane's EMAIL_* instance
 * configuration keys, category "email"). SMTP_* environment variables, when SMTP_HOST is set,
 * win over them; without either, Keel writes emails to its outbox.
 */
export const EMAIL_CONFIGURATION_DEFAULTS = {
  EMAIL_HOST: '',
  EMAIL_PORT: '587',
  EMAIL_HOST_USER: '',
  EMAIL_HOST_PASSWORD: '',
  EMAIL_FROM: '',
  /** STARTTLS: "1" requires the server to upgrade the connection (usually port 587). */
  EMAIL_USE_TLS: '1',
  /** TLS from the first byte (usually port 465); never together with EMAIL_USE_TLS. */
  EMAIL_USE_SSL: '0',
} as const;
export type EmailConfigurationKey = keyof typeof EMAIL_CONFIGURATION_DEFAULTS;

export const EMAIL_CONFIGURATION_KEYS = Object.keys(
  EMAIL_CONFIGURATION_DEFAULTS,
) as EmailConfigurationKey[];

/** The category email settings are stored under. */
export const EMAIL_CONFIGURATION_CATEGORY = 'email';

/** Settings stored encrypted and never answered: GET lists them with value "" and is_set. */
export const SECRET_INSTANCE_CONFIGURATION_KEYS: readonly string[] = ['EMAIL_HOST_PASSWORD'];

/** Seconds a test email (or any SMTP send) waits for the server to connect and greet. */
export const SMTP_CONNECTION_TIMEOUT_SECONDS = 10;

export function isEmailConfigurationKey(key: string): key is EmailConfigurationKey {
  return Object.hasOwn(EMAIL_CONFIGURATION_DEFAULTS, key);
}

/** Whether stored settings name an SMTP server, which then carries Keel's email. */
export function hasStoredSmtpHost(stored: Partial<Record<string, string>>): boolean {
  return (stored.EMAIL_HOST ?? '').trim() !== '';
}

const NAMED_ADDRESS = /^(?<name>[^<>]*)<(?<address>[^<>]+)>$/;

/** Whether a sender is an address or "Name <address>". */
export function isValidEmailSender(value: string): boolean {
  const trimmed = value.trim();
  const named = NAMED_ADDRESS.exec(trimmed);
  const address = named?.groups?.address ?? trimmed;
  return !/\s/.test(address.trim()) && isValidEmail(address.trim());
}

/** One setting at fault and why, as the server answers it: "KEY: reason". */
export interface EmailSettingProblem {
  field: EmailConfigurationKey;
  message: string;
}

/**
 * What is wrong with a set of email settings (stored ones with a change applied), first problem
 * first; empty when they can be stored. `hasPassword` says whether a password is (still) stored,
 * since its value is not at hand.
 */
export function emailSettingsProblems(
  settings: Partial<Record<EmailConfigurationKey, string>>,
  hasPassword: boolean,
): EmailSettingProblem[] {
  const value = (key: EmailConfigurationKey) =>
    (settings[key] ?? EMAIL_CONFIGURATION_DEFAULTS[key]).trim();
  const problems: EmailSettingProblem[] = [];
  const problem = (field: EmailConfigurationKey, reason: string) =>
    problems.push({ field, message: `${field}: ${reason}` });

  const isAnythingSet =
    hasPassword ||
    EMAIL_CONFIGURATION_KEYS.some(
      (key) => key !== 'EMAIL_HOST' && value(key) !== EMAIL_CONFIGURATION_DEFAULTS[key],
    );
  if (value('EMAIL_HOST') === '' && isAnythingSet) {
    problem('EMAIL_HOST', 'enter the SMTP server’s host name');
  }
  const port = value('EMAIL_PORT');
  if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65_535) {
    problem('EMAIL_PORT', 'must be a whole number from 1 to 65535');
  }
  if (hasPassword && value('EMAIL_HOST_USER') === '') {
    problem('EMAIL_HOST_USER', 'enter the username that goes with the password');
  }
  const from = value('EMAIL_FROM');
  if (from !== '' && !isValidEmailSender(from)) {
    problem(
      'EMAIL_FROM',
      'must be an email address, or a name and address such as Keel <keel@example.com>',
    );
  }
  for (const key of ['EMAIL_USE_TLS', 'EMAIL_USE_SSL'] as const) {
    if (value(key) !== '0' && value(key) !== '1') problem(key, 'must be "0" or "1"');
  }
  if (value('EMAIL_USE_TLS') === '1' && value('EMAIL_USE_SSL') === '1') {
    problem('EMAIL_USE_SSL', 'use STARTTLS (EMAIL_USE_TLS) or SSL, not both');
  }
  return problems;
}

/** `POST /api/instances/email-credentials-check/`: where to send a test email. */
export const EmailCredentialsCheckSchema = z.object({
  receiver_email: z
    .string()
    .trim()
    .max(1000)
    .refine((email) => isValidEmail(email), 'must be a valid email address'),
});
export type EmailCredentialsCheck = z.infer<typeof EmailCredentialsCheckSchema>;
