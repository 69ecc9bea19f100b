/**
 * The workspace home at scale: one workspace of 20 projects and 50,000 work items, and a member
 * with 200 stickies, quick links, recent visits and favorites (bench/seed-home.ts). Measures the
 * requests a browser makes when that person opens `/:ws`, against the bare Fastify hello-world of
 * the same run (before and after, averaged):
 *   per request   p50 and p99 of each request alone on one keep-alive connection, one after the
 *                 other (server time plus loopback), with each widget's data
 *   home ready    the whole page as a browser loads it, at most 6 connections to the host: the
 *                 shell's batch (me, workspaces, membership, members, projects, favorites, sidebar
 *                 preferences), then the home's batch (dashboard, home preferences, quick links,
 *                 recent visits, the latest sticky), then every widget's data the dashboard named
 *                 (issue 17's target: home ready ≤ 300 ms server time)
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { freePort, startServerProcess } from '../apps/server/src/test/server-process';
import { probe, settle, startHelloWorld } from './autocannon-kit';
import { seedHome } from './seed-home';

const PROJECT_COUNT = 20;
const ITEM_COUNT = 50_000;
const STICKY_COUNT = 200;
/** Rounds of each request alone, and of the whole page. */
const ROUNDS = 40;
const PAGE_ROUNDS = 30;
/** What a browser opens to one host over HTTP/1.1. */
const BROWSER_CONNECTIONS = 6;
const TARGET_MS = 300;

interface Timing {
  p50: number;
  p99: number;
}

