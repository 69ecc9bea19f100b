/**
 * Pages edited together (issue 19): two Keel processes on one embedded PostgreSQL; 50 editors
 * (Hocuspocus providers, as the web app's) on 10 pages, 5 per page, their sockets alternating
 * between the processes, so every page is edited on both. Each editor types 5 keystrokes a second
 * for DURATION_S seconds; a keystroke's latency is from its local edit to its arrival at each of
 * the page's other editors (p50, p99 over every delivery). Also printed: each Keel process's CPU
 * over the run, and what is stored afterwards (Yjs state and HTML of the 10 pages, the shared
 * updates kept for other processes). The ceiling, measured in the same run with the same editors
 * and keystrokes, is a bare Hocuspocus server (bench/hocuspocus-ceiling.ts): one process, no
 * authentication, no page rules, no storage, no PostgreSQL. Targets: p50 ≤ 50 ms, p99 ≤ 250 ms.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { ROLE } from '@keel/core';
import pg from 'pg';
import { WebSocket } from 'ws';
import * as Y from 'yjs';
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

const PAGES = 10;
const EDITORS_PER_PAGE = 5;
const KEYSTROKES_PER_SECOND = 5;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 60);

interface Editor {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  socket: HocuspocusProviderWebsocket;
  page: number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** CPU seconds (user + system) a process has used so far, from /proc. */
function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const fields =
    readFileSync(`/proc/${String(pid)}/stat`, 'utf8')
      .split(') ')[1]
      ?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Connects the editors, types for DURATION_S seconds and answers every delivery's latency. Each
 * keystroke inserts a character into the page body and marks its id in a map, in one update;
 * the others note when the mark arrives.
 */
async function run(
  urlOf: (index: number) => string,
  cookieOf: (index: number) => string | null,
  pageName: (page: number) => string,
): Promise<{ latencies: number[]; lost: number }> {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const editors: Editor[] = [];
  for (let index = 0; index < PAGES * EDITORS_PER_PAGE; index += 1) {
    const page = index % PAGES;
    const cookie = cookieOf(index);
    const doc = new Y.Doc();
    const socket = new HocuspocusProviderWebsocket({
      url: urlOf(index),
      WebSocketPolyfill: class extends WebSocket {
        constructor(address: string) {
          super(address, cookie ? { headers: { cookie } } : {});
          // A socket cut while the servers stop at the end is no failure of the run.
          this.on('error', () => undefined);
        }
      },
    });
    const provider = new HocuspocusProvider({
      websocketProvider: socket,
      name: pageName(page),
      document: doc,
    });
    provider.attach();
    doc.getMap('marks').observe((event) => {
      const at = performance.now();
      if (event.transaction.local) return;
      for (const key of event.keysChanged as Set<string>) {
        const sent = sentAt.get(key);
        if (sent !== undefined) latencies.push(at - sent);
      }
    });
    editors.push({ doc, provider, socket, page });
  }
  await Promise.all(
    editors.map(
      (editor) =>
        new Promise<void>((resolve) => {
          if (editor.provider.isSynced) resolve();
          else editor.provider.on('synced', () => resolve());
        }),
    ),
  );
  const fragmentText = (doc: Y.Doc) => {
    const body = doc.getXmlFragment('default');
    let paragraph = body.get(body.length - 1);
    if (!(paragraph instanceof Y.XmlElement)) {
      paragraph = new Y.XmlElement('paragraph');
      body.insert(body.length, [paragraph]);
    }
    let text = paragraph.get(0);
    if (!(text instanceof Y.XmlText)) {
      text = new Y.XmlText();
      paragraph.insert(0, [text]);
    }
    return text;
  };
  const keystrokes = DURATION_S * KEYSTROKES_PER_SECOND;
  const gapMs = 1000 / KEYSTROKES_PER_SECOND;
  await Promise.all(
    editors.map(async (editor, index) => {
      // Spread the editors over the first gap, as people do not type in step.
      await new Promise((resolve) => setTimeout(resolve, (index * gapMs) / editors.length));
      for (let seq = 0; seq < keystrokes; seq += 1) {
        const id = `${String(index)}:${String(seq)}`;
        sentAt.set(id, performance.now());
        editor.doc.transact(() => {
          const text = fragmentText(editor.doc);
          text.insert(text.length, String.fromCharCode(97 + (seq % 26)));
          editor.doc.getMap('marks').set(id, 1);
        });
        await new Promise((resolve) => setTimeout(resolve, gapMs));
      }
    }),
  );
  // Late arrivals, then what never came.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const expected = editors.length * keystrokes * (EDITORS_PER_PAGE - 1);
  for (const editor of editors) {
    editor.provider.destroy();
    editor.socket.destroy();
  }
  return { latencies, lost: expected - latencies.length };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'keel-bench-'));
