import { createContext, use } from 'react';
import type { WorkItemsScreenModel } from './work-items-screen-model';

export const WorkItemsScreenContext = createContext<WorkItemsScreenModel | null>(null);

/** The work-item screen a component is drawn in: its list, settings, selection and lookups. */
export function useWorkItemsScreen(): WorkItemsScreenModel {
  const model = use(WorkItemsScreenContext);
  if (model === null)
    throw new Error('useWorkItemsScreen() needs a <WorkItemsScreenContext> above it.');
  return model;
}
