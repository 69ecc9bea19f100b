import {
  PRIORITY_PROXY,
  type Priority,
  type WorkItem,
  type WorkItemGroupPage,
  type WorkItemListResponse,
  type WorkItemSubGroupedPage,
} from '@keel/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  labels,
  projects,
  states,
  users,
  workItemAssignees,
  workItemLabels,
  workItemMentions,
  workItems,
  workItemSubscribers,
} from '../../../db/schema';
import { addProjectMember, createProject } from '../../../test/factories';
import { useTestApp } from '../../../test/harness';
import { caller, projectWorld } from '../../projects/project-test-world';

type Seeded = typeof workItems.$inferSelect;

const DAY_MS = 86_400_000;
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

describe('work item lists', () => {
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

  describe('access', () => {
    it('refuses anonymous callers, other workspaces and people outside the project', async () => {
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, world.stranger.cookie)).statusCode).toBe(403);
      expect((await call('GET', url, world.outsider.cookie)).statusCode).toBe(403);
      const workspaceUrl = `${world.base}/issues/`;
      expect((await call('GET', workspaceUrl)).statusCode).toBe(401);
      expect((await call('GET', workspaceUrl, world.stranger.cookie)).statusCode).toBe(403);
    });

    it('shows guests only their own items unless the project lets guests see everything', async () => {
      expect(await names('', world.guest.cookie)).toEqual(['i5']);
      await ctx.db
        .update(projects)
        .set({ guest_view_all_features: true })
        .where(eq(projects.id, world.project.id));
      expect(await names('', world.guest.cookie)).toEqual(all);
      await ctx.db
        .update(projects)
        .set({ guest_view_all_features: false })
        .where(eq(projects.id, world.project.id));
    });

    it('answers the work-items alias the same way', async () => {
      const body = await list('', world.member.cookie, `${world.projectUrl}/work-items/`);
      expect(body.total_results).toBe(7);
    });
  });

  describe('legacy filters', () => {
    it.each<[string, () => string, string[]]>([
      ['no filter: hides archived, drafts, deleted and triage', () => '', all],
      ['priority', () => 'priority=urgent,high', ['i1', 'i2']],
      ['unknown priority ignored', () => 'priority=critical', all],
      ['state', () => `state=${state.Todo ?? ''},not-a-uuid`, ['i2']],
      ['invalid uuid only: ignored', () => 'state=not-a-uuid', all],
      ['state_group', () => 'state_group=completed,cancelled', ['i4', 'i5']],
      ['assignees', () => `assignees=${world.member.user.id}`, ['i1', 'i4']],
      ['assignees None', () => 'assignees=None', ['i3', 'i5', 'i6', 'i7']],
      ['assignees with None', () => `assignees=${world.admin.user.id},None`, except('i1')],
      ['labels', () => `labels=${label.Beta ?? ''}`, ['i2', 'i4']],
      ['labels None', () => 'labels=None', ['i3', 'i5', 'i6', 'i7']],
      ['created_by', () => `created_by=${world.guest.user.id}`, ['i5']],
      ['created_by None', () => 'created_by=None', ['i7']],
      ['mentions', () => `mentions=${world.member.user.id}`, ['i3']],
      ['subscriber', () => `subscriber=${world.member.user.id}`, ['i2']],
      ['project', () => `project=${world.project.id}`, all],
      ['parent', () => `parent=${id('i1')}`, ['i6']],
      ['parent None', () => 'parent=None', except('i6')],
      ['issue_type None', () => 'issue_type=None', all],
      ['date after', () => 'target_date=2025-01-31;after', ['i2', 'i3']],
      ['date range', () => 'target_date=2025-01-01;after,2025-01-31;before', ['i1', 'i4']],
      ['bare date', () => 'start_date=2025-01-05', ['i1']],
      ['relative date', () => 'target_date=2_weeks;after;fromnow', ['i3']],
      ['relative months', () => 'target_date=1_months;after;fromnow', []],
      ['unparseable date ignored', () => 'target_date=someday;after', all],
      ['completed_at', () => 'completed_at=2025-05-01;after', ['i4']],
      ['created_at', () => 'created_at=2025-06-01;after', all],
      ['sub_issue=false', () => 'sub_issue=false', except('i6')],
      ['type=backlog', () => 'type=backlog', ['i1', 'i6']],
      ['type=active', () => 'type=active', ['i2', 'i3']],
      ['unknown type ignored', () => 'type=someday', all],
      ['start_target_date', () => 'start_target_date=true', ['i1', 'i4']],
      ['estimate_point None', () => 'estimate_point=None', all],
      ['name', () => 'name=LOGIN', ['i1', 'i3']],
      ['name with a wildcard', () => 'name=%25', []],
    ])('%s', async (_case, query, expected) => {
      expect(await names(query())).toEqual(expected);
    });
  });

  describe('rich filters', () => {
    it.each<[string, () => object, string[]]>([
      ['state_id__in', () => ({ state_id__in: [state.Todo] }), ['i2']],
      ['state_group__in', () => ({ state_group__in: 'completed' }), ['i4']],
      ['label_id__in', () => ({ label_id__in: label.Alpha }), ['i1', 'i2']],
      ['assignee_id__in', () => ({ assignee_id__in: [world.member.user.id] }), ['i1', 'i4']],
      ['created_by_id__in', () => ({ created_by_id__in: world.guest.user.id }), ['i5']],
      ['priority__in', () => ({ priority__in: 'urgent,high' }), ['i1', 'i2']],
      ['project_id__in', () => ({ project_id__in: [world.project.id] }), all],
      ['mention_id__in', () => ({ mention_id__in: world.member.user.id }), ['i3']],
      ['subscriber_id__in', () => ({ subscriber_id__in: world.member.user.id }), ['i2']],
      ['target_date__range', () => ({ target_date__range: '2025-01-01,2025-01-31' }), ['i1', 'i4']],
      ['start_date__exact', () => ({ start_date__exact: '2025-01-05' }), ['i1']],
      ['created_at__range', () => ({ created_at__range: '2025-06-01,2025-06-01' }), all],
      ['updated_at__range', () => ({ updated_at__range: '2000-01-01,2000-01-02' }), []],
      ['is_archived', () => ({ is_archived: true }), ['archived']],
      ['is_draft', () => ({ is_draft: true }), []],
      [
        'or / not',
        () => ({
          or: [{ priority: 'urgent' }, { not: { state_group__in: 'backlog,unstarted,started' } }],
        }),
        // An item without a state is not in those groups (Django's negation keeps nulls).
        ['i1', 'i4', 'i5', 'i7'],
      ],
      ['empty object', () => ({}), all],
    ])('%s', async (_case, filters, expected) => {
      expect(await names(rich(filters()))).toEqual(expected);
    });

    it('applies both grammars together', async () => {
      expect(await names(`priority=urgent,high&${rich({ label_id__in: label.Beta })}`)).toEqual([
        'i2',
      ]);
    });

    const nested = (depth: number): object =>
      depth === 1 ? { priority: 'none' } : { and: [nested(depth - 1)] };

    it.each<[string, object, string]>([
      ['an unknown key', { cycle_id__in: 'x' }, 'filters: Unknown filter field: cycle_id__in'],
      ['a bad value', { state_id__in: 'x' }, 'filters: Invalid value for state_id__in'],
      ['depth over 5', nested(6), 'filters: Filters may be nested at most 5 levels deep'],
    ])('refuses %s', async (_case, filters, message) => {
      const response = await call('GET', `${url}?${rich(filters)}`, world.member.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: message,
        code: 'VALIDATION_ERROR',
        field: 'filters',
      });
    });

    it('accepts depth 5', async () => {
      expect(await names(rich(nested(5)))).toEqual(['i5', 'i6', 'i7']);
    });
  });

  describe('ordering', () => {
    type Key = (row: Seeded) => string | number | null;
    const minOf = (values: string[]) =>
      values.length === 0 ? null : ([...values].sort()[0] ?? null);
    const stateName = (row: Seeded) =>
      Object.entries(state).find(([, stateId]) => stateId === row.state_id)?.[0] ?? null;
    const keys: [string, Key][] = [
      ['created_at', (row) => row.created_at.getTime()],
      ['updated_at', (row) => row.updated_at.getTime()],
      ['sequence_id', (row) => row.sequence_id],
      ['priority', (row) => PRIORITY_PROXY[row.priority as Priority]],
      ['sort_order', (row) => row.sort_order],
      ['state__name', stateName],
      [
        'assignees__first_name',
        (row) => minOf((assigneesOf.get(row.id) ?? []).map((user) => firstName.get(user) ?? '')),
      ],
      [
        'labels__name',
        (row) =>
          minOf(
            (labelsOf.get(row.id) ?? []).map(
              (labelId) => Object.entries(label).find(([, value]) => value === labelId)?.[0] ?? '',
            ),
          ),
      ],
      ['target_date', (row) => row.target_date],
      ['start_date', (row) => row.start_date],
      ['estimate_point__key', () => null],
      ['link_count', () => 0],
      ['attachment_count', () => 0],
      ['sub_issues_count', (row) => listed.filter((other) => other.parent_id === row.id).length],
    ];
    const cases = keys.flatMap(([name, key]) => [
      [name, key, false] as const,
      [`-${name}`, key, true] as const,
    ]);

    it.each(cases)('%s: nulls last, ties by id', async (orderBy, key, descending) => {
      const expected = [...listed]
        .sort((a, b) => {
          const [x, y] = [key(a), key(b)];
          if (x !== y) {
            if (x === null) return 1;
            if (y === null) return -1;
            return (x < y ? -1 : 1) * (descending ? -1 : 1);
          }
          return (a.id < b.id ? -1 : 1) * (descending ? -1 : 1);
        })
        .map((row) => keyOf(row.id) ?? row.name);
      const body = await list(`order_by=${orderBy}`);
      expect((body.results as WorkItem[]).map((row) => keyOf(row.id) ?? row.name)).toEqual(
        expected,
      );
    });

    it('puts urgent first for -priority and orders by -created_at by default', async () => {
      const byPriority = await list('order_by=-priority');
      expect(keysOf(byPriority.results as WorkItem[])[0]).toBe('i1');
      const byDefault = await list('');
      expect((byDefault.results as WorkItem[]).map((row) => keyOf(row.id) ?? row.name)).toEqual(
        [...all].reverse(),
      );
    });

    it('refuses an unknown order_by by name', async () => {
      const response = await call('GET', `${url}?order_by=-colour`, world.member.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'order_by: Unknown order_by: -colour',
        code: 'VALIDATION_ERROR',
        field: 'order_by',
      });
    });
  });

  describe('grouping', () => {
    const grouped = (body: WorkItemListResponse) =>
      Object.fromEntries(
        Object.entries(body.results as Record<string, WorkItemGroupPage>).map(([key, group]) => [
          key,
          {
            names: group.results.map((row) => keyOf(row.id) ?? row.name).sort(),
            total: group.total_results,
          },
        ]),
      );

    it('by state: every non-triage state, empty ones too, and None', async () => {
      const emptyState = await ctx.db
        .insert(states)
        .values({
          workspace_id: world.workspace.id,
          project_id: world.project.id,
          name: 'Review',
          color: '#000',
          group: 'started',
          sequence: 40_000,
        })
        .returning();
      const body = await list('group_by=state_id');
      expect(body.grouped_by).toBe('state_id');
      expect(grouped(body)).toEqual({
        [state.Backlog ?? '']: { names: ['i1', 'i6'], total: 2 },
        [state.Todo ?? '']: { names: ['i2'], total: 1 },
        [state['In Progress'] ?? '']: { names: ['i3'], total: 1 },
        [emptyState[0]?.id ?? '']: { names: [], total: 0 },
        [state.Done ?? '']: { names: ['i4'], total: 1 },
        [state.Cancelled ?? '']: { names: ['i5'], total: 1 },
        None: { names: ['i7'], total: 1 },
      });
      expect(Object.keys(body.results)).not.toContain(state.Triage);
      expect(body).toMatchObject({ total_count: 7, total_results: 7, count: 7, total_pages: 1 });
      await ctx.db.delete(states).where(eq(states.id, emptyState[0]?.id ?? ''));
    });

    it.each<[string, () => Record<string, string[]>]>([
      [
        'priority',
        () => ({
          urgent: ['i1'],
          high: ['i2'],
          medium: ['i3'],
          low: ['i4'],
          none: ['i5', 'i6', 'i7'],
        }),
      ],
      [
        'state__group',
        () => ({
          backlog: ['i1', 'i6'],
          unstarted: ['i2'],
          started: ['i3'],
          completed: ['i4'],
          cancelled: ['i5'],
          None: ['i7'],
        }),
      ],
      [
        'labels__id',
        () => ({
          [label.Alpha ?? '']: ['i1', 'i2'],
          [label.Beta ?? '']: ['i2', 'i4'],
          None: ['i3', 'i5', 'i6', 'i7'],
        }),
      ],
      [
        'assignees__id',
        () => ({
          [world.admin.user.id]: ['i2', 'i4'],
          [world.member.user.id]: ['i1', 'i4'],
        }),
      ],
      [
        'created_by',
        () => ({
          [world.admin.user.id]: ['i2', 'i3', 'i6'],
          [world.member.user.id]: ['i1', 'i4'],
          [world.guest.user.id]: ['i5'],
          None: ['i7'],
        }),
      ],
      [
        'target_date',
        () => ({
          '2025-01-10': ['i1'],
          '2025-01-20': ['i4'],
          '2025-02-01': ['i2'],
          [isoDay(20)]: ['i3'],
          None: ['i5', 'i6', 'i7'],
        }),
      ],
      ['project_id', () => ({ [world.project.id]: all })],
    ])('by %s', async (groupBy, expected) => {
      const body = await list(`group_by=${groupBy}`);
      const groups = grouped(body);
      for (const [key, groupNames] of Object.entries(expected()))
        expect(groups[key], key).toEqual({ names: groupNames, total: groupNames.length });
      if (groupBy === 'assignees__id')
        expect(groups.None).toEqual({ names: ['i3', 'i5', 'i6', 'i7'], total: 4 });
      expect(body.total_count).toBe(7);
    });

    it('sub-groups one level deeper, with totals at both levels', async () => {
      const body = await list('group_by=state__group&sub_group_by=priority');
      expect(body.sub_grouped_by).toBe('priority');
      const results = body.results as Record<string, WorkItemSubGroupedPage>;
      expect(results.backlog?.total_results).toBe(2);
      expect(Object.keys(results.backlog?.results ?? {})).toEqual([
        'urgent',
        'high',
        'medium',
        'low',
        'none',
      ]);
      expect(
        results.backlog?.results.urgent?.results.map((row) => keyOf(row.id) ?? row.name),
      ).toEqual(['i1']);
      expect(
        results.backlog?.results.none?.results.map((row) => keyOf(row.id) ?? row.name),
      ).toEqual(['i6']);
      expect(results.backlog?.results.high).toEqual({ results: [], total_results: 0 });
      expect(results.None?.results.none?.total_results).toBe(1);
    });

    it('refuses grouping twice by the same field, and unknown groupings', async () => {
      const same = await call(
        'GET',
        `${url}?group_by=priority&sub_group_by=priority`,
        world.member.cookie,
      );
      expect(same.statusCode).toBe(400);
      expect(same.json()).toEqual({
        error: 'sub_group_by: Group by and sub group by cannot have same parameters',
        code: 'VALIDATION_ERROR',
        field: 'sub_group_by',
      });
      const unknown = await call('GET', `${url}?group_by=colour`, world.member.cookie);
      expect(unknown.json()).toMatchObject({ error: 'group_by: Unknown group_by: colour' });
    });
  });

  describe('pagination', () => {
    async function walk(query: string, perPage: number) {
      const pages: WorkItemListResponse[] = [];
      let cursor = `${String(perPage)}:0:0`;
      for (;;) {
        const page = await list(`${query}&cursor=${cursor}`);
        pages.push(page);
        if (!page.next_page_results) break;
        cursor = page.next_cursor;
      }
      return pages;
    }

    it('pages an ungrouped list over 3 pages, no item twice, none missing', async () => {
      const pages = await walk('order_by=sort_order', 3);
      expect(pages).toHaveLength(3);
      expect(pages.map((page) => page.count)).toEqual([3, 3, 1]);
      expect(pages[1]).toMatchObject({
        next_cursor: '3:2:0',
        prev_cursor: '3:0:1',
        prev_page_results: true,
        next_page_results: true,
        total_pages: 3,
        total_results: 7,
      });
      const seen = pages.flatMap((page) =>
        (page.results as WorkItem[]).map((row) => keyOf(row.id) ?? row.name),
      );
      expect(seen).toHaveLength(7);
      expect([...seen].sort()).toEqual(all);
    });

    it('pages every group at once, per_page items of each, 3 pages for the largest', async () => {
      const pages = await walk('group_by=priority&order_by=-created_at', 1);
      expect(pages).toHaveLength(3);
      expect(pages.map((page) => page.count)).toEqual([5, 1, 1]);
      const none = pages.flatMap(
        (page) =>
          (page.results as Record<string, WorkItemGroupPage>).none?.results.map(
            (row) => keyOf(row.id) ?? row.name,
          ) ?? [],
      );
      expect(none).toEqual(['i7', 'i6', 'i5']);
      const seen = pages.flatMap((page) =>
        Object.values(page.results as Record<string, WorkItemGroupPage>).flatMap((group) =>
          group.results.map((row) => keyOf(row.id) ?? row.name),
        ),
      );
      expect([...seen].sort()).toEqual(all);
      expect(pages[2]?.results).toMatchObject({ urgent: { results: [], total_results: 1 } });
    });

    it('pages many-to-many groups by window', async () => {
      const pages = await walk('group_by=labels__id', 1);
      expect(pages).toHaveLength(4);
      const seen = pages.flatMap((page) =>
        Object.values(page.results as Record<string, WorkItemGroupPage>).flatMap((group) =>
          group.results.map((row) => keyOf(row.id) ?? row.name),
        ),
      );
      expect([...seen].sort()).toEqual([...all, 'i2'].sort());
    });

    it.each([
      ['per_page=1001', 'per_page: Cannot exceed 1000', 'per_page', 'VALIDATION_ERROR'],
      ['per_page=0', 'per_page: Must be at least 1', 'per_page', 'VALIDATION_ERROR'],
      ['cursor=1001:0:0', 'cursor: Cannot exceed 1000', 'cursor', 'VALIDATION_ERROR'],
      ['cursor=abc', 'Invalid cursor', 'cursor', 'INVALID_CURSOR'],
    ])('refuses %s', async (query, message, field, code) => {
      const response = await call('GET', `${url}?${query}`, world.member.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message, code, field });
    });
  });

  describe('workspace list', () => {
    it("lists the items of the caller's projects, guests seeing their own", async () => {
      const other = await createProject(ctx.db, world.workspace, world.admin.user);
      await addProjectMember(ctx.db, other, world.member.user, 15);
      await ctx.db.insert(workItems).values({
        workspace_id: world.workspace.id,
        project_id: other.id,
        name: 'elsewhere',
        sequence_id: 1,
        created_by_id: world.admin.user.id,
      });
      const workspaceUrl = `${world.base}/issues/`;
      const mine = await list('', world.member.cookie, workspaceUrl);
      expect(keysOf(mine.results as WorkItem[]).sort()).toEqual(['elsewhere', ...all]);
      const assigned = await list(
        `assignees=${world.member.user.id}`,
        world.member.cookie,
        workspaceUrl,
      );
      expect(
        (assigned.results as WorkItem[]).map((row) => keyOf(row.id) ?? row.name).sort(),
      ).toEqual(['i1', 'i4']);
      const byProject = await list('group_by=project_id', world.member.cookie, workspaceUrl);
      expect(Object.keys(byProject.results)).toEqual([world.project.id, other.id]);
      const guest = await list('', world.guest.cookie, workspaceUrl);
      expect((guest.results as WorkItem[]).map((row) => keyOf(row.id) ?? row.name)).toEqual(['i5']);
      const outsider = await list('', world.outsider.cookie, workspaceUrl);
      expect(outsider.total_results).toBe(0);
    });
  });
});
