import type { ApiToken } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/test/fake-api';
import { jsonResponse, pathOf } from '#web/test/fake-fetch';
import { ApiTokensStore } from './api-tokens-store';

function token(id: string, label: string): ApiToken {
  return {
    id,
    label,
    description: '',
    expired_at: null,
    last_used: null,
    is_active: true,
    user: 'u1',
    workspace: null,
    user_type: 0,
    is_service: false,
    token_hint: 'plane_api_…abcd',
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: '2030-01-01T00:00:00.000Z',
    created_by: 'u1',
    updated_by: 'u1',
  };
}

describe('ApiTokensStore', () => {
  it('lists the tokens, adds a created one first without its secret, and revokes', async () => {
    let refuseDelete = false;
    const { api, requests } = fakeApi((request) => {
      if (request.method === 'GET') return jsonResponse([token('t1', 'Old')]);
      if (request.method === 'POST')
        return jsonResponse(
          { ...token('t2', 'New'), token: 'plane_api_0123456789abcdef0123456789abcdef' },
          201,
        );
      if (request.method === 'DELETE')
        return refuseDelete
          ? jsonResponse({ error: 'Not found', code: 'NOT_FOUND' }, 404)
          : new Response(null, { status: 204 });
      return jsonResponse({ error: 'not here', code: 'NOT_FOUND' }, 404);
    });
    const store = new ApiTokensStore(api);
    expect(store.isWaiting).toBe(true);
    await store.load();
    expect(store.isWaiting).toBe(false);
    expect(store.tokens.map((item) => item.label)).toEqual(['Old']);

    const created = await store.create({ label: 'New' });
    expect(created.token).toBe('plane_api_0123456789abcdef0123456789abcdef');
    expect(store.tokens.map((item) => item.id)).toEqual(['t2', 't1']);
    expect(store.tokens[0]).not.toHaveProperty('token');

    await store.revoke('t2');
    expect(store.tokens.map((item) => item.id)).toEqual(['t1']);
    expect(requests.map((request) => `${request.method} ${pathOf(request)}`)).toContain(
      'DELETE /api/users/api-tokens/t2/',
    );

    refuseDelete = true;
    await expect(store.revoke('t1')).rejects.toThrow();
    expect(store.tokens.map((item) => item.id)).toEqual(['t1']);
  });

  it('keeps why the list could not be read', async () => {
    const { api } = fakeApi(() =>
      jsonResponse({ error: 'Database unavailable', code: 'DATABASE_UNAVAILABLE' }, 503),
    );
    const store = new ApiTokensStore(api);
    await store.load();
    expect(store.error).not.toBeNull();
    expect(store.isWaiting).toBe(false);
  });
});
