import {
  type DisplayGroupBy,
  type DisplayPropertyKey,
  type EffectiveDisplayFilters,
  groupByOptions,
  isGlobalContext,
  type Layout,
  type OrderByField,
  type WorkItemListContext,
} from '@keel/core';
import { type IconName } from '../../../ui/Icon';

export interface GroupByDescriptor {
  label: string;
  icon: IconName;
}

/** How each grouping is named in the display menu; which are offered is core's groupByOptions. */
export const GROUP_BY_DESCRIPTORS: Readonly<Record<DisplayGroupBy, GroupByDescriptor>> = {
  state: { label: 'States', icon: 'circle-dot' },
  'state_detail.group': { label: 'State groups', icon: 'circle-dashed' },
  priority: { label: 'Priority', icon: 'signal-high' },
  labels: { label: 'Labels', icon: 'tag' },
  assignees: { label: 'Assignees', icon: 'users' },
  created_by: { label: 'Created by', icon: 'user' },
  target_date: { label: 'Due date', icon: 'calendar-check' },
  project: { label: 'Projects', icon: 'briefcase' },
  cycle: { label: 'Cycle', icon: 'refresh' },
  module: { label: 'Modules', icon: 'boxes' },
  team_project: { label: 'Team project', icon: 'briefcase' },
};

export interface GroupByChoice {
  /** Null is "None": the list is not grouped. */
  value: DisplayGroupBy | null;
  label: string;
}

const NONE_CHOICE: GroupByChoice = { value: null, label: 'None' };

function choicesOf(options: readonly DisplayGroupBy[]): GroupByChoice[] {
  return options.map((value) => ({ value, label: GROUP_BY_DESCRIPTORS[value].label }));
}

/** Groupings offered for a layout: list adds "None"; a board always groups; others never do. */
export function groupByChoices(context: WorkItemListContext, layout: Layout): GroupByChoice[] {
  if (layout === 'kanban') return choicesOf(groupByOptions(context));
  if (layout === 'list') return [...choicesOf(groupByOptions(context)), NONE_CHOICE];
  return [];
}

/** Sub-groupings of a board: any offered grouping but the current one, or none. */
export function subGroupByChoices(
  context: WorkItemListContext,
  layout: Layout,
  groupBy: DisplayGroupBy | null,
): GroupByChoice[] {
  if (layout !== 'kanban') return [];
  return [...choicesOf(groupByOptions(context).filter((value) => value !== groupBy)), NONE_CHOICE];
}

export interface OrderByDescriptor {
  field: OrderByField;
  label: string;
  /** The direction picked with the field: newest, most and largest first where that reads best. */
  isDescendingByDefault: boolean;
}

/**
 * Sort options of the display menu (spec §9), in Plane's order. Module and cycle names join when
 * their issues serve them, one entry each.
 */
export const ORDER_BY_DESCRIPTORS: readonly OrderByDescriptor[] = [
  { field: 'sort_order', label: 'Manual', isDescendingByDefault: false },
  { field: 'created_at', label: 'Last created', isDescendingByDefault: true },
  { field: 'updated_at', label: 'Last updated', isDescendingByDefault: true },
  { field: 'start_date', label: 'Start date', isDescendingByDefault: false },
  { field: 'target_date', label: 'Due date', isDescendingByDefault: false },
  { field: 'priority', label: 'Priority', isDescendingByDefault: false },
  { field: 'sequence_id', label: 'ID', isDescendingByDefault: false },
  { field: 'state__name', label: 'State', isDescendingByDefault: false },
  { field: 'assignees__first_name', label: 'Assignee', isDescendingByDefault: false },
  { field: 'labels__name', label: 'Labels', isDescendingByDefault: false },
  { field: 'estimate_point__key', label: 'Estimate', isDescendingByDefault: false },
  { field: 'link_count', label: 'Links', isDescendingByDefault: true },
  { field: 'attachment_count', label: 'Attachments', isDescendingByDefault: true },
  { field: 'sub_issues_count', label: 'Sub-work items', isDescendingByDefault: true },
];

/** Sort options of a context: global views have no manual order (spec §4). */
export function orderByChoices(context: WorkItemListContext): OrderByDescriptor[] {
  return ORDER_BY_DESCRIPTORS.filter(
    (descriptor) => !(descriptor.field === 'sort_order' && isGlobalContext(context)),
  );
}

/** An order_by value split into its field and direction ('-' prefix = descending). */
export function parseOrderBy(orderBy: string): { field: string; isDescending: boolean } {
  return orderBy.startsWith('-')
    ? { field: orderBy.slice(1), isDescending: true }
    : { field: orderBy, isDescending: false };
}

export function orderByValue(field: string, isDescending: boolean): string {
  return isDescending ? `-${field}` : field;
}

/** The order_by value after the direction is flipped. */
export function flippedOrderBy(orderBy: string): string {
  const { field, isDescending } = parseOrderBy(orderBy);
  return orderByValue(field, !isDescending);
}

/** The order_by value when a sort option is picked from the list. */
export function pickedOrderBy(descriptor: OrderByDescriptor): string {
  return orderByValue(descriptor.field, descriptor.isDescendingByDefault);
}

/**
 * Display properties the menu toggles, in Plane's order. Modules, cycle and work-item type are
 * added with their issues.
 */
export const DISPLAY_PROPERTY_DESCRIPTORS: readonly { key: DisplayPropertyKey; label: string }[] = [
  { key: 'assignee', label: 'Assignees' },
  { key: 'start_date', label: 'Start date' },
  { key: 'due_date', label: 'Due date' },
  { key: 'labels', label: 'Labels' },
  { key: 'key', label: 'ID' },
  { key: 'priority', label: 'Priority' },
  { key: 'state', label: 'State' },
  { key: 'sub_issue_count', label: 'Sub-work item count' },
  { key: 'attachment_count', label: 'Attachment count' },
  { key: 'link', label: 'Links' },
  { key: 'estimate', label: 'Estimate' },
  { key: 'created_on', label: 'Created on' },
  { key: 'updated_on', label: 'Updated on' },
];

/** Plane's quick filter on state groups: active is unstarted and started. */
export const TYPE_CHOICES: readonly { value: EffectiveDisplayFilters['type']; label: string }[] = [
  { value: null, label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'backlog', label: 'Backlog' },
];

export interface DisplaySections {
  groupBy: boolean;
  subGroupBy: boolean;
  orderBy: boolean;
  type: boolean;
  subIssue: boolean;
  showEmptyGroups: boolean;
  displayProperties: boolean;
}

/**
 * What the display menu shows for a layout and context (Plane's per-layout display filters):
 * grouping in list and board, sub-grouping on the board, no sort on the calendar, and the
 * sub-work-item switch hidden where the context forces it on (archived).
 */
export function displaySectionsFor(layout: Layout, context: WorkItemListContext): DisplaySections {
  const groups = layout === 'list' || layout === 'kanban';
  return {
    groupBy: groups,
    subGroupBy: layout === 'kanban',
    orderBy: layout !== 'calendar',
    type: true,
    subIssue: context !== 'archived',
    showEmptyGroups: groups,
    displayProperties: true,
  };
}
