import { and, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../db/executor';
import { labels, pages, projects, realtimeEvents, states, workItems } from '../db/schema';
import { useTestApp } from '../test/harness';
import { createProjectTeam } from '../test/project-team';
import { outboxBounds, toOutboxEvent } from './realtime-events.queries';

/**
 * The capture triggers (migrations 0008, 0009, 0026): what each write leaves in the outbox, read
 * directly (the sockets are tested in realtime.test.ts).
 */

const ctx = useTestApp();
let team: Awaited<ReturnType<typeof createProjectTeam>>;

beforeAll(async () => {
  team = await createProjectTeam(ctx.db);
});

async function call(method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: { cookie: team.admin.cookie },
    ...(body ? { payload: body } : {}),
  });
}

/** Runs `write` and answers the outbox rows it left, oldest first. */
async function captured(write: () => Promise<unknown>) {
  const { latest } = await outboxBounds(ctx.db);
  await write();
  const rows = await ctx.db
    .select()
    .from(realtimeEvents)
    .where(gt(realtimeEvents.version, latest))
    .orderBy(realtimeEvents.version);
  return rows.map(toOutboxEvent);
}

async function createItem(body: object = {}) {
  const response = await call('POST', `${team.base}/issues/`, { name: 'Captured', ...body });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

describe('realtime capture', () => {
  it('records one create for a new item with its assignees and labels, and nothing for the project counter', async () => {
    const [label] = await ctx.db
      .insert(labels)
      .values({ workspace_id: team.workspace.id, project_id: team.project.id, name: 'Bug' })
      .returning();
    let id = '';
    const events = await captured(async () => {
      id = await createItem({
        assignee_ids: [team.member.user.id, team.admin.user.id],
        label_ids: [label?.id],
      });
    });
    expect(events.map(({ event }) => [event.entity, event.operation, event.entity_id])).toEqual([
      ['work_item', 'create', id],
    ]);
    expect(events[0]?.event.fields).toContain('estimate_point');
    expect(events[0]?.event.fields).not.toContain('search_vector');
    expect(events[0]).toMatchObject({
      workItemCreatorId: team.admin.user.id,
      workItemIsDraft: false,
      event: { actor_id: team.admin.user.id, data: null },
    });
  });

  it('records one assignee_ids update per item however many assignees change', async () => {
    const id = await createItem();
    const events = await captured(() =>
      call('PATCH', `${team.base}/issues/${id}/`, {
        assignee_ids: [team.member.user.id, team.admin.user.id],
      }),
    );
    expect(events.map(({ event }) => event)).toEqual([
      expect.objectContaining({
        entity: 'work_item',
        entity_id: id,
        work_item_id: id,
        operation: 'update',
        fields: ['assignee_ids'],
        data: null,
      }),
    ]);
  });

  it('turns a soft delete into a delete with no data', async () => {
    const id = await createItem();
    const events = await captured(() => call('DELETE', `${team.base}/issues/${id}/`));
    expect(events.map(({ event }) => [event.entity, event.operation, event.data])).toEqual([
      ['work_item', 'delete', null],
    ]);
  });

  it('tells both items of a relation, each in its own project', async () => {
    const first = await createItem();
    const second = await createItem();
    const events = await captured(() =>
      call('POST', `${team.base}/issues/${first}/issue-relation/`, {
        relation_type: 'blocked_by',
        issues: [second],
      }),
    );
    const relations = events.filter(({ event }) => event.entity === 'work_item_relation');
    expect(relations.map(({ event }) => event.work_item_id)).toEqual([first, second]);
  });

  it('maps column names to wire names and leaves large text out of data', async () => {
    const id = await createItem();
    const events = await captured(() =>
      ctx.db
        .update(workItems)
        .set({ estimate_point_id: null, shop_ids: [], description_html: '<p>x</p>', sort_order: 5 })
        .where(eq(workItems.id, id)),
    );
    expect(events.map(({ event }) => [event.fields, event.data, event.actor_id])).toEqual([
      [['description_html', 'sort_order'], expect.objectContaining({ sort_order: 5 }), null],
    ]);
    expect(events[0]?.event.data).not.toHaveProperty('description_html');
  });

  it('ignores updates of bookkeeping columns only', async () => {
    const events = await captured(() =>
      ctx.db
        .update(projects)
        .set({ work_item_sequence: 99, updated_at: new Date() })
        .where(and(eq(projects.id, team.project.id))),
    );
    expect(events).toEqual([]);
  });

  it('keeps the old values of an update beside the new ones, with the same names and exclusions', async () => {
    const id = await createItem();
    const [from] = await ctx.db.select().from(workItems).where(eq(workItems.id, id));
    const [to] = await ctx.db
      .insert(states)
      .values({
        workspace_id: team.workspace.id,
        project_id: team.project.id,
        name: 'Elsewhere',
        color: '#000000',
        group: 'started',
      })
      .returning();
    if (!from || !to) throw new Error('item or state not created');
    const { latest } = await outboxBounds(ctx.db);
    const response = await call('PATCH', `${team.base}/issues/${id}/`, {
      name: 'Renamed',
      state_id: to.id,
      description_html: '<p>Long text</p>',
    });
    expect(response.statusCode, response.body).toBe(204);
    const rows = await ctx.db
      .select()
      .from(realtimeEvents)
      .where(and(gt(realtimeEvents.version, latest), eq(realtimeEvents.entity_id, id)));
    expect(rows.map((row) => [row.operation, row.fields])).toEqual([
      ['update', ['description_html', 'name', 'state_id']],
    ]);
    expect(rows[0]?.data).toMatchObject({ name: 'Renamed', state_id: to.id });
    expect(rows[0]?.old_data).toMatchObject({
      name: 'Captured',
      state_id: from.state_id,
      updated_at: from.updated_at.toISOString(),
    });
    expect(Object.keys(rows[0]?.old_data ?? {}).sort()).toEqual(
      Object.keys(rows[0]?.data ?? {}).sort(),
    );
    expect(rows[0]?.old_data).not.toHaveProperty('description_html');
    // Creates and deletes have no old values.
    const deleted = await captured(() => call('DELETE', `${team.base}/issues/${id}/`));
    const [removal] = await ctx.db
      .select()
      .from(realtimeEvents)
      .where(eq(realtimeEvents.version, deleted[0]?.event.version ?? 0));
    expect([removal?.operation, removal?.old_data]).toEqual(['delete', null]);
  });

  it('captures pages without their document, a private page as its owner’s alone', async () => {
    const pagesUrl = `${team.base}/pages/`;
    let id = '';
    const created = await captured(async () => {
      const response = await call('POST', pagesUrl, {
        name: 'Runbook',
        description_html: '<p>Steps</p>',
      });
      expect(response.statusCode, response.body).toBe(201);
      id = response.json<{ id: string }>().id;
    });
    expect(created.map(({ event }) => [event.entity, event.operation, event.entity_id])).toEqual([
      ['page', 'create', id],
    ]);
    expect(created[0]).toMatchObject({
      event: { project_id: null, work_item_id: null, data: null, actor_id: team.admin.user.id },
      workItemCreatorId: team.admin.user.id,
      workItemIsDraft: false,
    });
    expect(created[0]?.event.fields).toEqual(expect.arrayContaining(['name', 'access']));
    for (const field of ['description_binary', 'description_html', 'description_stripped'])
      expect(created[0]?.event.fields).not.toContain(field);

    // Saving the document (as the collaboration server does) is no news.
    const saved = await captured(() =>
      ctx.db
        .update(pages)
        .set({
          description_binary: Buffer.from('yjs state'),
          description_html: '<p>More steps</p>',
          description_stripped: 'More steps',
          updated_at: new Date(),
        })
        .where(eq(pages.id, id)),
    );
    expect(saved).toEqual([]);

    const renamed = await captured(() => call('PATCH', `${pagesUrl}${id}/`, { name: 'Playbook' }));
    const [rename] = await ctx.db
      .select()
      .from(realtimeEvents)
      .where(eq(realtimeEvents.version, renamed[0]?.event.version ?? 0));
    expect(rename).toMatchObject({
      entity: 'page',
      operation: 'update',
      fields: ['name'],
      data: { name: 'Playbook' },
      old_data: { name: 'Runbook' },
      work_item_is_draft: false,
    });

    const hidden = await captured(() => call('POST', `${pagesUrl}${id}/access/`, { access: 1 }));
    expect(hidden.map(({ event }) => [event.fields, event.data?.access])).toEqual([
      [['access'], 1],
    ]);
    expect(hidden[0]?.workItemIsDraft).toBe(true);
    const removed = await captured(() =>
      ctx.db.update(pages).set({ deleted_at: new Date() }).where(eq(pages.id, id)),
    );
    expect(removed.map(({ event, workItemIsDraft }) => [event.operation, workItemIsDraft])).toEqual(
      [['delete', true]],
    );
  });

  it('keeps a draft to its author and membership events to their member', async () => {
    const draft = await createItem({ is_draft: true });
    const [row] = await ctx.db
      .select()
      .from(realtimeEvents)
      .where(eq(realtimeEvents.entity_id, draft));
    expect(row?.work_item_is_draft).toBe(true);
    const events = await captured(() =>
      call('PATCH', `/api/workspaces/${team.workspace.slug}/projects/${team.project.id}/`, {
        name: 'Renamed project',
      }),
    );
    expect(events.map(({ event }) => [event.entity, event.fields, event.data?.name])).toEqual([
      ['project', ['name'], 'Renamed project'],
    ]);
  });
});

interface ExplainedStatement {
  Triggers?: { 'Trigger Name': string; Calls: number }[];
}

/**
 * Runs a statement under EXPLAIN ANALYZE and answers how many times each realtime trigger ran
 * for it: work counted by PostgreSQL, not timed.
 */
async function realtimeTriggerRuns(tx: Executor, statement: ReturnType<typeof sql>) {
  const explained = await tx.execute<{ 'QUERY PLAN': ExplainedStatement[] }>(
    sql`explain (analyze, format json) ${statement}`,
  );
  const triggers = explained.rows[0]?.['QUERY PLAN'][0]?.Triggers ?? [];
  return triggers
    .filter((trigger) => trigger['Trigger Name'].includes('realtime'))
    .map((trigger) => trigger.Calls);
}

describe('realtime capture of bulk writes', () => {
  it('captures a statement of many rows in one trigger run, keeping no per-transaction list that grows with each row', async () => {
    const bulk = 300;
    const existing = [await createItem(), await createItem()];
    const [label] = await ctx.db
      .insert(labels)
      .values({ workspace_id: team.workspace.id, project_id: team.project.id, name: 'Bulk' })
      .returning();
    if (!label) throw new Error('label not created');
    const labelAll = sql`
      insert into work_item_labels (work_item_id, label_id, workspace_id, project_id)
      select id, ${label.id}, workspace_id, project_id from work_items
      where project_id = ${team.project.id} and (sequence_id > 100000 or id in ${existing})
      on conflict do nothing`;
    const observed: { runs: number[][]; remembered: string | null } = {
      runs: [],
      remembered: null,
    };
    const events = await captured(() =>
      ctx.db.transaction(async (tx) => {
        observed.runs = [
          await realtimeTriggerRuns(
            tx,
            sql`insert into work_items (workspace_id, project_id, sequence_id, name, created_by_id)
              select ${team.workspace.id}, ${team.project.id}, 100000 + g, 'Bulk ' || g, ${team.admin.user.id}
              from generate_series(1, ${bulk}) g`,
          ),
          await realtimeTriggerRuns(tx, labelAll),
          await realtimeTriggerRuns(
            tx,
            sql`delete from work_item_labels where label_id = ${label.id} and work_item_id in ${existing}`,
          ),
          await realtimeTriggerRuns(tx, labelAll),
        ];
        // 0008 appended every announced item to this setting and searched it for each row.
        const setting = await tx.execute<{ value: string | null }>(
          sql`select current_setting('keel.realtime_seen', true) as value`,
        );
        observed.remembered = setting.rows[0]?.value ?? null;
      }),
    );
    expect(observed.runs).toEqual([[1], [1], [1], [1]]);
    expect(observed.remembered ?? '').toBe('');
    expect(events.filter(({ event }) => event.operation === 'create')).toHaveLength(bulk);
    // The items created in the transaction say nothing of their labels; the others, once each.
    expect(
      events
        .filter(({ event }) => event.operation === 'update')
        .map(({ event }) => [event.entity_id, event.fields]),
    ).toEqual(existing.map((id) => [id, ['label_ids']]));
  });

  it('announces each list of an item once per transaction, forgetting what a rolled-back savepoint announced', async () => {
    const id = await createItem();
    const [first, second] = await ctx.db
      .insert(labels)
      .values([
        { workspace_id: team.workspace.id, project_id: team.project.id, name: 'First' },
        { workspace_id: team.workspace.id, project_id: team.project.id, name: 'Second' },
      ])
      .returning();
    if (!first || !second) throw new Error('labels not created');
    const addLabel = (labelId: string) => sql`
      insert into work_item_labels (work_item_id, label_id, workspace_id, project_id)
      values (${id}, ${labelId}, ${team.workspace.id}, ${team.project.id})`;
    const events = await captured(() =>
      ctx.db.transaction(async (tx) => {
        await tx.execute(sql`savepoint before_label`);
        await tx.execute(addLabel(first.id));
        await tx.execute(sql`rollback to savepoint before_label`);
        await tx.execute(addLabel(first.id));
        await tx.execute(addLabel(second.id));
        await tx.execute(sql`
          insert into work_item_assignees (work_item_id, assignee_id, workspace_id, project_id)
          values (${id}, ${team.member.user.id}, ${team.workspace.id}, ${team.project.id})`);
      }),
    );
    expect(events.map(({ event }) => [event.entity_id, event.fields])).toEqual([
      [id, ['label_ids']],
      [id, ['assignee_ids']],
    ]);
  });
});
