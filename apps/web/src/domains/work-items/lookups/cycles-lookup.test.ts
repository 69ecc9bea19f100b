import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/test/fake-api';
import { jsonResponse, pathOf } from '#web/test/fake-fetch';
import { cycleOptions, moduleOptions, NO_CYCLE } from '../properties/pickers/cycle-module-options';
import { type Module, ModuleSchema } from '#web/domains/modules/modules-wire';
import { type CycleSummary, CyclesLookupStore, pickableCycles } from './cycles-lookup';

function cycle(id: string, status: string, start: string | null = null): CycleSummary {
  return {
    id,
    project_id: 'p1',
    name: id,
    status,
    start_date: start,
    end_date: null,
    archived_at: null,
    is_favorite: false,
  };
}

function module(id: string, name: string, archivedAt: string | null = null): Module {
  return ModuleSchema.parse({
    id,
    project_id: 'p1',
    name,
    status: 'planned',
    lead_id: null,
    start_date: null,
    target_date: null,
    archived_at: archivedAt,
  });
}

describe('cycle lookups', () => {
  it('offers current, then upcoming by start, then drafts; never completed', () => {
    const cycles = [
      cycle('done', 'completed', '2025-01-01'),
      cycle('later', 'upcoming', '2026-03-01'),
      cycle('draft', 'draft'),
      cycle('soon', 'UPCOMING', '2026-02-01'),
      cycle('now', 'current', '2026-01-01'),
    ];
    expect(pickableCycles(cycles).map((entry) => entry.id)).toEqual([
      'now',
      'soon',
      'later',
      'draft',
    ]);
  });

  it('picker options: "No cycle" first, the item’s own ended cycle kept', () => {
    const cycles = [cycle('done', 'completed'), cycle('now', 'current')];
    expect(cycleOptions(cycles, null).map((option) => option.value)).toEqual([NO_CYCLE, 'now']);
    expect(cycleOptions(cycles, 'done').map((option) => option.value)).toEqual([
      NO_CYCLE,
      'done',
      'now',
    ]);
    expect(cycleOptions(cycles, null)[0]?.label).toBe('No cycle');
  });

  it('module options: live modules by name', () => {
    const modules = [module('m1', 'Sprint 10'), module('m2', 'Sprint 2'), module('m3', 'Old', 'x')];
    expect(moduleOptions(modules).map((option) => option.label)).toEqual(['Sprint 2', 'Sprint 10']);
  });

  it('reads a project’s cycles once and finds them by id', async () => {
    const { api, requests } = fakeApi(() => jsonResponse([cycle('now', 'current')]));
    const store = new CyclesLookupStore(api);
    await store.ensureLoaded('acme', 'p1');
    await store.ensureLoaded('acme', 'p1');
    expect(requests.map(pathOf)).toEqual(['/api/workspaces/acme/projects/p1/cycles/']);
    expect(store.find('now')?.name).toBe('now');
    expect(store.cycles('p1')).toHaveLength(1);
  });
});
