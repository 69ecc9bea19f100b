/**
 * Cycles at scale: one project of 50,000 work items (bench/seed-work-items.ts) in 50 two-week
 * cycles of 1,000 items each, the last one current, with the activity a burndown replays (each
 * item's entry into its cycle, and the completion of the completed ones during it). Measured
 * with autocannon against the bare Fastify hello-world of the same run (before and after,
 * averaged):
 *   analytics-1 / progress-1   the current cycle's analytics and progress, one connection
 *                              (issue 16's target: analytics p50 ≤ 50 ms)
 *   analytics, progress, cycle-progress   the same and the burndown series, 50 connections
 *   cycle list                 the cycle's work items, 100 per page grouped by state, newest first
 *   project list               the project's list with the same parameters (the cycle list's
 *                              target: within 1.2 × its cost)
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
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
import { seedCycles } from './seed-cycles';
import { seedWorkItems } from './seed-work-items';

const ITEM_COUNT = 50_000;
const CYCLE_COUNT = 50;
const PER_CYCLE = 1_000;

const dataDir = mkdtempSync(path.join(tmpdir(), 'keel-bench-'));
const keelPort = await freePort();
const keel = startServerProcess({
  PORT: String(keelPort),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
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
  const seedStarted = Date.now();
  const seeded = await seedWorkItems(seedHandle.db, ITEM_COUNT);
  const { currentCycleId: cycleId } = await seedCycles(seedHandle.db, {
    workspaceId: seeded.workspaceId,
    projectId: seeded.projectId,
    cycleCount: CYCLE_COUNT,
    perCycle: PER_CYCLE,
  });
  await seedHandle.close();
  console.log(
    `seeded ${String(ITEM_COUNT)} work items in ${String(CYCLE_COUNT)} cycles in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  const helloPort = await freePort();
  hello = await startHelloWorld(helloPort);
  const readyUrl = `http://127.0.0.1:${String(keelPort)}/readyz`;
  const base = `http://127.0.0.1:${String(keelPort)}/api/workspaces/${seeded.workspaceSlug}/projects/${seeded.projectId}`;
  const headers = { cookie: seeded.cookie };
  const listParams = 'per_page=100&group_by=state_id&order_by=-created_at';
  const ceiling: Target = {
    name: 'ceiling',
    description: 'bare Fastify hello-world (ceiling)',
    url: `http://127.0.0.1:${String(helloPort)}/`,
  };
  const cycle = `${base}/cycles/${cycleId}`;
  const single: Target[] = [
    {
      name: 'analytics-1',
      description: 'analytics ?type=issues, 1 connection',
      url: `${cycle}/analytics/?type=issues`,
      headers,
    },
    {
      name: 'progress-1',
      description: 'progress, 1 connection',
      url: `${cycle}/progress/`,
      headers,
    },
  ];
  const targets: Target[] = [
    {
      name: 'analytics',
      description: 'analytics ?type=issues',
      url: `${cycle}/analytics/?type=issues`,
      headers,
    },
    { name: 'progress', description: 'progress', url: `${cycle}/progress/`, headers },
    {
      name: 'cycle-progress',
      description: 'cycle-progress (burndown series)',
      url: `${cycle}/cycle-progress/`,
      headers,
    },
    {
      name: 'cycle-list',
      description: `cycle list: cycle-issues ?${listParams}`,
      url: `${cycle}/cycle-issues/?${listParams}`,
      headers,
    },
    {
      name: 'project-list',
      description: `project list: issues ?${listParams}`,
      url: `${base}/issues/?${listParams}`,
      headers,
    },
  ];

  console.log('');
  for (const target of [...single, ...targets])
    console.log(`probe ${target.name}: ${await probe(target)}`);
  for (const target of [ceiling, ...targets]) {
    await settle(readyUrl);
    await measure(target, 10, WARM_UP_S).catch(() => undefined);
  }

  const results = new Map<string, Measured>();
  console.log(`\nmeasuring ${ceiling.name} …`);
  const ceilingBefore = await measure(ceiling);
  for (const target of single) {
    await settle(readyUrl);
    console.log(`measuring ${target.name} …`);
    results.set(target.name, await measure(target, 1, 5));
  }
  for (const target of targets) {
    await settle(readyUrl);
    console.log(`measuring ${target.name} …`);
    results.set(target.name, await measure(target));
  }
  await settle(readyUrl);
  console.log(`measuring ${ceiling.name} again …`);
  const top = meanOf(ceilingBefore, await measure(ceiling));
  const failed = printRatios(ceiling, top, [...single, ...targets], results);

  const analytics = results.get('analytics-1');
  const cycleList = results.get('cycle-list');
  const projectList = results.get('project-list');
  if (analytics)
    console.log(
      `\ncycle analytics, one connection: p50 ${analytics.p50Ms.toFixed(1)} ms (target ≤ 50 ms: ${(analytics.p50Ms / 50).toFixed(2)} × the target)`,
    );
  if (cycleList && projectList && cycleList.p50Ms > 0 && projectList.requestsPerSecond > 0)
    console.log(
      `cycle list ÷ project list: p50 ${(cycleList.p50Ms / Math.max(projectList.p50Ms, 1)).toFixed(2)} ×, req/s ${(projectList.requestsPerSecond / cycleList.requestsPerSecond).toFixed(2)} × the cost (target ≤ 1.2)`,
    );
  if (failed.length > 0 || top.failed > 0) {
    console.log(`\ncycles: failed targets: ${failed.join(', ') || 'ceiling'}; figures not valid`);
    process.exitCode = 1;
  }
} finally {
  hello?.kill('SIGTERM');
  keel.child.kill('SIGTERM');
  await keel.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
