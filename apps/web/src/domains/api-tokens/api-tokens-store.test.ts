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

  it('shows an edit at once, takes the server copy, and puts the token back when refused', async () => {
    let answerPatch: (response: Response) => void = () => {};
    let listed = [token('t1', 'Deploy'), token('t2', 'Backup')];
    const { api, requests } = fakeApi(async (request) => {
      if (request.method === 'GET') return jsonResponse(listed);
      if (request.method === 'PATCH')
        return new Promise<Response>((resolve) => {
          answerPatch = resolve;
        });
      return jsonResponse({ error: 'not here', code: 'NOT_FOUND' }, 404);
    });
    const store = new ApiTokensStore(api);
    await store.load();

    const saving = store.update('t1', { label: 'Deploy (prod)', description: 'From CI' });
    expect(store.tokens[0]).toMatchObject({ label: 'Deploy (prod)', description: 'From CI' });
    expect(store.tokens[1]).toEqual(token('t2', 'Backup'));
    const sent = requests.at(-1);
    expect(`${sent?.method ?? ''} ${sent ? pathOf(sent) : ''}`).toBe(
      'PATCH /api/users/api-tokens/t1/',
    );
    expect(await sent?.clone().json()).toEqual({ label: 'Deploy (prod)', description: 'From CI' });
    const saved = {
      ...token('t1', 'Deploy (prod)'),
      description: 'From CI',
      updated_at: '2030-01-02T00:00:00.000Z',
    };
    answerPatch(jsonResponse(saved));
    await expect(saving).resolves.toEqual(saved);
    expect(store.tokens.map((item) => item.id)).toEqual(['t1', 't2']);
    expect(store.tokens[0]).toEqual(saved);

    const refused = store.update('t2', { label: 'Nightly backup', description: '' });
    expect(store.tokens[1]?.label).toBe('Nightly backup');
    answerPatch(
      jsonResponse(
        {
          error: 'Label must be at most 255 characters',
          code: 'VALIDATION_ERROR',
          field: 'label',
        },
        400,
      ),
    );
    await expect(refused).rejects.toMatchObject({ status: 400, field: 'label' });
    expect(store.tokens.map((item) => item.label)).toEqual(['Deploy (prod)', 'Backup']);

    // No answer at all: the server may have saved it, so the list is read again.
    listed = [saved, token('t2', 'Nightly backup')];
    const unsure = store.update('t2', { label: 'Nightly backup' });
    answerPatch(jsonResponse({ error: 'Database unavailable', code: 'DATABASE_UNAVAILABLE' }, 503));
    await expect(unsure).rejects.toMatchObject({ status: 503 });
    await expect.poll(() => store.tokens[1]?.label).toBe('Nightly backup');
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
