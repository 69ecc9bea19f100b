import type { ExporterHistory } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/test/fake-api';
import { jsonResponse } from '#web/test/fake-fetch';
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
});
