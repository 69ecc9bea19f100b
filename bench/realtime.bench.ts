/**
 * Realtime fan-out (issue 8): two Keel processes on one embedded PostgreSQL, 200 signed-in members
 * of one workspace and project with a socket each (100 per process), subscribed to the workspace.
 * One admin renames a work item WRITES times through the HTTP API, alternating between the two
 * processes, one write at a time; each write's latency is measured from its HTTP response to the
 * arrival of its event on each socket:
 *   delivery    every (write, socket) pair
 *   all         per write, until the last of the 200 sockets has it (the issue's figure)
 * The ceiling, measured in the same run with the same 200 raw sockets and the same writes, is a
 * bare Fastify + @fastify/websocket process that answers POST /write and then sends the message
 * to every socket (bench/broadcast-server.ts): HTTP write, then WebSocket fan-out, with nothing
 * of Keel's path between them (transaction, outbox, NOTIFY, LISTEN, outbox read, visibility). The
 * bare PostgreSQL NOTIFY → LISTEN round trip is printed besides, as the floor of the step between
 * processes. Targets: p50 ≤ 50 ms, p99 ≤ 250 ms.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROLE } from '@keel/core';
import pg from 'pg';
import { type RawData, WebSocket } from 'ws';
import { openDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import {
  addProjectMember,
  addWorkspaceMember,
  createProject,
  createUser,
  createWorkspace,
  signIn,
} from '../apps/server/src/test/factories';
import { freePort, startServerProcess } from '../apps/server/src/test/server-process';

const SOCKETS = 200;
const WRITES = 300;
/** Writes made before measuring, so both processes and the database are warm. */
const WARM_UP_WRITES = 20;
/** Pause between writes, so each is measured alone. */
const GAP_MS = 10;
const NOTIFY_ROUNDS = 300;
/** A write whose event has not reached every socket by then counts as lost. */
const ARRIVAL_TIMEOUT_MS = 5_000;

/** Arrival times (performance.now()) of each write's event, by write name. */
type Arrivals = Map<string, number[]>;

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}

function waitForMessage(socket: WebSocket, predicate: (message: unknown) => boolean) {
  return new Promise<void>((resolve, reject) => {
    const onMessage = (data: RawData) => {
      if (predicate(JSON.parse(textOf(data)))) {
        socket.off('message', onMessage);
        resolve();
      }
    };
    socket.on('message', onMessage);
    socket.once('close', () => {
      reject(new Error('socket closed'));
    });
  });
}

/**
 * Opens a raw socket that records, for each event naming a write, when it arrived. The same
 * light handling (one JSON.parse) for Keel's sockets and the ceiling's.
 */
