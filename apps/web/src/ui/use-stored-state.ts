import { useCallback, useState } from 'react';

/** The stored text under `key`, or null when absent or when the browser blocks site data. */
function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key` (null removes it); not remembered when site data is blocked. */
function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // The state still holds until the page reloads.
  }
}

/**
 * A yes/no kept in local storage (spec §9: the sidebar's collapse states), false until set: the
 * value and its setter.
 */
export function useStoredFlag(key: string): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => readStored(key) === 'true');
  const set = useCallback(
    (next: boolean) => {
      setValue(next);
      writeStored(key, next ? 'true' : null);
    },
    [key],
  );
  return [value, set];
}

function readIds(key: string): Set<string> {
  try {
    const parsed: unknown = JSON.parse(readStored(key) ?? '[]');
    return new Set(
      Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [],
    );
  } catch {
    return new Set();
  }
}

/**
 * A set of ids kept in local storage (which folders are closed): the set, and a setter adding or
 * taking out one id.
 */
export function useStoredIdSet(
  key: string,
): [ReadonlySet<string>, (id: string, isIn: boolean) => void] {
  const [ids, setIds] = useState(() => readIds(key));
  const set = useCallback(
    (id: string, isIn: boolean) => {
      setIds((current) => {
        const next = new Set(current);
        if (isIn) next.add(id);
        else next.delete(id);
        writeStored(key, next.size === 0 ? null : JSON.stringify([...next]));
        return next;
      });
    },
    [key],
  );
  return [ids, set];
}
