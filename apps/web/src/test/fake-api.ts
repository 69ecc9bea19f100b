import { ApiClient } from '../lib/api-client';
import { type FakeHandler, TEST_ORIGIN, fakeFetch } from './fake-fetch';

/**
 * An ApiClient talking to a fake server, for store tests. Every request it sent and every redirect
 * it asked for are kept for assertions. `pathname` is where the browser is taken to be when a 401
 * builds its next_path; without it the client keeps its default.
 */
export function fakeApi(handler: FakeHandler, { pathname }: { pathname?: string } = {}) {
  const { fetch, requests } = fakeFetch(handler);
  const redirects: string[] = [];
  const api = new ApiClient({
    baseUrl: TEST_ORIGIN,
    fetch,
    ...(pathname !== undefined ? { getLocation: () => ({ pathname, search: '' }) } : {}),
    redirect: (url) => redirects.push(url),
  });
  return { api, requests, redirects };
}
