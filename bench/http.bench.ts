/**
 * HTTP throughput of GET /api/instances/ against a bare Fastify hello-world on the same machine in
 * the same run: 50 connections, 10 s per round, the two servers alternating for two rounds each.
 * Prints req/s and p99 latency of each, and Keel's share of the ceiling.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startServerProcess } from '../apps/server/src/test/server-process';

const CONNECTIONS = 50;
const DURATION_S = 10;
const ROUNDS = 2;

interface Round {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

async function measure(url: string): Promise<Round> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function startHelloWorld(port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'hello-server.ts'), String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
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

function average(rounds: Round[], key: 'requestsPerSecond' | 'p99Ms'): number {
  return rounds.reduce((sum, round) => sum + round[key], 0) / rounds.length;
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
await keel.waitForHttp(`http://127.0.0.1:${keelPort}/readyz`);
const helloPort = await freePort();
const hello = await startHelloWorld(helloPort);

const keelUrl = `http://127.0.0.1:${keelPort}/api/instances/`;
const helloUrl = `http://127.0.0.1:${helloPort}/`;
// One short warm-up each, so that neither pays for JIT compilation in its first measured round.
await autocannon({ url: keelUrl, connections: 10, duration: 2 });
await autocannon({ url: helloUrl, connections: 10, duration: 2 });

const keelRounds: Round[] = [];
const helloRounds: Round[] = [];
for (let round = 1; round <= ROUNDS; round += 1) {
  console.log(`round ${round}/${ROUNDS}: Keel GET /api/instances/ …`);
  keelRounds.push(await measure(keelUrl));
  console.log(`round ${round}/${ROUNDS}: hello-world …`);
  helloRounds.push(await measure(helloUrl));
}

hello.kill('SIGTERM');
keel.child.kill('SIGTERM');
await keel.exited;
rmSync(dataDir, { recursive: true, force: true });

const keelRps = average(keelRounds, 'requestsPerSecond');
const helloRps = average(helloRounds, 'requestsPerSecond');
const keelP99 = average(keelRounds, 'p99Ms');
const helloP99 = average(helloRounds, 'p99Ms');
const failures = [...keelRounds, ...helloRounds].reduce((sum, r) => sum + r.errors + r.non2xx, 0);

console.log('');
console.log(`| server | req/s | p99 ms |`);
console.log(`| --- | ---: | ---: |`);
console.log(`| Keel GET /api/instances/ | ${keelRps.toFixed(0)} | ${keelP99.toFixed(1)} |`);
console.log(
  `| bare Fastify hello-world (ceiling) | ${helloRps.toFixed(0)} | ${helloP99.toFixed(1)} |`,
);
console.log('');
console.log(
  `http: Keel reaches ${((keelRps / helloRps) * 100).toFixed(1)}% of the ceiling's req/s (ratio ${(keelRps / helloRps).toFixed(3)}); p99 ${(keelP99 / Math.max(helloP99, 0.001)).toFixed(2)}x the ceiling's`,
);
if (failures > 0) {
  console.log(
    `http: ${failures} requests failed or answered non-2xx: the figures above are not valid`,
  );
  process.exitCode = 1;
}
