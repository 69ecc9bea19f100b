import { useCallback, useEffect, useRef } from 'react';
import type { WorkItemsScreenModel } from './work-items-screen-model';

/** What a cycle's or module's sidebar needs to follow the list beside it. */
export interface ListProgress {
  /** Changes when an item of the list changes what progress counts (state, estimate, cycle). */
  key: string;
  /** Whether the list's own writes have all been answered (a read now sees them). */
  isSettled: () => boolean;
}

/** The ids the list holds, in every group. */
function listedIds(model: WorkItemsScreenModel): string[] {
  return [...new Set(model.list.groupKeys.flatMap((group) => model.list.ids(group)))];
}

/** The list's progress signature; read inside an observer, so that it follows the items. */
export function useListProgress(model: WorkItemsScreenModel): ListProgress {
  const key = listedIds(model)
    .map((id) => {
      const item = model.store.get(id);
      return `${id}:${item?.state_id ?? ''}:${item?.estimate_point ?? ''}:${item?.cycle_id ?? ''}`;
    })
    .join(',');
  const isSettled = useCallback(
    () => !listedIds(model).some((id) => model.store.isWriting(id)),
    [model],
  );
  return { key, isSettled };
}

/** How long a sidebar waits for the list's writes to be answered before reading anyway. */
const SETTLE_LIMIT_MS = 10_000;

/**
 * Calls `readAgain` when the list's progress changes (not on the first render), once the list's
 * own writes are answered: the sidebar's progress then counts what the list shows.
 */
export function useReadAgainOnProgress(
  progress: ListProgress | undefined,
  readAgain: () => void,
): void {
  const shownKey = useRef(progress?.key);
  const latest = useRef(readAgain);
  useEffect(() => {
    latest.current = readAgain;
  });
  const key = progress?.key;
  const isSettled = progress?.isSettled;
  useEffect(() => {
    if (key === shownKey.current) return;
    shownKey.current = key;
    let isCancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();
    const attempt = () => {
      if (isCancelled) return;
      if (isSettled && !isSettled() && Date.now() - startedAt < SETTLE_LIMIT_MS) {
        timer = setTimeout(attempt, 200);
        return;
      }
      latest.current();
    };
    timer = setTimeout(attempt, 200);
    return () => {
      isCancelled = true;
      clearTimeout(timer);
    };
  }, [key, isSettled]);
}
