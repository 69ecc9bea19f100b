import type { ExporterHistory } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/test/fake-api';
import { jsonResponse } from '#web/test/fake-fetch';
import { EXPORT_HISTORY_PAGE_SIZE } from './exports-api';
import { ExportsStore } from './exports-store';

function history(id: string, status: ExporterHistory['status']): ExporterHistory {
  return {
    id,
    name: null,
    type: 'issue_exports',
    workspace: 'w1',
    project: ['p1'],
    provider: 'csv',
    status,
    reason: '',
    url: status === 'completed' ? `/api/workspaces/acme/export-issues/${id}/download/` : null,
    token: 'abc',
    multiple: false,
    rows_done: 0,
    rows_total: null,
    file_name: null,
    size: null,
    completed_at: null,
    expires_at: null,
    initiated_by: 'u1',
    initiated_by_detail: null,
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: '2030-01-01T00:00:00.000Z',
    created_by: 'u1',
    updated_by: 'u1',
  };
}

function page(results: ExporterHistory[]) {
  return {
    results,
    next_cursor: '50:1:0',
    prev_cursor: '50:0:0',
    next_page_results: false,
    prev_page_results: false,
    count: results.length,
    total_pages: 1,
    total_results: results.length,
    extra_stats: null,
  };
}

describe('ExportsStore', () => {
  it('lists the history, adds a started export first and knows when one is running', async () => {
    let listed = [history('e1', 'completed')];
    const { api, requests } = fakeApi((request) => {
      if (request.method === 'GET') return jsonResponse(page(listed));
      return jsonResponse({ message: 'ok', export: history('e2', 'queued') });
    });
    const store = new ExportsStore(api, 'acme');
    expect(store.isWaiting).toBe(true);
    await store.load();
    expect(store.exports.map((item) => item.id)).toEqual(['e1']);
    expect(store.hasRunning).toBe(false);

    await store.start({ provider: 'csv', project: [] });
    expect(store.exports.map((item) => item.id)).toEqual(['e2', 'e1']);
    expect(store.hasRunning).toBe(true);
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.url).toContain('/api/workspaces/acme/export-issues/');

    listed = [history('e2', 'completed'), history('e1', 'completed')];
    await store.reload();
    expect(store.hasRunning).toBe(false);
  });

  it('keeps the load error to show', async () => {
    const { api } = fakeApi(() => jsonResponse({ error: 'boom', code: 'INTERNAL' }, 500));
    const store = new ExportsStore(api, 'acme');
    await store.load();
    expect(store.error).not.toBeNull();
  });

  describe('older pages', () => {
    /** `count` completed exports, newest first: e<count-1> … e0. */
    function exportsOf(count: number): ExporterHistory[] {
      return Array.from({ length: count }, (_, index) =>
        history(`e${String(count - 1 - index)}`, 'completed'),
      );
    }

    /** A server paging `all()` as Keel does (cursor per_page:page:0, newest first). */
    function pagingServer(all: () => ExporterHistory[], fail?: () => boolean) {
      return fakeApi((request) => {
        const cursor = new URL(request.url).searchParams.get('cursor') ?? '';
        const [size = '', index = ''] = cursor.split(':');
        const perPage = Number(size);
        const page = Number(index);
        if (page > 0 && fail?.()) return jsonResponse({ error: 'boom', code: 'INTERNAL' }, 500);
        const rows = all();
        return jsonResponse({
          results: rows.slice(page * perPage, (page + 1) * perPage),
          next_cursor: `${size}:${String(page + 1)}:0`,
          prev_cursor: `${size}:${String(Math.max(page - 1, 0))}:0`,
          next_page_results: (page + 1) * perPage < rows.length,
          prev_page_results: page > 0,
          count: Math.min(perPage, Math.max(rows.length - page * perPage, 0)),
          total_pages: Math.ceil(rows.length / perPage),
          total_results: rows.length,
          extra_stats: null,
        });
      });
    }

    it('reads the newest page, then appends older ones until there are no more', async () => {
      const size = EXPORT_HISTORY_PAGE_SIZE;
      const rows = exportsOf(size * 2 + 5);
      const { api, requests } = pagingServer(() => rows);
      const store = new ExportsStore(api, 'acme');
      await store.load();
      expect(store.exports).toHaveLength(size);
      expect(store.hasMore).toBe(true);
      const first = new URL(requests[0]?.url ?? '');
      expect(first.searchParams.get('per_page')).toBe(String(size));
      expect(first.searchParams.get('cursor')).toBe(`${String(size)}:0:0`);

      await store.loadMore();
      expect(new URL(requests[1]?.url ?? '').searchParams.get('cursor')).toBe(
        `${String(size)}:1:0`,
      );
      expect(store.exports).toHaveLength(size * 2);
      expect(store.hasMore).toBe(true);
      await store.loadMore();
      expect(store.exports.map((item) => item.id)).toEqual(rows.map((item) => item.id));
      expect(store.hasMore).toBe(false);
      // Nothing more to ask for.
      await store.loadMore();
      expect(requests).toHaveLength(3);
    });

    it('shows no more when everything fits on the first page', async () => {
      const { api } = pagingServer(() => exportsOf(3));
      const store = new ExportsStore(api, 'acme');
      await store.load();
      expect(store.exports).toHaveLength(3);
      expect(store.hasMore).toBe(false);
    });

    it('skips rows pushed down by new exports and keeps older pages when polling', async () => {
      const size = EXPORT_HISTORY_PAGE_SIZE;
      let rows = exportsOf(size + 10);
      const { api } = pagingServer(() => rows);
      const store = new ExportsStore(api, 'acme');
      await store.load();
      // Someone starts an export: every row moves one place down.
      const fresh = history('new', 'queued');
      rows = [fresh, ...rows];
      await store.loadMore();
      const ids = store.exports.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(rows.slice(1).map((item) => item.id));

      // The poll reads the first page again: the new export comes first, nothing older is lost.
      await store.reload();
      expect(store.exports.map((item) => item.id)).toEqual(rows.map((item) => item.id));
      expect(store.hasRunning).toBe(true);
      rows = [{ ...fresh, status: 'completed' }, ...rows.slice(1)];
      await store.reload();
      expect(store.exports[0]?.status).toBe('completed');
      expect(store.exports).toHaveLength(rows.length);
      expect(store.hasMore).toBe(false);
    });

    it('keeps what is listed and says so when an older page cannot be read', async () => {
      let failing = true;
      const rows = exportsOf(EXPORT_HISTORY_PAGE_SIZE + 1);
      const { api } = pagingServer(
        () => rows,
        () => failing,
      );
      const store = new ExportsStore(api, 'acme');
      await store.load();
      await store.loadMore();
      expect(store.loadMoreError).not.toBeNull();
      expect(store.exports).toHaveLength(EXPORT_HISTORY_PAGE_SIZE);
      expect(store.hasMore).toBe(true);
      expect(store.isLoadingMore).toBe(false);
      failing = false;
      await store.loadMore();
      expect(store.loadMoreError).toBeNull();
      expect(store.exports).toHaveLength(rows.length);
    });
  });
});
