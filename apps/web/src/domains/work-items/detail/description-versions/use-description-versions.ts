import type { DescriptionVersion, DescriptionVersionSummary } from '@keel/core';
import { useEffect, useState } from 'react';
import { useRootStore } from '#web/app/store-context';
import { errorMessage } from '#web/lib/api-error';
import { i18n } from '#web/lib/i18n';
import { useWorkItemDetail } from '../detail-context';
import { fetchDescriptionVersion, fetchDescriptionVersions } from './description-versions-api';

export type Load<T> =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; value: T };

function failure(error: unknown): { status: 'failed'; message: string } {
  return {
    status: 'failed',
    message: errorMessage(error, i18n.t('work-item-detail:feed.tryAgain')),
  };
}

/** One snapshot of the open detail's description, read when shown. */
export function useDescriptionVersion(versionId: string): Load<DescriptionVersion> {
  const root = useRootStore();
  const { slug, projectId, workItemId } = useWorkItemDetail();
  const [state, setState] = useState<Load<DescriptionVersion>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchDescriptionVersion(root.api, { slug, projectId, workItemId }, versionId, controller.signal)
      .then((value) => {
        setState({ status: 'loaded', value });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState(failure(error));
      });
    return () => {
      controller.abort();
    };
  }, [root, slug, projectId, workItemId, versionId]);
  return state;
}

/**
 * The open detail's description snapshots, read while `isOpen`; the newest is selected once they
 * arrive. `reset` shows the list as loading again (before reopening).
 */
export function useDescriptionVersions(isOpen: boolean) {
  const root = useRootStore();
  const { slug, projectId, workItemId } = useWorkItemDetail();
  const [list, setList] = useState<Load<DescriptionVersionSummary[]>>({ status: 'loading' });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  useEffect(() => {
    if (!isOpen) return;
    const controller = new AbortController();
    fetchDescriptionVersions(root.api, { slug, projectId, workItemId }, controller.signal)
      .then((page) => {
        setList({ status: 'loaded', value: page.results });
        setSelectedId(page.results[0]?.id ?? null);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setList(failure(error));
      });
    return () => {
      controller.abort();
    };
  }, [isOpen, root, slug, projectId, workItemId]);
  return {
    list,
    selectedId,
    setSelectedId,
    reset: () => {
      setList({ status: 'loading' });
    },
  };
}
