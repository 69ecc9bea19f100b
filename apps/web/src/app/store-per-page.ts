import type { ApiClient } from '#web/lib/api-client';
import { useApi } from './store-context';

/**
 * A store kept out of the root store (so the first page carries none of its code), built once per
 * page (per API client) by the first screen that needs it: `of(api)` outside React, `use()` in it.
 */
export function storePerPage<S>(build: (api: ApiClient) => S): {
  of: (api: ApiClient) => S;
  use: () => S;
} {
  const stores = new WeakMap<ApiClient, S>();
  const of = (api: ApiClient): S => {
    let store = stores.get(api);
    if (store === undefined) {
      store = build(api);
      stores.set(api, store);
    }
    return store;
  };
  return {
    of,
    use: () => of(useApi()),
  };
}
