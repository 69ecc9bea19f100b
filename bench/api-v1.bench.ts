/**
 * The public API v1 at 10,000 items: one project seeded with set-based SQL
 * (bench/seed-work-items.ts) and an API token for its member, then autocannon at 50 connections,
 * 10 s each, against the bare Fastify hello-world of bench/http measured in the same run (before
 * and after, averaged), with the per-token rate limit raised out of the way:
 *   app list   the app API's list, one page of 100, newest first (cookie)
 *   v1 list    /api/v1/…/work-items/?per_page=100, the same page in Plane's v1 shape (API key)
 *   app create POST one work item (cookie)
 *   v1 create  POST one work item through v1 (API key)
 * The v1 list's cost is then given against the app list's (target: within 1.2×). The token check
 * (the key's hash looked up, then the process's cache) is timed in this process: target < 0.2 ms.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { apiTokens } from '../apps/server/src/db/schema';
import {
  forgetAllApiTokens,
  lookUpApiKey,
} from '../apps/server/src/domains/api-tokens/api-token-lookup';
import { sha256 } from '../apps/server/src/lib/tokens';
import { freePort, startServerProcess } from '../apps/server/src/test/server-process';
import {
  type Measured,
  type Target,
  WARM_UP_S,
  meanOf,
  measure,
  printRatios,
  probe,
  settle,
  startHelloWorld,
} from './autocannon-kit';
import { seedWorkItems } from './seed-work-items';

const ITEM_COUNT = 10_000;
const CHECKS = 20_000;

const dataDir = mkdtempSync(path.join(tmpdir(), 'keel-bench-'));
const keelPort = await freePort();
const keel = startServerProcess({
  PORT: String(keelPort),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  API_KEY_RATE_LIMIT: '100000000/minute',
});
let hello: ChildProcess | undefined;
try {
  await keel.waitForHttp(`http://127.0.0.1:${keelPort}/readyz`);
  // Keel started the embedded cluster in dataDir; this shares it (and leaves stopping it to Keel).
  const cluster = await startEmbeddedPostgres({
    dataDir,
    database: 'keel',
    onLog: () => undefined,
  });
  const seedHandle = openDatabase({ url: cluster.url, poolSize: 2, onIdleError: () => undefined });
  const seeded = await seedWorkItems(seedHandle.db, ITEM_COUNT);
  const apiKey = `plane_api_${randomBytes(16).toString('hex')}`;
  await seedHandle.db.insert(apiTokens).values({
    label: 'Bench',
    token_hash: sha256(apiKey),
    token_hint: apiKey.slice(-4),
    user_id: seeded.userId,
  });
  console.log(`seeded ${ITEM_COUNT} work items and an API token`);

  // The token check, in this process: the first look-up reads the row, later ones the cache.
  forgetAllApiTokens();
  let started = performance.now();
  const first = await lookUpApiKey(seedHandle.db, apiKey);
  const coldMs = performance.now() - started;
  if (!first.ok) throw new Error('the bench token does not authenticate');
  started = performance.now();
  for (let index = 0; index < CHECKS; index += 1) await lookUpApiKey(seedHandle.db, apiKey);
  const warmMs = (performance.now() - started) / CHECKS;

  const helloPort = await freePort();
  hello = await startHelloWorld(helloPort);
  const readyUrl = `http://127.0.0.1:${keelPort}/readyz`;
  const project = `workspaces/${seeded.workspaceSlug}/projects/${seeded.projectId}`;
  const app = `http://127.0.0.1:${keelPort}/api/${project}`;
  const v1 = `http://127.0.0.1:${keelPort}/api/v1/${project}`;
  const cookie = { cookie: seeded.cookie };
  const key = { 'x-api-key': apiKey };
  const json = { 'content-type': 'application/json' };
  const ceiling: Target = {
    name: 'ceiling',
    description: 'bare Fastify hello-world (ceiling)',
    url: `http://127.0.0.1:${helloPort}/`,
  };
  const targets: Target[] = [
    {
      name: 'app create',
      description: 'app create: POST …/issues/',
      url: `${app}/issues/`,
      method: 'POST',
      headers: { ...cookie, ...json },
      body: JSON.stringify({ name: 'Bench item', priority: 'medium' }),
    },
    {
      name: 'v1 create',
      description: 'v1 create: POST /api/v1/…/work-items/',
      url: `${v1}/work-items/`,
      method: 'POST',
      headers: { ...key, ...json },
      body: JSON.stringify({ name: 'Bench item', priority: 'medium' }),
    },
    {
      name: 'app list',
      description: 'app list: 100 per page, -created_at',
      url: `${app}/issues/?per_page=100&order_by=-created_at`,
      headers: cookie,
    },
    {
      name: 'v1 list',
      description: 'v1 list: /api/v1/…/work-items/?per_page=100',
      url: `${v1}/work-items/?per_page=100`,
      headers: key,
    },
  ];

  console.log('');
  for (const target of targets) console.log(`probe ${target.name}: ${await probe(target)}`);
  for (const target of [ceiling, ...targets]) {
    await settle(readyUrl);
    await measure(target, 10, WARM_UP_S).catch(() => undefined);
  }

  const results = new Map<string, Measured>();
  console.log(`\nmeasuring ${ceiling.name} …`);
  const ceilingBefore = await measure(ceiling);
  for (const target of targets) {
    await settle(readyUrl);
    console.log(`measuring ${target.name} …`);
    results.set(target.name, await measure(target));
    if (target.name === 'v1 create') {
      // The lists run over the seeded items alone.
      await seedHandle.db.execute(
        sql`delete from work_items where project_id = ${seeded.projectId} and sequence_id > ${ITEM_COUNT}`,
      );
      await seedHandle.db.execute(sql`vacuum analyze work_items`);
    }
  }
  await settle(readyUrl);
  console.log(`measuring ${ceiling.name} again …`);
  const top = meanOf(ceilingBefore, await measure(ceiling));
  const failed = printRatios(ceiling, top, targets, results);

  const appList = results.get('app list');
  const v1List = results.get('v1 list');
  if (appList && v1List && v1List.requestsPerSecond > 0)
    console.log(
      `\nv1 list cost ÷ app list cost: ${(appList.requestsPerSecond / v1List.requestsPerSecond).toFixed(2)}× (target ≤ 1.2×)`,
    );
  console.log(
    `token check: ${(warmMs * 1000).toFixed(1)} µs from the cache (target < 200 µs), ${coldMs.toFixed(2)} ms for the first (one indexed read)`,
  );
  await seedHandle.close();
  if (failed.length > 0 || top.failed > 0) {
    console.log(
      `\napi-v1: failed targets: ${failed.join(', ') || 'ceiling'}; their figures are not valid`,
    );
    process.exitCode = 1;
  }
} finally {
  hello?.kill('SIGTERM');
  keel.child.kill('SIGTERM');
  await keel.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
