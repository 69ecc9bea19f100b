import { NONE_GROUP_KEY, UNGROUPED_KEY } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { quickAddPrefill } from './quick-add-prefill';

describe('quickAddPrefill', () => {
  it('takes the value of each movable grouping', () => {
    expect(quickAddPrefill({ groupBy: 'state', groupKey: 's1' })).toEqual({ state_id: 's1' });
    expect(quickAddPrefill({ groupBy: 'priority', groupKey: 'high' })).toEqual({
      priority: 'high',
    });
    expect(quickAddPrefill({ groupBy: 'labels', groupKey: 'l1' })).toEqual({ label_ids: ['l1'] });
    expect(quickAddPrefill({ groupBy: 'assignees', groupKey: 'u1' })).toEqual({
      assignee_ids: ['u1'],
    });
    expect(quickAddPrefill({ groupBy: 'target_date', groupKey: '2026-01-31' })).toEqual({
      target_date: '2026-01-31',
    });
  });

  it('ignores None groups, cycles and modules', () => {
    expect(quickAddPrefill({ groupBy: 'labels', groupKey: NONE_GROUP_KEY })).toEqual({});
    expect(quickAddPrefill({ groupBy: 'target_date', groupKey: NONE_GROUP_KEY })).toEqual({});
    expect(quickAddPrefill({ groupBy: 'cycle', groupKey: NONE_GROUP_KEY })).toEqual({});
    expect(quickAddPrefill({ groupBy: 'module', groupKey: NONE_GROUP_KEY })).toEqual({});
  });

  it('gives nothing for creator, project, state group and ungrouped lists', () => {
    expect(quickAddPrefill({ groupBy: 'created_by', groupKey: 'u1' })).toEqual({});
    expect(quickAddPrefill({ groupBy: 'project', groupKey: 'p1' })).toEqual({});
    expect(quickAddPrefill({ groupBy: 'state_detail.group', groupKey: 'started' })).toEqual({});
    expect(quickAddPrefill({ groupBy: null, groupKey: UNGROUPED_KEY })).toEqual({});
  });

  it('combines a group and a sub-group', () => {
    expect(
      quickAddPrefill({
        groupBy: 'state',
        groupKey: 's1',
        subGroupBy: 'priority',
        subGroupKey: 'urgent',
      }),
    ).toEqual({ state_id: 's1', priority: 'urgent' });
    expect(
      quickAddPrefill({
        groupBy: 'labels',
        groupKey: 'l1',
        subGroupBy: 'assignees',
        subGroupKey: NONE_GROUP_KEY,
      }),
    ).toEqual({ label_ids: ['l1'] });
  });
});
