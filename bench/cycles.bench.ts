/**
 * Cycles at 50,000 items: seeds one project (bench/seed-work-items.ts) and 50 two-week cycles of
 * 1,000 items each with their activity (bench/seed-cycles.ts), then measures with autocannon at 50
 * connections, 10 s each, against the bare Fastify hello-world of bench/http measured in the same
 * run (before and after, averaged):
 *   progress       GET cycles/{current}/progress/
 *   analytics      GET cycles/{current}/analytics/?type=issues (the burndown replayed from activity)
 *   cycle list     the current cycle's work items, 100 per page grouped by state
 *   project list   the project's work items, the same page (what the cycle list is held to)
 *   cycles         GET cycles/ (50 cycles with their counts)
 * and analytics on one connection (target: p50 ≤ 50 ms). A target that answers errors or non-2xx
 * is reported as failed, not measured.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { freePort, startServerProcess } from '../apps/server/src/test/server-process';
import { seedCycles } from './seed-cycles';
import { seedWorkItems } from './seed-work-items';

const CONNECTIONS = 50;
const DURATION_S = 10;
const ITEM_COUNT = 50_000;
const CYCLE_COUNT = 50;
const PER_CYCLE = 1_000;

interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

interface Measured {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
}

async function measure(target: Target, connections = CONNECTIONS, duration = DURATION_S) {
  const result = await autocannon({
    url: target.url,
    headers: target.headers ?? {},
    connections,
    duration,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
  } satisfies Measured;
}

async function startHelloWorld(port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'hello-server.ts'), String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('hello-world ready')) resolve();
    });
    child.on('exit', (code) => {
      reject(new Error(`hello-world server exited with ${code}`));
    });
  });
  return child;
}

async function probe(target: Target): Promise<string> {
  const response = await fetch(target.url, { headers: target.headers ?? {} });
  const text = await response.text();
  return `${response.status} ${response.statusText}, ${text.length} bytes`;
}

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
  const cluster = await startEmbeddedPostgres({
    dataDir,
    database: 'keel',
    onLog: () => undefined,
  });
  const seedHandle = openDatabase({ url: cluster.url, poolSize: 2, onIdleError: () => undefined });
  const started = Date.now();
  const seeded = await seedWorkItems(seedHandle.db, ITEM_COUNT);
  const { currentCycleId } = await seedCycles(seedHandle.db, {
    workspaceId: seeded.workspaceId,
    projectId: seeded.projectId,
    cycleCount: CYCLE_COUNT,
    perCycle: PER_CYCLE,
  });
  await seedHandle.close();
  console.log(
    `seeded ${ITEM_COUNT} items and ${CYCLE_COUNT} cycles in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const helloPort = await freePort();
  hello = await startHelloWorld(helloPort);
  const base = `http://127.0.0.1:${keelPort}/api/workspaces/${seeded.workspaceSlug}/projects/${seeded.projectId}`;
  const cycle = `${base}/cycles/${currentCycleId}`;
  const headers = { cookie: seeded.cookie };
  const page = 'per_page=100&group_by=state_id&order_by=-created_at';
  const ceiling: Target = {
    name: 'bare Fastify hello-world (ceiling)',
    url: `http://127.0.0.1:${helloPort}/`,
  };
  const targets: Target[] = [
    { name: 'progress', url: `${cycle}/progress/`, headers },
    { name: 'analytics ?type=issues', url: `${cycle}/analytics/?type=issues`, headers },
    { name: 'cycle list (grouped by state)', url: `${cycle}/cycle-issues/?${page}`, headers },
    { name: 'project list (grouped by state)', url: `${base}/issues/?${page}`, headers },
    { name: 'cycles/ (50 with counts)', url: `${base}/cycles/`, headers },
  ];
  for (const target of targets) console.log(`probe ${target.name}: ${await probe(target)}`);
  for (const target of [ceiling, ...targets]) await measure(target, 10, 2).catch(() => undefined);

  const before = await measure(ceiling);
  const analyticsTarget = targets[1];
  const alone = analyticsTarget ? await measure(analyticsTarget, 1, 5) : undefined;
  const results = new Map<string, Measured>();
  for (const target of targets) {
    console.log(`measuring ${target.name} …`);
    results.set(target.name, await measure(target));
  }
  const after = await measure(ceiling);
  const top = {
    requestsPerSecond: (before.requestsPerSecond + after.requestsPerSecond) / 2,
    p50Ms: (before.p50Ms + after.p50Ms) / 2,
    p99Ms: (before.p99Ms + after.p99Ms) / 2,
  };
  const ratio = (value: number, against: number) =>
    against > 0 ? (value / against).toFixed(3) : '—';
  console.log('\n| target | req/s | p50 ms | p99 ms | req/s ÷ ceiling | p50 × ceiling |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  console.log(
    `| ${ceiling.name} | ${top.requestsPerSecond.toFixed(0)} | ${top.p50Ms.toFixed(1)} | ${top.p99Ms.toFixed(1)} | 1 | 1 |`,
  );
  for (const target of targets) {
    const result = results.get(target.name);
    if (!result) continue;
    if (result.failed > 0) {
      console.log(`| ${target.name} | FAILED: ${result.failed} errors or non-2xx | | | | |`);
      continue;
    }
    console.log(
      `| ${target.name} | ${result.requestsPerSecond.toFixed(0)} | ${result.p50Ms.toFixed(1)} | ${result.p99Ms.toFixed(1)} | ${ratio(result.requestsPerSecond, top.requestsPerSecond)} | ${ratio(result.p50Ms, top.p50Ms)} |`,
    );
  }
  if (alone)
    console.log(
      `\nanalytics on one connection: p50 ${alone.p50Ms.toFixed(1)} ms, p99 ${alone.p99Ms.toFixed(1)} ms (target p50 ≤ 50 ms)`,
    );
  const cycleList = results.get('cycle list (grouped by state)');
  const projectList = results.get('project list (grouped by state)');
  if (cycleList && projectList && projectList.p50Ms > 0)
    console.log(
      `cycle list p50 ÷ project list p50: ${(cycleList.p50Ms / projectList.p50Ms).toFixed(2)} (target ≤ 1.2)`,
    );
  if ([...results.values()].some((result) => result.failed > 0)) process.exitCode = 1;
} finally {
  hello?.kill('SIGTERM');
  keel.child.kill('SIGTERM');
  await keel.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
