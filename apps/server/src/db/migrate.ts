import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { SERVER_DIR } from '../paths';

export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'src/db/migrations');

/**
 * Key of the session-level advisory lock held while migrating. Any fixed number works as long as
 * nothing else uses it; this one spells "keel" in ASCII.
 */
const MIGRATION_LOCK_KEY = 0x6b65_656c;

/**
 * Applies the pending SQL migrations. Safe to run from several processes at once: each waits for
 * the advisory lock, and whoever comes second finds nothing left to apply.
 */
export async function runMigrations(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'keel-migrate' });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}
