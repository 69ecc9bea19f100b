/**
 * The work-item screens at 10,000 items, in Debian's Chromium through Playwright: Keel runs as
 * `npm start` runs it (built web app, embedded PostgreSQL) with one project seeded by
 * bench/seed-work-items.ts and a second one of 30 items in the same workspace, and the bench
 * measures, as the issues ask:
 *   cold first   navigation start to the first list row in the DOM (list grouped by state) in a
 *                browser context of its own (nothing cached), the median of several visits, for
 *                the 30-item project and for the 10,000-item one; with the request waterfall of
 *                the last visit, to see what the first row waits for. With `--baseline DIR` (a
 *                web app built from another commit), a second Keel process on the same database
 *                serves that build, and the cold visits alternate between the two, so that a
 *                before/after pair is measured under the same load
 *   first rows   the same, in the context the rest of the bench goes on in
 *   switch       clicking Board to the first kanban card in the DOM
 *   long task    the longest main-thread task (PerformanceObserver 'longtask') while scrolling the
 *                list, then the fullest kanban column, to their ends (loading more as they go)
 *   initial JS   the scripts a first visit loads (a context of its own, settings as a new person
 *                has them) until the network is idle: bytes transferred (the server sends the
 *                precompressed .br) and their gzip size; with `--baseline`, the baseline's too
 * First rows, switch and long task are measured with the browser cache of work items turned off
 * in their context (as its Profile setting does), so that the server answers them as it did
 * before the cache. The cache's own figures (issue 21) are measured in a browser profile on disk
 * (launchPersistentContext), as a person's browser keeps it: in Playwright's ordinary contexts,
 * which are off the record, OPFS writes go through the browser process and a first sync of
 * 10,000 items took some 100 s instead of 10.
 *   first sync   a first visit to the 10,000-item list, then to a 50,000-item one (seeded after
 *                the other figures), each in a fresh profile: navigation start until the sidebar's
 *                local-cache-status says the sync ended (data-state leaves "syncing"), with the
 *                longest main-thread task while it ran (the page sits idle meanwhile), and when
 *                the list moved over to the cache (data-list-source="cache")
 *   warm first   navigation start to the first list row once the project is synced in that
 *                profile (the previous page closed, as a worker holds the database's files), the
 *                median of several visits, each checked to be answered by the cache
 *   switch       clicking Board to the first card on a list just opened from the cache
 *   long task    the longest task while scrolling that list to its end, the cache answering
 * The web app served is apps/web/dist, or the build in WEB_DIST_DIR (as the server reads it).
 * The ceiling, measured in the same browser in the same run, is a bare page that builds 100 rows
 * of text with plain DOM calls and paints them: times are printed against it as ratios.
 */
import { readdirSync, statSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROLE } from '@keel/core';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { users, workspaces } from '../apps/server/src/db/schema';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { addProjectMember, createProject } from '../apps/server/src/test/factories';
import { freePort, startServerProcess } from '../apps/server/src/test/server-process';
import {
  insertWorkItems,
  type SeededWorkItems,
  seedProjectBeside,
  seedWorkItems,
} from './seed-work-items';

const ITEM_COUNT = 10_000;
/** The project of the second first-sync figure, seeded once the other figures are taken. */
const LARGE_ITEM_COUNT = 50_000;
/** The small project of the cold figure: what a first visit costs when the data is not the cost. */
const SMALL_ITEM_COUNT = 30;
/** Cold visits per project; the median is reported. */
const COLD_RUNS = 5;
const SCROLL_LIMIT_MS = 90_000;
/** How long a first sync may take before the bench gives up on it, by project size. */
const SYNC_LIMIT_MS = { [ITEM_COUNT]: 300_000, [LARGE_ITEM_COUNT]: 900_000 };
/** The web app served: the server's default, or WEB_DIST_DIR as the server reads it. */
const DIST_DIR = path.resolve(
  process.env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '..', 'apps', 'web', 'dist'),
);
const DIST_ASSETS = path.join(DIST_DIR, 'assets');
const VIEWPORT = { width: 1440, height: 900 };

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * What the pages record (ms after navigation start): long tasks (their durations, which a scroll
 * resets, and every one with its start), and when the first element matching a selector enters
 * the DOM (__watch; __firstRow for the first list row, with which side answered it).
 */
