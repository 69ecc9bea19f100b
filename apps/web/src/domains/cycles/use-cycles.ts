import { useApi } from '#web/app/store-context';
import type { ApiClient } from '#web/lib/api-client';
import { MutationPipeline } from '#web/lib/mutation';
import { showErrorToast } from '#web/ui/Toaster';
import { CyclesStore } from './cycles-store';

/** One store per page (per API client), built by the first cycle screen that needs it. */
const stores = new WeakMap<ApiClient, CyclesStore>();

/**
 * The cycles store. Not in the root store, so that the first page carries none of the cycles
 * code: the cycle screens, the cycle sidebar and the active-cycles screen share this one.
 */
export function useCycles(): CyclesStore {
  const api = useApi();
  let store = stores.get(api);
  if (!store) {
    store = new CyclesStore(api, new MutationPipeline({ notify: showErrorToast }));
    stores.set(api, store);
  }
  return store;
}
