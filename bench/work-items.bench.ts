/**
 * The work-items engine at 50,000 items: seeds one project with set-based SQL
 * (bench/seed-work-items.ts), explains the search query, then measures with autocannon at 50
 * connections, 10 s each, against the bare Fastify hello-world of bench/http measured in the same
 * run (before and after, averaged):
 *   list      one page of 100 items grouped by state, newest first
 *   filtered  the same with a priority and a label filter, sub-grouped by priority
 *   search    search-issues for a word found in about 7% of the descriptions
 *   create    POST one work item
 *   list 304  the list again with the ETag of its last answer: 304 Not Modified, nothing listed
 *   states    the project's states, a small read behind the same access checks, for scale
 *   sync      v2/issues/ pages of 500 with descriptions: page 0, page 99 by number (500:99:0,
 *             Plane's client) and page 99 from the next_cursor of page 98 (a keyset position)
 * Search and create run first; the items create adds are deleted again before the lists, which
 * run last (the slowest; a server still draining their queue would slow whatever came next, so
 * each target also waits for the server to answer promptly again). A target that answers errors
 * or non-2xx is reported as failed, not measured.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { parseSearchText } from '../apps/server/src/domains/search/search-text';
import {
  useSearchSettings,
  workItemSearchSql,
} from '../apps/server/src/domains/search/search.queries';
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
import { syncPageStatement } from '../apps/server/src/domains/work-items/sync/sync.queries';
import { RARE_WORD, SEARCH_WORD, type SeededWorkItems, seedWorkItems } from './seed-work-items';

const ITEM_COUNT = 50_000;

/** The search's plan on the seeded data, under the threshold the service sets. */
async function explainSearch(url: string, seeded: SeededWorkItems): Promise<string[]> {
  const handle = openDatabase({ url, poolSize: 1, onIdleError: () => undefined });
  try {
    return await handle.db.transaction(async (tx) => {
      await useSearchSettings(tx);
      const plan = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain (analyze, buffers) ${workItemSearchSql({
          workspaceId: seeded.workspaceId,
          userId: seeded.userId,
          isWorkspaceAdmin: false,
          projectId: seeded.projectId,
          terms: parseSearchText(SEARCH_WORD),
          excludeIds: [],
          excludeChildrenOf: null,
          topLevelOnly: false,
          withoutTargetDate: false,
          limit: 100,
        })}`,
      );
      return plan.rows.map((row) => row['QUERY PLAN']);
    });
  } finally {
    await handle.close();
  }
}

/**
 * The plans of three sync pages on the seeded data: the first, the 100th by number (an offset of
 * 49,500) and the 100th from a position (after the 49,500th item). None sorts the project.
 */
async function explainSync(url: string, seeded: SeededWorkItems): Promise<string[]> {
  const handle = openDatabase({ url, poolSize: 1, onIdleError: () => undefined });
  try {
    const scope = { projectId: seeded.projectId };
    const [anchor] = (
      await handle.db.execute<{ micros: string; sequence_id: number }>(sql`
        select (extract(epoch from updated_at) * 1000000)::bigint::text as micros, sequence_id
        from work_items where project_id = ${seeded.projectId} and deleted_at is null
        order by updated_at, id offset 49499 limit 1`)
    ).rows;
    if (!anchor) throw new Error('fewer items than the sync pages need');
    const pages = [
      ['page 0 (500:0:0)', { offset: 0 }],
      ['page 99 by number (500:99:0)', { offset: 49_500 }],
      [
        'page 99 from a position',
        { after: { updatedAtMicros: anchor.micros, sequenceId: anchor.sequence_id } },
      ],
    ] as const;
    const lines: string[] = [];
    for (const [name, start] of pages) {
      const plan = await handle.db.execute<{ 'QUERY PLAN': string }>(
        sql`explain (analyze, buffers) ${syncPageStatement(scope, { limit: 501, start })}`,
      );
      lines.push(`${name}:`, ...plan.rows.map((row) => `  ${row['QUERY PLAN']}`));
    }
    return lines;
  } finally {
    await handle.close();
  }
}

/** The ETag of a list's answer now, for a target that revalidates it. */
async function etagOf(url: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(url, { headers });
  await response.text();
  const etag = response.headers.get('etag');
  if (!etag) throw new Error(`no ETag from ${url}`);
  return etag;
}

/** The next_cursor of a sync page. */
async function nextCursorOf(url: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(url, { headers });
  const page = (await response.json()) as { next_cursor: string | null };
  if (!page.next_cursor) throw new Error(`no next page after ${url}`);
  return page.next_cursor;
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
  const seedHandle = openDatabase({
    url: cluster.url,
    poolSize: 2,
    onIdleError: () => undefined,
  });
  const seedStarted = Date.now();
  const seeded = await seedWorkItems(seedHandle.db, ITEM_COUNT);
  console.log(
    `seeded ${ITEM_COUNT} work items in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  console.log(`\nEXPLAIN ANALYZE of the search for "${SEARCH_WORD}":`);
  for (const line of await explainSearch(cluster.url, seeded)) console.log(`  ${line}`);
  console.log('\nEXPLAIN ANALYZE of the sync pages:');
  for (const line of await explainSync(cluster.url, seeded)) console.log(`  ${line}`);

  const helloPort = await freePort();
  hello = await startHelloWorld(helloPort);
  const readyUrl = `http://127.0.0.1:${keelPort}/readyz`;
  const base = `http://127.0.0.1:${keelPort}/api/workspaces/${seeded.workspaceSlug}/projects/${seeded.projectId}`;
  const headers = { cookie: seeded.cookie };
  const listUrl = `${base}/issues/?per_page=100&group_by=state_id&order_by=-created_at`;
  const ceiling: Target = {
    name: 'ceiling',
    description: 'bare Fastify hello-world (ceiling)',
    url: `http://127.0.0.1:${helloPort}/`,
  };
  const targets: Target[] = [
    {
      name: 'search',
      description: `search-issues ?search=${SEARCH_WORD}`,
      url: `${base}/search-issues/?search=${SEARCH_WORD}`,
      headers,
    },
    {
      name: 'create',
      description: 'create: POST …/issues/',
      url: `${base}/issues/`,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench item', priority: 'medium' }),
    },
    {
      name: 'list',
      description: 'list: 100 per page, group_by=state_id, -created_at',
      url: listUrl,
      headers,
    },
    {
      name: 'list-20',
      description: 'list: 20 per group (100 items in all), group_by=state_id, -created_at',
      url: `${base}/issues/?per_page=20&group_by=state_id&order_by=-created_at`,
      headers,
    },
    {
      name: 'filtered',
      description: 'list: + priority & labels filter, sub_group_by=priority',
      url: `${base}/issues/?per_page=100&group_by=state_id&sub_group_by=priority&order_by=-created_at&priority=urgent,high&labels=${seeded.labelIds.join(',')}`,
      headers,
    },
    {
      name: 'list-304',
      description: 'list 304: the list again with its ETag (If-None-Match)',
      url: listUrl,
      // prepare adds If-None-Match, the ETag of the list just before the target runs.
      headers,
      expectStatus: 304,
    },
    {
      name: 'states',
      description: "the project's states/: a read behind the same access checks, for scale",
      url: `${base}/states/`,
      headers,
    },
    {
      name: 'sync-0',
      description: 'sync: v2/issues/ page 0 (500:0:0), descriptions',
      url: `${base}/v2/issues/?cursor=500:0:0&description=true`,
      headers,
    },
    {
      name: 'sync-99',
      description: 'sync: page 99 by number (500:99:0), descriptions',
      url: `${base}/v2/issues/?cursor=500:99:0&description=true`,
      headers,
    },
    {
      name: 'sync-99-position',
      description: "sync: page 99 from page 98's next_cursor, descriptions",
      // prepare puts page 98's next_cursor here just before the target runs.
      url: `${base}/v2/issues/?cursor=500:99:0&description=true`,
      headers,
    },
  ];

  /**
   * What a target needs from the data as it is when it runs: list 304 the ETag of the list's
   * current answer, the positioned sync page the next_cursor of page 98.
   */
  const prepare = async (target: Target) => {
    if (target.name === 'list-304')
      target.headers = { ...headers, 'if-none-match': await etagOf(listUrl, headers) };
    if (target.name === 'sync-99-position') {
      const next = await nextCursorOf(`${base}/v2/issues/?cursor=500:98:0`, headers);
      target.url = `${base}/v2/issues/?cursor=${next}&description=true`;
    }
  };

  console.log('');
  for (const target of targets) {
    await prepare(target);
    console.log(`probe ${target.name}: ${await probe(target)}`);
  }
  for (const target of [ceiling, ...targets]) {
    await settle(readyUrl);
    await prepare(target);
    await measure(target, 10, WARM_UP_S).catch(() => undefined);
  }

  const results = new Map<string, Measured>();
  console.log(`\nmeasuring ${ceiling.name} …`);
  const ceilingBefore = await measure(ceiling);
  const searchTarget = targets.find((target) => target.name === 'search');
  const rareSearch: Target = {
    name: 'rare search',
    description: `search-issues ?search=${RARE_WORD}`,
    url: `${base}/search-issues/?search=${RARE_WORD}`,
    headers,
  };
  await settle(readyUrl);
  console.log('measuring search with one connection …');
  const searchAlone = searchTarget ? await measure(searchTarget, 1, 5) : undefined;
  const rareAlone = await measure(rareSearch, 1, 5);
  for (const target of targets) {
    await settle(readyUrl);
    await prepare(target);
    console.log(`measuring ${target.name} …`);
    results.set(target.name, await measure(target));
    if (target.name === 'create') {
      await seedHandle.db.execute(
        sql`delete from work_items where project_id = ${seeded.projectId} and sequence_id > ${ITEM_COUNT}`,
      );
      await seedHandle.db.execute(sql`vacuum analyze work_items`);
    }
  }
  await settle(readyUrl);
  console.log(`measuring ${ceiling.name} again …`);
  const ceilingAfter = await measure(ceiling);
  const top = meanOf(ceilingBefore, ceilingAfter);
  printRatios(ceiling, top, targets, results);
  if (searchAlone)
    console.log(
      `\nsearch for "${SEARCH_WORD}" with one connection: p50 ${searchAlone.p50Ms.toFixed(1)} ms, p99 ${searchAlone.p99Ms.toFixed(1)} ms, ${searchAlone.requestsPerSecond.toFixed(0)} req/s${searchAlone.failed > 0 ? ` (${searchAlone.failed} failed)` : ''}`,
    );
  console.log(
    `search for the rare word "${RARE_WORD}" (0.5% of descriptions) with one connection: p50 ${rareAlone.p50Ms.toFixed(1)} ms, p99 ${rareAlone.p99Ms.toFixed(1)} ms, ${rareAlone.requestsPerSecond.toFixed(0)} req/s${rareAlone.failed > 0 ? ` (${rareAlone.failed} failed)` : ''}`,
  );
  const failures = [...results.entries()].filter(([, result]) => result.failed > 0);
  await seedHandle.close();
  if (failures.length > 0 || top.failed > 0) {
    console.log(
      `\nwork-items: failed targets: ${failures.map(([name]) => name).join(', ') || 'ceiling'}; their figures are not valid`,
    );
    process.exitCode = 1;
  }
} finally {
  hello?.kill('SIGTERM');
  keel.child.kill('SIGTERM');
  await keel.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
