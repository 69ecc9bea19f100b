import {
  effectiveDisplayFilters,
  type UserDisplayFilters,
  type WorkItem,
  type WorkItemListResponse,
} from '@keel/core';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/test/fake-api';
import { jsonResponse } from '#web/test/fake-fetch';
import { noteLocalAnswer } from '#web/domains/local-cache/local-answers';
import { makeWorkItem } from '#web/test/factories';
import { WorkItemList, type WorkItemListQuery } from './work-item-list';
import { WorkItemsStore } from './work-items-store';

/** A list item whose creation date follows its id's last digit. */
function item(id: string, overrides: Partial<WorkItem> = {}): WorkItem {
  return makeWorkItem(id, { created_at: `2026-01-0${id.slice(-1)}T00:00:00.000Z`, ...overrides });
}

function page(results: WorkItemListResponse['results'], total: number): WorkItemListResponse {
  return {
    grouped_by: Array.isArray(results) ? null : 'state_id',
    sub_grouped_by: null,
    total_count: total,
    next_cursor: '2:1:0',
    prev_cursor: '2:-1:1',
    next_page_results: false,
    prev_page_results: false,
    count: 0,
    total_pages: 1,
    total_results: total,
    extra_stats: null,
    results,
  };
}

function query(display: UserDisplayFilters): WorkItemListQuery {
  return { filters: {}, display: effectiveDisplayFilters('project', display), perPage: 2 };
}

const lookups = {
  stateName: () => undefined,
  labelName: () => undefined,
  memberFirstName: () => undefined,
  estimatePointKey: () => undefined,
};

function setUp(pages: WorkItemListResponse[], patchStatus = 204) {
  const sent: Record<string, string>[] = [];
  const { api } = fakeApi(() =>
    patchStatus === 204
      ? new Response(null, { status: 204 })
      : jsonResponse({ error: 'State is not in this project', code: 'VALIDATION_ERROR' }, 400),
  );
  const errors: string[] = [];
  const store = new WorkItemsStore({
    api,
    stateGroupOf: (id) => (id === 's2' ? 'started' : 'backlog'),
    notifyError: (message) => errors.push(message),
  });
  const list = new WorkItemList({
    store,
    lookups,
    accepts: (entry) => entry.project_id === 'p1',
    fetchPage: (params) => {
      sent.push(params);
      const next = pages.shift();
      return next ? Promise.resolve(next) : Promise.reject(new Error('no page'));
    },
  });
  list.attach();
  return { store, list, sent, errors };
}

