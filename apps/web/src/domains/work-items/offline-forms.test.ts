import { describe, expect, it } from 'vitest';
import { makeWorkItem } from '#web/test/factories';
import { createOffline, editsOffline, type NewItemContext, standInItem } from './offline-forms';

const context: NewItemContext = {
  workspaceId: 'w1',
  userId: 'u1',
  defaultState: { id: 'backlog', group: 'backlog' },
  stateGroupOf: (stateId) => (stateId === 'done' ? 'completed' : undefined),
  defaultAssigneeId: 'lead',
};
const now = new Date('2026-11-29T10:00:00.000Z');

describe('offline forms of work-item writes', () => {
  it('queue each edit with the values it replaces, and answer nothing meanwhile', () => {
    const item = makeWorkItem('a', { priority: 'low', label_ids: ['l1'] });
    const form = editsOffline('acme', [
      { item, patch: { priority: 'urgent', label_ids: ['l1', 'l2'], description_html: '<p/>' } },
    ]);
    expect(form.slug).toBe('acme');
    expect(form.records).toEqual([
      {
        kind: 'update',
        projectId: 'p1',
        itemId: 'a',
        label: 'Item a',
        patch: { priority: 'urgent', label_ids: ['l1', 'l2'], description_html: '<p/>' },
        // The description is not on the list's item: it has no earlier value to compare.
        base: { priority: 'low', label_ids: ['l1'] },
      },
    ]);
    expect(form.answer()).toBeUndefined();
  });

  it('stand a created item in with the project’s defaults, numbered after the highest seen', () => {
    const body = { id: 'n1', name: 'Made offline', state_id: '', parent_id: '' };
    const item = standInItem('p1', body, context, 43, now);
    expect(item).toMatchObject({
      id: 'n1',
      name: 'Made offline',
      sequence_id: 43,
      workspace_id: 'w1',
      state_id: 'backlog',
      state__group: 'backlog',
      parent_id: null,
      priority: 'none',
      assignee_ids: ['lead'],
      created_by: 'u1',
      created_at: '2026-11-29T10:00:00.000Z',
      completed_at: null,
    });
    const done = standInItem(
      'p1',
      { ...body, state_id: 'done', assignee_ids: [] },
      context,
      1,
      now,
    );
    expect(done).toMatchObject({ state__group: 'completed', assignee_ids: [] });
    expect(done.completed_at).toBe('2026-11-29T10:00:00.000Z');
    const form = createOffline('acme', 'p1', body, item);
    expect(form.records).toEqual([
      { kind: 'create', projectId: 'p1', itemId: 'n1', label: 'Made offline', body },
    ]);
    expect(form.answer()).toBe(item);
  });
});