const FIRST_ELEMENT_PROBE = `
  window.__longTasks = [];
  window.__taskLog = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__longTasks.push(entry.duration);
      window.__taskLog.push([entry.startTime, entry.duration]);
    }
  }).observe({ type: 'longtask', buffered: true });
  window.__watch = (selector) => new Promise((resolve) => {
    const found = () => document.querySelector(selector);
    if (found()) return resolve(performance.now());
    const observer = new MutationObserver(() => {
      if (found()) { observer.disconnect(); resolve(performance.now()); }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  window.__firstRow = window.__watch('[data-testid="work-item-row"]').then((at) => {
    const list = document.querySelector('[data-list-source]');
    window.__firstRowSource = list?.getAttribute('data-list-source') ?? null;
    return at;
  });
`;

/**
 * Added on the cache's pages: each change of the sidebar's local-cache-status data-state and of
 * the list's data-list-source (not on the others', whose first rows it would run inside).
 */
const CACHE_STATE_PROBE = `
  window.__cacheStates = [];
  window.__listSources = [];
  const noteChange = (log, value) => {
    if (value !== null && value !== log.at(-1)?.[0]) log.push([value, performance.now()]);
  };
  const states = new MutationObserver(() => {
    const status = document.querySelector('[data-testid="local-cache-status"]');
    noteChange(window.__cacheStates, status?.getAttribute('data-state') ?? null);
    const list = document.querySelector('[data-list-source]');
    noteChange(window.__listSources, list?.getAttribute('data-list-source') ?? null);
  });
  states.observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-state', 'data-list-source'],
  });
  // Not left to run on every mutation of a scroll that is being measured.
  window.__stopStates = () => states.disconnect();
`;

/** What FIRST_ELEMENT_PROBE and CACHE_STATE_PROBE leave on window, as page.evaluate reads it. */
interface Probe {
  __longTasks: number[];
  __taskLog: [number, number][];
  __cacheStates: [string, number][];
  __listSources: [string, number][];
  __stopStates: () => void;
  __watch: (selector: string) => Promise<number>;
  __firstRow: Promise<number>;
  __firstRowSource: string | null;
}

/** When the page's first list row entered the DOM; fails after a minute without one. */
async function firstRowOf(page: Page): Promise<number> {
  await page.waitForSelector('[data-testid="work-item-row"]', {
    state: 'attached',
    timeout: 60_000,
  });
  return page.evaluate(() => (window as unknown as Probe).__firstRow);
}

async function ceilingMs(page: Page): Promise<number> {
  await page.goto('about:blank');
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        const list = document.createElement('div');
        for (let index = 0; index < 100; index += 1) {
          const row = document.createElement('div');
          row.textContent = `Row ${String(index)} of the ceiling page`;
          row.style.padding = '8px';
          list.append(row);
        }
        document.body.append(list);
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            resolve(performance.now() - start);
          });
        });
      }),
  );
}

/**
 * Scrolls the tallest scrollable element (or the one matching `within`) to its end, step by
 * step, until its height stops growing (every page loaded) or the time limit passes. Answers the
 * longest task seen meanwhile, how far it got (the scroller's height, px), and how often the
 * scroller got shorter by more than a screen (the list dropped pages it had loaded).
 */
async function scrollToEnd(
  page: Page,
  within?: string,
): Promise<{ longest: number; rows: number; shrinks: number }> {
  await page.evaluate(() => {
    (window as unknown as Probe).__longTasks = [];
  });
  const started = Date.now();
  let stableSince = Date.now();
  let lastHeight = 0;
  let shrinks = 0;
  while (Date.now() - started < SCROLL_LIMIT_MS) {
    const height = await page.evaluate((selector) => {
      // The scroller is found once and kept: searching every element's computed style on each
      // step forced a style and layout pass of the whole page inside the measured scroll task.
      const held = window as unknown as { __scroller?: HTMLElement; __scrollerOf?: string };
      const key = selector ?? '*';
      if (!held.__scroller?.isConnected || held.__scrollerOf !== key) {
        const candidates = [
          ...document.querySelectorAll<HTMLElement>(selector ? `${selector}, ${selector} *` : '*'),
        ].filter((element) => {
          const style = getComputedStyle(element);
          return (
            element.scrollHeight > element.clientHeight + 20 &&
            (style.overflowY === 'auto' || style.overflowY === 'scroll')
          );
        });
        held.__scroller = candidates.sort((a, b) => b.scrollHeight - a.scrollHeight)[0];
        held.__scrollerOf = key;
      }
      const target = held.__scroller;
      if (!target) return 0;
      target.scrollTop += target.clientHeight * 0.8;
      return target.scrollHeight;
    }, within ?? null);
    if (height < lastHeight - VIEWPORT.height) shrinks += 1;
    if (height !== lastHeight) {
      lastHeight = height;
      stableSince = Date.now();
    } else if (Date.now() - stableSince > 3_000) break;
    await page.waitForTimeout(50);
  }
  const longest = await page.evaluate(() =>
    Math.max(0, ...(window as unknown as Probe).__longTasks),
  );
  return { longest, rows: lastHeight, shrinks };
}

