import { describe, expect, it } from 'vitest';
import { makeProject } from '#web/test/factories';
import { paletteGroups } from './palette-results';

describe('palette: pages', () => {
  it('lists the pages the search found, each opening in its first project', () => {
    const groups = paletteGroups({
      text: 'runbook',
      response: {
        results: {
          page: [
            {
              id: 'pg1',
              name: 'Runbook',
              project_ids: ['p1', 'p2'],
              project__identifiers: ['WEB', 'OPS'],
              workspace__slug: 'acme',
            },
            {
              id: 'pg2',
              name: 'Orphan',
              project_ids: [],
              project__identifiers: [],
              workspace__slug: 'acme',
            },
          ],
        },
      },
      projects: [makeProject({ id: 'p1', identifier: 'WEB', member_role: 20, archived_at: null })],
      isSearching: false,
      cycles: [],
      modules: [],
    });
    const pages = groups.find((group) => group.kind === 'page');
    expect(pages?.hits).toEqual([
      expect.objectContaining({ id: 'pg1', label: 'Runbook', detail: 'WEB', projectId: 'p1' }),
    ]);
  });
});
