import { useApi } from '#web/app/store-context';
import type { ApiClient } from '#web/lib/api-client';
import { HomeStore } from './home-store';

/** One store per page (per API client), built by the home page. */
const stores = new WeakMap<ApiClient, HomeStore>();

/** The workspace home's store; not in the root store, so other first pages carry none of it. */
export function useHome(): HomeStore {
  const api = useApi();
  let store = stores.get(api);
  if (!store) {
    store = new HomeStore(api);
    stores.set(api, store);
  }
  return store;
}
