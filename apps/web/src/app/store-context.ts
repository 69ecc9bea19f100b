import { createContext, use } from 'react';
import type { ApiClient } from '#web/lib/api-client';
import type { RootStore } from './root-store';

export const StoreContext = createContext<RootStore | null>(null);

/** The root store of the page; components read the domain stores from it. */
export function useRootStore(): RootStore {
  const store = use(StoreContext);
  if (store === null) throw new Error('useRootStore() needs a <StoreContext> above it.');
  return store;
}

/**
 * The page's API client, for a component that builds a short-lived store of its own (a detail
 * widget's list); domain stores are reached through their domain's hook (`useLabels()`…).
 */
export function useApi(): ApiClient {
  return useRootStore().api;
}
