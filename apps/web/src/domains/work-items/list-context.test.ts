import { NONE_GROUP_KEY } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { makeWorkItem } from '#web/test/factories';
import { quickAddPrefill, scopePrefill } from './create/quick-add-prefill';
import { scopedEmptyValues, createBody } from './create/create-work-item-form';
import { groupByChoices, orderByChoices } from './filters/display-descriptors';
import { describeGroup, type GroupLookups, orderGroupKeys } from './group-descriptors';
import { isInScope } from './work-items-screen-model';

const lookups: GroupLookups = {
  states: [],
  labels: [],
  members: [],
  project: () => undefined,
  spansProjects: false,
  cycles: [
    { id: 'c2', name: 'Sprint 10' },
    { id: 'c1', name: 'Sprint 2' },
  ],
  modules: [{ id: 'm1', name: 'Billing' }],
};

describe('cycle and module list contexts', () => {
  it('holds only the items of its cycle or module', () => {
    const item = makeWorkItem('i1', { cycle_id: 'c1', module_ids: ['m1', 'm2'] });
    expect(isInScope(item, { kind: 'cycle', id: 'c1' })).toBe(true);
    expect(isInScope(item, { kind: 'cycle', id: 'c2' })).toBe(false);
    expect(isInScope(item, { kind: 'module', id: 'm2' })).toBe(true);
    expect(isInScope(item, { kind: 'module', id: 'm3' })).toBe(false);
    expect(isInScope(item, null)).toBe(true);
  });

  it('quick add puts the item in the list’s cycle or module, and in the group’s', () => {
    expect(scopePrefill({ kind: 'cycle', id: 'c1' }, { priority: 'high' })).toEqual({
      priority: 'high',
      cycle_id: 'c1',
    });
    expect(scopePrefill({ kind: 'module', id: 'm1' }, { module_ids: ['m2'] })).toEqual({
      module_ids: ['m1', 'm2'],
    });
    expect(quickAddPrefill({ groupBy: 'cycle', groupKey: 'c1' })).toEqual({ cycle_id: 'c1' });
    expect(
      quickAddPrefill({
        groupBy: 'module',
        groupKey: 'm1',
        subGroupBy: 'module',
        subGroupKey: 'm2',
      }),
    ).toEqual({ module_ids: ['m1', 'm2'] });
    expect(quickAddPrefill({ groupBy: 'cycle', groupKey: NONE_GROUP_KEY })).toEqual({});
  });

  it('the create dialog starts in the list’s cycle or module and sends them', () => {
    const inCycle = scopedEmptyValues(null, { kind: 'cycle', id: 'c1' });
    expect(createBody({ ...inCycle, title: 'A' })).toMatchObject({ cycle_id: 'c1' });
    const inModule = scopedEmptyValues(null, { kind: 'module', id: 'm1' });
    expect(createBody({ ...inModule, title: 'A' })).toMatchObject({ module_ids: ['m1'] });
    expect(createBody({ ...scopedEmptyValues(null, null), title: 'A' })).not.toHaveProperty(
      'cycle_id',
    );
  });

  it('names and orders cycle and module groups by name, None last', () => {
    expect(describeGroup('cycle', 'c1', lookups)).toMatchObject({ name: 'Sprint 2' });
    expect(describeGroup('cycle', 'gone', lookups).name).toBe('Unknown cycle');
    expect(describeGroup('module', NONE_GROUP_KEY, lookups).name).toBe('No module');
    expect(describeGroup('module', 'm1', lookups).icon).toEqual({ kind: 'module' });
    expect(orderGroupKeys('cycle', [NONE_GROUP_KEY, 'c2', 'c1'], lookups)).toEqual([
      'c1',
      'c2',
      NONE_GROUP_KEY,
    ]);
  });

  it('offers grouping and ordering by cycle and module where the project has them', () => {
    const on = { cycles: true, modules: true };
    const values = (context: 'project' | 'cycle' | 'module') =>
      groupByChoices(context, 'list', on).map((choice) => choice.value);
    expect(values('project')).toEqual(expect.arrayContaining(['cycle', 'module']));
    expect(values('cycle')).not.toContain('cycle');
    expect(values('cycle')).toContain('module');
    expect(values('module')).not.toContain('module');
    expect(
      groupByChoices('project', 'list', { cycles: false, modules: true }).map((c) => c.value),
    ).not.toContain('cycle');
    const fields = orderByChoices('project', { cycles: true, modules: false }).map((c) => c.field);
    expect(fields).toContain('issue_cycle__cycle__name');
    expect(fields).not.toContain('issue_module__module__name');
    expect(orderByChoices('global_all').map((c) => c.field)).not.toContain(
      'issue_cycle__cycle__name',
    );
  });
});
