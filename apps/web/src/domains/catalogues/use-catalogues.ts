import { useRootStore } from '#web/app/store-context';
import type { CataloguesStore } from './catalogues-store';

/** Each project's shop and customer catalogues. The domain's store, for its components (instead of reaching into the root store). */
export function useCatalogues(): CataloguesStore {
  return useRootStore().catalogues;
}
