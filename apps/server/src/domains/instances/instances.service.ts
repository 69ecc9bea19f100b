import { AppError, type Instance, type InstanceInfo, resolveInstanceConfig } from '@keel/core';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { findInstanceWithSettings, type InstanceRow } from '#server/lib/instance-settings';
import { upsertInstance } from './instances.queries';

export function presentInstance(row: InstanceRow): Instance {
  return {
    id: row.id,
    instance_name: row.instance_name,
    current_version: row.current_version,
    is_setup_done: row.is_setup_done,
    is_signup_screen_visited: row.is_signup_screen_visited,
    is_telemetry_enabled: row.is_telemetry_enabled,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Makes sure the instance row exists and carries the running version; run at start-up. */
export async function registerInstance(options: { db: Database; version: string }): Promise<void> {
  await upsertInstance(options.db, options.version);
}

/** What `GET /api/instances/` answers: the instance and the flags the web app needs before sign-in. */
export async function getInstanceInfo(options: {
  db: Database;
  config: Config;
}): Promise<InstanceInfo> {
  const { db, config } = options;
  const found = await findInstanceWithSettings(db);
  if (!found) throw new AppError('INSTANCE_NOT_REGISTERED');
  return {
    instance: presentInstance(found.instance),
    config: resolveInstanceConfig(found.settings, {
      isSmtpConfigured: config.smtp !== null,
      isLlmConfigured: config.llm !== null,
      fileSizeLimit: config.fileSizeLimit,
      publicUrl: config.publicUrl ?? undefined,
    }),
  };
}