/**
 * A project of `SMALL_ITEM_COUNT` items in the seeded workspace, of which the bench's member is a
 * member too.
 */
async function seedSmallProject(db: Database, seeded: SeededWorkItems): Promise<string> {
  const [workspace] = await db
    .select()
    .from(workspaces)
    .where(eq(workspaces.id, seeded.workspaceId));
  if (!workspace) throw new Error('the seeded workspace is missing');
  const [owner] = await db.select().from(users).where(eq(users.id, workspace.owner_id));
  const [reader] = await db.select().from(users).where(eq(users.id, seeded.userId));
  if (!owner || !reader) throw new Error('the seeded people are missing');
  const project = await createProject(db, workspace, owner, { name: 'Small', identifier: 'SMALL' });
  await addProjectMember(db, project, reader, ROLE.member);
  await insertWorkItems(db, {
    workspaceId: workspace.id,
    projectId: project.id,
    ownerId: owner.id,
    itemCount: SMALL_ITEM_COUNT,
  });
  return project.id;
}

interface ColdVisit {
  firstRowMs: number;
  /** The page's requests (not its scripts and styles) as started and ended, ms after navigation. */
  requests: { name: string; start: number; end: number }[];
}

/** One first visit to `url` in a fresh browser context: empty HTTP cache, storage and code cache. */
async function coldVisit(
  browser: Browser,
  url: string,
  cookie: { name: string; value: string },
): Promise<ColdVisit> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addCookies([{ ...cookie, domain: '127.0.0.1', path: '/' }]);
    const page = await context.newPage();
    await page.addInitScript(FIRST_ELEMENT_PROBE);
    await page.goto(url);
    const firstRowMs = await firstRowOf(page);
    const requests = await page.evaluate(() =>
      [
        ...performance.getEntriesByType('navigation'),
        ...performance.getEntriesByType('resource'),
      ].map((entry) => ({
        name: entry.name.replace(location.origin, ''),
        start: entry.startTime,
        end: entry.startTime + entry.duration,
      })),
    );
    return { firstRowMs, requests };
  } finally {
    await context.close();
  }
}

interface ColdFigures {
  median: number;
  runs: number[];
  last: ColdVisit;
}

/**
 * The median first row of `COLD_RUNS` cold visits to each of `urls`, with every run's and the
 * last one's requests. The visits alternate between the URLs, in turns that change order.
 */
async function coldFirstRows(
  browser: Browser,
  urls: string[],
  cookie: { name: string; value: string },
): Promise<ColdFigures[]> {
  const visits = urls.map((): ColdVisit[] => []);
  for (let run = 0; run < COLD_RUNS; run += 1) {
    const order = urls.map((_url, index) => index);
    if (run % 2 === 1) order.reverse();
    for (const index of order)
      visits[index]?.push(await coldVisit(browser, urls[index] ?? '', cookie));
  }
  return visits.map((each) => {
    const runs = each.map((visit) => visit.firstRowMs);
    const sorted = [...runs].sort((a, b) => a - b);
    const last = each.at(-1);
    if (!last) throw new Error('no cold visit ran');
    return { median: sorted[Math.floor(sorted.length / 2)] ?? 0, runs, last };
  });
}

/** The directory given after `--baseline`, or null. */
function baselineDist(): string | null {
  const at = process.argv.indexOf('--baseline');
  const dir = at === -1 ? undefined : process.argv[at + 1];
  if (at !== -1 && !dir) throw new Error('--baseline needs the directory of a built web app');
  return dir ? path.resolve(dir) : null;
}

