import { useCallback, useEffect, useState } from 'react';
import { useRootStore } from '#web/app/store-context';
import { ApiError } from '#web/lib/api-client';
import { i18n } from '#web/lib/i18n';
import { errorMessage } from '#web/lib/api-error';

/** Where a detail's item comes from: its human key (the browse link) or its project and id. */
export type DetailSource =
  | { kind: 'key'; slug: string; key: string }
  | { kind: 'id'; slug: string; projectId: string; id: string };

export type DetailLoad =
  | { status: 'loading' }
  /** No such item, or one the viewer may not see: the server answers both alike. */
  | { status: 'missing' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; id: string };

function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 403);
}

/**
 * Loads a work item's detail into the stores and says how it went; `retry` loads it again. An
 * item already held (opened from a list) counts as loaded at once while its description follows,
 * and a failed refresh of it keeps it on screen.
 */
export function useDetailLoad(source: DetailSource | null): {
  load: DetailLoad;
  retry: () => void;
} {
  const root = useRootStore();
  const [attempt, setAttempt] = useState(0);
  const sourceKey = source === null ? null : `${JSON.stringify(source)}#${String(attempt)}`;
  /** The outcome of the request for `sourceKey`; an older one is ignored. */
  const [settled, setSettled] = useState<{ key: string; load: DetailLoad } | null>(null);

  useEffect(() => {
    if (sourceKey === null || source === null) return;
    const controller = new AbortController();
    const isHeld = source.kind === 'id' && root.workItems.get(source.id) !== undefined;
    const request =
      source.kind === 'key'
        ? root.workItems.detailSync.fetchByKey(source.slug, source.key, controller.signal)
        : root.workItems.detailSync.fetch(
            source.slug,
            source.projectId,
            source.id,
            controller.signal,
          );
    request.then(
      (item) => {
        if (!controller.signal.aborted)
          setSettled({ key: sourceKey, load: { status: 'loaded', id: item.id } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isMissing(error)) setSettled({ key: sourceKey, load: { status: 'missing' } });
        else if (!isHeld)
          setSettled({
            key: sourceKey,
            load: {
              status: 'failed',
              message: errorMessage(error, i18n.t('work-item-detail:states.loadFailedMessage')),
            },
          });
      },
    );
    return () => {
      controller.abort();
    };
    // The source is read through its key: a new object with the same fields is the same source.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [root, sourceKey]);

  const retry = useCallback(() => {
    setAttempt((count) => count + 1);
  }, []);

  if (settled !== null && settled.key === sourceKey) return { load: settled.load, retry };
  const held = source?.kind === 'id' ? root.workItems.get(source.id) : undefined;
  return { load: held ? { status: 'loaded', id: held.id } : { status: 'loading' }, retry };
}
