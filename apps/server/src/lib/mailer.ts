import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError, SMTP_CONNECTION_TIMEOUT_SECONDS } from '@keel/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { findStoredEmailSettings } from './instance-settings';
import { decryptSecret, SecretBoxError } from './secret-box';
import { randomToken } from './tokens';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send: (message: EmailMessage) => Promise<void>;
}

/** Folder of DATA_DIR that holds the emails Keel would have sent, when it has no SMTP server. */
export const OUTBOX_DIR = 'outbox';

/** How long an SMTP conversation may go quiet once connected, in milliseconds. */
const SMTP_SOCKET_TIMEOUT_MS = 30_000;

/**
 * How the connection is secured: 'ssl' is TLS from the first byte, 'starttls' requires the
 * upgrade, 'none' never upgrades, 'auto' upgrades when the server offers it (SMTP_SECURE=false).
 */
export type SmtpSecurity = 'none' | 'starttls' | 'ssl' | 'auto';

/** The SMTP server Keel sends through, and where that choice came from. */
export interface SmtpSettings {
  source: 'environment' | 'stored';
  host: string;
  port: number;
  user: string | null;
  password: string | null;
  from: string;
  security: SmtpSecurity;
}

/** The sender used when none is set: a no-reply address at the SMTP host. */
export function defaultSender(host: string): string {
  return `Keel <no-reply@${host}>`;
}

/**
 * The SMTP settings in force now: the environment's when SMTP_HOST is set, else the ones an
 * instance admin stored in god mode, else null (emails go to the outbox). Read at every send, so
 * a change in god mode applies at once.
 */
export async function resolveSmtpSettings(options: {
  config: Config;
  db: Database;
}): Promise<SmtpSettings | null> {
  const { config, db } = options;
  if (config.smtp) {
    const { smtp } = config;
    return {
      source: 'environment',
      host: smtp.host,
      port: smtp.port,
      user: smtp.user,
      password: smtp.password,
      from: smtp.from,
      security: smtp.secure ? 'ssl' : 'auto',
    };
  }
  const stored = await findStoredEmailSettings(db);
  const host = stored.values.EMAIL_HOST?.trim() ?? '';
  if (host === '') return null;
  let password: string | null = null;
  if (stored.sealedPassword !== null) {
    try {
      password = decryptSecret(config.secretKey, stored.sealedPassword);
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      throw new AppError('EMAIL_SEND_FAILED', {
        message:
          'The stored SMTP password cannot be decrypted (was SECRET_KEY changed?). Enter the password again in god mode.',
        cause: error,
      });
    }
  }
  const { values } = stored;
  const user = values.EMAIL_HOST_USER?.trim() ?? '';
  const from = values.EMAIL_FROM?.trim() ?? '';
  return {
    source: 'stored',
    host,
    port: Number(values.EMAIL_PORT ?? '587'),
    user: user === '' ? null : user,
    password,
    from: from === '' ? defaultSender(host) : from,
    security:
      values.EMAIL_USE_SSL === '1' ? 'ssl' : values.EMAIL_USE_TLS === '0' ? 'none' : 'starttls',
  };
}

/** Sends one message through an SMTP server, failing within seconds when it cannot be reached. */
export async function sendThroughSmtp(smtp: SmtpSettings, message: EmailMessage): Promise<void> {
  // Loaded on first use: most processes send no email (without SMTP, emails go to the outbox).
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.security === 'ssl',
    requireTLS: smtp.security === 'starttls',
    ignoreTLS: smtp.security === 'none',
    connectionTimeout: SMTP_CONNECTION_TIMEOUT_SECONDS * 1000,
    greetingTimeout: SMTP_CONNECTION_TIMEOUT_SECONDS * 1000,
    socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
  });
  try {
    await transport.sendMail({ from: smtp.from, ...message });
  } finally {
    transport.close();
  }
}

interface SmtpFailure {
  code?: unknown;
  message?: unknown;
  response?: unknown;
}

/** Why an SMTP send failed, in words an instance admin can act on. */
export function describeSmtpError(
  error: unknown,
  smtp: Pick<SmtpSettings, 'host' | 'port'>,
): string {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as SmtpFailure;
  const code = typeof failure.code === 'string' ? failure.code : '';
  const detail = String(
    typeof failure.response === 'string' && failure.response !== ''
      ? failure.response
      : (failure.message ?? error),
  );
  const server = `${smtp.host}:${smtp.port}`;
  if (detail.includes('ECONNREFUSED')) {
    return `Could not connect to ${server}: the connection was refused. Check the host and port.`;
  }
  if (code === 'EDNS' || /ENOTFOUND|EAI_AGAIN/.test(detail)) {
    return `Could not find the SMTP server ${smtp.host}: check the host name.`;
  }
  if (code === 'ETIMEDOUT' || /ETIMEDOUT|timeout|Greeting never received/i.test(detail)) {
    return `${server} did not answer within ${SMTP_CONNECTION_TIMEOUT_SECONDS} seconds. Check the host, the port and the firewall.`;
  }
  if (code === 'EAUTH') return `The SMTP server refused the username or password: ${detail}`;
  if (code === 'ETLS' || /certificate|SSL|TLS/i.test(detail)) {
    return `The secure connection to ${server} failed: ${detail}. Check the security setting and the port.`;
  }
  if (code === 'EENVELOPE') return `The SMTP server refused the sender or the recipient: ${detail}`;
  return `The SMTP server could not send the email: ${detail}`;
}

async function writeToOutbox(config: Config, log: FastifyBaseLogger, message: EmailMessage) {
  const outbox = path.join(config.dataDir, OUTBOX_DIR);
  await mkdir(outbox, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomToken().slice(0, 8)}.json`;
  const file = path.join(outbox, name);
  await writeFile(
    file,
    `${JSON.stringify({ ...message, sent_at: new Date().toISOString() }, null, 2)}\n`,
    {
      mode: 0o600,
    },
  );
  log.info(
    { to: message.to, subject: message.subject, file },
    'email written to the outbox (no SMTP configured)',
  );
  log.info(`email to ${message.to}: ${message.subject}\n${message.text}`);
}

/**
 * Sends email through SMTP when it is configured, in the environment or in god mode (see
 * resolveSmtpSettings). Without SMTP, each message is written as JSON to DATA_DIR/outbox and
 * logged, so that sign-in codes and invitations work on a local instance.
 */
export function createMailer(options: {
  config: Config;
  db: Database;
  log: FastifyBaseLogger;
}): Mailer {
  const { config, db, log } = options;
  return {
    send: async (message) => {
      const smtp = await resolveSmtpSettings({ config, db });
      if (!smtp) {
        await writeToOutbox(config, log, message);
        return;
      }
      await sendThroughSmtp(smtp, message);
      log.info({ to: message.to, subject: message.subject, smtp: smtp.source }, 'email sent');
    },
  };
}
