import type { BulkOperationProperties, WorkItem } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { WorkItemSelection } from '../work-item-selection';
import {
  archiveSelection,
  type BulkTarget,
  deleteSelection,
  restoreSelection,
  updateSelection,
} from './bulk-runner';

type Held = Pick<WorkItem, 'id' | 'project_id' | 'state__group' | 'priority'>;

/**
 * A store holding items in memory that refuses every request naming a project in `refusing`,
 * as the real one resolves false after rolling back.
 */
function setup(items: Held[], refusing: string[] = []) {
  const held = new Map(items.map((item) => [item.id, { ...item }]));
  const requests: { kind: string; projectId: string; ids: readonly string[] }[] = [];
  const accepts = (kind: string, projectId: string, ids: readonly string[]) => {
    requests.push({ kind, projectId, ids });
    return Promise.resolve(!refusing.includes(projectId));
  };
  const drop = (ids: readonly string[]) => {
    for (const id of ids) held.delete(id);
  };
  const selection = new WorkItemSelection();
  for (const item of items) selection.toggle(item.id);
  const target: BulkTarget = {
    slug: 'ws',
    selection,
    store: {
      get: (id) => held.get(id) as WorkItem | undefined,
      bulkUpdate: async (_slug, projectId, ids, properties: BulkOperationProperties) => {
        const isAccepted = await accepts('update', projectId, ids);
        if (isAccepted && properties.priority)
          for (const id of ids) {
            const item = held.get(id);
            if (item) item.priority = properties.priority;
          }
        return isAccepted;
      },
      bulkDelete: async (_slug, projectId, ids) => {
        const isAccepted = await accepts('delete', projectId, ids);
        if (isAccepted) drop(ids);
        return isAccepted;
      },
      bulkArchive: async (_slug, projectId, ids) => {
        const isAccepted = await accepts('archive', projectId, ids);
        if (isAccepted) drop(ids);
        return isAccepted;
      },
      restore: async (_slug, id) => {
        const projectId = held.get(id)?.project_id ?? '';
        const isAccepted = await accepts('restore', projectId, [id]);
        if (isAccepted) drop([id]);
        return isAccepted;
      },
    },
  };
  return { target, held, requests, selection };
}

function item(id: string, projectId: string, group = 'started'): Held {
  return { id, project_id: projectId, state__group: group, priority: 'none' };
}

describe('updateSelection', () => {
  it('sends one request per project and clears the selection when all succeed', async () => {
    const { target, held, requests, selection } = setup([
      item('a', 'p1'),
      item('b', 'p2'),
      item('c', 'p1'),
    ]);
    const outcome = await updateSelection(target, { priority: 'high' });
    expect(outcome).toEqual({ count: 3, isComplete: true });
    expect(requests.map((request) => [request.projectId, request.ids])).toEqual([
      ['p1', ['a', 'c']],
      ['p2', ['b']],
    ]);
    expect([...held.values()].map((entry) => entry.priority)).toEqual(['high', 'high', 'high']);
    expect(selection.size).toBe(0);
  });

  it('keeps the selection when a project refuses', async () => {
    const { target, selection } = setup([item('a', 'p1'), item('b', 'p2')], ['p2']);
    const outcome = await updateSelection(target, { priority: 'low' });
    expect(outcome).toEqual({ count: 1, isComplete: false });
    expect([...selection.ids]).toEqual(['a', 'b']);
  });
});

describe('deleteSelection', () => {
  it('keeps only the items a refusing project still holds', async () => {
    const { target, selection, held } = setup(
      [item('a', 'p1'), item('b', 'p2'), item('c', 'p1')],
      ['p2'],
    );
    const outcome = await deleteSelection(target);
    expect(outcome).toEqual({ count: 2, isComplete: false });
    expect([...held.keys()]).toEqual(['b']);
    expect([...selection.ids]).toEqual(['b']);
  });
});

describe('archiveSelection', () => {
  it('archives completed and cancelled items and skips the others', async () => {
    const { target, requests, held, selection } = setup([
      item('a', 'p1', 'completed'),
      item('b', 'p1', 'started'),
      item('c', 'p1', 'cancelled'),
    ]);
    const outcome = await archiveSelection(target);
    expect(outcome).toEqual({ count: 2, isComplete: true });
    expect(requests).toEqual([{ kind: 'archive', projectId: 'p1', ids: ['a', 'c'] }]);
    expect([...held.keys()]).toEqual(['b']);
    expect(selection.size).toBe(0);
  });
});

describe('restoreSelection', () => {
  it('restores each item and reports how many came back', async () => {
    const { target, selection, held } = setup([item('a', 'p1'), item('b', 'p1')]);
    const outcome = await restoreSelection(target);
    expect(outcome).toEqual({ count: 2, isComplete: true });
    expect(held.size).toBe(0);
    expect(selection.size).toBe(0);
  });
});
