import { describe, expect, it } from 'vitest';
import { makeProject } from '#web/test/factories';
import { paletteGroups } from './palette-results';

describe('palette: cycles and modules', () => {
  const project = makeProject({ id: 'p1', identifier: 'WEB', member_role: 20, archived_at: null });
  const options = {
    response: null,
    projects: [project],
    isSearching: false,
    cycles: [{ id: 'c1', name: 'Sprint 4', project_id: 'p1' }],
    modules: [
      { id: 'm1', name: 'Billing', project_id: 'p1' },
      { id: 'm2', name: 'Sprint cleanup', project_id: 'p1', archived_at: '2026-01-01' },
    ],
  };

  it('finds live cycles and modules by name once something is typed', () => {
    const groups = paletteGroups({ ...options, text: 'sprint' });
    expect(groups.map((group) => group.kind)).toEqual(['cycle']);
    expect(groups[0]?.hits[0]).toMatchObject({ id: 'c1', projectId: 'p1', detail: 'WEB' });
    expect(paletteGroups({ ...options, text: 'bill' }).map((group) => group.kind)).toEqual([
      'module',
    ]);
  });

  it('offers none before anything is typed', () => {
    const kinds = paletteGroups({ ...options, text: '' }).map((group) => group.kind);
    expect(kinds).not.toContain('cycle');
    expect(kinds).not.toContain('module');
  });
});
