import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { InstanceInfoSchema } from '@keel/core';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createEmptyDatabase, databaseUrl, dropDatabase } from './test/database';
import { freePort, isReadyLine, startServerProcess } from './test/server-process';

const FATAL = 60;
/** Tests that start the real process, once or twice: generous, for a busy machine. */
const PROCESS_TEST_MS = 120_000;

function dataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'keel-main-'));
}

describe('starting Keel', () => {
  it('exits with one clear line when DATABASE_URL cannot be reached', async () => {
    const server = startServerProcess({
      PORT: String(await freePort()),
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://keel:secret-password@127.0.0.1:1/keel',
    });
    expect(await server.exited).toBe(1);
    const fatal = server.lines.filter((line) => line.level === FATAL);
    expect(fatal).toHaveLength(1);
    expect(fatal[0]?.msg).toMatch(
      /^Cannot reach PostgreSQL at 127\.0\.0\.1:1\/keel \(DATABASE_URL\)/,
    );
    expect(JSON.stringify(server.lines)).not.toContain('secret-password');
  });

  it(
    'names the port and the setting when the port is taken',
    async () => {
      const blocker = createServer();
      const port = await new Promise<number>((resolve) => {
        blocker.listen(0, '127.0.0.1', () => {
          const address = blocker.address();
          resolve(typeof address === 'object' && address ? address.port : 0);
        });
      });
      const testServer = inject('testDatabaseServer');
      const name = await createEmptyDatabase(testServer);
      try {
        const server = startServerProcess({
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir(),
          DATABASE_URL: databaseUrl(testServer, name),
        });
        expect(await server.exited).toBe(1);
        const fatal = server.lines.filter((line) => line.level === FATAL);
        expect(fatal.map((line) => line.msg)).toEqual([
          `Port ${port} is already in use. Stop what is using it, or set PORT to another port (for example PORT=3001 npm start).`,
        ]);
      } finally {
        blocker.close();
        await dropDatabase(testServer, name);
      }
    },
    PROCESS_TEST_MS,
  );

  it('refuses an invalid configuration before starting anything', async () => {
    const server = startServerProcess({ PORT: 'eighty', DATA_DIR: dataDir() });
    expect(await server.exited).toBe(1);
    expect(server.otherOutput.join('')).toContain('Invalid configuration: PORT');
  });

  it(
    'runs on the embedded PostgreSQL, reuses its data on the next start and stops cleanly',
    async () => {
      const dir = dataDir();
      const port = await freePort();
      const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir };

      const first = startServerProcess(env);
      await first.waitForLine(isReadyLine, 60_000);
      const firstInfo = InstanceInfoSchema.parse(
        await (await fetch(`http://127.0.0.1:${port}/api/instances/`)).json(),
      );
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(first.lines.some((line) => line.msg === 'shutting down')).toBe(true);

      const second = startServerProcess(env);
      const ready = await second.waitForLine(isReadyLine, 60_000);
      const secondInfo = InstanceInfoSchema.parse(
        await (await fetch(`http://127.0.0.1:${port}/api/instances/`)).json(),
      );
      second.child.kill('SIGINT');
      expect(await second.exited).toBe(0);

      expect(secondInfo.instance.id).toBe(firstInfo.instance.id);
      // How fast is a figure for `npm run bench -- startup`, never a timed test: here only that it is said.
      expect(ready.startup_ms).toBeGreaterThan(0);
    },
    PROCESS_TEST_MS,
  );

  it(
    'uses DATABASE_URL instead of starting its own server',
    async () => {
      const testServer = inject('testDatabaseServer');
      const name = await createEmptyDatabase(testServer);
      const dir = dataDir();
      try {
        const port = await freePort();
        const server = startServerProcess({
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dir,
          DATABASE_URL: databaseUrl(testServer, name),
        });
        await server.waitForLine(isReadyLine);
        const response = await fetch(`http://127.0.0.1:${port}/readyz`);
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        expect(response.status).toBe(200);
        expect(server.lines.some((line) => line.msg.includes('embedded PostgreSQL'))).toBe(false);
        // The scheduled jobs (the projects' daily automations, the notification emails, the
        // due-date reminders, expired exports, old webhook logs) are kept in the database, for
        // any process to run.
        const client = new pg.Client({ connectionString: databaseUrl(testServer, name) });
        await client.connect();
        try {
          const schedules = await client.query<{ name: string; cron: string }>(
            'select name, cron from pgboss.schedule order by name',
          );
          expect(schedules.rows).toEqual([
            { name: 'due-reminders', cron: '7 * * * *' },
            { name: 'issue-exports-expiry', cron: '23 * * * *' },
            { name: 'notification-emails', cron: '*/5 * * * *' },
            { name: 'project-automations', cron: '10 2 * * *' },
            { name: 'webhook-logs-prune', cron: '20 3 * * *' },
          ]);
        } finally {
          await client.end();
        }
      } finally {
        await dropDatabase(testServer, name);
      }
    },
    PROCESS_TEST_MS,
  );
});
