import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/test/fake-api';
import { makeWorkItem } from '#web/test/factories';
import { jsonResponse } from '#web/test/fake-fetch';
import { PriorityItems } from './priority-items';

function page(ids: string[], total: number, next: string | null) {
  return {
    grouped_by: null,
    sub_grouped_by: null,
    total_count: total,
    next_cursor: next ?? '10:1:0',
    prev_cursor: '10:-1:1',
    next_page_results: next !== null,
    prev_page_results: false,
    count: ids.length,
    total_pages: 2,
    total_results: total,
    extra_stats: null,
    results: ids.map((id) => makeWorkItem(id, { priority: 'urgent' })),
  };
}

describe('the active cycle’s priority work items', () => {
  it('asks for urgent and high items from the cursor perPage:0:0, then page by page', async () => {
    const { api, requests } = fakeApi((request) =>
      new URL(request.url).searchParams.get('cursor') === '10:0:0'
        ? jsonResponse(page(['a', 'b'], 3, '10:1:0'))
        : jsonResponse(page(['c'], 3, null)),
    );
    const list = new PriorityItems(api, 'acme', 'p1', 'c1');
    await list.load();
    const first = new URL(requests[0]?.url ?? '');
    expect(first.pathname).toBe('/api/workspaces/acme/projects/p1/cycles/c1/cycle-issues/');
    expect(first.searchParams.get('priority')).toBe('urgent,high');
    expect(list.issueIds).toEqual(['a', 'b']);
    expect([list.issueCount, list.nextCursor, list.nextPageResults, list.perPageCount]).toEqual([
      3,
      '10:1:0',
      true,
      10,
    ]);
    await list.loadMore();
    expect(new URL(requests[1]?.url ?? '').searchParams.get('cursor')).toBe('10:1:0');
    expect(list.issueIds).toEqual(['a', 'b', 'c']);
    expect(list.nextPageResults).toBe(false);
    await list.loadMore();
    expect(requests).toHaveLength(2);
  });
});