function get(
  agent: http.Agent,
  url: string,
  cookie?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: cookie ? { cookie } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function getOk(agent: http.Agent, url: string, cookie?: string): Promise<string> {
  const { status, body } = await get(agent, url, cookie);
  if (status !== 200) throw new Error(`${url} answered ${String(status)}: ${body.slice(0, 200)}`);
  return body;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

function timingOf(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/** One request at a time on one keep-alive connection, after a few warm-up rounds. */
async function timeAlone(url: string, cookie?: string): Promise<Timing> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let round = 0; round < 5; round += 1) await getOk(agent, url, cookie);
    const samples: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      await getOk(agent, url, cookie);
      samples.push(performance.now() - started);
    }
    return timingOf(samples);
  } finally {
    agent.destroy();
  }
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
  // Keel started the embedded cluster in dataDir; this shares it (and leaves stopping it to Keel).
  const cluster = await startEmbeddedPostgres({
    dataDir,
    database: 'keel',
    onLog: () => undefined,
  });
  const seedHandle = openDatabase({ url: cluster.url, poolSize: 2, onIdleError: () => undefined });
  const seedStarted = Date.now();
  const seeded = await seedHome(seedHandle.db, {
    projectCount: PROJECT_COUNT,
    itemCount: ITEM_COUNT,
    stickyCount: STICKY_COUNT,
  });
  await seedHandle.close();
  console.log(
    `seeded ${String(ITEM_COUNT)} work items in ${String(PROJECT_COUNT)} projects and ${String(STICKY_COUNT)} stickies in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s; the bench user is assigned ${String(seeded.assignedCount)} and created ${String(seeded.createdCount)}`,
  );

  const helloPort = await freePort();
  hello = await startHelloWorld(helloPort);
  const origin = `http://127.0.0.1:${String(keelPort)}`;
  const readyUrl = `${origin}/readyz`;
  const slug = encodeURIComponent(seeded.workspaceSlug);
  const ws = `${origin}/api/workspaces/${slug}`;
  const dashboardUrl = `${origin}/api/users/me/workspaces/${slug}/dashboard/`;
  const { cookie } = seeded;
  const ceilingUrl = `http://127.0.0.1:${String(helloPort)}/`;

  // The dashboard (made on this first read) names the widgets whose data the page asks next.
  const setup = new http.Agent({ keepAlive: true });
  const home = JSON.parse(await getOk(setup, `${dashboardUrl}?dashboard_type=home`, cookie)) as {
    dashboard: { id: string };
    widgets: { key: string; is_visible: boolean }[];
  };
  setup.destroy();
  const widgetUrl = (key: string, issueType?: string) =>
    `${dashboardUrl}${home.dashboard.id}/?widget_key=${key}${issueType ? `&issue_type=${issueType}` : ''}`;

  const shell: [string, string][] = [
    ['users/me', `${origin}/api/users/me/`],
    ['users/me/workspaces', `${origin}/api/users/me/workspaces/`],
    ['workspace-members/me', `${ws}/workspace-members/me/`],
    ['members', `${ws}/members/`],
    ['projects', `${ws}/projects/`],
    ['user-favorites ?all=true', `${ws}/user-favorites/?all=true`],
    ['sidebar-preferences', `${ws}/sidebar-preferences/`],
  ];
  const page: [string, string][] = [
    ['dashboard ?dashboard_type=home', `${dashboardUrl}?dashboard_type=home`],
    ['home-preferences', `${ws}/home-preferences/`],
    ['quick-links', `${ws}/quick-links/`],
    ['recent-visits', `${ws}/recent-visits/`],
    ['stickies ?per_page=1', `${ws}/stickies/?per_page=1`],
  ];
  const widgets: [string, string][] = home.widgets
    .filter((widget) => widget.is_visible)
    .map((widget) => [`widget ${widget.key}`, widgetUrl(widget.key)]);
  // Not on the first paint: the other tabs of the person's work and the recents filters.
  const extra: [string, string][] = [
    ...['upcoming', 'overdue', 'completed'].map((type): [string, string] => [
      `widget assigned_issues ?issue_type=${type}`,
      widgetUrl('assigned_issues', type),
    ]),
    ...['issue', 'project', 'page'].map((name): [string, string] => [
      `recent-visits ?entity_name=${name}`,
      `${ws}/recent-visits/?entity_name=${name}`,
    ]),
    ['stickies (all-stickies modal, first page)', `${ws}/stickies/`],
    ['stickies ?query=deploy', `${ws}/stickies/?query=deploy`],
  ];

  console.log('');
  for (const [name, url] of [...shell, ...page, ...widgets, ...extra])
    console.log(
      `probe ${name}: ${await probe({ name, description: name, url, headers: { cookie } })}`,
    );

  const alone = new Map<string, Timing>();
  await settle(readyUrl);
  const ceilingBefore = await timeAlone(ceilingUrl);
  for (const [name, url] of [...shell, ...page, ...widgets, ...extra]) {
    await settle(readyUrl);
    alone.set(name, await timeAlone(url, cookie));
  }

  // The page as a browser loads it: three batches, each waiting for the one before.
  const pageSamples: number[] = [];
  for (let round = 0; round < PAGE_ROUNDS + 3; round += 1) {
    await settle(readyUrl);
    const agent = new http.Agent({ keepAlive: true, maxSockets: BROWSER_CONNECTIONS });
    const started = performance.now();
    for (const batch of [shell, page, widgets])
      await Promise.all(batch.map(([, url]) => getOk(agent, url, cookie)));
    if (round >= 3) pageSamples.push(performance.now() - started);
    agent.destroy();
  }
  const ready = timingOf(pageSamples);
  await settle(readyUrl);
  const ceilingAfter = await timeAlone(ceilingUrl);
  const ceiling: Timing = {
    p50: (ceilingBefore.p50 + ceilingAfter.p50) / 2,
    p99: (ceilingBefore.p99 + ceilingAfter.p99) / 2,
  };

  const row = (name: string, timing: Timing) =>
    `| ${name} | ${timing.p50.toFixed(2)} | ${timing.p99.toFixed(2)} | ${(timing.p50 / ceiling.p50).toFixed(1)} |`;
  console.log('');
  console.log('| request (one connection) | p50 ms | p99 ms | p50 × ceiling |');
  console.log('| --- | ---: | ---: | ---: |');
  console.log(row('bare Fastify hello-world (ceiling)', ceiling));
  for (const [name] of [...shell, ...page, ...widgets, ...extra]) {
    const timing = alone.get(name);
    if (timing) console.log(row(name, timing));
  }
  const sum = (list: [string, string][]) =>
    list.reduce((total, [name]) => total + (alone.get(name)?.p50 ?? 0), 0);
  const serial = sum(shell) + sum(page) + sum(widgets);
  console.log(row(`home ready: 3 batches, ${String(BROWSER_CONNECTIONS)} connections`, ready));
  console.log(
    `\nsum of the first paint's ${String(shell.length + page.length + widgets.length)} requests one after the other: ${serial.toFixed(1)} ms (${(serial / ceiling.p50).toFixed(0)} × ceiling); widgets alone: ${sum(widgets).toFixed(1)} ms`,
  );
  console.log(
    `home ready p50 ${ready.p50.toFixed(1)} ms: ${(ready.p50 / TARGET_MS).toFixed(2)} × the ${String(TARGET_MS)} ms target`,
  );
} finally {
  hello?.kill('SIGTERM');
  keel.child.kill('SIGTERM');
  await keel.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
