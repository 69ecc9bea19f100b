import { describe, expect, it } from 'vitest';
import {
  areModuleDatesInOrder,
  isWebUrl,
  moduleStatusLabel,
  NO_MODULE_FILTER,
  visibleModules,
} from './module-list';
import { canArchiveModule, type Module, moduleProgress, ModuleSchema } from './modules-wire';

function module(id: string, overrides: Partial<Module> = {}): Module {
  return ModuleSchema.parse({
    id,
    project_id: 'p1',
    name: id,
    status: 'backlog',
    lead_id: null,
    member_ids: [],
    start_date: null,
    target_date: null,
    ...overrides,
  });
}

describe('module list', () => {
  const all = [
    module('m1', { name: 'Sprint 10', status: 'planned', is_favorite: true }),
    module('m2', { name: 'sprint 2', status: 'completed' }),
    module('m3', { name: 'Alpha', status: 'in-progress' }),
  ];

  it('orders by name, case-blind, numbers in order', () => {
    expect(visibleModules(all, NO_MODULE_FILTER).map((entry) => entry.name)).toEqual([
      'Alpha',
      'sprint 2',
      'Sprint 10',
    ]);
  });

  it('narrows by search, status and favorites', () => {
    expect(visibleModules(all, { ...NO_MODULE_FILTER, search: 'SPRINT' })).toHaveLength(2);
    expect(
      visibleModules(all, { ...NO_MODULE_FILTER, statuses: ['completed', 'in-progress'] }).map(
        (entry) => entry.id,
      ),
    ).toEqual(['m3', 'm2']);
    expect(
      visibleModules(all, { ...NO_MODULE_FILTER, isFavoritesOnly: true }).map((entry) => entry.id),
    ).toEqual(['m1']);
  });

  it('names statuses and keeps unknown ones as they are', () => {
    expect(moduleStatusLabel('in-progress')).toBe('In progress');
    expect(moduleStatusLabel('mystery')).toBe('mystery');
  });

  it('archives only completed or cancelled modules', () => {
    expect(canArchiveModule('completed')).toBe(true);
    expect(canArchiveModule('cancelled')).toBe(true);
    expect(canArchiveModule('paused')).toBe(false);
  });

  it('counts progress as done of all, cancelled included', () => {
    expect(moduleProgress({ total_issues: 0, completed_issues: 0, cancelled_issues: 0 })).toBe(0);
    expect(moduleProgress({ total_issues: 4, completed_issues: 1, cancelled_issues: 1 })).toBe(50);
    expect(moduleProgress({ total_issues: 3, completed_issues: 1 })).toBe(33);
  });

  it('checks dates and links', () => {
    expect(areModuleDatesInOrder('2026-01-02', '2026-01-01')).toBe(false);
    expect(areModuleDatesInOrder('2026-01-01', null)).toBe(true);
    expect(isWebUrl('https://keel.dev/a')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('not a url')).toBe(false);
  });
});
