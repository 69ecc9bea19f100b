import { describe, expect, it } from 'vitest';
import { BulkOperationPropertiesSchema } from './work-item-bulk-wire';
import {
  canQuickAddInContext,
  effectiveDisplayFilters,
  groupByOptions,
  isProjectListContext,
} from './work-item-display';
import { groupMovePatch, type GroupableWorkItem, workItemComparator } from './work-item-grouping';
import { UpdateWorkItemBodySchema } from './work-items-wire';

const ID = '6f1c1f0e-2a36-4d0f-9a49-0b1f2a3c4d5e';

function item(id: string, cycleId: string | null, moduleIds: string[]): GroupableWorkItem {
  return {
    id,
    state_id: null,
    state__group: null,
    priority: 'none',
    label_ids: [],
    assignee_ids: [],
    created_by: null,
    target_date: null,
    start_date: null,
    project_id: 'p1',
    cycle_id: cycleId,
    module_ids: moduleIds,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    sequence_id: 1,
    sort_order: 0,
    estimate_point: null,
    link_count: 0,
    attachment_count: 0,
    sub_issues_count: 0,
  };
}

describe('cycle and module list contexts', () => {
  it('are lists of one project with quick add', () => {
    expect(isProjectListContext('cycle')).toBe(true);
    expect(isProjectListContext('module')).toBe(true);
    expect(isProjectListContext('global_all')).toBe(false);
    expect(canQuickAddInContext('cycle')).toBe(true);
    expect(canQuickAddInContext('module')).toBe(true);
  });

  it('group by cycle and module in project lists, not by their own scope', () => {
    expect(groupByOptions('project')).toEqual(expect.arrayContaining(['cycle', 'module']));
    expect(groupByOptions('cycle')).not.toContain('cycle');
    expect(groupByOptions('module')).not.toContain('module');
    expect(groupByOptions('global_all')).not.toContain('cycle');
    expect(effectiveDisplayFilters('cycle', { layout: 'list', group_by: 'cycle' }).group_by).toBe(
      null,
    );
  });

  it('moving between groups sets the cycle or swaps the module', () => {
    const moved = item('a', 'c1', ['m1', 'm2']);
    expect(groupMovePatch(moved, 'cycle', 'c1', 'c2')).toEqual({ cycle_id: 'c2' });
    expect(groupMovePatch(moved, 'cycle', 'c1', 'None')).toEqual({ cycle_id: null });
    expect(groupMovePatch(moved, 'module', 'm1', 'm3')).toEqual({ module_ids: ['m2', 'm3'] });
  });

  it('orders by cycle and module names, items without one last', () => {
    const names: Record<string, string> = { c1: 'Beta', c2: 'Alpha', m1: 'Zeta', m2: 'Eta' };
    const lookups = {
      stateName: () => undefined,
      labelName: () => undefined,
      memberFirstName: () => undefined,
      estimatePointKey: () => undefined,
      cycleName: (id: string) => names[id],
      moduleName: (id: string) => names[id],
    };
    const items = [item('a', 'c1', ['m1']), item('b', null, []), item('c', 'c2', ['m1', 'm2'])];
    const byCycle = [...items].sort(workItemComparator('issue_cycle__cycle__name', lookups));
    expect(byCycle.map((entry) => entry.id)).toEqual(['c', 'a', 'b']);
    const byModule = [...items].sort(workItemComparator('issue_module__module__name', lookups));
    expect(byModule.map((entry) => entry.id)).toEqual(['c', 'a', 'b']);
  });

  it('edits and bulk edits accept a cycle and modules', () => {
    expect(UpdateWorkItemBodySchema.parse({ cycle_id: ID, module_ids: [ID, ID] })).toEqual({
      cycle_id: ID,
      module_ids: [ID],
    });
    expect(UpdateWorkItemBodySchema.parse({ cycle_id: '' })).toEqual({ cycle_id: null });
    expect(BulkOperationPropertiesSchema.parse({ cycle_id: null, module_ids: [ID] })).toEqual({
      cycle_id: null,
      module_ids: [ID],
    });
  });
});