function gzipSizeOf(url: string, assets = DIST_ASSETS): number | null {
  const name = url.split('/').pop()?.split('?')[0];
  if (!name) return null;
  const file = path.join(assets, `${name}.gz`);
  try {
    return statSync(file).size;
  } catch {
    return null;
  }
}

interface FirstVisitScripts {
  scripts: { url: string; transferred: number; gzip: number | null }[];
  transferred: number;
  gzip: number;
}

/**
 * The scripts a first visit to `url` loads, in a browser context of its own with a new person's
 * settings (the cache on), until the network is idle: what the page's own requests fetch (a
 * worker's script and SQLite's WebAssembly are the worker's, not counted).
 */
async function firstVisitScripts(
  browser: Browser,
  url: string,
  cookie: { name: string; value: string },
  assets: string,
): Promise<FirstVisitScripts> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addCookies([{ ...cookie, domain: '127.0.0.1', path: '/' }]);
    const page = await context.newPage();
    await page.addInitScript(FIRST_ELEMENT_PROBE);
    const loaded: { url: string; transferred: number }[] = [];
    const client = await context.newCDPSession(page);
    await client.send('Network.enable');
    const requested = new Map<string, string>();
    client.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') requested.set(event.requestId, event.response.url);
    });
    client.on('Network.loadingFinished', (event) => {
      const script = requested.get(event.requestId);
      if (script) loaded.push({ url: script, transferred: event.encodedDataLength });
    });
    await page.goto(url);
    await firstRowOf(page);
    await page.waitForLoadState('networkidle');
    const scripts = loaded.map((script) => ({ ...script, gzip: gzipSizeOf(script.url, assets) }));
    return {
      scripts,
      transferred: scripts.reduce((sum, script) => sum + script.transferred, 0),
      gzip: scripts.reduce((sum, script) => sum + (script.gzip ?? 0), 0),
    };
  } finally {
    await context.close();
  }
}

/** Clicks Board and answers the ms to the first kanban card in the DOM (-1: no Board control). */
function switchToBoard(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const board = document.querySelector<HTMLElement>('[role="radio"][aria-label="Board"]');
    if (!board) return -1;
    const start = performance.now();
    board.click();
    const at = await (window as unknown as Probe).__watch('[data-testid="work-item-card"]');
    return at - start;
  });
}

/** Which side answered the list or board shown now ('cache', 'server', or null: none shown). */
function listSource(page: Page): Promise<string | null> {
  return page.evaluate(
    () => document.querySelector('[data-list-source]')?.getAttribute('data-list-source') ?? null,
  );
}

interface FirstSync {
  /** Navigation start to the first list row (the server answers a first visit). */
  firstRowMs: number;
  /** When the sidebar first said "syncing", and when it stopped (navigation start = 0). */
  syncStartMs: number;
  readyMs: number;
  /** What the sidebar said once the sync ended: ready (OPFS), memory, or error. */
  endState: string;
  /** When the list moved over to the cache; null if it had not within 30 s of the end. */
  handOverMs: number | null;
  /** Long tasks (start, duration) that started while the sync ran, and the longest of them. */
  duringSync: [number, number][];
  longestDuringSync: number;
  /** The longest task from the end of the sync until the list showed the cache's answer. */
  longestHandOver: number;
  states: [string, number][];
}

/**
 * A first visit to a project's list in `profile` (where it was never synced): the page sits idle
 * while the cache syncs it in the background, until the sidebar says the sync ended and the list
 * has moved over to the cache.
 */
async function firstSync(
  profile: BrowserContext,
  url: string,
  limitMs: number,
): Promise<FirstSync> {
  const page = await profile.newPage();
  try {
    await page.addInitScript(FIRST_ELEMENT_PROBE);
    await page.addInitScript(CACHE_STATE_PROBE);
    await page.goto(url);
    const firstRowMs = await firstRowOf(page);
    await page.waitForFunction(
      () => {
        const states = (window as unknown as Probe).__cacheStates;
        const started = states.findIndex(([state]) => state === 'syncing');
        return started !== -1 && states.slice(started).some(([state]) => state !== 'syncing');
      },
      null,
      { timeout: limitMs, polling: 250 },
    );
    await page
      .waitForSelector('[data-list-source="cache"]', { state: 'attached', timeout: 30_000 })
      .catch(() => undefined);
    // Long-task entries arrive in batches, after their tasks.
    await page.waitForTimeout(1_000);
    return { firstRowMs, ...(await page.evaluate(readSyncFigures)) };
  } finally {
    await page.close();
  }
}

