import {
  AppError,
  EMAIL_CONFIGURATION_CATEGORY,
  EMAIL_CONFIGURATION_DEFAULTS,
  EMAIL_CONFIGURATION_KEYS,
  type EmailConfigurationKey,
  emailSettingsProblems,
  type InstanceConfiguration,
  type InstanceConfigurationPatch,
  isEmailConfigurationKey,
  type Message,
} from '@keel/core';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { instanceConfigurations } from '#server/db/schema';
import { findUserLanguage, recipientLanguage, renderEmail } from '#server/emails';
import { describeSmtpError, resolveSmtpSettings, sendThroughSmtp } from '#server/lib/mailer';
import { encryptSecret } from '#server/lib/secret-box';
import { findStoredEmailSettings } from '#server/lib/instance-settings';

const PASSWORD_KEY = 'EMAIL_HOST_PASSWORD';

/**
 * The EMAIL_* settings as GET /api/instances/configurations/ lists them: the environment's when
 * SMTP_HOST is set (read-only there), else the stored ones over their defaults. The password is
 * never answered, only whether one is set.
 */
export async function listEmailConfigurations(options: {
  db: Database;
  config: Config;
}): Promise<InstanceConfiguration[]> {
  const { db, config } = options;
  if (config.smtp) {
    const { smtp } = config;
    const values: Record<EmailConfigurationKey, string> = {
      EMAIL_HOST: smtp.host,
      EMAIL_PORT: String(smtp.port),
      EMAIL_HOST_USER: smtp.user ?? '',
      EMAIL_HOST_PASSWORD: '',
      EMAIL_FROM: smtp.from,
      EMAIL_USE_TLS: '0',
      EMAIL_USE_SSL: smtp.secure ? '1' : '0',
    };
    return EMAIL_CONFIGURATION_KEYS.map((key) => ({
      key,
      value: values[key],
      ...(key === PASSWORD_KEY ? { is_set: smtp.password !== null } : {}),
      is_managed_by_environment: true,
    }));
  }
  const stored = await findStoredEmailSettings(db);
  return EMAIL_CONFIGURATION_KEYS.map((key) =>
    key === PASSWORD_KEY
      ? { key, value: '', is_set: stored.sealedPassword !== null, is_managed_by_environment: false }
      : {
          key,
          value: stored.values[key] ?? EMAIL_CONFIGURATION_DEFAULTS[key],
          is_managed_by_environment: false,
        },
  );
}

/** A change to the EMAIL_* settings, checked against the stored ones, ready to write. */
export interface EmailSettingsChange {
  /** Values to store, by key; the password already encrypted. */
  set: Partial<Record<EmailConfigurationKey, { value: string; isEncrypted: boolean }>>;
  /** Keys whose stored value goes, back to the default. */
  remove: EmailConfigurationKey[];
}

/**
 * Checks the EMAIL_* part of a configuration patch against the stored settings: null removes a
 * setting, "" leaves the password as it is, and the result must be a usable set of settings (a
 * host once anything is set, a port, a sender address, STARTTLS or SSL but not both). Refused
 * when the environment manages SMTP.
 */
export async function prepareEmailSettingsChange(options: {
  db: Database;
  config: Config;
  patch: InstanceConfigurationPatch;
}): Promise<EmailSettingsChange> {
  const { db, config, patch } = options;
  const entries = Object.entries(patch).filter(([key]) => isEmailConfigurationKey(key)) as [
    EmailConfigurationKey,
    string | null,
  ][];
  const change: EmailSettingsChange = { set: {}, remove: [] };
  if (entries.length === 0) return change;
  if (config.smtp) {
    throw new AppError('SMTP_SET_IN_ENVIRONMENT', { field: entries[0]?.[0] });
  }
  const stored = await findStoredEmailSettings(db);
  const merged = new Map(Object.entries(stored.values));
  let hasPassword = stored.sealedPassword !== null;
  for (const [key, raw] of entries) {
    if (key === PASSWORD_KEY) {
      if (raw === null) {
        hasPassword = false;
        change.remove.push(key);
      } else if (raw !== '') {
        hasPassword = true;
        change.set[key] = { value: encryptSecret(config.secretKey, raw), isEncrypted: true };
      }
      continue;
    }
    if (raw === null) {
      merged.delete(key);
      change.remove.push(key);
    } else {
      merged.set(key, raw.trim());
      change.set[key] = { value: raw.trim(), isEncrypted: false };
    }
  }
  const [problem] = emailSettingsProblems(Object.fromEntries(merged), hasPassword);
  if (problem) {
    throw new AppError('VALIDATION_ERROR', { message: problem.message, field: problem.field });
  }
  return change;
}

/** Writes a checked change inside the caller's transaction. */
export async function applyEmailSettingsChange(
  tx: Pick<Database, 'insert' | 'delete'>,
  change: EmailSettingsChange,
  userId: string,
): Promise<void> {
  for (const key of change.remove) {
    await tx.delete(instanceConfigurations).where(eq(instanceConfigurations.key, key));
  }
  for (const [key, entry] of Object.entries(change.set)) {
    await tx
      .insert(instanceConfigurations)
      .values({
        key,
        value: entry.value,
        category: EMAIL_CONFIGURATION_CATEGORY,
        is_encrypted: entry.isEncrypted,
        created_by_id: userId,
        updated_by_id: userId,
      })
      .onConflictDoUpdate({
        target: instanceConfigurations.key,
        set: {
          value: entry.value,
          category: EMAIL_CONFIGURATION_CATEGORY,
          is_encrypted: entry.isEncrypted,
          updated_by_id: userId,
        },
      });
  }
}

/**
 * Sends a test email with the SMTP settings in force (Plane's email-credentials-check). Every
 * failure is answered as a 400 saying what went wrong, never as a server error.
 */
export async function sendTestEmail(options: {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  receiverEmail: string;
  /** The instance admin who asked; the email is in their language unless the receiver has one. */
  senderId: string;
}): Promise<Message> {
  const { db, config, log, receiverEmail } = options;
  const smtp = await resolveSmtpSettings({ config, db });
  if (!smtp) throw new AppError('SMTP_NOT_CONFIGURED');
  const language = await recipientLanguage(db, receiverEmail, () =>
    findUserLanguage(db, options.senderId),
  );
  try {
    await sendThroughSmtp(smtp, {
      to: receiverEmail,
      ...renderEmail('smtpTest', language, { host: smtp.host, port: smtp.port }),
    });
  } catch (error) {
    log.warn({ err: error, smtp: smtp.source }, 'test email failed');
    throw new AppError('EMAIL_SEND_FAILED', {
      message: describeSmtpError(error, smtp),
      cause: error,
    });
  }
  return { message: `A test email was sent to ${receiverEmail}.` };
}
