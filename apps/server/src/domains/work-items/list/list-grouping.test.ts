import type { WorkItemGroupPage, WorkItemListResponse, WorkItemSubGroupedPage } from '@keel/core';
import { eq } from 'drizzle-orm';
import { states } from '#server/db/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { useListWorld } from './list-test-world';

describe('work item lists: grouping', () => {
  const fixture = useListWorld();
  const { ctx, call, state, label, keyOf, list, all, isoDay } = fixture;
  let world: typeof fixture.world;
  let url: string;
  beforeAll(() => {
    ({ world, url } = fixture);
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
});
