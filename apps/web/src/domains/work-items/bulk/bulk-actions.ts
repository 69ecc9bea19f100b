import {
  canArchiveInGroup,
  canDeleteAnyWorkItem,
  MAX_BULK_WORK_ITEMS,
  type Role,
  STATE_GROUPS,
  type WorkItemListContext,
} from '@keel/core';
import { i18n } from '#web/lib/i18n';

/** What the bar needs to know of each selected work item. */
export interface BulkItem {
  id: string;
  project_id: string;
  state__group: string | null;
}

/** The dates of a selected item, to keep a bulk date change from being refused. */
export interface DatedItem {
  start_date: string | null;
  target_date: string | null;
}

/** What a selection allows in the bar, and why when it does not. */
export interface BulkAvailability {
  /** The projects of the selected items, each once. */
  projectIds: string[];
  /**
   * The project every selected item belongs to; null when they span several. State, labels and
   * assignees are chosen among one project's own, so they are offered only with one project.
   */
  projectId: string | null;
  /** The archived list restores and deletes; other lists edit, archive and delete. */
  isArchiveList: boolean;
  /** Selected items in a completed or cancelled state: only those may be archived. */
  archivableCount: number;
  /** Selected items the archive would leave as they are. */
  skippedArchiveCount: number;
}

/** The reason shown on state, labels and assignees when the selection spans projects. */
export function multiProjectReason(): string {
  return i18n.t('work-item-create:bulk.multiProjectReason');
}

/** The reason shown on Archive when no selected item may be archived. */
export function nothingToArchiveReason(): string {
  return i18n.t('work-item-create:bulk.nothingToArchiveReason');
}

/** The reason shown on Delete when the viewer is not an admin of every selected item's project. */
export function deleteNeedsAdminReason(): string {
  return i18n.t('work-item-create:bulk.deleteNeedsAdminReason');
}

/**
 * Why the viewer may not bulk-delete, given their role in each selected item's project (null for
 * a project they are not in); null when they may. The server asks for admin (as Plane does).
 */
export function deleteBlockedReason(roles: readonly (Role | null)[]): string | null {
  return roles.every((role) => canDeleteAnyWorkItem(role)) ? null : deleteNeedsAdminReason();
}

/** Whether an item in this state group may be archived (Plane: completed or cancelled only). */
export function isArchivable(group: string | null): boolean {
  return canArchiveInGroup(STATE_GROUPS.find((known) => known === group) ?? null);
}

/**
 * The ids to send per project, in the order the items were given: bulk requests name one project,
 * while workspace-wide lists mix several.
 */
export function groupIdsByProject(items: readonly BulkItem[]): Map<string, string[]> {
  const byProject = new Map<string, string[]>();
  for (const item of items) {
    const ids = byProject.get(item.project_id);
    if (ids) ids.push(item.id);
    else byProject.set(item.project_id, [item.id]);
  }
  return byProject;
}

/**
 * The requests to send for ids grouped by project: one per project, split when a project has more
 * ids than one bulk request may name.
 */
export function bulkRequests(
  byProject: ReadonlyMap<string, readonly string[]>,
  limit: number = MAX_BULK_WORK_ITEMS,
): { projectId: string; ids: string[] }[] {
  return [...byProject].flatMap(([projectId, ids]) => {
    const requests = [];
    for (let start = 0; start < ids.length; start += limit)
      requests.push({ projectId, ids: ids.slice(start, start + limit) });
    return requests;
  });
}

/** The items an archive would act on, per project; the others are skipped. */
export function archivableIdsByProject(items: readonly BulkItem[]): Map<string, string[]> {
  return groupIdsByProject(items.filter((item) => isArchivable(item.state__group)));
}

export function bulkAvailability(
  items: readonly BulkItem[],
  context: WorkItemListContext,
): BulkAvailability {
  const projects = new Set(items.map((item) => item.project_id));
  const [onlyProject] = projects;
  const projectId = projects.size === 1 && onlyProject !== undefined ? onlyProject : null;
  const archivableCount = items.filter((item) => isArchivable(item.state__group)).length;
  return {
    projectIds: [...projects],
    projectId,
    isArchiveList: context === 'archived',
    archivableCount,
    skippedArchiveCount: items.length - archivableCount,
  };
}

/** "1 work item", "3 work items". */
export function workItemCount(count: number): string {
  return i18n.t('work-item-create:bulk.workItems', { count });
}

/** What the archive confirmation says, naming the items it will leave out. */
export function archiveDescription(availability: BulkAvailability): string {
  const { archivableCount, skippedArchiveCount } = availability;
  const archived = i18n.t('work-item-create:bulk.willArchive', { count: archivableCount });
  if (skippedArchiveCount === 0) return archived;
  return i18n.t('work-item-create:bulk.willArchiveSkipping', {
    archived,
    skipped: i18n.t('work-item-create:bulk.willSkip', { count: skippedArchiveCount }),
  });
}

/** The value every one of `values` has, or null when they differ (or there are none). */
export function sharedValue<T>(values: readonly T[]): T | null {
  const [first] = values;
  if (first === undefined) return null;
  return values.every((value) => value === first) ? first : null;
}

/**
 * The days a bulk date change may pick so that no selected item ends with its start after its due
 * date: the server refuses a whole project's request for one such item. A start may not pass the
 * earliest due date among them, a due date may not precede the latest start.
 */
export function bulkDateBounds(
  items: readonly DatedItem[],
  field: 'start_date' | 'target_date',
): { min: string | null; max: string | null } {
  if (field === 'start_date') {
    const dues = items.flatMap((item) => (item.target_date === null ? [] : [item.target_date]));
    return { min: null, max: dues.length === 0 ? null : dues.reduce((a, b) => (b < a ? b : a)) };
  }
  const starts = items.flatMap((item) => (item.start_date === null ? [] : [item.start_date]));
  return { min: starts.length === 0 ? null : starts.reduce((a, b) => (b > a ? b : a)), max: null };
}
