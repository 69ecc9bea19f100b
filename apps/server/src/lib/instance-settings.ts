import {
  EMAIL_CONFIGURATION_KEYS,
  type EmailConfigurationKey,
  isEmailConfigurationKey,
} from '@keel/core';
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { instanceConfigurations, instances } from '../db/schema';

/*
 * The instance's settings as the rest of the server reads them (sign-in, the mailer, emailed
 * links). They live here, below every domain, so that lib/ and the auth domain need not import the
 * instances domain, which writes them.
 */

export type InstanceRow = typeof instances.$inferSelect;

export interface InstanceWithSettings {
  instance: InstanceRow;
  /** Stored instance settings as key → value; encrypted ones are left out. */
  settings: Record<string, string>;
}

/**
 * The instance row and its plain settings in one round trip: this is read by every page load
 * before sign-in, so it is one prepared statement rather than two queries.
 */
function prepareInstanceWithSettings(db: Database) {
  return db
    .select({
      ...getTableColumns(instances),
      settings: sql<Record<string, string>>`coalesce((
        SELECT json_object_agg(${instanceConfigurations.key}, ${instanceConfigurations.value})
        FROM ${instanceConfigurations}
        WHERE NOT ${instanceConfigurations.is_encrypted}
      ), '{}'::json)`,
    })
    .from(instances)
    .limit(1)
    .prepare('instance_with_settings');
}

const preparedByDatabase = new WeakMap<Database, ReturnType<typeof prepareInstanceWithSettings>>();

export async function findInstanceWithSettings(
  db: Database,
): Promise<InstanceWithSettings | undefined> {
  let prepared = preparedByDatabase.get(db);
  if (!prepared) {
    prepared = prepareInstanceWithSettings(db);
    preparedByDatabase.set(db, prepared);
  }
  const [row] = await prepared.execute();
  if (!row) return undefined;
  const { settings, ...instance } = row;
  return { instance, settings };
}

/** The stored EMAIL_* settings: plain values by key, and the sealed password when one is stored. */
export interface StoredEmailSettings {
  values: Partial<Record<EmailConfigurationKey, string>>;
  /** EMAIL_HOST_PASSWORD as secret-box sealed it; null when none is stored. */
  sealedPassword: string | null;
}

export async function findStoredEmailSettings(db: Database): Promise<StoredEmailSettings> {
  const rows = await db
    .select({ key: instanceConfigurations.key, value: instanceConfigurations.value })
    .from(instanceConfigurations)
    .where(inArray(instanceConfigurations.key, EMAIL_CONFIGURATION_KEYS));
  const settings: StoredEmailSettings = { values: {}, sealedPassword: null };
  for (const row of rows) {
    if (!isEmailConfigurationKey(row.key)) continue;
    if (row.key === 'EMAIL_HOST_PASSWORD') settings.sealedPassword = row.value;
    else settings.values[row.key] = row.value;
  }
  return settings;
}

/** The address Keel listens on, as a browser on the same machine reaches it. */
export function listenOrigin(config: Config): string {
  const isWildcard = ['0.0.0.0', '::', '[::]'].includes(config.host);
  const host = isWildcard ? 'localhost' : config.host;
  const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${bracketed}:${config.port}`;
}

/**
 * The origin of the links Keel emails (password resets, invitations): PUBLIC_URL; without it, the
 * address the first instance admin set Keel up from; else the address Keel listens on. Never a
 * request's Host header: anyone may ask for another person's reset link, and whoever the link
 * points at receives the token.
 */
export async function linkOrigin(options: { db: Database; config: Config }): Promise<string> {
  const { db, config } = options;
  if (config.publicUrl) return config.publicUrl;
  const found = await findInstanceWithSettings(db);
  return found?.instance.setup_origin ?? listenOrigin(config);
}
