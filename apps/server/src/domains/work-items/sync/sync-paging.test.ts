import { ROLE, type WorkItem, type WorkItemSyncPage } from '@keel/core';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { workItems } from '#server/db/schema';
import { addProjectMember, createProject } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';
import { caller, projectWorld } from '#server/domains/projects/project-test-world';
import { type SyncPageStart, syncPageStatement } from './sync.queries';

/** Plan nodes of an EXPLAIN (FORMAT JSON), flattened. */
interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

describe('the sync feed, page by page', () => {
  const ctx = useTestApp();
  const call = caller(ctx);
  let world: Awaited<ReturnType<typeof projectWorld>>;
  let projectId: string;
  let url: string;
  let listUrl: string;

  beforeAll(async () => {
    world = await projectWorld(ctx.db);
    const project = await createProject(ctx.db, world.workspace, world.admin.user, { network: 0 });
    projectId = project.id;
    listUrl = `${world.base}/projects/${project.id}/issues/`;
    url = `${world.base}/projects/${project.id}/v2/issues/`;
    await addProjectMember(ctx.db, project, world.member.user, ROLE.member);
    for (let index = 1; index <= 7; index += 1) await create(`Sync ${String(index)}`);
    // Three items changed in the same microsecond (a bulk update does that): the id decides.
    const tied = (
      await ctx.db
        .select({ id: workItems.id })
        .from(workItems)
        .where(eq(workItems.project_id, projectId))
    ).slice(1, 4);
    await ctx.db
      .update(workItems)
      .set({ updated_at: sql`'2026-01-02T03:04:05.123456Z'::timestamptz` })
      .where(
        inArray(
          workItems.id,
          tied.map((row) => row.id),
        ),
      );
  });

  async function create(name: string) {
    const response = await call('POST', listUrl, world.member.cookie, { name });
    expect(response.statusCode).toBe(201);
    return response.json<WorkItem>();
  }

  async function page(cursor: string, query = '') {
    const response = await call('GET', `${url}?cursor=${cursor}${query}`, world.member.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WorkItemSyncPage>();
  }

  /** The feed's order as the database has it: least recently changed first, then by id. */
  async function expectedOrder(): Promise<string[]> {
    const rows = await ctx.db.execute<{ id: string }>(sql`select id from work_items
      where project_id = ${projectId} and deleted_at is null and archived_at is null
        and not is_draft
      order by updated_at, id`);
    return rows.rows.map((row) => row.id);
  }

  /** Every page from `2:0:0` on, following next_cursor; `between` runs after each page. */
  async function follow(between: (pageIndex: number) => Promise<unknown> = async () => undefined) {
    const seen: WorkItem[] = [];
    let cursor: string | null = '2:0:0';
    for (let index = 0; cursor !== null; index += 1) {
      const current: WorkItemSyncPage = await page(cursor);
      seen.push(...current.results);
      expect(current.cursor).toBe(cursor);
      await between(index);
      cursor = current.next_cursor;
    }
    return seen;
  }

  it('reads every item once, in order, following next_cursor or by page number', async () => {
    const order = await expectedOrder();
    expect((await follow()).map((item) => item.id)).toEqual(order);
    const byNumber: string[] = [];
    for (let index = 0; index < Math.ceil(order.length / 2); index += 1) {
      const numbered = await page(`2:${String(index)}:0`);
      expect(numbered).toMatchObject({
        total_results: order.length,
        total_pages: Math.ceil(order.length / 2),
        prev_page_results: index > 0,
      });
      byNumber.push(...numbered.results.map((item) => item.id));
    }
    expect(byNumber).toEqual(order);
    const last = await page(`2:${String(Math.ceil(order.length / 2) - 1)}:0`);
    expect(last).toMatchObject({ next_cursor: null, next_page_results: false });
  });

  it('skips nothing when items change between pages: a changed item comes again later', async () => {
    const order = await expectedOrder();
    const [early, , , , , late] = order;
    const seen = await follow(async (pageIndex) => {
      if (pageIndex !== 1) return;
      // One item the client has (page 0) and one it has not read yet change meanwhile.
      await call('PATCH', `${listUrl}${early ?? ''}/`, world.member.cookie, { name: 'Early' });
      await call('PATCH', `${listUrl}${late ?? ''}/`, world.member.cookie, { name: 'Late' });
      await create('Made meanwhile');
    });
    const ids = seen.map((item) => item.id);
    expect(new Set(ids)).toEqual(new Set(await expectedOrder()));
    expect(ids.filter((id) => id === early)).toHaveLength(2);
    expect(ids.filter((id) => id === late)).toHaveLength(1);
    const latest = new Map(seen.map((item) => [item.id, item]));
    expect(latest.get(early ?? '')?.name).toBe('Early');
    expect(latest.get(late ?? '')?.name).toBe('Late');
    // The next visit asks for changes after the newest updated_at it holds: nothing is left
    // behind it, and what comes is at most a repeat of that newest item.
    const newest = [...latest.values()]
      .map((item) => item.updated_at)
      .sort()
      .at(-1);
    const next = await call(
      'GET',
      `${url}?updated_at__gt=${encodeURIComponent(newest ?? '')}`,
      world.member.cookie,
    );
    const since = next.json<WorkItemSyncPage>().results;
    expect(since.every((item) => item.updated_at === newest)).toBe(true);
  });

  it('counts the feed anew once the project changes', async () => {
    const before = (await page('2:0:0')).total_results;
    expect((await page('2:0:0')).total_results).toBe(before);
    await create('Counted');
    expect((await page('2:0:0')).total_results).toBe(before + 1);
  });

  it('refuses a position that is not one', async () => {
    for (const cursor of ['2:1:1234567890123456789012345678', '2:1:-5', '0:0:0']) {
      const response = await call('GET', `${url}?cursor=${cursor}`, world.member.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'cursor: Invalid cursor', field: 'cursor' });
    }
  });

  it.each<[string, SyncPageStart]>([
    ['by number', { offset: 4 }],
    ['from a position', { after: { updatedAtMicros: '1767323045123456', sequenceId: 2 } }],
  ])('reads a page %s from work_items_sync_idx, without sorting', async (_how, start) => {
    const statement = syncPageStatement({ projectId }, { limit: 3, start });
    // The planner would sort seven rows rather than read an index; forbidding that shows which
    // index gives the order (a sort would still be planned, at a prohibitive cost, if none did).
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const explained = await tx.execute<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
        sql`explain (format json) ${statement}`,
      );
      const [root] = explained.rows[0]?.['QUERY PLAN'] ?? [];
      if (!root) throw new Error('no plan');
      return nodesOf(root.Plan);
    });
    // Neither a Sort nor an Incremental Sort (what an index on (project_id, updated_at) needs).
    expect(plan.filter((node) => node['Node Type'].includes('Sort'))).toEqual([]);
    expect(plan.map((node) => node['Index Name'])).toContain('work_items_sync_idx');
  });
});
