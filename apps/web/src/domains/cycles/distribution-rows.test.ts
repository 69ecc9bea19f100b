import { describe, expect, it } from 'vitest';
import { assigneeRows, labelRows } from './distribution-rows';

describe('distribution rows', () => {
  it('orders assignees by work, the unassigned last, counting items or points', () => {
    const rows = assigneeRows({
      assignees: [
        {
          assignee_id: null,
          display_name: null,
          first_name: null,
          last_name: null,
          avatar_url: null,
          total_issues: 9,
          completed_issues: 0,
          pending_issues: 9,
        },
        {
          assignee_id: 'u1',
          display_name: 'ada',
          first_name: 'Ada',
          last_name: 'L',
          avatar_url: null,
          total_issues: 2,
          completed_issues: 1,
          pending_issues: 1,
        },
        {
          assignee_id: 'u2',
          display_name: '',
          first_name: 'Grace',
          last_name: 'Hopper',
          avatar_url: null,
          total_issues: 5,
          completed_issues: 5,
          pending_issues: 0,
        },
      ],
    });
    expect(rows.map((row) => [row.id, row.name, row.completed, row.total])).toEqual([
      ['u2', 'Grace Hopper', 5, 5],
      ['u1', 'ada', 1, 2],
      [null, 'No assignee', 0, 9],
    ]);
  });

  it('reads estimate counts when the analytics count points', () => {
    const rows = labelRows({
      labels: [
        {
          label_id: 'l1',
          label_name: 'bug',
          color: '#f00',
          total_estimates: 8,
          completed_estimates: 3,
          pending_estimates: 5,
        },
      ],
    });
    expect(rows).toEqual([
      { id: 'l1', name: 'bug', avatarUrl: null, color: '#f00', total: 8, completed: 3 },
    ]);
  });
});
