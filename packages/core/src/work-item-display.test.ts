import { describe, expect, it } from 'vitest';
import {
  canCreateInContext,
  canQuickAddInContext,
  changeDisplayFilters,
  effectiveDisplayFilters,
  effectiveDisplayProperties,
  groupByOptions,
  workItemListParams,
} from './work-item-display';

describe('effectiveDisplayFilters', () => {
  it('groups only in list and kanban, sub-groups only in kanban', () => {
    const stored = { group_by: 'priority', sub_group_by: 'state' } as const;
    expect(effectiveDisplayFilters('project', { ...stored, layout: 'list' })).toMatchObject({
      group_by: 'priority',
      sub_group_by: null,
    });
    expect(effectiveDisplayFilters('project', { ...stored, layout: 'kanban' })).toMatchObject({
      group_by: 'priority',
      sub_group_by: 'state',
    });
    for (const layout of ['spreadsheet', 'calendar', 'gantt_chart'] as const)
      expect(effectiveDisplayFilters('project', { ...stored, layout })).toMatchObject({
        group_by: null,
        sub_group_by: null,
      });
  });

  it.each([
    ['project', 'state'],
    ['archived', 'state'],
    ['global_all', 'state'],
    ['profile_assigned', 'priority'],
    ['profile_subscribed', 'priority'],
    ['workspace_drafts', 'priority'],
  ] as const)('a %s kanban without grouping groups by %s', (context, groupBy) => {
    expect(effectiveDisplayFilters(context, { layout: 'kanban', group_by: null }).group_by).toBe(
      groupBy,
    );
  });

  it('clears a kanban sub-grouping equal to the grouping', () => {
    const display = effectiveDisplayFilters('project', {
      layout: 'kanban',
      group_by: 'labels',
      sub_group_by: 'labels',
    });
    expect(display.sub_group_by).toBeNull();
  });

  it('clears a sub-grouping equal to the default kanban grouping', () => {
    const display = effectiveDisplayFilters('project', {
      layout: 'kanban',
      group_by: null,
      sub_group_by: 'state',
    });
    expect(display).toMatchObject({ group_by: 'state', sub_group_by: null });
  });

  it('opens global views as a spreadsheet ordered -created_at', () => {
    expect(effectiveDisplayFilters('global_all', {})).toMatchObject({
      layout: 'spreadsheet',
      order_by: '-created_at',
    });
    expect(effectiveDisplayFilters('project', {})).toMatchObject({
      layout: 'list',
      order_by: '-created_at',
    });
  });

  it('replaces sort_order by -created_at in global views only', () => {
    expect(effectiveDisplayFilters('global_created', { order_by: 'sort_order' }).order_by).toBe(
      '-created_at',
    );
    expect(effectiveDisplayFilters('global_created', { order_by: '-sort_order' }).order_by).toBe(
      '-created_at',
    );
    expect(effectiveDisplayFilters('project', { order_by: 'sort_order' }).order_by).toBe(
      'sort_order',
    );
  });

  it('falls back to -created_at for an unknown order', () => {
    expect(effectiveDisplayFilters('project', { order_by: 'colour' }).order_by).toBe('-created_at');
  });

  it('forces sub-items in archived lists', () => {
    expect(effectiveDisplayFilters('archived', { sub_issue: false }).sub_issue).toBe(true);
    expect(effectiveDisplayFilters('project', { sub_issue: false }).sub_issue).toBe(false);
  });

  it('drops groupings the context does not offer', () => {
    expect(
      effectiveDisplayFilters('project', { layout: 'list', group_by: 'project' }).group_by,
    ).toBe(null);
    expect(
      effectiveDisplayFilters('global_all', { layout: 'list', group_by: 'project' }).group_by,
    ).toBe('project');
  });
});

describe('changeDisplayFilters', () => {
  it('removing the grouping clears the sub-grouping', () => {
    expect(
      changeDisplayFilters({ group_by: 'state', sub_group_by: 'priority' }, { group_by: null }),
    ).toMatchObject({ group_by: null, sub_group_by: null });
  });

  it('a sub-grouping made equal to the grouping is cleared', () => {
    expect(
      changeDisplayFilters(
        { group_by: 'state', sub_group_by: 'priority' },
        { group_by: 'priority' },
      ),
    ).toMatchObject({ group_by: 'priority', sub_group_by: null });
  });

  it('keeps unrelated settings', () => {
    expect(
      changeDisplayFilters({ group_by: 'state', order_by: 'priority' }, { layout: 'kanban' }),
    ).toEqual({ group_by: 'state', order_by: 'priority', layout: 'kanban' });
  });
});

describe('contexts', () => {
  it('offers grouping by project only where lists span projects', () => {
    expect(groupByOptions('project')).not.toContain('project');
    expect(groupByOptions('profile_created')).toContain('project');
    expect(groupByOptions('workspace_drafts')).toContain('project');
  });

  it('disables creation in archived, assigned, subscribed and workspace views (spec §6)', () => {
    expect(canCreateInContext('profile_assigned')).toBe(false);
    expect(canCreateInContext('profile_subscribed')).toBe(false);
    expect(canCreateInContext('archived')).toBe(false);
    expect(canCreateInContext('global_all')).toBe(false);
    expect(canCreateInContext('profile_created')).toBe(true);
    expect(canCreateInContext('workspace_drafts')).toBe(true);
    expect(canCreateInContext('project')).toBe(true);
  });

  it('offers quick add in project lists only, never in drafts', () => {
    expect(canQuickAddInContext('project')).toBe(true);
    expect(canQuickAddInContext('workspace_drafts')).toBe(false);
    expect(canQuickAddInContext('profile_created')).toBe(false);
  });
});

describe('workItemListParams', () => {
  it('maps display names onto server fields and joins filter values', () => {
    const display = effectiveDisplayFilters('project', {
      layout: 'kanban',
      group_by: 'labels',
      sub_group_by: 'state_detail.group',
      sub_issue: false,
      type: 'active',
    });
    expect(
      workItemListParams({
        filters: { priority: ['urgent', 'high'], labels: [], state: null },
        display,
        perPage: 50,
      }),
    ).toEqual({
      per_page: '50',
      cursor: '50:0:0',
      order_by: '-created_at',
      group_by: 'labels__id',
      sub_group_by: 'state__group',
      type: 'active',
      sub_issue: 'false',
      priority: 'urgent,high',
    });
  });
});

describe('effectiveDisplayProperties', () => {
  it('hides the created and updated dates until a person shows them', () => {
    expect(effectiveDisplayProperties({})).toMatchObject({
      created_on: false,
      updated_on: false,
      key: true,
      state: true,
    });
    expect(effectiveDisplayProperties({ created_on: true }).created_on).toBe(true);
  });
});
