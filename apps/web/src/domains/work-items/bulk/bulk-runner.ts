import type { BulkOperationProperties, WorkItem } from '@keel/core';
import type { WorkItemSelection } from '../work-item-selection';
import type { WorkItemsStore } from '../work-items-store';
import { archivableIdsByProject, bulkRequests, groupIdsByProject } from './bulk-actions';

/** What the bulk actions act through: the screen's store, workspace and selection. */
export interface BulkTarget {
  slug: string;
  store: Pick<WorkItemsStore, 'get' | 'bulkUpdate' | 'bulkDelete' | 'bulkArchive' | 'restore'>;
  selection: Pick<WorkItemSelection, 'ids' | 'clear' | 'retain'>;
}

/** How a bulk action went: how many items it changed, and whether every request succeeded. */
export interface BulkOutcome {
  count: number;
  isComplete: boolean;
}

/** The selected items the store still holds, in the order they were selected. */
export function selectedItems(target: BulkTarget): WorkItem[] {
  return [...target.selection.ids].flatMap((id) => {
    const item = target.store.get(id);
    return item ? [item] : [];
  });
}

/**
 * Runs one request per project (more for a very large selection) side by side. The store rolls
 * back and toasts each refusal, so a failure only has to be counted here.
 */
async function perProject(
  byProject: Map<string, string[]>,
  action: (projectId: string, ids: string[]) => Promise<boolean>,
): Promise<BulkOutcome> {
  const results = await Promise.all(
    bulkRequests(byProject).map(async ({ projectId, ids }) =>
      (await action(projectId, ids)) ? ids.length : -1,
    ),
  );
  return {
    count: results.reduce((sum, done) => sum + Math.max(done, 0), 0),
    isComplete: results.every((done) => done >= 0),
  };
}

/**
 * After an action the selection empties when everything went through; after a failure it keeps
 * what is still there so that the action can be tried again.
 */
function settle(target: BulkTarget, outcome: BulkOutcome): BulkOutcome {
  if (outcome.isComplete) target.selection.clear();
  else target.selection.retain((id) => target.store.get(id) !== undefined);
  return outcome;
}

/** Sets the same properties on every selected item (labels and assignees are added). */
export async function updateSelection(
  target: BulkTarget,
  properties: BulkOperationProperties,
): Promise<BulkOutcome> {
  const byProject = groupIdsByProject(selectedItems(target));
  return settle(
    target,
    await perProject(byProject, (projectId, ids) =>
      target.store.bulkUpdate(target.slug, projectId, ids, properties),
    ),
  );
}

export async function deleteSelection(target: BulkTarget): Promise<BulkOutcome> {
  const byProject = groupIdsByProject(selectedItems(target));
  return settle(
    target,
    await perProject(byProject, (projectId, ids) =>
      target.store.bulkDelete(target.slug, projectId, ids),
    ),
  );
}

/** Archives the selected items that may be archived; the others are left as they are. */
export async function archiveSelection(target: BulkTarget): Promise<BulkOutcome> {
  const byProject = archivableIdsByProject(selectedItems(target));
  return settle(
    target,
    await perProject(byProject, (projectId, ids) =>
      target.store.bulkArchive(target.slug, projectId, ids),
    ),
  );
}

/** Restores archived items one by one (the server has no bulk restore). */
export async function restoreSelection(target: BulkTarget): Promise<BulkOutcome> {
  const ids = selectedItems(target).map((item) => item.id);
  const results = await Promise.all(ids.map((id) => target.store.restore(target.slug, id)));
  const count = results.filter(Boolean).length;
  return settle(target, { count, isComplete: count === ids.length });
}
