import { describe, expect, it } from 'vitest';
import { effectiveDisplayFilters } from './work-item-display';
import { decodeListUrl, encodeListUrl } from './work-item-list-url';

describe('encodeListUrl', () => {
  it('writes the layout, what differs from its defaults, and the filters with values', () => {
    const params = encodeListUrl('project', {
      filters: { priority: ['urgent', 'high'], labels: [], state: null },
      display_filters: { layout: 'kanban', group_by: 'priority', order_by: '-created_at' },
    });
    expect(params).toEqual({ layout: 'kanban', group_by: 'priority', priority: 'urgent,high' });
  });

  it('writes a grouping taken away as none, and switches that are off', () => {
    expect(
      encodeListUrl('project', {
        filters: {},
        display_filters: { layout: 'list', group_by: 'state', sub_issue: false },
      }),
    ).toEqual({ layout: 'list', group_by: 'state', sub_issue: 'false' });
  });

  it('leaves out what the layout does anyway', () => {
    expect(
      encodeListUrl('global_all', { filters: {}, display_filters: { group_by: 'state' } }),
    ).toEqual({ layout: 'spreadsheet' });
  });
});

describe('decodeListUrl', () => {
  it('carries nothing when the address names no list setting', () => {
    expect(decodeListUrl('project', { peekId: 'abc' })).toBeNull();
  });

  it('reads filters and display settings, the rest being the defaults', () => {
    const decoded = decodeListUrl('project', {
      layout: 'kanban',
      group_by: 'priority',
      priority: 'urgent,high',
      peekId: 'x',
    });
    expect(decoded?.filters).toEqual({ priority: ['urgent', 'high'] });
    expect(decoded && effectiveDisplayFilters('project', decoded.display_filters)).toMatchObject({
      layout: 'kanban',
      group_by: 'priority',
      order_by: '-created_at',
      sub_issue: true,
    });
  });

  it('ignores values that are not settings', () => {
    const decoded = decodeListUrl('project', {
      layout: 'mosaic',
      group_by: 'colour',
      order_by: '-shoe_size',
      sub_issue: 'maybe',
    });
    expect(decoded && effectiveDisplayFilters('project', decoded.display_filters)).toMatchObject({
      layout: 'list',
      group_by: null,
      order_by: '-created_at',
      sub_issue: true,
    });
  });

  it('gives back the list it was encoded from', () => {
    const settings = {
      filters: { state_group: ['started'], assignees: ['u1', 'u2'] },
      display_filters: {
        layout: 'kanban' as const,
        group_by: 'assignees' as const,
        sub_group_by: 'priority' as const,
        order_by: '-priority',
        type: 'active' as const,
        show_empty_groups: false,
      },
    };
    const decoded = decodeListUrl('project', encodeListUrl('project', settings));
    expect(decoded?.filters).toEqual(settings.filters);
    expect(decoded && effectiveDisplayFilters('project', decoded.display_filters)).toEqual(
      effectiveDisplayFilters('project', settings.display_filters),
    );
  });
});
