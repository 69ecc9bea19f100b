import {
  effectiveDisplayFilters,
  type RealtimeEvent,
  type WorkItem,
  type WorkItemListResponse,
} from '@keel/core';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#web/test/fake-api';
import { makeWorkItem } from '#web/test/factories';
import { jsonResponse } from '#web/test/fake-fetch';
import { registerMembersRealtime } from '../members/members-realtime';
import { registerProjectsRealtime } from '../projects/projects-realtime';
import { RealtimeDispatcher, registerProjectListRealtime } from '../realtime/realtime-dispatcher';
import { RealtimeRegistry } from '../realtime/realtime-registry';
import { WorkItemList } from './work-item-list';
import { registerWorkItemsRealtime } from './work-items-realtime';
import { WorkItemsStore } from './work-items-store';

const ME = 'u-me';
const OTHER = 'u-other';

function event(overrides: Partial<RealtimeEvent>): RealtimeEvent {
  return {
    version: 1,
    entity: 'work_item',
    entity_id: 'a',
    operation: 'update',
    workspace_id: 'w1',
    project_id: 'p1',
    work_item_id: 'a',
    fields: [],
    data: null,
    actor_id: OTHER,
    created_at: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

function flatPage(results: WorkItem[]): WorkItemListResponse {
  return {
    grouped_by: null,
    sub_grouped_by: null,
    total_count: results.length,
    next_cursor: '100:1:0',
    prev_cursor: '100:-1:1',
    next_page_results: false,
    prev_page_results: false,
    count: results.length,
    total_pages: 1,
    total_results: results.length,
    extra_stats: null,
    results,
  };
}

/** A server holding work items, a store and a list over them, and the applier. */
async function setUp(held: WorkItem[]) {
  const server = new Map(held.map((entry) => [entry.id, { ...entry }]));
  const reads: string[][] = [];
  let releasePatch: () => void = () => undefined;
  const { api } = fakeApi(async (request) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.endsWith('/issues/list/')) {
      const ids = (url.searchParams.get('issues') ?? '').split(',');
      reads.push(ids);
      return jsonResponse(ids.flatMap((id) => server.get(id) ?? []));
    }
    if (request.method === 'PATCH') {
      await new Promise<void>((resolve) => {
        releasePatch = resolve;
      });
      return new Response(null, { status: 204 });
    }
    return jsonResponse({ error: 'Not found', code: 'NOT_FOUND' }, 404);
  });
  const store = new WorkItemsStore({
    api,
    stateGroupOf: (id) => (id === 's2' ? 'started' : 'backlog'),
    notifyError: () => undefined,
  });
  const list = new WorkItemList({
    store,
    lookups: {
      stateName: () => undefined,
      labelName: () => undefined,
      memberFirstName: () => undefined,
      estimatePointKey: () => undefined,
    },
    accepts: (entry) => entry.project_id === 'p1',
    fetchPage: () => Promise.resolve(flatPage(held)),
  });
  list.attach();
  await list.load(
    {
      filters: {},
      display: effectiveDisplayFilters('project', { layout: 'list' }),
      perPage: 100,
    },
    'init-loader',
  );
  const registry = new RealtimeRegistry();
  const refetched: string[] = [];
  const applier = new RealtimeDispatcher({
    slugOf: (workspaceId) => (workspaceId === 'w1' ? 'acme' : undefined),
  });
  registerWorkItemsRealtime(applier, {
    workItems: store,
    registry,
    currentUserId: () => ME,
    coalesceMs: 5,
  });
  // The other domains' resync, as one workspace refresh.
  applier.onWorkspaceResync((slug) => {
    refetched.push(`workspace ${slug}`);
  });
  applier.onWorkspaceRevoked((slug) => refetched.push(`revoked ${slug}`));
  return {
    server,
    reads,
    store,
    list,
    registry,
    applier,
    refetched,
    releasePatch: () => {
      releasePatch();
    },
  };
}

