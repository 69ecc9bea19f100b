import { useApi } from '#web/app/store-context';
import type { ApiClient } from '#web/lib/api-client';
import { ProfileStore } from './profile-store';

const stores = new WeakMap<ApiClient, ProfileStore>();

/** The profile screens' reads; built by the first of them, not in the first page. */
export function useProfile(): ProfileStore {
  const api = useApi();
  let store = stores.get(api);
  if (!store) {
    store = new ProfileStore(api);
    stores.set(api, store);
  }
  return store;
}
