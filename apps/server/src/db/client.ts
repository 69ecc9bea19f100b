import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  /** Waits for checked-out clients to be released, then closes every connection. */
  close: () => Promise<void>;
}

export interface OpenDatabaseOptions {
  url: string;
  poolSize: number;
  /** Called with connection errors of idle clients, which would otherwise crash the process. */
  onIdleError: (error: Error) => void;
}

export function openDatabase({ url, poolSize, onIdleError }: OpenDatabaseOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    application_name: 'keel',
  });
  pool.on('error', onIdleError);
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  let closing: Promise<void> | undefined;
  return {
    db,
    pool,
    close: () => (closing ??= pool.end()),
  };
}

/**
 * Connects once to check that the server answers, so that a wrong DATABASE_URL is reported at
 * start-up in one line instead of as failing requests later.
 */
export async function assertReachable(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The server address of a connection URL without its password, fit for a log line. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'the configured database';
  }
}
