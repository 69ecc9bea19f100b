import { PAGE_ACCESS, type Page } from '@keel/core';

/** A live public page of project p1 owned by user u1, for tests; override what matters. */
export function makePage(id: string, overrides: Partial<Page> = {}): Page {
  return {
    id,
    name: `Page ${id}`,
    description: {},
    owned_by: 'u1',
    access: PAGE_ACCESS.public,
    color: '',
    label_ids: [],
    parent: null,
    is_favorite: false,
    is_locked: false,
    archived_at: null,
    workspace: 'w1',
    project_ids: ['p1'],
    view_props: {},
    logo_props: {},
    sort_order: 65535,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    created_by: 'u1',
    updated_by: 'u1',
    ...overrides,
  };
}
