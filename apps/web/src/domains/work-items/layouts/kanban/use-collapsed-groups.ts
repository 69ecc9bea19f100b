import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  parseCollapsed,
  readCollapsed,
  toggleCollapsed,
  writeCollapsed,
} from './kanban-collapse-storage';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function storedValue(storageKey: string): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/**
 * The groups collapsed on this device under `storageKey`, and the toggle that remembers a change.
 * Another tab's change shows here too (the storage event).
 */
export function useCollapsedGroups(storageKey: string): {
  collapsed: ReadonlySet<string>;
  toggle: (key: string) => void;
} {
  const raw = useSyncExternalStore(subscribe, () => storedValue(storageKey));
  const collapsed = useMemo(() => new Set(parseCollapsed(raw)), [raw]);
  const toggle = useCallback(
    (key: string) => {
      writeCollapsed(
        localStorage,
        storageKey,
        toggleCollapsed(readCollapsed(localStorage, storageKey), key),
      );
      for (const listener of listeners) listener();
    },
    [storageKey],
  );
  return { collapsed, toggle };
}
