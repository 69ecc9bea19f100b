import { CLIENT_ERRORS } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { makeInstanceInfo } from '#web/test/factories';
import { fakeApi } from '#web/test/fake-api';
import { type FakeHandler, jsonResponse } from '#web/test/fake-fetch';
import { InstanceStore } from './instance-store';

function setUp(handler: FakeHandler) {
  const { api, requests } = fakeApi(handler);
  return { store: new InstanceStore(api), requests };
}

describe('InstanceStore', () => {
  it('holds the instance info once fetched', async () => {
    const { store } = setUp(() =>
      jsonResponse(makeInstanceInfo({ instance: { current_version: '1.2.3' } })),
    );

    const fetching = store.fetchInstanceInfo();
    expect(store.isLoading).toBe(true);
    await fetching;

    expect(store.isLoading).toBe(false);
    expect(store.error).toBeNull();
    expect(store.instance?.current_version).toBe('1.2.3');
    expect(store.instance?.is_setup_done).toBe(false);
    expect(store.config?.enable_signup).toBe(true);
  });

  it("reports a failure with the spec's message and the server's detail", async () => {
    const { store } = setUp(() =>
      jsonResponse({ error: 'Database unavailable', code: 'DATABASE_UNAVAILABLE' }, 503),
    );

    await store.fetchInstanceInfo();

    expect(store.info).toBeNull();
    expect(store.isLoading).toBe(false);
    expect(store.error).toEqual({
      message: CLIENT_ERRORS['instance-fetch-error'],
      detail: 'Database unavailable',
      status: 503,
    });
  });

  it('treats an answer of the wrong shape as a failure', async () => {
    const { store } = setUp(() => jsonResponse({ instance: {} }));

    await store.fetchInstanceInfo();

    expect(store.info).toBeNull();
    expect(store.error?.message).toBe('Failed to fetch instance info');
  });

  it('clears the error when a retry succeeds', async () => {
    let isServerUp = false;
    const { store } = setUp(() =>
      isServerUp ? jsonResponse(makeInstanceInfo()) : new Response('Bad gateway', { status: 502 }),
    );
    await store.fetchInstanceInfo();
    expect(store.error?.status).toBe(502);

    isServerUp = true;
    await store.fetchInstanceInfo();

    expect(store.error).toBeNull();
    expect(store.instance).not.toBeNull();
  });

  it('sends one request for calls made while a fetch is under way, and none once loaded', async () => {
    const { store, requests } = setUp(() => jsonResponse(makeInstanceInfo()));

    await Promise.all([store.fetchInstanceInfo(), store.ensureLoaded()]);
    await store.ensureLoaded();

    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/instances/']);
  });
});
