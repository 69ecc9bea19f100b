import type { WorkItem, WorkItemListResponse } from '@keel/core';
import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import {
  labels,
  states,
  users,
  workItemAssignees,
  workItemLabels,
  workItemMentions,
  workItems,
  workItemSubscribers,
} from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import { caller, projectWorld } from '#server/domains/projects/project-test-world';

export type Seeded = typeof workItems.$inferSelect;

const DAY_MS = 86_400_000;
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

/**
 * The list tests' world: a project with seven listed items (i1…i7) spread over states, priorities,
 * labels, assignees, dates and a parent, plus hidden ones (archived, draft, deleted, triage), and
 * helpers that list them by seed key. Call it at the top of a describe: it seeds in a beforeAll.
 */
export function useListWorld() {
  const ctx = useTestApp();
  const call = caller(ctx);
  let world: Awaited<ReturnType<typeof projectWorld>>;
  let url: string;
  const state: Record<string, string> = {};
  const label: Record<string, string> = {};
  /** Seeded items by name; i1…i7 are listed, the others hidden. */
  const item: Record<string, Seeded> = {};
  let listed: Seeded[];
  const labelsOf = new Map<string, string[]>();
  const assigneesOf = new Map<string, string[]>();
  const firstName = new Map<string, string>();
  /** The seed key of an item id: results are compared by key, not by name. */
  const keyOf = (itemId: string) => Object.entries(item).find(([, row]) => row.id === itemId)?.[0];
  const keysOf = (rows: readonly WorkItem[]) => rows.map((row) => keyOf(row.id) ?? row.name);

  beforeAll(async () => {
    world = await projectWorld(ctx.db);
    url = `${world.projectUrl}/issues/`;
    const projectStates = await ctx.db
      .select()
      .from(states)
      .where(eq(states.project_id, world.project.id));
    for (const row of projectStates) state[row.name] = row.id;
    for (const name of ['Alpha', 'Beta']) {
      const [row] = await ctx.db
        .insert(labels)
        .values({ workspace_id: world.workspace.id, project_id: world.project.id, name })
        .returning();
      if (row) label[name] = row.id;
    }
    const admin = world.admin.user.id;
    const member = world.member.user.id;
    const guest = world.guest.user.id;
    await ctx.db.update(users).set({ first_name: 'Ann' }).where(eq(users.id, admin));
    await ctx.db.update(users).set({ first_name: 'Bob' }).where(eq(users.id, member));
    firstName.set(admin, 'Ann').set(member, 'Bob');

    const base = {
      workspace_id: world.workspace.id,
      project_id: world.project.id,
      created_at: new Date('2025-06-01T08:00:00Z'),
    };
    const seeds: [string, Partial<typeof workItems.$inferInsert>][] = [
      [
        'i1',
        {
          name: 'Login bug',
          state_id: state.Backlog,
          priority: 'urgent',
          created_by_id: member,
          start_date: '2025-01-05',
          target_date: '2025-01-10',
          sort_order: 300,
        },
      ],
      [
        'i2',
        {
          name: 'Signup form',
          state_id: state.Todo,
          priority: 'high',
          created_by_id: admin,
          target_date: '2025-02-01',
          sort_order: 100,
        },
      ],
      [
        'i3',
        {
          name: 'Login page copy',
          state_id: state['In Progress'],
          priority: 'medium',
          created_by_id: admin,
          target_date: isoDay(20),
          sort_order: 200,
        },
      ],
      [
        'i4',
        {
          name: 'Ship it',
          state_id: state.Done,
          priority: 'low',
          created_by_id: member,
          start_date: '2025-01-02',
          target_date: '2025-01-20',
          completed_at: new Date('2025-05-02T10:00:00Z'),
          sort_order: 500,
        },
      ],
      [
        'i5',
        {
          name: 'Guest idea',
          state_id: state.Cancelled,
          priority: 'none',
          created_by_id: guest,
          sort_order: 400,
        },
      ],
      [
        'i6',
        {
          name: 'Child task',
          state_id: state.Backlog,
          priority: 'none',
          created_by_id: admin,
          sort_order: 600,
        },
      ],
      [
        'i7',
        {
          name: 'Orphan',
          state_id: null,
          priority: 'none',
          created_by_id: null,
          start_date: '2025-03-01',
          sort_order: 700,
        },
      ],
      [
        'archived',
        { name: 'Archived', state_id: state.Done, created_by_id: admin, archived_at: new Date() },
      ],
      ['draft', { name: 'Draft', state_id: state.Backlog, created_by_id: admin, is_draft: true }],
      [
        'deleted',
        { name: 'Deleted', state_id: state.Backlog, created_by_id: admin, deleted_at: new Date() },
      ],
      ['triage', { name: 'Triage', state_id: state.Triage, created_by_id: admin }],
    ];
    let sequence = 0;
    for (const [key, values] of seeds) {
      sequence += 1;
      const [row] = await ctx.db
        .insert(workItems)
        .values({
          ...base,
          name: key,
          sequence_id: sequence,
          ...values,
          created_at: new Date(base.created_at.getTime() + sequence * 60_000),
          // Whole minutes, some shared: ties must fall back to the id, as in the database.
          updated_at: new Date(base.created_at.getTime() + (sequence % 3) * 60_000),
        })
        .returning();
      if (row) item[key] = row;
    }
    const [i1, i2, i3, i4, i6] = ['i1', 'i2', 'i3', 'i4', 'i6'].map((key) => item[key]?.id ?? '');
    await ctx.db
      .update(workItems)
      .set({ parent_id: i1 })
      .where(eq(workItems.id, i6 ?? ''));
    const links = { workspace_id: world.workspace.id, project_id: world.project.id };
    const labelRows: [string, string][] = [
      [i1 ?? '', label.Alpha ?? ''],
      [i2 ?? '', label.Alpha ?? ''],
      [i2 ?? '', label.Beta ?? ''],
      [i4 ?? '', label.Beta ?? ''],
    ];
    await ctx.db
      .insert(workItemLabels)
      .values(
        labelRows.map(([id, labelId]) => ({ ...links, work_item_id: id, label_id: labelId })),
      );
    const assigneeRows: [string, string][] = [
      [i1 ?? '', member],
      [i2 ?? '', admin],
      [i4 ?? '', member],
      [i4 ?? '', admin],
    ];
    await ctx.db
      .insert(workItemAssignees)
      .values(
        assigneeRows.map(([id, userId]) => ({ ...links, work_item_id: id, assignee_id: userId })),
      );
    for (const [id, labelId] of labelRows) labelsOf.set(id, [...(labelsOf.get(id) ?? []), labelId]);
    for (const [id, userId] of assigneeRows)
      assigneesOf.set(id, [...(assigneesOf.get(id) ?? []), userId]);
    await ctx.db
      .insert(workItemMentions)
      .values({ ...links, work_item_id: i3 ?? '', mention_id: member });
    await ctx.db
      .insert(workItemSubscribers)
      .values({ ...links, work_item_id: i2 ?? '', subscriber_id: member });
    const fresh = await ctx.db
      .select()
      .from(workItems)
      .where(eq(workItems.project_id, world.project.id));
    for (const row of fresh) {
      const key = keyOf(row.id);
      if (key) item[key] = row;
    }
    listed = ['i1', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7'].flatMap((key) => item[key] ?? []);
  });

  async function list(query: string, cookie = world.member.cookie, path = url) {
    const response = await call('GET', `${path}?${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WorkItemListResponse>();
  }

  async function names(query: string, cookie = world.member.cookie) {
    const body = await list(query, cookie);
    return (body.results as WorkItem[]).map((row) => keyOf(row.id) ?? row.name).sort();
  }

  const id = (key: string) => item[key]?.id ?? '';
  const all = ['i1', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7'];
  const except = (...keys: string[]) => all.filter((key) => !keys.includes(key));
  const rich = (filters: object) => `filters=${encodeURIComponent(JSON.stringify(filters))}`;

  return {
    ctx,
    call,
    /** Read inside tests: set by the seeding beforeAll. */
    get world() {
      return world;
    },
    get url() {
      return url;
    },
    get listed() {
      return listed;
    },
    state,
    label,
    item,
    labelsOf,
    assigneesOf,
    firstName,
    keyOf,
    keysOf,
    list,
    names,
    id,
    all,
    except,
    rich,
    isoDay,
  };
}
