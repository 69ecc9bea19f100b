/**
 * Realtime capture under bulk writes: what the outbox triggers add to one transaction that writes
 * many rows. For 10,000 and 50,000 work items, each on a fresh copy of a migrated database holding
 * the bench project (bench/seed-work-items.ts), it times:
 *   create   the seed's transaction: 20 labels, the items, their parents, labels and assignees
 *   edit     one transaction that changes every item's priority and adds one label to each
 * once with the realtime capture triggers disabled (the ceiling) and once with them on, and
 * prints on ÷ off. Both times include the commit, where the events are numbered. Target: ≤ 3×.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { runMigrations } from '../apps/server/src/db/migrate';
import { insertWorkItems, seedBenchTeam } from './seed-work-items';

/** `npm run bench -- realtime-bulk 10000` measures only the sizes given. */
const SIZES = process.argv
  .slice(3)
  .map(Number)
  .filter((size) => size > 0);
if (SIZES.length === 0) SIZES.push(10_000, 50_000);

interface Team {
  workspaceId: string;
  projectId: string;
  ownerId: string;
}

interface Run {
  createS: number;
  editS: number;
  events: number;
}

/** Turns off every trigger that captures realtime events (the numbering one has nothing to do). */
async function disableCapture(db: Database): Promise<void> {
  const triggers = await db.execute<{ relation: string; name: string }>(sql`
    select t.tgrelid::regclass::text as relation, t.tgname as name
    from pg_trigger t join pg_proc p on p.oid = t.tgfoid
    where p.proname in ('keel_realtime_capture', 'keel_realtime_capture_junction')`);
  if (triggers.rows.length === 0) throw new Error('no realtime capture triggers found');
  for (const trigger of triggers.rows)
    await db.execute(
      sql.raw(
        `alter table ${trigger.relation} disable trigger ${pg.escapeIdentifier(trigger.name)}`,
      ),
    );
}

async function seconds(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

async function measure(url: string, team: Team, itemCount: number, capture: boolean) {
  const handle = openDatabase({ url, poolSize: 1, onIdleError: () => undefined });
  try {
    const { db } = handle;
    if (!capture) await disableCapture(db);
    const createS = await seconds(() => insertWorkItems(db, { ...team, itemCount }));
    const editS = await seconds(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`
          update work_items set priority = case when priority = 'urgent' then 'high' else 'urgent' end
          where project_id = ${team.projectId}`);
        await tx.execute(sql`
          insert into work_item_labels (work_item_id, label_id, workspace_id, project_id)
          select wi.id, last_label.id, wi.workspace_id, wi.project_id
          from work_items wi,
            (select id from labels where project_id = ${team.projectId}
             order by sort_order desc limit 1) last_label
          where wi.project_id = ${team.projectId}
          on conflict do nothing`);
      }),
    );
    const counted = await db.execute<{ events: number }>(
      sql`select count(*)::int as events from realtime_events where version is not null`,
    );
    return { createS, editS, events: counted.rows[0]?.events ?? 0 } satisfies Run;
  } finally {
    await handle.close();
  }
}

const TEMPLATE = 'bulk_template';

/** Runs one administrative statement against the cluster's `postgres` database. */
async function administer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'keel-bench-bulk-'));
const cluster = await startEmbeddedPostgres({
  dataDir,
  database: 'postgres',
  onLog: () => undefined,
});
try {
  const adminUrl = cluster.adminUrl('postgres');
  await administer(adminUrl, `create database ${TEMPLATE}`);
  await runMigrations(cluster.adminUrl(TEMPLATE));
  const seedHandle = openDatabase({
    url: cluster.adminUrl(TEMPLATE),
    poolSize: 1,
    onIdleError: () => undefined,
  });
  const { owner, workspace, project } = await seedBenchTeam(seedHandle.db);
  await seedHandle.close();
  const team: Team = { workspaceId: workspace.id, projectId: project.id, ownerId: owner.id };

  const rows: string[] = [];
  for (const itemCount of SIZES) {
    const runs = new Map<boolean, Run>();
    for (const capture of [false, true]) {
      const name = `bulk_${itemCount}_${capture ? 'on' : 'off'}`;
      await administer(adminUrl, `create database ${name} template ${TEMPLATE}`);
      try {
        console.log(`${itemCount} items, capture ${capture ? 'on' : 'off'} …`);
        runs.set(capture, await measure(cluster.adminUrl(name), team, itemCount, capture));
      } finally {
        await administer(adminUrl, `drop database ${name} with (force)`);
      }
    }
    const off = runs.get(false);
    const on = runs.get(true);
    if (!off || !on) continue;
    const measured = [
      `| ${itemCount} | create | ${off.createS.toFixed(1)} | ${on.createS.toFixed(1)} | ${(on.createS / off.createS).toFixed(2)} |`,
      `| ${itemCount} | edit | ${off.editS.toFixed(1)} | ${on.editS.toFixed(1)} | ${(on.editS / off.editS).toFixed(2)} |`,
    ];
    // Printed as soon as measured: on a busy machine the larger size takes a long while.
    for (const row of measured) console.log(`  ${row}`);
    console.log(`  events recorded with capture on: ${on.events}`);
    rows.push(...measured);
  }
  console.log('\n| items | transaction | capture off s | capture on s | on ÷ off |');
  console.log('| ---: | --- | ---: | ---: | ---: |');
  for (const row of rows) console.log(row);
} finally {
  await cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