/** Runs in the page: the sync's figures from what FIRST_ELEMENT_PROBE recorded. */
function readSyncFigures(): Omit<FirstSync, 'firstRowMs'> {
  const probe = window as unknown as Probe;
  const states = probe.__cacheStates;
  const started = states.findIndex(([state]) => state === 'syncing');
  const syncStartMs = states[started]?.[1] ?? 0;
  const [endState = 'none', readyMs = 0] =
    states.slice(started).find(([state]) => state !== 'syncing') ?? [];
  const handOverMs = probe.__listSources.find(([source]) => source === 'cache')?.[1] ?? null;
  const duringSync = probe.__taskLog.filter(([start]) => start >= syncStartMs && start < readyMs);
  const handOver = probe.__taskLog.filter(
    ([start]) => start >= readyMs && start <= (handOverMs ?? readyMs) + 100,
  );
  return {
    syncStartMs,
    readyMs,
    endState,
    handOverMs,
    duringSync,
    longestDuringSync: Math.max(0, ...duringSync.map(([, duration]) => duration)),
    longestHandOver: Math.max(0, ...handOver.map(([, duration]) => duration)),
    states,
  };
}

/**
 * Opens the project's list in `profile`, where it is synced: the first row, and which side
 * answered it. The page is left open.
 */
async function warmVisit(
  profile: BrowserContext,
  url: string,
): Promise<{ page: Page; firstRowMs: number; source: string | null }> {
  const page = await profile.newPage();
  await page.addInitScript(FIRST_ELEMENT_PROBE);
  await page.addInitScript(CACHE_STATE_PROBE);
  await page.goto(url);
  const firstRowMs = await firstRowOf(page);
  const source = await page.evaluate(() => (window as unknown as Probe).__firstRowSource);
  return { page, firstRowMs, source };
}

/**
 * Waits for what a visit starts in the background to end: the cache's sync of the project (a
 * later one, which brings what changed) and the page's requests.
 */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const states = (window as unknown as Probe).__cacheStates;
        const last = states.at(-1)?.[0];
        return states.some(([state]) => state === 'syncing') && last !== 'syncing';
      },
      null,
      { timeout: 15_000, polling: 100 },
    )
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** A browser profile on disk, as a person's browser keeps one, signed in as the bench's member. */
async function openProfile(
  dir: string,
  cookie: { name: string; value: string },
): Promise<BrowserContext> {
  const profile = await chromium.launchPersistentContext(dir, {
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: VIEWPORT,
  });
  await profile.addCookies([{ ...cookie, domain: '127.0.0.1', path: '/' }]);
  // Its first tab stays open: a browser whose last window closes ends its session, and drops
  // session cookies with it.
  return profile;
}

if (readdirSync(DIST_ASSETS, { withFileTypes: true }).length === 0)
  throw new Error('Build the web app first: npm run build');