describe('WorkItemList', () => {
  it('groups, orders and counts what the server sent', async () => {
    const { list } = setUp([
      page(
        {
          s1: { results: [item('a3'), item('a1')], total_results: 5 },
          s2: { results: [], total_results: 0 },
        },
        5,
      ),
    ]);
    await list.load(query({ group_by: 'state' }), 'init-loader');
    expect(list.loader).toBe('loaded');
    expect(list.groupKeys).toEqual(['s1', 's2']);
    expect(list.ids('s1')).toEqual(['a3', 'a1']);
    expect(list.total('s1')).toBe(5);
    expect(list.hasMore('s1')).toBe(true);
    expect(list.hasMore('s2')).toBe(false);
  });

  it('moves an edited item between groups at once, totals following, and back on refusal', async () => {
    const { store, list, errors } = setUp(
      [page({ s1: { results: [item('a1'), item('a2')], total_results: 2 } }, 2)],
      400,
    );
    await list.load(query({ group_by: 'state' }), 'init-loader');
    const pending = store.update('acme', 'a1', { state_id: 's2' });
    expect(list.ids('s2')).toEqual(['a1']);
    expect(store.get('a1')?.state__group).toBe('started');
    expect(list.total('s1')).toBe(1);
    expect(list.total('s2')).toBe(1);
    expect(await pending).toBe(false);
    expect(list.ids('s2')).toEqual([]);
    expect(list.ids('s1')).toEqual(['a2', 'a1']);
    expect(list.total('s1')).toBe(2);
    expect(errors).toEqual(['State is not in this project']);
  });

  it('loads more of one group only, narrowed to it', async () => {
    const { list, sent } = setUp([
      page({ s1: { results: [item('a2'), item('a1')], total_results: 3 } }, 3),
      page(
        {
          s1: { results: [item('a0')], total_results: 3 },
          s2: { results: [item('b9', { state_id: 's2' })], total_results: 1 },
        },
        4,
      ),
    ]);
    await list.load(query({ group_by: 'state' }), 'init-loader');
    await list.loadMore('s1');
    expect(sent[1]).toMatchObject({ cursor: '2:1:0', state: 's1', group_by: 'state_id' });
    expect(list.ids('s1')).toEqual(['a2', 'a1', 'a0']);
    expect(list.ids('s2')).toEqual([]);
    expect(list.hasMore('s1')).toBe(false);
  });

  it('takes created items of its project and drops removed ones with their counts', async () => {
    const { store, list } = setUp([page([item('a1')], 1)]);
    await list.load(query({}), 'init-loader');
    store.upsertMany([item('a5'), item('x1', { project_id: 'p2' })]);
    list.itemCreated(item('a5'));
    list.itemCreated(item('x1', { project_id: 'p2' }));
    expect(list.ids()).toEqual(['a5', 'a1']);
    expect(list.totalCount).toBe(2);
    list.itemsRemoved(['a1']);
    expect(list.ids()).toEqual(['a5']);
    expect(list.totalCount).toBe(1);
  });

  it('groups by day for a layout that asks the server to (the calendar)', async () => {
    const { list } = setUp([
      page(
        {
          '2026-02-01': { results: [item('a1', { target_date: '2026-02-01' })], total_results: 1 },
        },
        1,
      ),
    ]);
    await list.load(
      { ...query({ layout: 'calendar' }), extraParams: { group_by: 'target_date' } },
      'init-loader',
    );
    expect(list.ids('2026-02-01')).toEqual(['a1']);
    expect(list.totalCount).toBe(1);
  });

  it('reloads the query being loaded, not the one it replaces (a reload in between)', async () => {
    const { list, sent } = setUp([
      page({ s1: { results: [item('a1')], total_results: 1 } }, 1),
      page([item('a1'), item('a2')], 2),
      page([item('a1'), item('a2')], 2),
    ]);
    await list.load(query({ group_by: 'state' }), 'init-loader');
    const switched = list.load(query({}), 'init-loader');
    const reloaded = list.reload();
    await Promise.all([switched, reloaded]);
    expect(sent.map((params) => params.group_by ?? null)).toEqual(['state_id', null, null]);
    expect(list.query?.display.group_by).toBeNull();
    expect(list.ids()).toEqual(['a2', 'a1']);
  });

  it('keeps held items over the cache’s copies unless those are newer, and says who answered', async () => {
    const cached = page(
      [
        item('a1', { name: 'Undone edit', updated_at: '2026-01-01T00:00:00.000Z' }),
        item('a2', { name: 'Changed since', updated_at: '2026-01-03T00:00:00.000Z' }),
        item('a3', { name: 'New here' }),
      ],
      3,
    );
    noteLocalAnswer(cached);
    const { store, list } = setUp([page([], 0), cached]);
    store.upsertMany([
      item('a1', { name: 'Held', updated_at: '2026-01-01T00:00:00.000Z' }),
      item('a2', { name: 'Held', updated_at: '2026-01-02T00:00:00.000Z' }),
    ]);
    await list.load(query({}), 'init-loader');
    expect(list.answeredBy).toBe('server');
    await list.reload();
    expect(list.answeredBy).toBe('cache');
    expect(['a1', 'a2', 'a3'].map((id) => store.get(id)?.name)).toEqual([
      'Held',
      'Changed since',
      'New here',
    ]);
  });

  it('keeps the failure to show where the list is', async () => {
    const { list } = setUp([]);
    await list.load(query({}), 'init-loader');
    expect(list.error).toBe('Could not load the work items.');
    expect(list.loader).toBe('loaded');
  });
});
