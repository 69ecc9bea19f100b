/**
 * Runs Keel with a project of seeded work items, for looking at screens while building them:
 *
 *   npx tsx scripts/dev-seeded.ts [--port 4100] [--items 300]
 *
 * Starts Keel's real entry point on the port (a fresh embedded PostgreSQL in a temporary data
 * directory, serving the last `npm run build` of the web app), seeds one workspace with one
 * project of work items by bench/seed-work-items.ts, and prints the project's address and the
 * session cookie of a project member. With `KEEL_SERVER_URL=http://127.0.0.1:PORT npx vite` in
 * apps/web the screens are served with live reload instead. Stops (and deletes its data) on
 * Ctrl-C or SIGTERM.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seedWorkItems } from '../bench/seed-work-items';
import { openDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { startServerProcess } from '../apps/server/src/test/server-process';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4100' }, items: { type: 'string', default: '300' } },
});
const port = Number(values.port);
const itemCount = Number(values.items);

const dataDir = mkdtempSync(path.join(tmpdir(), 'keel-dev-'));
const keel = startServerProcess({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
});
const stop = () => {
  keel.child.kill('SIGTERM');
  void keel.exited.then(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

await keel.waitForHttp(`http://127.0.0.1:${String(port)}/readyz`, 120_000);
const cluster = await startEmbeddedPostgres({ dataDir, database: 'keel', onLog: () => undefined });
const handle = openDatabase({ url: cluster.url, poolSize: 2, onIdleError: () => undefined });
const seeded = await seedWorkItems(handle.db, itemCount);
await handle.close();
const [name = '', value = ''] = seeded.cookie.split(';')[0]?.split('=') ?? [];
console.log(
  JSON.stringify(
    {
      url: `http://127.0.0.1:${String(port)}/${seeded.workspaceSlug}/projects/${seeded.projectId}/issues`,
      workspaceSlug: seeded.workspaceSlug,
      projectId: seeded.projectId,
      cookie: { name, value, domain: '127.0.0.1', path: '/' },
    },
    null,
    2,
  ),
);
console.log('Keel is running; Ctrl-C stops it.');
