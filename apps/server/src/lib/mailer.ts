import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
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

/**
 * Sends email through SMTP when it is configured. Without SMTP, each message is written as JSON to
 * DATA_DIR/outbox and logged, so that sign-in codes and invitations work on a local instance.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtp) {
    const { smtp } = config;
    const transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
    });
    return {
      send: async (message) => {
        await transport.sendMail({ from: smtp.from, ...message });
        log.info({ to: message.to, subject: message.subject }, 'email sent');
      },
    };
  }
  const outbox = path.join(config.dataDir, OUTBOX_DIR);
  return {
    send: async (message) => {
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
    },
  };
}
