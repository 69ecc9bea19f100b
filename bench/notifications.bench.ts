/**
 * Notifications at scale (issue 18): a project of 50 members, each subscribed to every one of its
 * 1,000 work items, and a burst of 1,000 changes (one priority change per item, by the owner) —
 * 49,000 notifications to make. Measures, against the bare Fastify hello-world of the same run:
 *   burst drained   the time from the burst's commit until the running Keel server's
 *                   notifications job has made every notification (the job runs every second,
 *                   500 activity rows at a time)
 *   inbox list      one subscriber's inbox (the first page of 50) and their unread counts under
 *                   50 connections for 10 s (autocannon), as ratios to the ceiling
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROLE } from '@keel/core';
import { sql } from 'drizzle-orm';
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
import {
  type Measured,
  type Target,
  measure,
  meanOf,
  printRatios,
  probe,
  settle,
  startHelloWorld,
} from './autocannon-kit';

const MEMBERS = 50;
const CHANGES = 1000;

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
  const handle = openDatabase({ url: cluster.url, poolSize: 2, onIdleError: () => undefined });
  const { db } = handle;

  const owner = await createUser(db, { password: null });
  const workspace = await createWorkspace(db, owner);
  const project = await createProject(db, workspace, owner, { name: 'Burst', identifier: 'BURST' });
  const members = [];
  for (let index = 1; index < MEMBERS; index += 1) {
    const user = await createUser(db, { password: null });
    await addWorkspaceMember(db, workspace, user, ROLE.member);
    await addProjectMember(db, project, user, ROLE.member);
    members.push(user);
  }
  const reader = members[0];
  if (!reader) throw new Error('no members were made');
  const { cookie } = await signIn(db, reader.id);
  await db.execute(sql`
    insert into work_items (workspace_id, project_id, sequence_id, name, priority, sort_order,
      created_by_id, updated_by_id)
    select ${workspace.id}, ${project.id}, g, 'Burst item ' || g, 'low', 65535 + g * 10000,
      ${owner.id}, ${owner.id}
    from generate_series(1, ${CHANGES}) g`);
  await db.execute(sql`
    insert into work_item_subscribers (work_item_id, subscriber_id, workspace_id, project_id)
    select wi.id, pm.member_id, wi.workspace_id, wi.project_id
    from work_items wi join project_members pm on pm.project_id = wi.project_id
    where wi.project_id = ${project.id} and pm.is_active`);
  // The seed's own rows tell nobody; the burst below is what the job has to read.
  await db.execute(sql`update work_item_activities set is_notified = true`);

  // The burst: one priority change per item, by the owner, committed at once.
  const burstAt = performance.now();
  await db.execute(sql`
    insert into work_item_activities (workspace_id, project_id, work_item_id, actor_id, verb,
      field, old_value, new_value, epoch)
    select workspace_id, project_id, id, ${owner.id}, 'updated', 'priority', 'low', 'high',
      extract(epoch from now())
    from work_items where project_id = ${project.id}`);
  for (;;) {
    const [left] = (
      await db.execute<{ left: number }>(
        sql`select count(*)::int as left from work_item_activities where not is_notified`,
      )
    ).rows;
    if ((left?.left ?? 1) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const drainedMs = performance.now() - burstAt;
  const [made] = (
    await db.execute<{ made: number }>(sql`select count(*)::int as made from notifications`)
  ).rows;
  await handle.close();
  console.log(
    `burst of ${String(CHANGES)} changes to items with ${String(MEMBERS)} subscribers: ${String(made?.made ?? 0)} notifications made in ${(drainedMs / 1000).toFixed(2)} s (${((made?.made ?? 0) / (drainedMs / 1000)).toFixed(0)} per second, the job waking every second)`,
  );

  const helloPort = await freePort();
  hello = await startHelloWorld(helloPort);
  const origin = `http://127.0.0.1:${String(keelPort)}`;
  const inbox = `${origin}/api/workspaces/${encodeURIComponent(workspace.slug)}/users/notifications/`;
  const ceiling: Target = {
    name: 'hello',
    description: 'bare Fastify hello-world (ceiling)',
    url: `http://127.0.0.1:${String(helloPort)}/`,
  };
  const targets: Target[] = [
    {
      name: 'inbox',
      description: 'inbox, first page of 50 (of 1,000)',
      url: `${inbox}?type=all&mentioned=false&archived=false&snoozed=false&per_page=50&cursor=50:0:0`,
      headers: { cookie },
    },
    {
      name: 'unread',
      description: 'unread counts',
      url: `${inbox}unread/`,
      headers: { cookie },
    },
  ];
  for (const target of targets) console.log(`probe ${target.name}: ${await probe(target)}`);
  const readyUrl = `${origin}/readyz`;
  await settle(readyUrl);
  const before = await measure(ceiling);
  const results = new Map<string, Measured>();
  for (const target of targets) {
    await settle(readyUrl);
    results.set(target.name, await measure(target));
  }
  const after = await measure(ceiling);
  const failed = printRatios(ceiling, meanOf(before, after), targets, results);
  if (failed.length > 0) process.exitCode = 1;
} finally {
  hello?.kill('SIGTERM');
  keel.child.kill('SIGTERM');
  await keel.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
