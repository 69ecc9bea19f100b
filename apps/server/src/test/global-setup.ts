import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ensureServerBuild } from '../../../../scripts/build.mjs';
import { startEmbeddedPostgres } from '../db/embedded';
import { runMigrations } from '../db/migrate';
import { databaseUrl, dropDatabase, listRunDatabases, newTestDatabaseServer } from './database';

/**
 * Builds the server if stale (tests of the real process run the build, as `npm start` does; built
 * here once rather than by test files at the same time), starts the run's PostgreSQL (the one
 * TEST_DATABASE_URL names, or a throwaway embedded server), creates and migrates the template
 * database, and tears both down at the end.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureServerBuild();
  const external = process.env.TEST_DATABASE_URL;
  let stopServer = async () => {};
  let adminUrl: string;
  if (external) {
    adminUrl = external;
  } else {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'keel-test-pg-'));
    const embedded = await startEmbeddedPostgres({
      dataDir,
      database: 'postgres',
      ephemeral: true,
      onLog: () => {},
    });
    adminUrl = embedded.url;
    stopServer = async () => {
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }

  const server = newTestDatabaseServer(adminUrl);
  const client = new pg.Client({ connectionString: databaseUrl(server, 'postgres') });
  await client.connect();
  await client.query(`CREATE DATABASE ${client.escapeIdentifier(server.template)}`);
  await client.end();
  await runMigrations(databaseUrl(server, server.template));

  project.provide('testDatabaseServer', server);

  return async () => {
    for (const name of await listRunDatabases(server)) await dropDatabase(server, name);
    await stopServer();
  };
}
