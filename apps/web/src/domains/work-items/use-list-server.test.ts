import type { WorkItemListResponse } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/test/fake-api';
import { jsonResponse, pathOf } from '#web/test/fake-fetch';
import { makeWorkItem } from '#web/test/factories';
import { fetchListPage, type ListPageCache } from './use-list-server';

function page(name: string): WorkItemListResponse {
  return {
    grouped_by: null,
    sub_grouped_by: null,
    total_count: 1,
    next_cursor: '50:1:0',
    prev_cursor: '50:-1:0',
    next_page_results: false,
    prev_page_results: false,
    count: 1,
    total_pages: 1,
    total_results: 1,
    extra_stats: null,
    results: [makeWorkItem('a', { name })],
  };
}

function cache(answer: WorkItemListResponse | null) {
  const visits: string[] = [];
  const localCache: ListPageCache = {
    answerList: () => Promise.resolve(answer),
    visitProject: (_slug, projectId) => {
      visits.push(projectId);
    },
  };
  return { localCache, visits };
}

const project = { kind: 'project', projectId: 'p1' } as const;

describe('the list seam', () => {
  it('takes the cache’s answer without asking the server, and syncs the project', async () => {
    const { api, requests } = fakeApi(() => jsonResponse(page('From the server')));
    const { localCache, visits } = cache(page('From the cache'));
    const answer = await fetchListPage(api, localCache, {
      slug: 'acme',
      source: project,
      params: {},
    });
    expect(answer.results).toMatchObject([{ name: 'From the cache' }]);
    expect(requests).toEqual([]);
    expect(visits).toEqual(['p1']);
  });

  it('asks the server when the cache cannot answer', async () => {
    const { api, requests } = fakeApi(() => jsonResponse(page('From the server')));
    const { localCache, visits } = cache(null);
    const answer = await fetchListPage(api, localCache, {
      slug: 'acme',
      source: { kind: 'cycle', projectId: 'p1', cycleId: 'c1' },
      params: { per_page: '50' },
    });
    expect(answer.results).toMatchObject([{ name: 'From the server' }]);
    expect(requests.map(pathOf)).toEqual([
      '/api/workspaces/acme/projects/p1/cycles/c1/cycle-issues/?per_page=50',
    ]);
    expect(visits).toEqual([]);
  });

  it('uses the prefetched page when the cache cannot answer, and the server when there is none', async () => {
    const { api, requests } = fakeApi(() => jsonResponse(page('From the server')));
    const { localCache } = cache(null);
    const prefetched = await fetchListPage(api, localCache, {
      slug: 'acme',
      source: project,
      params: {},
      prefetched: Promise.resolve(page('Prefetched')),
    });
    expect(prefetched.results).toMatchObject([{ name: 'Prefetched' }]);
    expect(requests).toEqual([]);
    const failed = await fetchListPage(api, localCache, {
      slug: 'acme',
      source: project,
      params: {},
      prefetched: Promise.reject(new Error('offline')),
    });
    expect(failed.results).toMatchObject([{ name: 'From the server' }]);
  });
});