async function openSocket(
  url: string,
  cookie: string | null,
  arrivals: Arrivals,
  nameOf: (message: Record<string, unknown>) => unknown,
): Promise<WebSocket> {
  const socket = new WebSocket(url, cookie ? { headers: { cookie } } : {});
  await new Promise<void>((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.on('message', (data) => {
    const at = performance.now();
    const name = nameOf(JSON.parse(textOf(data)) as Record<string, unknown>);
    if (typeof name === 'string') arrivals.get(name)?.push(at);
  });
  return socket;
}

function keelName(message: Record<string, unknown>): unknown {
  if (message.type !== 'event') return undefined;
  const event = message.event as { data: Record<string, unknown> | null } | undefined;
  return event?.data?.name;
}

function ceilingName(message: Record<string, unknown>): unknown {
  return message.type === 'event' ? message.name : undefined;
}

interface Measured {
  delivery: number[];
  all: number[];
  lost: number;
}

/** Makes the writes one at a time and collects their latencies once every socket has each. */
async function measure(
  write: (name: string, index: number) => Promise<void>,
  arrivals: Arrivals,
  sockets: number,
  label: string,
): Promise<Measured> {
  const result: Measured = { delivery: [], all: [], lost: 0 };
  for (let index = 0; index < WARM_UP_WRITES + WRITES; index += 1) {
    const name = `${label}-${index}`;
    const times: number[] = [];
    arrivals.set(name, times);
    await write(name, index);
    const respondedAt = performance.now();
    const deadline = respondedAt + ARRIVAL_TIMEOUT_MS;
    while (times.length < sockets && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    arrivals.delete(name);
    if (index < WARM_UP_WRITES) continue;
    if (times.length < sockets) result.lost += 1;
    // An event may arrive while the response is still being read: that is no wait at all.
    const latencies = times.map((at) => Math.max(0, at - respondedAt));
    result.delivery.push(...latencies);
    result.all.push(Math.max(...latencies));
    await new Promise((resolve) => setTimeout(resolve, GAP_MS));
  }
  return result;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** The bare NOTIFY → LISTEN round trip on the same PostgreSQL, one notification at a time. */
async function notifyRoundTrips(url: string): Promise<number[]> {
  const listener = new pg.Client({ connectionString: url });
  const notifier = new pg.Client({ connectionString: url });
  await Promise.all([listener.connect(), notifier.connect()]);
  try {
    await listener.query('LISTEN bench_ceiling');
    const times: number[] = [];
    for (let round = 0; round < NOTIFY_ROUNDS; round += 1) {
      const arrived = new Promise<number>((resolve) => {
        listener.once('notification', () => {
          resolve(performance.now());
        });
      });
      const sentAt = performance.now();
      await notifier.query(`NOTIFY bench_ceiling, '${round}'`);
      times.push((await arrived) - sentAt);
    }
    return times;
  } finally {
    await Promise.all([listener.end(), notifier.end()]);
  }
}

async function startBroadcast(port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'broadcast-server.ts'), String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('broadcast ready')) resolve();
    });
    child.on('exit', (code) => {
      reject(new Error(`broadcast server exited with ${code}`));
    });
  });
  return child;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'keel-bench-'));
