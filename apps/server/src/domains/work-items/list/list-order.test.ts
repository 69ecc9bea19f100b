import { PRIORITY_PROXY, type Priority, type WorkItem } from '@keel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Seeded, useListWorld } from './list-test-world';

describe('work item lists: ordering', () => {
  const fixture = useListWorld();
  const { call, state, label, labelsOf, assigneesOf, firstName, keyOf, keysOf, list, all } =
    fixture;
  let world: typeof fixture.world;
  let url: string;
  let listed: Seeded[];
  beforeAll(() => {
    ({ world, url, listed } = fixture);
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
});
