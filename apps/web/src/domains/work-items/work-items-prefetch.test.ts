import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/test/fake-api';
import { jsonResponse, pathOf } from '#web/test/fake-fetch';
import {
  prefetchProjectWorkItems,
  sameParams,
  takePrefetchedWorkItems,
} from './work-items-prefetch';

const properties = {
  id: 'up1',
  user: 'u1',
  project: 'p1',
  workspace: 'w1',
  filters: { priority: ['urgent'] },
  display_filters: { layout: 'list', group_by: 'state' },
  display_properties: {},
  rich_filters: {},
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const page = {
  grouped_by: 'state_id',
  sub_grouped_by: null,
  total_count: 0,
  next_cursor: '50:1:0',
  prev_cursor: '50:-1:1',
  next_page_results: false,
  prev_page_results: false,
  count: 0,
  total_pages: 1,
  total_results: 0,
  extra_stats: null,
  results: {},
};

describe('prefetching a project list', () => {
  it('reads the settings, then the first page they ask for; taken once', async () => {
    const { api, requests, redirects } = fakeApi((request) =>
      pathOf(request).includes('user-properties') ? jsonResponse(properties) : jsonResponse(page),
    );
    prefetchProjectWorkItems(api, 'acme', 'p1');
    prefetchProjectWorkItems(api, 'acme', 'p1');
    const taken = await takePrefetchedWorkItems('acme', 'p1');
    expect(taken?.params).toMatchObject({
      per_page: '50',
      group_by: 'state_id',
      priority: 'urgent',
    });
    expect(requests).toHaveLength(2);
    expect(takePrefetchedWorkItems('acme', 'p1')).toBeUndefined();
    expect(redirects).toEqual([]);
  });

  it('sends nobody to sign in when the session is gone', async () => {
    const { api, redirects } = fakeApi(() =>
      jsonResponse({ error: 'Authentication required', code: 'UNAUTHENTICATED' }, 401),
    );
    prefetchProjectWorkItems(api, 'acme', 'p2');
    await expect(takePrefetchedWorkItems('acme', 'p2')).rejects.toThrow();
    expect(redirects).toEqual([]);
  });

  it('compares query parameters by value', () => {
    expect(sameParams({ a: '1', b: '2' }, { b: '2', a: '1' })).toBe(true);
    expect(sameParams({ a: '1' }, { a: '1', b: '2' })).toBe(false);
    expect(sameParams({ a: '1' }, { a: '2' })).toBe(false);
  });
});
