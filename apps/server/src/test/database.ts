import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Test databases: one PostgreSQL server per run, one migrated template database, and a fresh copy
 * of the template for each test file. The global setup hands the server and template to the test
 * workers through Vitest's provide/inject under this key.
 */
export interface TestDatabaseServer {
  /** Connection URL with a placeholder for the database name; see databaseUrl(). */
  urlTemplate: string;
  /** Prefix of every database this run creates, so that cleanup touches no other run's. */
  runPrefix: string;
  template: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseServer: TestDatabaseServer;
  }
}

const DATABASE_PLACEHOLDER = '__database__';

/** A URL with the database name replaced by a placeholder, filled in by databaseUrl(). */
export function toUrlTemplate(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${DATABASE_PLACEHOLDER}`;
  return parsed.toString();
}

export function databaseUrl(server: TestDatabaseServer, database: string): string {
  return server.urlTemplate.replace(DATABASE_PLACEHOLDER, encodeURIComponent(database));
}

export function newTestDatabaseServer(url: string): TestDatabaseServer {
  const runPrefix = `keel_${randomBytes(4).toString('hex')}`;
  return { urlTemplate: toUrlTemplate(url), runPrefix, template: `${runPrefix}_template` };
}

function uniqueDatabaseName(server: TestDatabaseServer): string {
  return `${server.runPrefix}_${randomBytes(6).toString('hex')}`;
}

async function withAdminClient<T>(
  server: TestDatabaseServer,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(server, 'postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** PostgreSQL's "object in use": the template is being copied by another CREATE DATABASE. */
const OBJECT_IN_USE = '55006';

/** Creates a database copied from the migrated template and returns its name. */
export async function createDatabaseFromTemplate(server: TestDatabaseServer): Promise<string> {
  const name = uniqueDatabaseName(server);
  await withAdminClient(server, async (client) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await client.query(
          `CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE ${client.escapeIdentifier(server.template)}`,
        );
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
      }
    }
  });
  return name;
}

export async function createEmptyDatabase(server: TestDatabaseServer): Promise<string> {
  const name = uniqueDatabaseName(server);
  await withAdminClient(server, (client) =>
    client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`),
  );
  return name;
}

/** Names of the databases this run has created, the template included. */
export async function listRunDatabases(server: TestDatabaseServer): Promise<string[]> {
  return withAdminClient(server, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [`${server.runPrefix}_`],
    );
    return rows.map((row) => row.datname);
  });
}

export async function dropDatabase(server: TestDatabaseServer, name: string): Promise<void> {
  await withAdminClient(server, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`),
  );
}