const otherDataDir = mkdtempSync(path.join(tmpdir(), 'keel-bench-'));
const [portA, portB, broadcastPort] = [await freePort(), await freePort(), await freePort()];
const keelA = startServerProcess({
  PORT: String(portA),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
});
let keelB: ReturnType<typeof startServerProcess> | undefined;
let broadcast: ChildProcess | undefined;
const sockets: WebSocket[] = [];
try {
  const urlA = `http://127.0.0.1:${portA}`;
  const urlB = `http://127.0.0.1:${portB}`;
  await keelA.waitForHttp(`${urlA}/readyz`);
  // Keel started the embedded cluster in dataDir; the second process and the seed share it.
  const cluster = await startEmbeddedPostgres({ dataDir, database: 'keel', onLog: () => {} });
  keelB = startServerProcess({
    PORT: String(portB),
    HOST: '127.0.0.1',
    DATA_DIR: otherDataDir,
    DATABASE_URL: cluster.url,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  });
  await keelB.waitForHttp(`${urlB}/readyz`);

  const seed = openDatabase({ url: cluster.url, poolSize: 4, onIdleError: () => {} });
  const owner = await createUser(seed.db, { password: null });
  const workspace = await createWorkspace(seed.db, owner);
  const project = await createProject(seed.db, workspace, owner, { name: 'Realtime' });
  const { cookie: ownerCookie } = await signIn(seed.db, owner.id);
  const cookies: string[] = [];
  for (let index = 0; index < SOCKETS; index += 1) {
    const user = await createUser(seed.db, { password: null });
    await addWorkspaceMember(seed.db, workspace, user, ROLE.member);
    await addProjectMember(seed.db, project, user, ROLE.member);
    cookies.push((await signIn(seed.db, user.id)).cookie);
  }
  await seed.close();

  const issues = `/api/workspaces/${workspace.slug}/projects/${project.id}/issues/`;
  const created = await fetch(`${urlA}${issues}`, {
    method: 'POST',
    headers: { cookie: ownerCookie, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Realtime bench' }),
  });
  if (created.status !== 201) throw new Error(`creating the item answered ${created.status}`);
  const itemId = ((await created.json()) as { id: string }).id;

  const keelArrivals: Arrivals = new Map();
  for (const [index, cookie] of cookies.entries()) {
    const base = index % 2 === 0 ? urlA : urlB;
    const socket = await openSocket(
      `${base.replace('http', 'ws')}/ws`,
      cookie,
      keelArrivals,
      keelName,
    );
    const subscribed = waitForMessage(
      socket,
      (message) => (message as { type?: string }).type === 'subscribed',
    );
    socket.send(JSON.stringify({ type: 'subscribe', workspace_slug: workspace.slug, since: null }));
    await subscribed;
    sockets.push(socket);
  }
  console.log(`${SOCKETS} sockets subscribed (${SOCKETS / 2} per process)`);

  const keel = await measure(
    async (name, index) => {
      const base = index % 2 === 0 ? urlA : urlB;
      const response = await fetch(`${base}${issues}${itemId}/`, {
        method: 'PATCH',
        headers: { cookie: ownerCookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
      if (response.status !== 204) throw new Error(`a write answered ${response.status}`);
    },
    keelArrivals,
    SOCKETS,
    'keel',
  );
  for (const socket of sockets.splice(0)) socket.close();

  broadcast = await startBroadcast(broadcastPort);
  const ceilingArrivals: Arrivals = new Map();
  for (let index = 0; index < SOCKETS; index += 1) {
    sockets.push(
      await openSocket(`ws://127.0.0.1:${broadcastPort}/ws`, null, ceilingArrivals, ceilingName),
    );
  }
  const ceiling = await measure(
    async (name) => {
      const response = await fetch(`http://127.0.0.1:${broadcastPort}/write`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
      await response.arrayBuffer();
    },
    ceilingArrivals,
    SOCKETS,
    'ceiling',
  );
  const notify = await notifyRoundTrips(cluster.url);

  const row = (label: string, values: number[], against: number[] | null) => {
    const p50 = percentile(values, 50);
    const p99 = percentile(values, 99);
    const ratio = (value: number, base: number) => (base > 0 ? (value / base).toFixed(1) : '—');
    const ratios = against
      ? `${ratio(p50, percentile(against, 50))} | ${ratio(p99, percentile(against, 99))}`
      : '1 | 1';
    return `| ${label} | ${p50.toFixed(1)} | ${p99.toFixed(1)} | ${ratios} |`;
  };
  console.log(
    `\n${WRITES} writes (after ${WARM_UP_WRITES} to warm up), ${SOCKETS} sockets, ${cpus().length} cores, Node ${process.version}`,
  );
  console.log('| measure | p50 ms | p99 ms | p50 × ceiling | p99 × ceiling |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  console.log(row('ceiling: bare WebSocket broadcast, per delivery', ceiling.delivery, null));
  console.log(row('ceiling: bare WebSocket broadcast, all sockets', ceiling.all, null));
  console.log(row('Keel, per delivery', keel.delivery, ceiling.delivery));
  console.log(row('Keel, all 200 sockets', keel.all, ceiling.all));
  console.log(
    `| bare PostgreSQL NOTIFY → LISTEN round trip | ${percentile(notify, 50).toFixed(2)} | ${percentile(notify, 99).toFixed(2)} | — | — |`,
  );
  if (keel.lost > 0 || ceiling.lost > 0) {
    console.log(
      `\nrealtime: ${keel.lost} Keel writes and ${ceiling.lost} ceiling writes did not reach every socket within ${ARRIVAL_TIMEOUT_MS} ms; the figures are not valid`,
    );
    process.exitCode = 1;
  }
  const p50 = percentile(keel.all, 50);
  const p99 = percentile(keel.all, 99);
  console.log(
    `\ntargets (all sockets): p50 ${p50.toFixed(1)} ms ${p50 <= 50 ? '≤' : '>'} 50, p99 ${p99.toFixed(1)} ms ${p99 <= 250 ? '≤' : '>'} 250`,
  );
} finally {
  for (const socket of sockets) socket.terminate();
  broadcast?.kill('SIGTERM');
  keelB?.child.kill('SIGTERM');
  await keelB?.exited;
  keelA.child.kill('SIGTERM');
  await keelA.exited;
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(otherDataDir, { recursive: true, force: true });
}
