import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { type App, buildApp } from '../app';
import type { Config } from '../config';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client';
import { registerInstance } from '#server/domains/instances/instances.service';
import { KEEL_VERSION } from '../version';
import { createDatabaseFromTemplate, databaseUrl, dropDatabase } from './database';

/** A Config for tests: no files outside a temporary folder, no SMTP, a fixed secret. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'keel-test-data-'));
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: null,
    databasePoolSize: 5,
    publicUrl: null,
    secretKey: 'test-secret-key-that-is-long-enough-for-keel',
    logLevel: 'silent',
    logPretty: false,
    trustProxy: false,
    webDistDir: path.join(dataDir, 'no-web-build'),
    fileSizeLimit: 5 * 1024 * 1024,
    signedUrlExpiration: 3600,
    smtp: null,
    storage: { driver: 'local', dir: path.join(dataDir, 'uploads') },
    llm: null,
    apiKeyRateLimit: { max: 60, windowSeconds: 60 },
    webhookAllowedHosts: [],
    ...overrides,
  };
}

export interface TestDatabase {
  url: string;
  handle: DatabaseHandle;
  db: Database;
  drop: () => Promise<void>;
}

/** A fresh database copied from the migrated template, with the instance registered as at start-up. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const server = inject('testDatabaseServer');
  const name = await createDatabaseFromTemplate(server);
  const url = databaseUrl(server, name);
  const handle = openDatabase({
    url,
    poolSize: 5,
    onIdleError: () => {},
  });
  await registerInstance({ db: handle.db, version: KEEL_VERSION });
  return {
    url,
    handle,
    db: handle.db,
    drop: async () => {
      await handle.close();
      await dropDatabase(server, name);
    },
  };
}

export interface TestApp {
  app: App;
  db: Database;
  config: Config;
  databaseUrl: string;
}

/**
 * Gives the test file an app on its own database, built once before its tests and closed after.
 * `prepare` runs before the app is ready, for tests that add routes of their own.
 */
export function useTestApp(
  options: { config?: Partial<Config>; prepare?: (app: App) => void } = {},
): TestApp {
  const context = {} as TestApp;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig(options.config);
    const app = await buildApp({ config, db: database.db });
    options.prepare?.(app);
    await app.ready();
    Object.assign(context, { app, db: database.db, config, databaseUrl: database.url });
  });
  afterAll(async () => {
    await context.app.close();
    await database?.drop();
  });
  return context;
}
