import { NONE_GROUP_KEY, PRIORITY_PROXY } from './constants';
import type { DisplayGroupBy } from './work-item-display';
import type { WorkItem } from './work-items-wire';

/** The fields of a work item the client groups and sorts by. */
export type GroupableWorkItem = Pick<
  WorkItem,
  | 'id'
  | 'state_id'
  | 'state__group'
  | 'priority'
  | 'label_ids'
  | 'assignee_ids'
  | 'created_by'
  | 'target_date'
  | 'start_date'
  | 'project_id'
  | 'cycle_id'
  | 'module_ids'
  | 'created_at'
  | 'updated_at'
  | 'sequence_id'
  | 'sort_order'
  | 'estimate_point'
  | 'link_count'
  | 'attachment_count'
  | 'sub_issues_count'
>;

function keysOf(values: readonly string[]): string[] {
  return values.length > 0 ? [...values] : [NONE_GROUP_KEY];
}

/**
 * The groups an item sits in under a display grouping, keyed as the server keys them ("None"
 * for no value). An item with two labels or two assignees sits in both groups (spec §9).
 */
export function groupKeysOf(item: GroupableWorkItem, groupBy: DisplayGroupBy): string[] {
  switch (groupBy) {
    case 'state':
      return [item.state_id ?? NONE_GROUP_KEY];
    case 'priority':
      return [item.priority];
    case 'labels':
      return keysOf(item.label_ids);
    case 'state_detail.group':
      return [item.state__group ?? NONE_GROUP_KEY];
    case 'assignees':
      return keysOf(item.assignee_ids);
    case 'cycle':
      return [item.cycle_id ?? NONE_GROUP_KEY];
    case 'module':
      return keysOf(item.module_ids);
    case 'target_date':
      return [item.target_date ?? NONE_GROUP_KEY];
    case 'project':
    case 'team_project':
      return [item.project_id];
    case 'created_by':
      return [item.created_by ?? NONE_GROUP_KEY];
  }
}

/**
 * What moving an item into a group changes: the field and its new value. Moving between label or
 * assignee groups swaps the one value for the other and keeps the rest; "None" empties the field.
 * Groupings that cannot be changed by a move (project, created_by) give null.
 */
export function groupMovePatch(
  item: GroupableWorkItem,
  groupBy: DisplayGroupBy,
  fromKey: string,
  toKey: string,
): Partial<
  Pick<
    WorkItem,
    | 'state_id'
    | 'priority'
    | 'label_ids'
    | 'assignee_ids'
    | 'target_date'
    | 'cycle_id'
    | 'module_ids'
  >
> | null {
  const value = toKey === NONE_GROUP_KEY ? null : toKey;
  const swap = (values: readonly string[]) => {
    if (value === null) return [];
    const kept = values.filter((id) => id !== fromKey && id !== value);
    return [...kept, value];
  };
  switch (groupBy) {
    case 'state':
      return value === null ? null : { state_id: value };
    case 'priority':
      return value === null ? null : { priority: value as WorkItem['priority'] };
    case 'labels':
      return { label_ids: swap(item.label_ids) };
    case 'assignees':
      return { assignee_ids: swap(item.assignee_ids) };
    case 'target_date':
      return { target_date: value };
    case 'cycle':
      return { cycle_id: value };
    case 'module':
      return { module_ids: swap(item.module_ids) };
    default:
      return null;
  }
}

/** Names the client knows, for the orderings by a related entity's name. */
export interface WorkItemOrderLookups {
  stateName(id: string): string | undefined;
  labelName(id: string): string | undefined;
  memberFirstName(id: string): string | undefined;
  estimatePointKey(id: string): number | undefined;
  /** Cycle and module names; lists that know none order those items last. */
  cycleName?(id: string): string | undefined;
  moduleName?(id: string): string | undefined;
}

export type SortValue = string | number | null;

function smallest(values: (string | undefined)[]): string | null {
  let least: string | null = null;
  for (const value of values)
    if (value !== undefined && (least === null || value < least)) least = value;
  return least;
}

function sortValue(
  item: GroupableWorkItem,
  field: string,
  lookups: WorkItemOrderLookups,
): SortValue {
  switch (field) {
    case 'created_at':
      return item.created_at;
    case 'updated_at':
      return item.updated_at;
    case 'sequence_id':
      return item.sequence_id;
    case 'priority':
      return PRIORITY_PROXY[item.priority];
    case 'sort_order':
      return item.sort_order;
    case 'state__name':
      return item.state_id ? (lookups.stateName(item.state_id) ?? null) : null;
    case 'assignees__first_name':
      return smallest(item.assignee_ids.map((id) => lookups.memberFirstName(id)));
    case 'labels__name':
      return smallest(item.label_ids.map((id) => lookups.labelName(id)));
    case 'target_date':
      return item.target_date;
    case 'start_date':
      return item.start_date;
    case 'estimate_point__key':
      return item.estimate_point ? (lookups.estimatePointKey(item.estimate_point) ?? null) : null;
    case 'issue_cycle__cycle__name':
      return item.cycle_id ? (lookups.cycleName?.(item.cycle_id) ?? null) : null;
    case 'issue_module__module__name':
      return smallest(item.module_ids.map((id) => lookups.moduleName?.(id)));
    case 'link_count':
      return item.link_count;
    case 'attachment_count':
      return item.attachment_count;
    case 'sub_issues_count':
      return item.sub_issues_count;
    default:
      return item.created_at;
  }
}

/** An item's place in an ordering, read once so that sorting compares plain values. */
export interface WorkItemSortKey {
  value: SortValue;
  id: string;
}

/** The value an item sorts by under `orderBy` (a leading '-' is ignored here). */
export function workItemSortKey(
  item: GroupableWorkItem,
  orderBy: string,
  lookups: WorkItemOrderLookups,
): WorkItemSortKey {
  const field = orderBy.startsWith('-') ? orderBy.slice(1) : orderBy;
  return { value: sortValue(item, field, lookups), id: item.id };
}

/**
 * Orders sort keys as the list query does (spec §9): by value, missing values last in both
 * directions, then by id in the same direction.
 */
export function compareWorkItemSortKeys(
  left: WorkItemSortKey,
  right: WorkItemSortKey,
  descending: boolean,
): number {
  const sign = descending ? -1 : 1;
  if (left.value !== right.value) {
    if (left.value === null) return 1;
    if (right.value === null) return -1;
    return (left.value < right.value ? -1 : 1) * sign;
  }
  if (left.id === right.id) return 0;
  return (left.id < right.id ? -1 : 1) * sign;
}

/**
 * A comparator that orders items as the list query does (spec §9): by the order_by key (a leading
 * '-' for descending), values missing last in both directions, then by id in the same direction.
 * Used to place an item that moved between groups among the items already loaded.
 */
export function workItemComparator(
  orderBy: string,
  lookups: WorkItemOrderLookups,
): (a: GroupableWorkItem, b: GroupableWorkItem) => number {
  const descending = orderBy.startsWith('-');
  return (a, b) =>
    compareWorkItemSortKeys(
      workItemSortKey(a, orderBy, lookups),
      workItemSortKey(b, orderBy, lookups),
      descending,
    );
}
