import { describe, expect, it } from 'vitest';
import {
  completionChart,
  daysBetween,
  itemDistribution,
  MAX_COMPLETION_CHART_DAYS,
  pointDistribution,
} from './module-distribution';
import type { DistributionItem } from './module-progress.queries';

const item = (
  id: string,
  state_group: string,
  completed_day: string | null,
  points = 0,
): DistributionItem => ({ id, state_group, completed_day, points });

describe('module distributions', () => {
  it('lists the days of a range, across months, and caps silly ranges', () => {
    expect(daysBetween('2026-01-30', '2026-02-02')).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
    ]);
    expect(daysBetween('2026-02-02', '2026-02-01')).toEqual([]);
    expect(daysBetween('2000-01-01', '2099-12-31')).toHaveLength(MAX_COMPLETION_CHART_DAYS);
  });

  it('draws the remaining work per day, null after today, empty without both dates', () => {
    const items = [
      item('a', 'completed', '2026-03-02', 3),
      item('b', 'completed', '2026-03-01', 2),
      item('c', 'started', null, 5),
      item('d', 'completed', '2026-02-20', 1),
    ];
    const base = { items, startDate: '2026-03-01', targetDate: '2026-03-05', today: '2026-03-03' };
    expect(completionChart({ ...base, weight: () => 1 })).toEqual({
      '2026-03-01': 2,
      '2026-03-02': 1,
      '2026-03-03': 1,
      '2026-03-04': null,
      '2026-03-05': null,
    });
    expect(completionChart({ ...base, weight: (row) => row.points })).toMatchObject({
      '2026-03-01': 8,
      '2026-03-02': 5,
    });
    expect(completionChart({ ...base, targetDate: null, weight: () => 1 })).toEqual({});
  });

  it('splits items and points by assignee and label, named rows first, none last', () => {
    const input = {
      items: [item('a', 'completed', '2026-03-01', 3), item('b', 'started', null, 2)],
      assignees: [
        {
          work_item_id: 'a',
          assignee_id: 'u2',
          display_name: 'zoe',
          first_name: 'Zoe',
          last_name: 'Z',
          avatar: null,
        },
        {
          work_item_id: 'a',
          assignee_id: 'u1',
          display_name: 'Ann',
          first_name: 'Ann',
          last_name: 'A',
          avatar: 'https://example.com/a.png',
        },
      ],
      labels: [{ work_item_id: 'b', label_id: 'l1', label_name: 'Bug', color: '#ff0000' }],
      startDate: null,
      targetDate: null,
      today: '2026-03-03',
    };
    const byItems = itemDistribution(input);
    expect(byItems.assignees).toEqual([
      {
        assignee_id: 'u1',
        display_name: 'Ann',
        first_name: 'Ann',
        last_name: 'A',
        avatar_url: 'https://example.com/a.png',
        total_issues: 1,
        completed_issues: 1,
        pending_issues: 0,
      },
      expect.objectContaining({ assignee_id: 'u2', total_issues: 1 }),
      expect.objectContaining({ assignee_id: null, total_issues: 1, pending_issues: 1 }),
    ]);
    expect(byItems.labels).toEqual([
      {
        label_id: 'l1',
        label_name: 'Bug',
        color: '#ff0000',
        total_issues: 1,
        completed_issues: 0,
        pending_issues: 1,
      },
      {
        label_id: null,
        label_name: null,
        color: null,
        total_issues: 1,
        completed_issues: 1,
        pending_issues: 0,
      },
    ]);
    const byPoints = pointDistribution(input);
    expect(byPoints.labels[0]).toMatchObject({ total_estimates: 2, pending_estimates: 2 });
    expect(byPoints.assignees[0]).toMatchObject({ total_estimates: 3, completed_estimates: 3 });
  });
});
