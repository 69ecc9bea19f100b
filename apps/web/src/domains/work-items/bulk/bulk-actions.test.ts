import { ROLE } from '@keel/core';
import { describe, expect, it } from 'vitest';
import {
  archiveDescription,
  archivableIdsByProject,
  type BulkItem,
  bulkAvailability,
  bulkDateBounds,
  bulkRequests,
  deleteNeedsAdminReason,
  deleteBlockedReason,
  groupIdsByProject,
  isArchivable,
  sharedValue,
  workItemCount,
} from './bulk-actions';

function item(id: string, projectId: string, group: string | null = 'started'): BulkItem {
  return { id, project_id: projectId, state__group: group };
}

describe('groupIdsByProject', () => {
  it('keeps the ids of each project together, in the order given', () => {
    const grouped = groupIdsByProject([item('a', 'p1'), item('b', 'p2'), item('c', 'p1')]);
    expect([...grouped]).toEqual([
      ['p1', ['a', 'c']],
      ['p2', ['b']],
    ]);
  });

  it('is empty for no items', () => {
    expect(groupIdsByProject([]).size).toBe(0);
  });
});

describe('isArchivable', () => {
  it('allows completed and cancelled items only', () => {
    expect(isArchivable('completed')).toBe(true);
    expect(isArchivable('cancelled')).toBe(true);
    expect(isArchivable('started')).toBe(false);
    expect(isArchivable('backlog')).toBe(false);
    expect(isArchivable(null)).toBe(false);
    expect(isArchivable('unknown')).toBe(false);
  });
});

describe('archivableIdsByProject', () => {
  it('leaves out items that are not completed or cancelled', () => {
    const grouped = archivableIdsByProject([
      item('a', 'p1', 'completed'),
      item('b', 'p1', 'started'),
      item('c', 'p2', 'cancelled'),
      item('d', 'p3', 'unstarted'),
    ]);
    expect([...grouped]).toEqual([
      ['p1', ['a']],
      ['p2', ['c']],
    ]);
  });
});

describe('bulkAvailability', () => {
  it('offers project values when every item is in one project', () => {
    const availability = bulkAvailability([item('a', 'p1'), item('b', 'p1')], 'global_all');
    expect(availability.projectId).toBe('p1');
    expect(availability.projectIds).toEqual(['p1']);
  });

  it('withholds project values when items span projects', () => {
    const availability = bulkAvailability([item('a', 'p1'), item('b', 'p2')], 'global_all');
    expect(availability.projectId).toBeNull();
    expect(availability.projectIds).toEqual(['p1', 'p2']);
  });

  it('counts the items an archive would take and skip', () => {
    const availability = bulkAvailability(
      [item('a', 'p1', 'completed'), item('b', 'p1', 'started'), item('c', 'p1', 'backlog')],
      'project',
    );
    expect(availability.archivableCount).toBe(1);
    expect(availability.skippedArchiveCount).toBe(2);
  });

  it('knows the archived list', () => {
    expect(bulkAvailability([item('a', 'p1')], 'archived').isArchiveList).toBe(true);
    expect(bulkAvailability([item('a', 'p1')], 'project').isArchiveList).toBe(false);
  });
});

describe('archiveDescription', () => {
  it('names the skipped items when there are some', () => {
    const text = archiveDescription(
      bulkAvailability(
        [item('a', 'p1', 'completed'), item('b', 'p1', 'started'), item('c', 'p1', 'cancelled')],
        'project',
      ),
    );
    expect(text).toContain('2 work items will be archived');
    expect(text).toContain('1 work item is not completed or cancelled and will be skipped');
  });

  it('says nothing of skipping when every item can be archived', () => {
    const text = archiveDescription(bulkAvailability([item('a', 'p1', 'completed')], 'project'));
    expect(text).toContain('1 work item will be archived');
    expect(text).not.toContain('skipped');
  });
});

describe('workItemCount', () => {
  it('agrees in number', () => {
    expect(workItemCount(1)).toBe('1 work item');
    expect(workItemCount(5)).toBe('5 work items');
  });
});

describe('sharedValue', () => {
  it('gives the value all share', () => {
    expect(sharedValue(['s1', 's1'])).toBe('s1');
  });

  it('is null when values differ or there are none', () => {
    expect(sharedValue(['s1', 's2'])).toBeNull();
    expect(sharedValue([])).toBeNull();
  });
});

describe('bulkDateBounds', () => {
  const items = [
    { start_date: '2026-03-02', target_date: '2026-03-20' },
    { start_date: '2026-03-05', target_date: '2026-03-10' },
    { start_date: null, target_date: null },
  ];

  it('keeps a start on or before the earliest due date', () => {
    expect(bulkDateBounds(items, 'start_date')).toEqual({ min: null, max: '2026-03-10' });
  });

  it('keeps a due date on or after the latest start', () => {
    expect(bulkDateBounds(items, 'target_date')).toEqual({ min: '2026-03-05', max: null });
  });

  it('leaves undated selections open', () => {
    expect(bulkDateBounds([{ start_date: null, target_date: null }], 'start_date')).toEqual({
      min: null,
      max: null,
    });
  });
});

describe('deleteBlockedReason', () => {
  it('lets admins of every project delete', () => {
    expect(deleteBlockedReason([ROLE.admin, ROLE.admin])).toBeNull();
  });

  it('says why when the viewer is not an admin of one of the projects', () => {
    expect(deleteBlockedReason([ROLE.admin, ROLE.member])).toBe(deleteNeedsAdminReason());
    expect(deleteBlockedReason([null])).toBe(deleteNeedsAdminReason());
  });
});

describe('bulkRequests', () => {
  it('sends one request per project', () => {
    const byProject = new Map([
      ['p1', ['a', 'b']],
      ['p2', ['c']],
    ]);
    expect(bulkRequests(byProject)).toEqual([
      { projectId: 'p1', ids: ['a', 'b'] },
      { projectId: 'p2', ids: ['c'] },
    ]);
  });

  it('splits a project with more ids than one request may name', () => {
    const byProject = new Map([['p1', ['a', 'b', 'c', 'd', 'e']]]);
    expect(bulkRequests(byProject, 2).map((request) => request.ids)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e'],
    ]);
  });
});
