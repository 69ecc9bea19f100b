import { InstanceInfoSchema } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { makeInstanceInfo } from '../test/factories';
import { type FakeHandler, TEST_ORIGIN, fakeFetch, jsonResponse, pathOf } from '../test/fake-fetch';
import { ApiClient, ApiError, type BrowserLocation } from './api-client';

/** A client over a fake server that records the requests it received and the redirects asked for. */
function setUp(handler: FakeHandler, location: BrowserLocation = { pathname: '/', search: '' }) {
  const { fetch, requests } = fakeFetch(handler);
  const redirects: string[] = [];
  const client = new ApiClient({
    baseUrl: TEST_ORIGIN,
    fetch,
    getLocation: () => location,
    redirect: (url) => redirects.push(url),
  });
  return { client, requests, redirects };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('ApiClient', () => {
  it('returns the parsed JSON body and sends cookies with JSON requests', async () => {
    const { client, requests } = setUp(() => jsonResponse({ id: 'w1', name: 'Acme' }));

    const result = await client.post('/api/workspaces/', { name: 'Acme' }, { query: { a: 1 } });

    expect(result).toEqual({ id: 'w1', name: 'Acme' });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request && pathOf(request)).toBe('/api/workspaces/?a=1');
    expect(request?.credentials).toBe('include');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(await request?.json()).toEqual({ name: 'Acme' });
  });

  it('keeps small writes going after the page goes (keepalive), not reads or large writes', async () => {
    const { client, requests } = setUp(() => jsonResponse({}));
    await client.patch('/api/items/1/', { priority: 'high' });
    await client.get('/api/items/1/');
    await client.post('/api/items/', { name: 'x'.repeat(20_000) });
    expect(requests.map((request) => [request.method, request.keepalive])).toEqual([
      ['PATCH', true],
      ['GET', false],
      ['POST', false],
    ]);
  });

  it('validates the body with the schema it is given', async () => {
    const { client } = setUp(() => jsonResponse(makeInstanceInfo()));

    const info = await client.get('/api/instances/', { schema: InstanceInfoSchema });

    expect(info.instance.current_version).toBe('0.1.0');
  });

  it('rejects a body that does not match the schema', async () => {
    const { client } = setUp(() => jsonResponse({ instance: null }));

    const error = await rejection(client.get('/api/instances/', { schema: InstanceInfoSchema }));

    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.status).toBe(200);
  });

  it('answers undefined for an empty success', async () => {
    const { client } = setUp(() => new Response(null, { status: 204 }));

    expect(await client.delete('/api/workspaces/acme/')).toBeUndefined();
  });

  it("turns the server's error body into an ApiError with its code and field", async () => {
    const { client } = setUp(() =>
      jsonResponse({ error: 'Name is required', code: 'VALIDATION_ERROR', field: 'name' }, 400),
    );

    const error = await rejection(client.post('/api/workspaces/', {}));

    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toBe('Name is required');
    expect(error.field).toBe('name');
  });

  it('gives a generic message when the error body is not JSON', async () => {
    const { client } = setUp(
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );

    const error = await rejection(client.get('/api/instances/'));

    expect(error.status).toBe(502);
    expect(error.code).toBe('HTTP_ERROR');
    expect(error.message).toBe('The server ran into a problem.');
  });

  it('reports a network failure as status 0', async () => {
    const { client } = setUp(() => {
      throw new TypeError('fetch failed');
    });

    const error = await rejection(client.get('/api/instances/'));

    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK_ERROR');
  });

  it('sends the browser to the root with next_path on a 401', async () => {
    const { client, redirects } = setUp(
      () =>
        jsonResponse(
          { error: 'Authentication credentials were not provided.', code: 'UNAUTHENTICATED' },
          401,
        ),
      { pathname: '/acme/projects/p1/issues', search: '?layout=kanban' },
    );

    const error = await rejection(client.get('/api/users/me/'));

    expect(error.status).toBe(401);
    expect(error.code).toBe('UNAUTHENTICATED');
    expect(redirects).toEqual(['/?next_path=%2Facme%2Fprojects%2Fp1%2Fissues%3Flayout%3Dkanban']);
    const next = new URL(redirects[0] ?? '', TEST_ORIGIN).searchParams.get('next_path');
    expect(next).toBe('/acme/projects/p1/issues?layout=kanban');
  });

  it('redirects once when several calls fail with 401 together', async () => {
    const { client, redirects } = setUp(() => new Response(null, { status: 401 }), {
      pathname: '/acme',
      search: '',
    });

    await Promise.all([
      rejection(client.get('/api/users/me/')),
      rejection(client.get('/api/users/me/settings/')),
    ]);

    expect(redirects).toEqual(['/?next_path=%2Facme']);
  });

  it('does not redirect on a 401 when the caller opts out', async () => {
    const { client, redirects } = setUp(() => new Response(null, { status: 401 }), {
      pathname: '/acme',
      search: '',
    });

    const error = await rejection(client.get('/api/users/me/', { redirectOnUnauthorized: false }));

    expect(error.status).toBe(401);
    expect(redirects).toEqual([]);
  });

  it('does not redirect on a 401 at the root, which is the sign-in screen already', async () => {
    const { client, redirects } = setUp(() => new Response(null, { status: 401 }), {
      pathname: '/',
      search: '?next_path=%2Facme',
    });

    await rejection(client.get('/api/users/me/'));

    expect(redirects).toEqual([]);
  });

  it('fetches the CSRF token once and sends it on writes to /auth/', async () => {
    const { client, requests } = setUp((request) =>
      pathOf(request) === '/auth/get-csrf-token/'
        ? jsonResponse({ csrf_token: 'token-1' })
        : new Response(null, { status: 204 }),
    );

    await client.post('/auth/email-check/', { email: 'ada@example.com' });
    await client.post('/auth/change-password/', { password: 'x' });
    await client.get('/auth/get-something/');

    expect(requests.map((request) => `${request.method} ${pathOf(request)}`)).toEqual([
      'GET /auth/get-csrf-token/',
      'POST /auth/email-check/',
      'POST /auth/change-password/',
      'GET /auth/get-something/',
    ]);
    expect(requests.map((request) => request.headers.get('X-CSRFToken'))).toEqual([
      null,
      'token-1',
      'token-1',
      null,
    ]);
  });

  it('sends no CSRF header when the token endpoint is missing, and stops asking', async () => {
    const { client, requests } = setUp((request) =>
      pathOf(request) === '/auth/get-csrf-token/'
        ? jsonResponse({ error: 'Route not found', code: 'ROUTE_NOT_FOUND' }, 404)
        : new Response(null, { status: 204 }),
    );

    await client.post('/auth/email-check/', { email: 'ada@example.com' });
    await client.post('/auth/email-check/', { email: 'ada@example.com' });

    expect(requests.map((request) => pathOf(request))).toEqual([
      '/auth/get-csrf-token/',
      '/auth/email-check/',
      '/auth/email-check/',
    ]);
    expect(requests.some((request) => request.headers.has('X-CSRFToken'))).toBe(false);
  });
});
