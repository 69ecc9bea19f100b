import {
  type DisplayGroupBy,
  type DisplayPropertyKey,
  type EffectiveDisplayFilters,
  groupByOptions,
  isGlobalContext,
  isProjectListContext,
  type Layout,
  type OrderByField,
  type WorkItemListContext,
} from '@keel/core';
import type { IconName } from '#web/ui/Icon';
import { withLabel } from '../work-items-text';

export interface GroupByDescriptor {
  label: string;
  icon: IconName;
}

/** How each grouping is named in the display menu; which are offered is core's groupByOptions. */
export const GROUP_BY_DESCRIPTORS: Readonly<Record<DisplayGroupBy, GroupByDescriptor>> = {
  state: withLabel({ icon: 'circle-dot' }, 'display.groupBy.state'),
  'state_detail.group': withLabel({ icon: 'circle-dashed' }, 'display.groupBy.stateGroup'),
  priority: withLabel({ icon: 'signal-high' }, 'property.priority'),
  labels: withLabel({ icon: 'tag' }, 'property.labels'),
  assignees: withLabel({ icon: 'users' }, 'property.assignees'),
  created_by: withLabel({ icon: 'user' }, 'property.createdBy'),
  target_date: withLabel({ icon: 'calendar-check' }, 'property.dueDate'),
  project: withLabel({ icon: 'briefcase' }, 'display.groupBy.project'),
  cycle: withLabel({ icon: 'refresh' }, 'property.cycle'),
  module: withLabel({ icon: 'boxes' }, 'display.groupBy.module'),
  team_project: withLabel({ icon: 'briefcase' }, 'display.groupBy.teamProject'),
};

export interface GroupByChoice {
  /** Null is "None": the list is not grouped. */
  value: DisplayGroupBy | null;
  label: string;
}

const NONE_CHOICE: GroupByChoice = withLabel({ value: null }, 'display.groupBy.none');

function choicesOf(options: readonly DisplayGroupBy[]): GroupByChoice[] {
  return options.map((value) => ({ value, label: GROUP_BY_DESCRIPTORS[value].label }));
}

/** The groupings of a context, by cycle and by module only where the project has them on. */
function offeredGroupings(context: WorkItemListContext, features: ListFeatures): DisplayGroupBy[] {
  return groupByOptions(context).filter(
    (value) => (value !== 'cycle' || features.cycles) && (value !== 'module' || features.modules),
  );
}

/**
 * Groupings offered for a layout: list adds "None"; a board always groups; others never do. By
 * cycle and by module where the project has them turned on.
 */
export function groupByChoices(
  context: WorkItemListContext,
  layout: Layout,
  features: ListFeatures = NO_FEATURES,
): GroupByChoice[] {
  const offered = choicesOf(offeredGroupings(context, features));
  if (layout === 'kanban') return offered;
  if (layout === 'list') return [...offered, NONE_CHOICE];
  return [];
}

/** Sub-groupings of a board: any offered grouping but the current one, or none. */
export function subGroupByChoices(
  context: WorkItemListContext,
  layout: Layout,
  groupBy: DisplayGroupBy | null,
  features: ListFeatures = NO_FEATURES,
): GroupByChoice[] {
  if (layout !== 'kanban') return [];
  return [
    ...choicesOf(offeredGroupings(context, features).filter((value) => value !== groupBy)),
    NONE_CHOICE,
  ];
}

export interface OrderByDescriptor {
  field: OrderByField;
  label: string;
  /** The direction picked with the field: newest, most and largest first where that reads best. */
  isDescendingByDefault: boolean;
}

