import { useApi } from '#web/app/store-context';
import type { ApiClient } from '#web/lib/api-client';
import { ViewsStore } from './views-store';

/** One store per page (per API client), built by the first screen that needs saved views. */
const stores = new WeakMap<ApiClient, ViewsStore>();

/** The views store of the page whose API client this is (the favorites follow its stars). */
export function viewsStoreOf(api: ApiClient): ViewsStore {
  let store = stores.get(api);
  if (!store) {
    store = new ViewsStore(api);
    stores.set(api, store);
  }
  return store;
}

/** The saved views store; not in the root store, so the first page carries none of its code. */
export function useViews(): ViewsStore {
  return viewsStoreOf(useApi());
}