const otherDataDir = mkdtempSync(path.join(tmpdir(), 'keel-bench-'));
const [portA, portB, ceilingPort] = [await freePort(), await freePort(), await freePort()];
const keelA = startServerProcess({
  PORT: String(portA),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
});
let keelB: ReturnType<typeof startServerProcess> | undefined;
let ceiling: ChildProcess | undefined;
try {
  const urlA = `http://127.0.0.1:${String(portA)}`;
  const urlB = `http://127.0.0.1:${String(portB)}`;
  await keelA.waitForHttp(`${urlA}/readyz`);
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
  const project = await createProject(seed.db, workspace, owner, { name: 'Pages bench' });
  const { cookie: ownerCookie } = await signIn(seed.db, owner.id);
  const cookies: string[] = [];
  for (let index = 0; index < PAGES * EDITORS_PER_PAGE; index += 1) {
    const user = await createUser(seed.db, { password: null });
    await addWorkspaceMember(seed.db, workspace, user, ROLE.member);
    await addProjectMember(seed.db, project, user, ROLE.member);
    cookies.push((await signIn(seed.db, user.id)).cookie);
  }
  await seed.close();
  const pageIds: string[] = [];
  for (let page = 0; page < PAGES; page += 1) {
    const created = await fetch(
      `${urlA}/api/workspaces/${workspace.slug}/projects/${project.id}/pages/`,
      {
        method: 'POST',
        headers: { cookie: ownerCookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Page ${String(page)}`, description_html: '<p>Start</p>' }),
      },
    );
    if (created.status !== 201) throw new Error(`creating a page answered ${created.status}`);
    pageIds.push(((await created.json()) as { id: string }).id);
  }

  const cpuBefore = [cpuSeconds(keelA.child.pid), cpuSeconds(keelB.child.pid)];
  const startedAt = performance.now();
  const keel = await run(
    (index) => `${(index % 2 === 0 ? urlA : urlB).replace('http', 'ws')}/live`,
    (index) => cookies[index] ?? null,
    (page) => pageIds[page] ?? '',
  );
  const seconds = (performance.now() - startedAt) / 1000;
  const cpuAfter = [cpuSeconds(keelA.child.pid), cpuSeconds(keelB.child.pid)];
  // Every page is stored a few seconds after its last edit.
  await new Promise((resolve) => setTimeout(resolve, 12_000));
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  const stored = await client.query<{ binary: string; html: string; updates: string }>(
    `select coalesce(sum(octet_length(description_binary)), 0) as binary,
       coalesce(sum(octet_length(description_html)), 0) as html,
       (select count(*) from collab_updates) as updates
     from pages`,
  );
  await client.end();

  ceiling = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'hocuspocus-ceiling.ts'),
      String(ceilingPort),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    ceiling?.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ceiling ready')) resolve();
    });
    ceiling?.on('exit', (code) => {
      reject(new Error(`ceiling exited with ${String(code)}`));
    });
  });
  const bare = await run(
    () => `ws://127.0.0.1:${String(ceilingPort)}`,
    () => null,
    (page) => `bench-page-${String(page)}`,
  );

  const ratio = (value: number, base: number) => (base > 0 ? (value / base).toFixed(1) : '—');
  const row = (label: string, values: number[], against: number[] | null) =>
    `| ${label} | ${percentile(values, 50).toFixed(1)} | ${percentile(values, 99).toFixed(1)} | ${
      against
        ? `${ratio(percentile(values, 50), percentile(against, 50))} | ${ratio(percentile(values, 99), percentile(against, 99))}`
        : '1 | 1'
    } |`;
  console.log(
    `\n${String(PAGES * EDITORS_PER_PAGE)} editors on ${String(PAGES)} pages, ${String(KEYSTROKES_PER_SECOND)} keystrokes/s each for ${String(DURATION_S)} s, ${String(cpus().length)} cores, Node ${process.version}`,
  );
  console.log('| measure | p50 ms | p99 ms | p50 × ceiling | p99 × ceiling |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  console.log(row('ceiling: bare Hocuspocus, one process', bare.latencies, null));
  console.log(row('Keel, two processes', keel.latencies, bare.latencies));
  const cpu = cpuAfter.map((after, index) => ((after - (cpuBefore[index] ?? 0)) / seconds) * 100);
  console.log(
    `\nCPU over the run: process A ${(cpu[0] ?? 0).toFixed(0)}%, process B ${(cpu[1] ?? 0).toFixed(0)}% of one core`,
  );
  const sizes = stored.rows[0];
  console.log(
    `stored: Yjs state ${String(sizes?.binary)} bytes and HTML ${String(sizes?.html)} bytes for ${String(PAGES)} pages; ${String(sizes?.updates)} shared updates kept (pruned after an hour)`,
  );
  if (keel.lost > 0 || bare.lost > 0)
    console.log(`\nlost deliveries: Keel ${String(keel.lost)}, ceiling ${String(bare.lost)}`);
  const p50 = percentile(keel.latencies, 50);
  const p99 = percentile(keel.latencies, 99);
  console.log(
    `\ntargets: p50 ${p50.toFixed(1)} ms ${p50 <= 50 ? '≤' : '>'} 50, p99 ${p99.toFixed(1)} ms ${p99 <= 250 ? '≤' : '>'} 250`,
  );
} finally {
  ceiling?.kill('SIGTERM');
  keelB?.child.kill('SIGTERM');
  await keelB?.exited;
  keelA.child.kill('SIGTERM');
  await keelA.exited;
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(otherDataDir, { recursive: true, force: true });
}
