import { createContext, use } from 'react';
import { type RootStore } from './root-store';

export const StoreContext = createContext<RootStore | null>(null);

/** The root store of the page; components read the domain stores from it. */
export function useRootStore(): RootStore {
  const store = use(StoreContext);
  if (store === null) throw new Error('useRootStore() needs a <StoreContext> above it.');
  return store;
}