describe('RealtimeApplier', () => {
  it("puts another person's new values on the held item, the state's group following", async () => {
    const t = await setUp([makeWorkItem('a')]);
    t.applier.onEvent(
      event({ fields: ['name', 'state_id'], data: { name: 'Renamed', state_id: 's2' } }),
    );
    expect(t.store.get('a')).toMatchObject({
      name: 'Renamed',
      state_id: 's2',
      state__group: 'started',
    });
    expect(t.reads).toEqual([]);
  });

  it('ignores events of a workspace this page does not hold', async () => {
    const t = await setUp([makeWorkItem('a')]);
    t.applier.onEvent(event({ workspace_id: 'w9', data: { name: 'Elsewhere' } }));
    expect(t.store.get('a')?.name).toBe('Item a');
  });

  it("keeps the client's own write in flight, then lets the server's value win", async () => {
    const t = await setUp([makeWorkItem('a')]);
    const saving = t.store.update('acme', 'a', { name: 'Mine' });
    // The echo of this write, then someone else's rename committed after it.
    t.applier.onEvent(event({ actor_id: ME, fields: ['name'], data: { name: 'Mine' } }));
    t.applier.onEvent(event({ fields: ['name'], data: { name: 'Theirs' } }));
    expect(t.store.get('a')?.name).toBe('Mine');
    t.server.set('a', makeWorkItem('a', { name: 'Theirs' }));
    await vi.waitFor(() => {
      t.releasePatch();
      expect(t.reads).toEqual([['a']]);
    });
    await saving;
    await vi.waitFor(() => {
      expect(t.store.get('a')?.name).toBe('Theirs');
    });
  });

  it('does not read an item again when only its own echo came during the write', async () => {
    const t = await setUp([makeWorkItem('a')]);
    const saving = t.store.update('acme', 'a', { priority: 'high' });
    t.applier.onEvent(event({ actor_id: ME, fields: ['priority'], data: { priority: 'high' } }));
    await vi.waitFor(() => {
      t.releasePatch();
      expect(t.store.isWriting('a')).toBe(false);
    });
    expect(await saving).toBe(true);
    expect(t.store.get('a')?.priority).toBe('high');
    expect(t.reads).toEqual([]);
  });

  it('reads items whose events carry no values together, in one request', async () => {
    const t = await setUp([makeWorkItem('a'), makeWorkItem('b')]);
    t.server.set('a', makeWorkItem('a', { label_ids: ['l1'] }));
    t.server.set('b', makeWorkItem('b', { assignee_ids: [OTHER] }));
    t.applier.onEvent(event({ entity_id: 'a', fields: ['label_ids'] }));
    t.applier.onEvent(event({ entity_id: 'b', fields: ['assignee_ids'] }));
    t.applier.onEvent(event({ entity_id: 'a', fields: ['label_ids'] }));
    await vi.waitFor(() => {
      expect(t.store.get('b')?.assignee_ids).toEqual([OTHER]);
    });
    expect(t.reads).toEqual([['a', 'b']]);
    expect(t.store.get('a')?.label_ids).toEqual(['l1']);
  });

  it('brings an item created elsewhere into the list it belongs in', async () => {
    const t = await setUp([makeWorkItem('a')]);
    t.server.set('c', makeWorkItem('c', { name: 'New one' }));
    t.applier.onEvent(event({ entity_id: 'c', work_item_id: 'c', operation: 'create' }));
    await vi.waitFor(() => {
      expect(t.list.ids()).toContain('c');
    });
    expect(t.store.get('c')?.name).toBe('New one');
  });

  it('takes a deleted item out of the store and its lists', async () => {
    const t = await setUp([makeWorkItem('a'), makeWorkItem('b')]);
    t.applier.onEvent(event({ entity_id: 'a', operation: 'delete' }));
    expect(t.store.get('a')).toBeUndefined();
    expect(t.list.ids()).toEqual(['b']);
  });

  it('takes an archived item out of the lists, keeping it while its detail is open', async () => {
    const t = await setUp([makeWorkItem('a'), makeWorkItem('b')]);
    const archived = { archived_at: '2026-01-03T00:00:00.000Z' };
    const stop = t.registry.onWorkItemChange('a', ['work_item'], () => undefined);
    t.applier.onEvent(event({ entity_id: 'a', fields: ['archived_at'], data: archived }));
    expect(t.list.ids()).toEqual(['b']);
    expect(t.store.get('a')?.archived_at).toBe(archived.archived_at);
    stop();
    t.applier.onEvent(event({ entity_id: 'b', fields: ['archived_at'], data: archived }));
    expect(t.store.get('b')).toBeUndefined();
  });

  it('drops an item the server no longer lists when it is read again', async () => {
    const t = await setUp([makeWorkItem('a'), makeWorkItem('b')]);
    t.server.delete('a');
    t.applier.onEvent(event({ entity_id: 'a', fields: ['assignee_ids'] }));
    await vi.waitFor(() => {
      expect(t.store.get('a')).toBeUndefined();
    });
    expect(t.list.ids()).toEqual(['b']);
  });

  it("tells an open detail's widgets of their sub-resources, and every screen of a resync", async () => {
    const t = await setUp([makeWorkItem('a')]);
    const heard: string[] = [];
    t.registry.onWorkItemChange('a', ['work_item_comment'], (received) => {
      heard.push(received === null ? 'resync' : `${received.entity} ${received.operation}`);
    });
    t.registry.onRefresh(() => {
      heard.push('list refresh');
    });
    t.applier.onEvent(
      event({
        entity: 'work_item_comment',
        entity_id: 'c1',
        operation: 'create',
        work_item_id: 'a',
      }),
    );
    t.applier.onEvent(
      event({ entity: 'work_item_link', entity_id: 'l1', operation: 'create', work_item_id: 'b' }),
    );
    await t.applier.onResync('acme');
    expect(heard).toEqual(['work_item_comment create', 'list refresh', 'resync']);
    expect(t.refetched).toEqual(['workspace acme']);
  });

  it("tells a parent's sub-items of a child created under it", async () => {
    const t = await setUp([makeWorkItem('a')]);
    const heard: string[] = [];
    t.registry.onWorkItemChange('a', ['sub_items'], () => {
      heard.push('sub-items');
    });
    t.server.set('c', makeWorkItem('c', { parent_id: 'a' }));
    t.applier.onEvent(event({ entity_id: 'c', work_item_id: 'c', operation: 'create' }));
    await vi.waitFor(() => {
      expect(heard).toEqual(['sub-items']);
    });
  });

  it('makes the stores of states, labels, projects and members read again', async () => {
    const t = await setUp([]);
    // The other domains register their own handlers, here over stores that say what they read.
    const read = (what: string) => {
      t.refetched.push(what);
      return Promise.resolve();
    };
    const held = () => [];
    const isLoaded = () => true;
    const projectIdsOf = () => ['p1'];
    registerProjectListRealtime(
      t.applier,
      ['state'],
      { isLoaded, fetch: (slug, projectId) => read(`states ${slug} ${projectId}`) },
      projectIdsOf,
    );
    registerProjectListRealtime(
      t.applier,
      ['label'],
      { isLoaded, fetch: (slug, projectId) => read(`labels ${slug} ${projectId}`) },
      projectIdsOf,
    );
    registerProjectsRealtime(t.applier, {
      isLoaded: () => true,
      fetch: (slug) => read(`projects ${slug}`),
      get: (projectId) => ({ id: projectId }),
      fetchOne: (slug, projectId) => read(`project ${slug} ${projectId}`),
    });
    registerMembersRealtime(
      t.applier,
      {
        members: { members: held, fetch: (slug) => read(`members ${slug}`) },
        projectMembers: {
          members: held,
          fetch: (slug, projectId) => read(`project members ${slug} ${projectId}`),
        },
      },
      projectIdsOf,
    );
    t.applier.onEvent(event({ entity: 'state', entity_id: 's3', work_item_id: null }));
    t.applier.onEvent(event({ entity: 'label', entity_id: 'l3', work_item_id: null }));
    t.applier.onEvent(
      event({ entity: 'project', entity_id: 'p1', project_id: 'p1', work_item_id: null }),
    );
    t.applier.onEvent(
      event({ entity: 'workspace_member', entity_id: 'm1', project_id: null, work_item_id: null }),
    );
    expect(t.refetched).toEqual([
      'states acme p1',
      'labels acme p1',
      'project acme p1',
      'members acme',
    ]);
  });
});
