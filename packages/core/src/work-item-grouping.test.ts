import { describe, expect, it } from 'vitest';
import {
  type GroupableWorkItem,
  groupKeysOf,
  groupMovePatch,
  workItemComparator,
} from './work-item-grouping';

function item(overrides: Partial<GroupableWorkItem>): GroupableWorkItem {
  return {
    id: 'a',
    state_id: 's1',
    state__group: 'started',
    priority: 'none',
    label_ids: [],
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
    sort_order: 65535,
    estimate_point: null,
    link_count: 0,
    attachment_count: 0,
    sub_issues_count: 0,
    ...overrides,
  };
}

const lookups = {
  stateName: (id: string) => ({ s1: 'Todo', s2: 'Done' })[id],
  labelName: (id: string) => ({ l1: 'bug', l2: 'api' })[id],
  memberFirstName: (id: string) => ({ u1: 'Zoe', u2: 'Ann' })[id],
  estimatePointKey: () => undefined,
};

describe('groupKeysOf', () => {
  it('puts an item with two labels in both groups and one without in None', () => {
    expect(groupKeysOf(item({ label_ids: ['l1', 'l2'] }), 'labels')).toEqual(['l1', 'l2']);
    expect(groupKeysOf(item({}), 'labels')).toEqual(['None']);
    expect(groupKeysOf(item({}), 'assignees')).toEqual(['None']);
  });

  it('keys scalar groupings by their value', () => {
    expect(groupKeysOf(item({ priority: 'high' }), 'priority')).toEqual(['high']);
    expect(groupKeysOf(item({}), 'state_detail.group')).toEqual(['started']);
    expect(groupKeysOf(item({ target_date: null }), 'target_date')).toEqual(['None']);
    expect(groupKeysOf(item({}), 'project')).toEqual(['p1']);
  });
});

describe('groupMovePatch', () => {
  it('sets the grouped field to the target group', () => {
    expect(groupMovePatch(item({}), 'state', 's1', 's2')).toEqual({ state_id: 's2' });
    expect(groupMovePatch(item({}), 'priority', 'none', 'urgent')).toEqual({ priority: 'urgent' });
    expect(groupMovePatch(item({}), 'target_date', 'None', '2026-02-01')).toEqual({
      target_date: '2026-02-01',
    });
  });

  it('swaps one label for another and keeps the rest; None empties them', () => {
    const labelled = item({ label_ids: ['l1', 'l3'] });
    expect(groupMovePatch(labelled, 'labels', 'l1', 'l2')).toEqual({ label_ids: ['l3', 'l2'] });
    expect(groupMovePatch(labelled, 'labels', 'l1', 'None')).toEqual({ label_ids: [] });
    expect(groupMovePatch(item({}), 'assignees', 'None', 'u2')).toEqual({ assignee_ids: ['u2'] });
  });

  it('refuses moves that cannot change the item', () => {
    expect(groupMovePatch(item({}), 'created_by', 'u1', 'u2')).toBeNull();
    expect(groupMovePatch(item({}), 'project', 'p1', 'p2')).toBeNull();
    expect(groupMovePatch(item({}), 'state', 's1', 'None')).toBeNull();
  });
});

describe('workItemComparator', () => {
  const sorted = (orderBy: string, items: GroupableWorkItem[]) =>
    [...items].sort(workItemComparator(orderBy, lookups)).map((entry) => entry.id);

  it('orders priority by its fixed rank, urgent first when descending', () => {
    const items = [
      item({ id: 'a', priority: 'low' }),
      item({ id: 'b', priority: 'urgent' }),
      item({ id: 'c', priority: 'none' }),
    ];
    expect(sorted('-priority', items)).toEqual(['b', 'a', 'c']);
    expect(sorted('priority', items)).toEqual(['c', 'a', 'b']);
  });

  it('puts missing dates last in both directions', () => {
    const items = [
      item({ id: 'a', target_date: null }),
      item({ id: 'b', target_date: '2026-03-01' }),
      item({ id: 'c', target_date: '2026-01-01' }),
    ];
    expect(sorted('target_date', items)).toEqual(['c', 'b', 'a']);
    expect(sorted('-target_date', items)).toEqual(['b', 'c', 'a']);
  });

  it('orders by related names and breaks ties by id in the same direction', () => {
    const items = [
      item({ id: 'b', state_id: 's2' }),
      item({ id: 'a', state_id: 's1' }),
      item({ id: 'c', state_id: 's1' }),
    ];
    expect(sorted('state__name', items)).toEqual(['b', 'a', 'c']);
    expect(sorted('-state__name', items)).toEqual(['c', 'a', 'b']);
    expect(
      sorted('assignees__first_name', [
        item({ id: 'a', assignee_ids: ['u1'] }),
        item({ id: 'b', assignee_ids: ['u1', 'u2'] }),
        item({ id: 'c' }),
      ]),
    ).toEqual(['b', 'a', 'c']);
  });
});
