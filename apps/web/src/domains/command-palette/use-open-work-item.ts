import type { WorkItem } from '@keel/core';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useRootStore } from '#web/app/store-context';
import { searchWorkspace } from './command-palette-api';
import { openWorkItemRef } from './open-work-item';
import { exactKeyHit } from './palette-results';

/**
 * The work item open on screen (peek view, project page or browse page), as the shared store holds
 * it; null when none is open or it is not loaded. A browse page names its item by key, which is
 * turned into an id through the workspace search (read-only, so the page's own state is untouched).
 */
export function useOpenWorkItem(slug: string): WorkItem | null {
  const root = useRootStore();
  const location = useLocation();
  const ref = openWorkItemRef(location.pathname, location.search);
  const key = ref?.kind === 'key' ? ref.key : null;
  const [resolved, setResolved] = useState<{ key: string; id: string } | null>(null);
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    searchWorkspace(root.api, slug, key, controller.signal).then(
      (response) => {
        const hit = exactKeyHit(response.results.issue ?? [], key);
        if (hit) setResolved({ key, id: hit.id });
      },
      () => undefined,
    );
    return () => {
      controller.abort();
    };
  }, [root, slug, key]);
  let id: string | null = null;
  if (ref?.kind === 'id') id = ref.id;
  else if (ref?.kind === 'key' && resolved?.key === ref.key) id = resolved.id;
  return id === null ? null : (root.workItems.get(id) ?? null);
}
