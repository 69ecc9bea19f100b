import { createContext, use } from 'react';

/**
 * What every part of a work item's detail (page or peek) shares. The item itself is read from
 * `useRootStore().workItems.get(workItemId)`, so an edit anywhere shows everywhere at once.
 */
export interface WorkItemDetailScope {
  slug: string;
  projectId: string;
  workItemId: string;
  /**
   * The caller may change the item and what hangs off it: links, relations, sub-items,
   * attachments, archive (member or admin of its project, not archived).
   */
  canEdit: boolean;
  /**
   * The caller may change the item's own fields (title, description, parent, properties): the
   * permission kernel's canEditWorkItem, so a guest too for the items they created.
   */
  canEditFields: boolean;
  /** The caller may delete the item (the kernel's canDeleteWorkItem: admins and its creator). */
  canDelete: boolean;
  /** Drawn in the side panel over a list, or as its own page. */
  mode: 'page' | 'peek';
}

export const WorkItemDetailContext = createContext<WorkItemDetailScope | null>(null);

/** The detail a widget is drawn in. */
export function useWorkItemDetail(): WorkItemDetailScope {
  const scope = use(WorkItemDetailContext);
  if (scope === null)
    throw new Error('useWorkItemDetail() needs a <WorkItemDetailContext> above it.');
  return scope;
}