/** Sort options of the display menu (spec §9), in Plane's order. */
export const ORDER_BY_DESCRIPTORS: readonly OrderByDescriptor[] = [
  withLabel({ field: 'sort_order', isDescendingByDefault: false }, 'display.orderBy.manual'),
  withLabel({ field: 'created_at', isDescendingByDefault: true }, 'display.orderBy.lastCreated'),
  withLabel({ field: 'updated_at', isDescendingByDefault: true }, 'display.orderBy.lastUpdated'),
  withLabel({ field: 'start_date', isDescendingByDefault: false }, 'property.startDate'),
  withLabel({ field: 'target_date', isDescendingByDefault: false }, 'property.dueDate'),
  withLabel({ field: 'priority', isDescendingByDefault: false }, 'property.priority'),
  withLabel({ field: 'sequence_id', isDescendingByDefault: false }, 'property.id'),
  withLabel({ field: 'state__name', isDescendingByDefault: false }, 'property.state'),
  withLabel({ field: 'assignees__first_name', isDescendingByDefault: false }, 'property.assignee'),
  withLabel({ field: 'labels__name', isDescendingByDefault: false }, 'property.labels'),
  withLabel(
    { field: 'issue_module__module__name', isDescendingByDefault: false },
    'property.modules',
  ),
  withLabel({ field: 'issue_cycle__cycle__name', isDescendingByDefault: false }, 'property.cycle'),
  withLabel({ field: 'estimate_point__key', isDescendingByDefault: false }, 'property.estimate'),
  withLabel({ field: 'link_count', isDescendingByDefault: true }, 'property.links'),
  withLabel({ field: 'attachment_count', isDescendingByDefault: true }, 'property.attachments'),
  withLabel({ field: 'sub_issues_count', isDescendingByDefault: true }, 'property.subWorkItems'),
];

/**
 * Sort options of a context: global views have no manual order (spec §4); cycle and module names
 * only in one project's lists, and only where the project has them turned on.
 */
export function orderByChoices(
  context: WorkItemListContext,
  features: ListFeatures = { cycles: true, modules: true },
): OrderByDescriptor[] {
  const inProject = isProjectListContext(context);
  return ORDER_BY_DESCRIPTORS.filter((descriptor) => {
    if (descriptor.field === 'sort_order') return !isGlobalContext(context);
    if (descriptor.field === 'issue_cycle__cycle__name') return inProject && features.cycles;
    if (descriptor.field === 'issue_module__module__name') return inProject && features.modules;
    return true;
  });
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
 * Display properties the menu toggles, in Plane's order; modules and cycle follow (below) where
 * the project has them turned on. Work-item type is added with its issue.
 */
export const DISPLAY_PROPERTY_DESCRIPTORS: readonly { key: DisplayPropertyKey; label: string }[] = [
  withLabel({ key: 'assignee' as const }, 'property.assignees'),
  withLabel({ key: 'start_date' as const }, 'property.startDate'),
  withLabel({ key: 'due_date' as const }, 'property.dueDate'),
  withLabel({ key: 'labels' as const }, 'property.labels'),
  withLabel({ key: 'key' as const }, 'property.id'),
  withLabel({ key: 'priority' as const }, 'property.priority'),
  withLabel({ key: 'state' as const }, 'property.state'),
  withLabel({ key: 'sub_issue_count' as const }, 'display.properties.subWorkItemCount'),
  withLabel({ key: 'attachment_count' as const }, 'display.properties.attachmentCount'),
  withLabel({ key: 'link' as const }, 'property.links'),
  withLabel({ key: 'estimate' as const }, 'property.estimate'),
  withLabel({ key: 'created_on' as const }, 'property.createdOn'),
  withLabel({ key: 'updated_on' as const }, 'property.updatedOn'),
];

/** The display properties of features a project turns on and off: modules, cycle. */
export const FEATURE_PROPERTY_DESCRIPTORS: readonly {
  key: DisplayPropertyKey;
  label: string;
  feature: 'cycles' | 'modules';
}[] = [
  withLabel({ key: 'modules' as const, feature: 'modules' as const }, 'property.modules'),
  withLabel({ key: 'cycle' as const, feature: 'cycles' as const }, 'property.cycle'),
];

/** Which of cycles and modules a list's project has turned on. */
export interface ListFeatures {
  cycles: boolean;
  modules: boolean;
}

const NO_FEATURES: ListFeatures = { cycles: false, modules: false };

/** Plane's quick filter on state groups: active is unstarted and started. */
export const TYPE_CHOICES: readonly { value: EffectiveDisplayFilters['type']; label: string }[] = [
  withLabel({ value: null }, 'display.type.all'),
  withLabel({ value: 'active' as const }, 'display.type.active'),
  withLabel({ value: 'backlog' as const }, 'display.type.backlog'),
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
