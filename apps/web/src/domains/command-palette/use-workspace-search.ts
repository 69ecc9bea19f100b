import { i18n } from '#web/lib/i18n';
import type { WorkspaceSearchResponse } from '@keel/core';
import { useEffect, useState } from 'react';
import { useRootStore } from '#web/app/store-context';
import { searchWorkspace } from './command-palette-api';

/** Quiet time after the last keystroke before the palette searches (ms). */
export const SEARCH_DEBOUNCE_MS = 150;

export interface WorkspaceSearchState {
  /** The last answer, kept while the next one loads so results do not flicker. */
  response: WorkspaceSearchResponse | null;
  isLoading: boolean;
  /** The server's refusal or a network failure; null when the last search worked. */
  error: string | null;
}

interface SettledSearch {
  query: string;
  response: WorkspaceSearchResponse | null;
  error: string | null;
}

/**
 * Searches the workspace for the typed text, 150 ms after typing stops; a newer text cancels the
 * request of an older one. Blank text searches nothing.
 */
export function useWorkspaceSearch(slug: string, text: string): WorkspaceSearchState {
  const { api } = useRootStore();
  const [settled, setSettled] = useState<SettledSearch>({ query: '', response: null, error: null });
  const query = text.trim();
  useEffect(() => {
    if (query === '') return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      searchWorkspace(api, slug, query, controller.signal).then(
        (response) => {
          setSettled({ query, response, error: null });
        },
        (cause: unknown) => {
          if (controller.signal.aborted) return;
          const error =
            cause instanceof Error ? cause.message : i18n.t('command-palette:searchFailed');
          setSettled({ query, response: null, error });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [api, slug, query]);
  if (query === '') return { response: null, isLoading: false, error: null };
  const isCurrent = settled.query === query;
  return {
    response: settled.response,
    isLoading: !isCurrent,
    error: isCurrent ? settled.error : null,
  };
}
