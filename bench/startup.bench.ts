/**
 * Start-up time and idle memory of Keel as `npm start` runs it (`node scripts/start.mjs`: builds
 * checked, the built server, embedded PostgreSQL, the built web app), against a bare Fastify
 * hello-world in plain JavaScript started the same way in the same run (the ceiling), and against
 * the server run from its TypeScript sources through tsx, as `npm start` used to (the reference
 * for what the build saves, also in the same run).
 *
 * A first start initialises the data directory; then each of ROUNDS second starts is timed from
 * spawning the process to GET /readyz answering 200, left idle IDLE_MS, and its resident memory
 * read (the server process alone, not PostgreSQL), then stopped by SIGTERM, timed to its exit.
 * Issue "Hardening" targets: a second start ready ≤ 2,000 ms, idle RSS ≤ 150 MB.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureServerBuild, ensureWebBuild } from '../scripts/build.mjs';
import { freePort } from '../apps/server/src/test/server-process';

const ROOT = path.resolve(import.meta.dirname, '..');
const ROUNDS = 3;
const IDLE_MS = 10_000;
const READY_TARGET_MS = 2_000;
const RSS_TARGET_MB = 150;

/** The ceiling: the least a Node HTTP server with Fastify loaded takes to start and to hold. */
const HELLO_WORLD = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/readyz', () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
`;

interface Round {
  readyMs: number;
  rssMb: number;
  stopMs: number;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

async function waitReady(child: ChildProcess, url: string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode} before ready`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function stop(child: ChildProcess): Promise<number> {
  const signalled = performance.now();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await exited;
  return performance.now() - signalled;
}

async function round(args: string[], env: Record<string, string>): Promise<Round> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitReady(child, `http://127.0.0.1:${port}/readyz`);
  const readyMs = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const rss = rssMb(child.pid ?? 0);
  const stopMs = await stop(child);
  return { readyMs, rssMb: rss, stopMs };
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

ensureWebBuild();
ensureServerBuild();
const dataDir = mkdtempSync(path.join(tmpdir(), 'keel-bench-startup-'));
const keelEnv = {
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  LOG_PRETTY: 'false',
};
const start = [path.join('scripts', 'start.mjs')];

console.log('first start (initialises the data directory) …');
const first = await round(start, keelEnv);
const keel: Round[] = [];
const ceiling: Round[] = [];
const throughTsx: Round[] = [];
for (let index = 1; index <= ROUNDS; index += 1) {
  console.log(`round ${index}/${ROUNDS}: Keel second start …`);
  keel.push(await round(start, keelEnv));
  console.log(`round ${index}/${ROUNDS}: hello-world …`);
  ceiling.push(await round(['--input-type=module', '--eval', HELLO_WORLD], {}));
  console.log(`round ${index}/${ROUNDS}: the server through tsx …`);
  throughTsx.push(
    await round(['--import', 'tsx', path.join('apps', 'server', 'src', 'main.ts')], keelEnv),
  );
}
rmSync(dataDir, { recursive: true, force: true });

const keelReady = median(keel.map((r) => r.readyMs));
const keelRss = median(keel.map((r) => r.rssMb));
const keelStop = median(keel.map((r) => r.stopMs));
const helloReady = median(ceiling.map((r) => r.readyMs));
const helloRss = median(ceiling.map((r) => r.rssMb));
const tsxReady = median(throughTsx.map((r) => r.readyMs));
const tsxRss = median(throughTsx.map((r) => r.rssMb));

console.log('');
console.log('| measure | Keel (median) | ceiling (median) | × ceiling | target | × target |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
console.log(
  `| second start, spawn → /readyz 200 (ms) | ${keelReady.toFixed(0)} | ${helloReady.toFixed(0)} | ${(keelReady / helloReady).toFixed(1)} | ${READY_TARGET_MS} | ${(keelReady / READY_TARGET_MS).toFixed(2)} |`,
);
console.log(
  `| idle RSS of the server process (MB) | ${keelRss.toFixed(1)} | ${helloRss.toFixed(1)} | ${(keelRss / helloRss).toFixed(1)} | ${RSS_TARGET_MB} | ${(keelRss / RSS_TARGET_MB).toFixed(2)} |`,
);
console.log(
  `| through tsx (before): second start (ms) | ${tsxReady.toFixed(0)} | ${helloReady.toFixed(0)} | ${(tsxReady / helloReady).toFixed(1)} | ${READY_TARGET_MS} | ${(tsxReady / READY_TARGET_MS).toFixed(2)} |`,
);
console.log(
  `| through tsx (before): idle RSS (MB) | ${tsxRss.toFixed(1)} | ${helloRss.toFixed(1)} | ${(tsxRss / helloRss).toFixed(1)} | ${RSS_TARGET_MB} | ${(tsxRss / RSS_TARGET_MB).toFixed(2)} |`,
);
console.log('');
console.log(
  `first start (initdb, migrations): ready in ${first.readyMs.toFixed(0)} ms; SIGTERM → exit: ${keelStop.toFixed(0)} ms (median)`,
);
console.log(
  `each Keel round (ready ms / RSS MB): ${keel.map((r) => `${r.readyMs.toFixed(0)} / ${r.rssMb.toFixed(1)}`).join(', ')}`,
);
console.log(
  `startup: ready ${(keelReady / READY_TARGET_MS).toFixed(2)} × target, idle RSS ${(keelRss / RSS_TARGET_MB).toFixed(2)} × target`,
);
if (keelReady > READY_TARGET_MS || keelRss > RSS_TARGET_MB) process.exitCode = 1;
