import { type GroupableWorkItem, NONE_GROUP_KEY, REORDER_GAP } from '@keel/core';
import { describe, expect, it } from 'vitest';
import {
  isMovableGrouping,
  type KanbanDropInput,
  notManualMessage,
  notMovableMessage,
  planKanbanDrop,
} from './kanban-drop';

const item: GroupableWorkItem = {
  id: 'x',
  state_id: 's1',
  state__group: 'backlog',
  priority: 'low',
  label_ids: ['l1', 'l2'],
  assignee_ids: [],
  created_by: 'u1',
  target_date: null,
  start_date: null,
  project_id: 'p1',
  cycle_id: null,
  module_ids: [],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  sequence_id: 1,
  sort_order: 20_000,
  estimate_point: null,
  link_count: 0,
  attachment_count: 0,
  sub_issues_count: 0,
};

const sortOrders: Record<string, number> = { a: 10_000, b: 30_000, c: 40_000, x: 20_000 };

function drop(overrides: Partial<KanbanDropInput>): ReturnType<typeof planKanbanDrop> {
  return planKanbanDrop({
    item,
    from: { group: 's1', subGroup: null },
    to: { group: 's2', subGroup: null },
    targetIds: ['a', 'b', 'c'],
    overId: 'b',
    placeAfter: false,
    groupBy: 'state',
    subGroupBy: null,
    orderBy: 'sort_order',
    sortOrderOf: (id) => sortOrders[id],
    ...overrides,
  });
}

describe('planKanbanDrop across columns', () => {
  it('moves the item to the column and between its new neighbours under manual order', () => {
    expect(drop({})).toEqual({ kind: 'update', patch: { state_id: 's2', sort_order: 20_000 } });
    expect(drop({ placeAfter: true })).toEqual({
      kind: 'update',
      patch: { state_id: 's2', sort_order: 35_000 },
    });
  });

  it('places the item a gap after the last card when dropped on the column', () => {
    expect(drop({ overId: null })).toEqual({
      kind: 'update',
      patch: { state_id: 's2', sort_order: 40_000 + REORDER_GAP },
    });
  });

  it('places the item a gap before the first card', () => {
    expect(drop({ overId: 'a' })).toEqual({
      kind: 'update',
      patch: { state_id: 's2', sort_order: 10_000 - REORDER_GAP },
    });
  });

  it('keeps the sort order under any other order', () => {
    expect(drop({ orderBy: '-created_at' })).toEqual({
      kind: 'update',
      patch: { state_id: 's2' },
    });
  });

  it('swaps one label for another and keeps the rest', () => {
    expect(
      drop({
        groupBy: 'labels',
        from: { group: 'l1', subGroup: null },
        to: { group: 'l3', subGroup: null },
        orderBy: 'priority',
      }),
    ).toEqual({ kind: 'update', patch: { label_ids: ['l2', 'l3'] } });
  });

  it('refuses groupings a move cannot change', () => {
    expect(
      drop({
        groupBy: 'created_by',
        from: { group: 'u1', subGroup: null },
        to: { group: 'u2', subGroup: null },
      }),
    ).toEqual({ kind: 'not-movable', groupBy: 'created_by' });
    expect(drop({ to: { group: NONE_GROUP_KEY, subGroup: null } })).toEqual({
      kind: 'not-movable',
      groupBy: 'state',
    });
  });
});

describe('planKanbanDrop across swimlanes', () => {
  it('changes the sub-grouped property too', () => {
    expect(
      drop({
        groupBy: 'priority',
        subGroupBy: 'state',
        from: { group: 'low', subGroup: 's1' },
        to: { group: 'high', subGroup: 's3' },
        orderBy: '-created_at',
      }),
    ).toEqual({ kind: 'update', patch: { priority: 'high', state_id: 's3' } });
  });

  it('changes only the sub-group when the column stays', () => {
    expect(
      drop({
        groupBy: 'priority',
        subGroupBy: 'state',
        from: { group: 'low', subGroup: 's1' },
        to: { group: 'low', subGroup: 's3' },
        orderBy: '-created_at',
      }),
    ).toEqual({ kind: 'update', patch: { state_id: 's3' } });
  });

  it('refuses a swimlane grouping a move cannot change', () => {
    expect(
      drop({
        groupBy: 'priority',
        subGroupBy: 'created_by',
        from: { group: 'low', subGroup: 'u1' },
        to: { group: 'high', subGroup: 'u2' },
      }),
    ).toEqual({ kind: 'not-movable', groupBy: 'created_by' });
  });
});

describe('planKanbanDrop within a column', () => {
  const within = { from: { group: 's1', subGroup: null }, to: { group: 's1', subGroup: null } };

  it('reorders under manual order', () => {
    expect(drop({ ...within, targetIds: ['a', 'x', 'b', 'c'], overId: 'c' })).toEqual({
      kind: 'update',
      patch: { sort_order: 35_000 },
    });
    expect(
      drop({ ...within, targetIds: ['a', 'x', 'b', 'c'], overId: 'c', placeAfter: true }),
    ).toEqual({ kind: 'update', patch: { sort_order: 40_000 + REORDER_GAP } });
  });

  it('does nothing when the card lands where it was', () => {
    expect(drop({ ...within, targetIds: ['a', 'x', 'b'], overId: 'x' })).toEqual({
      kind: 'none',
    });
    expect(drop({ ...within, targetIds: ['a', 'x', 'b'], overId: 'b' })).toEqual({
      kind: 'none',
    });
    expect(drop({ ...within, targetIds: ['a', 'x', 'b'], overId: 'a', placeAfter: true })).toEqual({
      kind: 'none',
    });
    expect(drop({ ...within, targetIds: ['a', 'b', 'x'], overId: null })).toEqual({
      kind: 'none',
    });
  });

  it('refuses a reorder when the board is not in manual order', () => {
    expect(
      drop({ ...within, targetIds: ['a', 'x', 'b', 'c'], overId: 'c', orderBy: 'priority' }),
    ).toEqual({ kind: 'not-manual' });
  });
});

describe('messages', () => {
  it('names the grouping and the order', () => {
    expect(notMovableMessage('created_by')).toBe(
      'Work items cannot be moved between creator groups.',
    );
    expect(notManualMessage('-target_date')).toBe(
      'This board is ordered by due date. Switch the order to Manual to reorder cards.',
    );
  });
});

describe('isMovableGrouping', () => {
  it('allows the groupings a move can change', () => {
    expect(isMovableGrouping('state')).toBe(true);
    expect(isMovableGrouping('labels')).toBe(true);
    expect(isMovableGrouping('created_by')).toBe(false);
    expect(isMovableGrouping('project')).toBe(false);
    expect(isMovableGrouping(null)).toBe(false);
  });
});
