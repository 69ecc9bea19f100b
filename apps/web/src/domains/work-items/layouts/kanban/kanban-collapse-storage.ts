/** What a board remembers as collapsed: its columns, or its swimlanes when sub-grouped. */
export type KanbanCollapseKind = 'columns' | 'swimlanes';

/**
 * The localStorage key of a board's collapsed groups. Kept per project and grouping, because a
 * key means something else under another grouping (a state id is not a priority); lists that span
 * projects share the 'workspace' entry.
 */
export function kanbanCollapseKey(
  kind: KanbanCollapseKind,
  projectId: string | null,
  groupBy: string,
): string {
  const prefix = kind === 'columns' ? 'keel:kanban-collapsed' : 'keel:kanban-collapsed-rows';
  return `${prefix}:${projectId ?? 'workspace'}:${groupBy}`;
}

/** The collapsed group keys stored under `raw`; anything unreadable counts as none collapsed. */
export function parseCollapsed(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter((entry): entry is string => typeof entry === 'string');
  } catch {
    return [];
  }
}

/** The keys with `key` collapsed if it was open, or opened if it was collapsed. */
export function toggleCollapsed(keys: readonly string[], key: string): string[] {
  return keys.includes(key) ? keys.filter((entry) => entry !== key) : [...keys, key];
}

type CollapseStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readCollapsed(storage: CollapseStorage, storageKey: string): string[] {
  try {
    return parseCollapsed(storage.getItem(storageKey));
  } catch {
    return [];
  }
}

/** Stores the collapsed keys; an empty set removes the entry so storage does not fill with []. */
export function writeCollapsed(
  storage: CollapseStorage,
  storageKey: string,
  keys: readonly string[],
): void {
  try {
    if (keys.length === 0) storage.removeItem(storageKey);
    else storage.setItem(storageKey, JSON.stringify(keys));
  } catch {
    // Storage may be full or disabled (private mode); collapsing then lasts until reload.
  }
}
