import type { Webhook, WebhookLog } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/test/fake-api';
import { jsonResponse, pathOf } from '#web/test/fake-fetch';
import { WebhooksStore } from './webhooks-store';

function webhook(id: string, url: string): Webhook {
  return {
    id,
    url,
    is_active: true,
    project: true,
    issue: true,
    cycle: true,
    module: true,
    issue_comment: true,
    intake: true,
    page: false,
    version: 'v1',
    workspace: 'w1',
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: '2030-01-01T00:00:00.000Z',
    created_by: 'u1',
    updated_by: 'u1',
  };
}

function log(id: string, status: number | null): WebhookLog {
  return {
    id,
    webhook: 'h1',
    event: 'issue',
    action: 'updated',
    delivery_id: `d-${id}`,
    attempt: 1,
    request_url: 'https://example.com/hook',
    request_headers: {},
    request_body: '{}',
    response_status: status,
    response_headers: null,
    response_body: null,
    duration_ms: 12,
    error: null,
    is_success: status === 200,
    is_redelivery: false,
    created_at: '2030-01-01T00:00:00.000Z',
  };
}

const SECRET = 'plane_wh_0123456789abcdef0123456789abcdef';

describe('WebhooksStore', () => {
  it('lists, adds without keeping the secret, switches off with rollback, and deletes', async () => {
    let refusePatch = false;
    const { api, requests } = fakeApi((request) => {
      const path = pathOf(request);
      if (request.method === 'GET') return jsonResponse([webhook('h1', 'https://a.example/')]);
      if (request.method === 'POST' && path.endsWith('/regenerate/'))
        return jsonResponse({ ...webhook('h2', 'https://b.example/'), secret_key: SECRET });
      if (request.method === 'POST')
        return jsonResponse({ ...webhook('h2', 'https://b.example/'), secret_key: SECRET }, 201);
      if (request.method === 'PATCH')
        return refusePatch
          ? jsonResponse({ error: 'Not found', code: 'NOT_FOUND' }, 404)
          : jsonResponse({ ...webhook('h1', 'https://a.example/'), is_active: false });
      if (request.method === 'DELETE') return new Response(null, { status: 204 });
      return jsonResponse({ error: 'not here', code: 'NOT_FOUND' }, 404);
    });
    const store = new WebhooksStore(api);
    await store.load('acme');
    expect(store.webhooks.map((hook) => hook.id)).toEqual(['h1']);

    const created = await store.create('acme', { url: 'https://b.example/' });
    expect(created.secret_key).toBe(SECRET);
    expect(store.webhooks.map((hook) => hook.id)).toEqual(['h2', 'h1']);
    expect(store.webhooks[0]).not.toHaveProperty('secret_key');
    expect(await store.regenerate('acme', 'h2')).toBe(SECRET);
    expect(store.find('h2')).not.toHaveProperty('secret_key');

    await store.setActive('acme', 'h1', false);
    expect(store.find('h1')?.is_active).toBe(false);
    refusePatch = true;
    await expect(store.setActive('acme', 'h1', true)).rejects.toThrow();
    expect(store.find('h1')?.is_active).toBe(false);

    await store.remove('acme', 'h2');
    expect(store.webhooks.map((hook) => hook.id)).toEqual(['h1']);
    expect(requests.map((request) => `${request.method} ${pathOf(request)}`)).toContain(
      'DELETE /api/workspaces/acme/webhooks/h2/',
    );
  });

  it('reads the log a page at a time and lists a redelivery first', async () => {
    const page = (results: WebhookLog[], hasNext: boolean) => ({
      results,
      next_cursor: '20:1:0',
      prev_cursor: '20:0:1',
      next_page_results: hasNext,
      prev_page_results: false,
      count: results.length,
      total_pages: 2,
      total_results: 3,
      extra_stats: null,
    });
    const { api } = fakeApi((request) => {
      const url = new URL(request.url, 'http://keel.test');
      if (request.method === 'GET')
        return url.searchParams.get('cursor') === null
          ? jsonResponse(page([log('l2', 500), log('l1', 200)], true))
          : jsonResponse(page([log('l0', 200)], false));
      return jsonResponse(log('l3', 200), 201);
    });
    const list = new WebhooksStore(api).logs('acme', 'h1');
    await list.load();
    expect(list.entries.map((entry) => entry.id)).toEqual(['l2', 'l1']);
    expect(list.hasMore).toBe(true);
    await list.loadMore();
    expect(list.entries.map((entry) => entry.id)).toEqual(['l2', 'l1', 'l0']);
    expect(list.hasMore).toBe(false);
    const sent = await list.redeliver('l2');
    expect(sent.id).toBe('l3');
    expect(list.entries[0]?.id).toBe('l3');
    expect(list.redelivering.size).toBe(0);
  });
});