const dataDir = mkdtempSync(path.join(tmpdir(), 'keel-bench-ui-'));
const profileDirs = [1, 2].map(() => mkdtempSync(path.join(tmpdir(), 'keel-bench-ui-profile-')));
const profiles: BrowserContext[] = [];
const port = await freePort();
const keel = startServerProcess({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  WEB_DIST_DIR: DIST_DIR,
});
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const baselineDir = baselineDist();
const baselineDataDir = mkdtempSync(path.join(tmpdir(), 'keel-bench-ui-baseline-'));
let baseline: ReturnType<typeof startServerProcess> | null = null;
try {
  const base = `http://127.0.0.1:${String(port)}`;
  await keel.waitForHttp(`${base}/readyz`);
  const cluster = await startEmbeddedPostgres({
    dataDir,
    database: 'keel',
    onLog: () => undefined,
  });
  // The baseline build is served by a second process on the same database (and so the same data).
  const baselinePort = await freePort();
  if (baselineDir)
    baseline = startServerProcess({
      PORT: String(baselinePort),
      HOST: '127.0.0.1',
      DATA_DIR: baselineDataDir,
      DATABASE_URL: cluster.url,
      WEB_DIST_DIR: baselineDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    });
  const baselineBase = `http://127.0.0.1:${String(baselinePort)}`;
  if (baseline) await baseline.waitForHttp(`${baselineBase}/readyz`);
  const handle = openDatabase({ url: cluster.url, poolSize: 2, onIdleError: () => undefined });
  const seeded = await seedWorkItems(handle.db, ITEM_COUNT);
  const smallProjectId = await seedSmallProject(handle.db, seeded);
  await handle.close();
  console.log(`seeded ${String(ITEM_COUNT)} and ${String(SMALL_ITEM_COUNT)} work items`);
  const [cookieName = '', cookieValue = ''] = seeded.cookie.split(';')[0]?.split('=') ?? [];
  const cookie = { name: cookieName, value: cookieValue };
  const issuesUrlOf = (projectId: string, origin = base) =>
    `${origin}/${seeded.workspaceSlug}/projects/${projectId}/issues`;
  const issuesUrl = issuesUrlOf(seeded.projectId);

  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addCookies([{ ...cookie, domain: '127.0.0.1', path: '/' }]);
  // The cache off in this context, as its Profile setting stores it: the server answers here.
  await context.addInitScript((userId) => {
    localStorage.setItem(`keel:local-cache:${userId}:enabled`, 'false');
  }, seeded.userId);
  const setLayout = async (
    layout: string,
    groupBy: string | null,
    projectId = seeded.projectId,
  ) => {
    const settingsUrl = `${base}/api/workspaces/${seeded.workspaceSlug}/projects/${projectId}/user-properties/`;
    const response = await context.request.patch(settingsUrl, {
      data: { display_filters: { layout, group_by: groupBy } },
      headers: { origin: base },
    });
    if (!response.ok()) throw new Error(`user-properties: ${String(response.status())}`);
  };

  const ceilingPage = await context.newPage();
  const ceilings: number[] = [];
  for (let run = 0; run < 5; run += 1) ceilings.push(await ceilingMs(ceilingPage));
  const ceiling = ceilings.sort((a, b) => a - b)[2] ?? 1;
  await ceilingPage.close();

  await setLayout('list', 'state');
  await setLayout('list', 'state', smallProjectId);
  const origins = baseline ? [base, baselineBase] : [base];
  const [coldSmall, coldSmallBaseline] = await coldFirstRows(
    browser,
    origins.map((origin) => issuesUrlOf(smallProjectId, origin)),
    cookie,
  );
  const [coldLarge, coldLargeBaseline] = await coldFirstRows(
    browser,
    origins.map((origin) => issuesUrlOf(seeded.projectId, origin)),
    cookie,
  );
  if (!coldSmall || !coldLarge) throw new Error('no cold visit ran');

  // A first visit as a new person makes it (the cache on): the JS it downloads.
  const initialJs = await firstVisitScripts(browser, issuesUrl, cookie, DIST_ASSETS);
  const baselineJs =
    baselineDir === null
      ? null
      : await firstVisitScripts(
          browser,
          issuesUrlOf(seeded.projectId, baselineBase),
          cookie,
          path.join(baselineDir, 'assets'),
        );

  // The server's figures: first rows, then the whole list, then the board.
  const page = await context.newPage();
  await page.addInitScript(FIRST_ELEMENT_PROBE);
  await page.goto(issuesUrl);
  const firstRowMs = await firstRowOf(page);
  const serverSource = await page.evaluate(() => (window as unknown as Probe).__firstRowSource);
  await page.waitForLoadState('networkidle');

  const listScroll = await scrollToEnd(page);
  const switchMs = await switchToBoard(page);
  await page.waitForLoadState('networkidle');
  const kanbanScroll = await scrollToEnd(page, '[data-testid="kanban-column"]');
  await page.close();
  await setLayout('list', 'state');

  // The cache's figures, in a browser profile on disk. A first visit syncs the project…
  const profile = await openProfile(profileDirs[0] ?? '', cookie);
  profiles.push(profile);
  const sync = await firstSync(profile, issuesUrl, SYNC_LIMIT_MS[ITEM_COUNT]);
  console.log(`first sync of ${String(ITEM_COUNT)} items: ${sync.readyMs.toFixed(0)} ms`);
  // … later visits open from it; each page is closed before the next, which opens the files.
  const warm: { firstRowMs: number; source: string | null }[] = [];
  for (let run = 0; run < COLD_RUNS; run += 1) {
    const visit = await warmVisit(profile, issuesUrl);
    warm.push({ firstRowMs: visit.firstRowMs, source: visit.source });
    await visit.page.close();
  }
  const warmMedian = median(warm.map((visit) => visit.firstRowMs));

  const switching = await warmVisit(profile, issuesUrl);
  await settle(switching.page);
  const cacheListSource = await listSource(switching.page);
  const cacheSwitchMs = await switchToBoard(switching.page);
  const boardSource = await listSource(switching.page);
  await switching.page.close();
  await setLayout('list', 'state');

  const scrolling = await warmVisit(profile, issuesUrl);
  await settle(scrolling.page);
  await scrolling.page.evaluate(() => {
    (window as unknown as Probe).__stopStates();
  });
  const cacheScroll = await scrollToEnd(scrolling.page);
  const scrolledSource = await listSource(scrolling.page);
  await scrolling.page.close();
  await profile.close();

  // The 50,000-item project, seeded now so that the figures above ran on the data they always did.
  const seeding = openDatabase({ url: cluster.url, poolSize: 2, onIdleError: () => undefined });
  const largeProjectId = await seedProjectBeside(seeding.db, seeded, {
    name: 'Large',
    identifier: 'LARGE',
    itemCount: LARGE_ITEM_COUNT,
  });
  await seeding.close();
  await setLayout('list', 'state', largeProjectId);
  console.log(`seeded ${String(LARGE_ITEM_COUNT)} work items`);
  const largeProfile = await openProfile(profileDirs[1] ?? '', cookie);
  profiles.push(largeProfile);
  const largeSync = await firstSync(
    largeProfile,
    issuesUrlOf(largeProjectId),
    SYNC_LIMIT_MS[LARGE_ITEM_COUNT],
  );
  await largeProfile.close();

  const row = (measure: string, ms: number): [string, string, string] => [
    measure,
    `${ms.toFixed(0)} ms`,
    (ms / ceiling).toFixed(1),
  ];
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  const rows: [string, string, string][] = [
    ['ceiling: 100 plain DOM rows painted', `${ceiling.toFixed(1)} ms`, '1'],
    row(
      `cold first rows, ${String(SMALL_ITEM_COUNT)} items (median of ${String(COLD_RUNS)})`,
      coldSmall.median,
    ),
    row(
      `cold first rows, ${ITEM_COUNT.toLocaleString('en')} items (median of ${String(COLD_RUNS)})`,
      coldLarge.median,
    ),
    ...[
      [`${String(SMALL_ITEM_COUNT)} items`, coldSmallBaseline] as const,
      [`${ITEM_COUNT.toLocaleString('en')} items`, coldLargeBaseline] as const,
    ].flatMap(([label, cold]): [string, string, string][] =>
      cold ? [row(`cold first rows, ${label}, baseline build`, cold.median)] : [],
    ),
    row('first rows after navigation (list by state; cache off)', firstRowMs),
    row('switch list → board (first card; cache off)', switchMs),
    row('longest task scrolling the list to its end (cache off)', listScroll.longest),
    row('longest task scrolling a board column to its end (cache off)', kanbanScroll.longest),
    ['initial JS transferred (brotli)', kb(initialJs.transferred), '—'],
    ['initial JS, gzip size', kb(initialJs.gzip), '—'],
    ...(baselineJs
      ? ([
          ['initial JS transferred (brotli), baseline build', kb(baselineJs.transferred), '—'],
          ['initial JS, gzip size, baseline build', kb(baselineJs.gzip), '—'],
        ] as [string, string, string][])
      : []),
    row(
      `cache: warm first rows, ${ITEM_COUNT.toLocaleString('en')} items (median of ${String(COLD_RUNS)})`,
      warmMedian,
    ),
    row('cache: switch list → board (first card)', cacheSwitchMs),
    row('cache: longest task scrolling the list to its end', cacheScroll.longest),
    ...[[ITEM_COUNT, sync] as const, [LARGE_ITEM_COUNT, largeSync] as const].flatMap(
      ([count, figures]): [string, string, string][] => [
        row(
          `cache: first sync, ${count.toLocaleString('en')} items (visit → ready)`,
          figures.readyMs,
        ),
        row(
          `cache: longest task while ${count.toLocaleString('en')} items sync`,
          figures.longestDuringSync,
        ),
      ],
    ),
  ];
  console.log('');
  console.log('| measure | value | × ceiling |');
  console.log('| --- | ---: | ---: |');
  for (const [measure, value, ratio] of rows) console.log(`| ${measure} | ${value} | ${ratio} |`);
  console.log(
    `\nscripts on the first visit: ${String(initialJs.scripts.length)}; targets: cold first rows ≤ 800 ms (${String(SMALL_ITEM_COUNT)} items) and ≤ 1000 ms (${ITEM_COUNT.toLocaleString('en')}), first rows ≤ 1000 ms, switch ≤ 300 ms, long task ≤ 50 ms, initial JS ≤ 350 KB gzip; cache: warm first rows ≤ 150 ms, switch ≤ 100 ms, long task scrolling ≤ 50 ms, longest task while a sync runs ≤ 50 ms`,
  );
  console.log(
    `\nwhich side answered: the first rows with the cache off: ${String(serverSource)}; warm visits: ${warm.map((visit) => `${visit.firstRowMs.toFixed(0)} ms ${String(visit.source)}`).join(', ')}; the list before the cache's switch: ${String(cacheListSource)}, the board: ${String(boardSource)}; the list scrolled to its end: ${String(scrolledSource)} (${String(cacheScroll.rows)} px tall, against ${String(listScroll.rows)} px with the cache off; it got shorter ${String(cacheScroll.shrinks)} times on the way, against ${String(listScroll.shrinks)})`,
  );
  for (const [count, figures] of [
    [ITEM_COUNT, sync],
    [LARGE_ITEM_COUNT, largeSync],
  ] as const) {
    const worst = [...figures.duringSync].sort((a, b) => b[1] - a[1]).slice(0, 5);
    console.log(
      `\nfirst sync, ${count.toLocaleString('en')} items: first row ${figures.firstRowMs.toFixed(0)} ms, syncing ${figures.syncStartMs.toFixed(0)} → ${figures.endState} ${figures.readyMs.toFixed(0)} ms (${(figures.readyMs - figures.syncStartMs).toFixed(0)} ms syncing), list from the cache at ${figures.handOverMs === null ? 'never' : `${figures.handOverMs.toFixed(0)} ms`}; ${String(figures.duringSync.length)} tasks over 50 ms while syncing${worst.length > 0 ? ` (ms after the sync began: ${worst.map(([start, duration]) => `${duration.toFixed(0)} at ${(start - figures.syncStartMs).toFixed(0)}`).join(', ')})` : ''}; longest task of the hand-over ${figures.longestHandOver.toFixed(0)} ms; states ${figures.states.map(([state, at]) => `${state} ${at.toFixed(0)}`).join(', ')}`,
    );
  }
  for (const [label, cold] of [
    [`${String(SMALL_ITEM_COUNT)} items`, coldSmall],
    [`${ITEM_COUNT.toLocaleString('en')} items`, coldLarge],
  ] as const) {
    console.log(
      `\ncold visits, ${label}: ${cold.runs.map((ms) => ms.toFixed(0)).join(', ')} ms; the last one's requests (ms after navigation; first row at ${cold.last.firstRowMs.toFixed(0)}):`,
    );
    console.log('| request | start | end |\n| --- | ---: | ---: |');
    for (const request of [...cold.last.requests].sort((a, b) => a.start - b.start))
      console.log(
        `| ${request.name.slice(0, 100)} | ${request.start.toFixed(0)} | ${request.end.toFixed(0)} |`,
      );
  }
  // What the initial JS is made of, largest first, to see what a change added.
  for (const [label, js] of [
    ['', initialJs],
    [', baseline build', baselineJs],
  ] as const) {
    if (!js) continue;
    console.log(`\n| script${label} | gzip KB |\n| --- | ---: |`);
    for (const script of [...js.scripts].sort((a, b) => (b.gzip ?? 0) - (a.gzip ?? 0)))
      console.log(
        `| ${script.url.split('/').pop() ?? script.url} | ${((script.gzip ?? 0) / 1024).toFixed(1)} |`,
      );
  }
  await context.close();
} finally {
  for (const profile of profiles) await profile.close().catch(() => undefined);
  await browser.close();
  keel.child.kill('SIGTERM');
  baseline?.child.kill('SIGTERM');
  await keel.exited;
  await baseline?.exited;
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(baselineDataDir, { recursive: true, force: true });
  for (const dir of profileDirs) rmSync(dir, { recursive: true, force: true });
}
