import type { SearchIssueResult } from '@keel/core';
import { useCallback } from 'react';
import { useRootStore } from '#web/app/store-context';
import { searchWorkItems, type SearchWorkItemsOptions } from './work-item-search-api';

export { type WorkItemPickerPurpose } from './work-item-search-api';

/** Searches work items for a picker, through the page's API client. */
export function useWorkItemSearch(): (
  options: SearchWorkItemsOptions,
) => Promise<SearchIssueResult[]> {
  const { api } = useRootStore();
  return useCallback((options) => searchWorkItems(api, options), [api]);
}
