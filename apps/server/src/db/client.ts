import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { currentActorId } from './actor';
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

const SET_ACTOR_SQL = "SELECT set_config('keel.actor_id', $1, false)";

/** The actor each pooled connection last told PostgreSQL about ('' for the system). */
const connectionActors = new WeakMap<pg.PoolClient, string>();

async function tellActor(client: pg.PoolClient, actor: string): Promise<void> {
  if (connectionActors.get(client) === actor) return;
  connectionActors.delete(client);
  await client.query(SET_ACTOR_SQL, [actor]);
  connectionActors.set(client, actor);
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pool whose connections carry the acting user (db/actor.ts) as the session setting
 * keel.actor_id, which the realtime triggers record. The actor is read when the caller asks for a
 * connection, in the caller's async context, and set on the connection (one round trip) only when
 * it changed; `pool.query` and drizzle's transactions both check out through here, so no write
 * path can forget it.
 */
class ActorAwarePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    const actor = currentActorId() ?? '';
    const checkOut = super.connect().then(async (client) => {
      try {
        await tellActor(client, actor);
      } catch (error) {
        client.release(error instanceof Error ? error : true);
        throw error;
      }
      return client;
    });
    if (!callback) return checkOut;
    checkOut.then(
      (client) => {
        callback(undefined, client, (release) => {
          client.release(release instanceof Error ? release : Boolean(release));
        });
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), undefined, () => {});
      },
    );
    return undefined;
  }
}

export function openDatabase({ url, poolSize, onIdleError }: OpenDatabaseOptions): DatabaseHandle {
  const pool = new ActorAwarePool({
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
