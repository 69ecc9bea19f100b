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
 *   initial JS   the scripts the first visit loads: bytes transferred (the server sends the
 *                precompressed .br) and their gzip size
 * The ceiling, measured in the same browser in the same run, is a bare page that builds 100 rows
 * of text with plain DOM calls and paints them: times are printed against it as ratios.
 */
import { readdirSync, statSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROLE } from '@keel/core';
import { chromium, type Browser, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { users, workspaces } from '../apps/server/src/db/schema';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { addProjectMember, createProject } from '../apps/server/src/test/factories';
import { freePort, startServerProcess } from '../apps/server/src/test/server-process';
import { insertWorkItems, type SeededWorkItems, seedWorkItems } from './seed-work-items';

const ITEM_COUNT = 10_000;
/** The small project of the cold figure: what a first visit costs when the data is not the cost. */
const SMALL_ITEM_COUNT = 30;
/** Cold visits per project; the median is reported. */
const COLD_RUNS = 5;
const SCROLL_LIMIT_MS = 90_000;
const DIST_ASSETS = path.resolve(import.meta.dirname, '..', 'apps', 'web', 'dist', 'assets');

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

/** Records when the first element matching a selector enters the DOM, as window.__firstAt. */
const FIRST_ELEMENT_PROBE = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  window.__watch = (selector) => new Promise((resolve) => {
    const found = () => document.querySelector(selector);
    if (found()) return resolve(performance.now());
    const observer = new MutationObserver(() => {
      if (found()) { observer.disconnect(); resolve(performance.now()); }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  window.__firstRow = window.__watch('[data-testid="work-item-row"]');
`;

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
 * longest task seen meanwhile and how far it got.
 */
async function scrollToEnd(
  page: Page,
  within?: string,
): Promise<{ longest: number; rows: number }> {
  await page.evaluate(() => {
    (window as unknown as { __longTasks: number[] }).__longTasks = [];
  });
  const started = Date.now();
  let stableSince = Date.now();
  let lastHeight = 0;
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
    if (height !== lastHeight) {
      lastHeight = height;
      stableSince = Date.now();
    } else if (Date.now() - stableSince > 3_000) break;
    await page.waitForTimeout(50);
  }
  const longest = await page.evaluate(() =>
    Math.max(0, ...(window as unknown as { __longTasks: number[] }).__longTasks),
  );
  return { longest, rows: lastHeight };
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
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.addCookies([{ ...cookie, domain: '127.0.0.1', path: '/' }]);
    const page = await context.newPage();
    await page.addInitScript(FIRST_ELEMENT_PROBE);
    await page.goto(url);
    const firstRowMs = await page.evaluate(
      () => (window as unknown as { __firstRow: Promise<number> }).__firstRow,
    );
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

function gzipSizeOf(url: string): number | null {
  const name = url.split('/').pop()?.split('?')[0];
  if (!name) return null;
  const file = path.join(DIST_ASSETS, `${name}.gz`);
  try {
    return statSync(file).size;
  } catch {
    return null;
  }
}

if (readdirSync(DIST_ASSETS, { withFileTypes: true }).length === 0)
  throw new Error('Build the web app first: npm run build');

const dataDir = mkdtempSync(path.join(tmpdir(), 'keel-bench-ui-'));
const port = await freePort();
const keel = startServerProcess({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
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

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([{ ...cookie, domain: '127.0.0.1', path: '/' }]);
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

  // A first visit with nothing cached: the JS it downloads, and when the first rows appear.
  const page = await context.newPage();
  await page.addInitScript(FIRST_ELEMENT_PROBE);
  const scripts: { url: string; transferred: number }[] = [];
  const client = await context.newCDPSession(page);
  await client.send('Network.enable');
  const requested = new Map<string, string>();
  client.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') requested.set(event.requestId, event.response.url);
  });
  client.on('Network.loadingFinished', (event) => {
    const url = requested.get(event.requestId);
    if (url) scripts.push({ url, transferred: event.encodedDataLength });
  });
  await page.goto(issuesUrl);
  const firstRowMs = await page.evaluate(
    () => (window as unknown as { __firstRow: Promise<number> }).__firstRow,
  );
  await page.waitForLoadState('networkidle');
  const transferred = scripts.reduce((sum, script) => sum + script.transferred, 0);
  const gzip = scripts.reduce((sum, script) => sum + (gzipSizeOf(script.url) ?? 0), 0);

  const listScroll = await scrollToEnd(page);

  const switchMs = await page.evaluate(async () => {
    const board = document.querySelector<HTMLElement>('[role="radio"][aria-label="Board"]');
    if (!board) return -1;
    const start = performance.now();
    board.click();
    const at = await (
      window as unknown as { __watch: (selector: string) => Promise<number> }
    ).__watch('[data-testid="work-item-card"]');
    return at - start;
  });
  await page.waitForLoadState('networkidle');
  const kanbanScroll = await scrollToEnd(page, '[data-testid="kanban-column"]');

  const rows: [string, string, string][] = [
    ['ceiling: 100 plain DOM rows painted', `${ceiling.toFixed(1)} ms`, '1'],
    [
      `cold first rows, ${String(SMALL_ITEM_COUNT)} items (median of ${String(COLD_RUNS)})`,
      `${coldSmall.median.toFixed(0)} ms`,
      (coldSmall.median / ceiling).toFixed(1),
    ],
    [
      `cold first rows, ${ITEM_COUNT.toLocaleString('en')} items (median of ${String(COLD_RUNS)})`,
      `${coldLarge.median.toFixed(0)} ms`,
      (coldLarge.median / ceiling).toFixed(1),
    ],
    ...[
      [`${String(SMALL_ITEM_COUNT)} items`, coldSmallBaseline] as const,
      [`${ITEM_COUNT.toLocaleString('en')} items`, coldLargeBaseline] as const,
    ].flatMap(([label, cold]): [string, string, string][] =>
      cold
        ? [
            [
              `cold first rows, ${label}, baseline build`,
              `${cold.median.toFixed(0)} ms`,
              (cold.median / ceiling).toFixed(1),
            ],
          ]
        : [],
    ),
    [
      'first rows after navigation (list by state)',
      `${firstRowMs.toFixed(0)} ms`,
      (firstRowMs / ceiling).toFixed(1),
    ],
    [
      'switch list → board (first card)',
      `${switchMs.toFixed(0)} ms`,
      (switchMs / ceiling).toFixed(1),
    ],
    [
      'longest task scrolling the list to its end',
      `${listScroll.longest.toFixed(0)} ms`,
      (listScroll.longest / ceiling).toFixed(1),
    ],
    [
      'longest task scrolling a board column to its end',
      `${kanbanScroll.longest.toFixed(0)} ms`,
      (kanbanScroll.longest / ceiling).toFixed(1),
    ],
    ['initial JS transferred (brotli)', `${(transferred / 1024).toFixed(0)} KB`, '—'],
    ['initial JS, gzip size', `${(gzip / 1024).toFixed(0)} KB`, '—'],
  ];
  console.log('');
  console.log('| measure | value | × ceiling |');
  console.log('| --- | ---: | ---: |');
  for (const [measure, value, ratio] of rows) console.log(`| ${measure} | ${value} | ${ratio} |`);
  console.log(
    `\nscripts on the first visit: ${String(scripts.length)}; targets: cold first rows ≤ 800 ms (${String(SMALL_ITEM_COUNT)} items) and ≤ 1000 ms (${ITEM_COUNT.toLocaleString('en')}), first rows ≤ 1000 ms, switch ≤ 300 ms, long task ≤ 50 ms, initial JS ≤ 350 KB gzip`,
  );
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
  console.log('\n| script | gzip KB |\n| --- | ---: |');
  for (const script of scripts
    .map((each) => ({ name: each.url.split('/').pop() ?? each.url, gzip: gzipSizeOf(each.url) }))
    .sort((a, b) => (b.gzip ?? 0) - (a.gzip ?? 0)))
    console.log(`| ${script.name} | ${((script.gzip ?? 0) / 1024).toFixed(1)} |`);
  await context.close();
} finally {
  await browser.close();
  keel.child.kill('SIGTERM');
  baseline?.child.kill('SIGTERM');
  await keel.exited;
  await baseline?.exited;
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(baselineDataDir, { recursive: true, force: true });
}
