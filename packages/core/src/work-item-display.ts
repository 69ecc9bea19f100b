import {
  ALL_ISSUES_GROUP_KEY,
  DEFAULT_ORDER_BY,
  DEFAULT_PER_PAGE,
  type Layout,
  ORDER_BY_FIELDS,
} from './constants';
import {
  DEFAULT_USER_DISPLAY_FILTERS,
  DEFAULT_USER_DISPLAY_PROPERTIES,
  DISPLAY_GROUP_BY,
  type UserDisplayFilters,
  type UserDisplayProperties,
  type UserFilters,
  USER_FILTER_KEYS,
} from './user-properties-wire';

/**
 * Where a work-item list is shown (spec §2 "Work-item list contexts"). Each context has its own
 * defaults and rules: global views open as a spreadsheet ordered by -created_at, archived lists
 * always include sub-items, profile and workspace-draft boards group by priority.
 */
export type WorkItemListContext =
  | 'project'
  | 'archived'
  | 'profile_assigned'
  | 'profile_created'
  | 'profile_subscribed'
  | 'global_all'
  | 'global_assigned'
  | 'global_created'
  | 'global_subscribed'
  | 'workspace_drafts'
  /** One cycle's items, and one module's (their own settings per person, spec §3). */
  | 'cycle'
  | 'module';

export type DisplayGroupBy = (typeof DISPLAY_GROUP_BY)[number];
export type FilterKey = (typeof USER_FILTER_KEYS)[number];
export type DisplayPropertyKey = keyof UserDisplayProperties;

/** Display settings with every key decided (what the list actually shows). */
export interface EffectiveDisplayFilters {
  layout: Layout;
  group_by: DisplayGroupBy | null;
  sub_group_by: DisplayGroupBy | null;
  order_by: string;
  type: 'active' | 'backlog' | null;
  sub_issue: boolean;
  show_empty_groups: boolean;
  calendar_layout: 'month' | 'week';
  show_weekends: boolean;
}

export function isGlobalContext(context: WorkItemListContext): boolean {
  return context.startsWith('global_');
}

export function isProfileContext(context: WorkItemListContext): boolean {
  return context.startsWith('profile_');
}

/**
 * The server's group_by field for each display grouping (reference §2.4: the web app maps its
 * display names onto these). Cycle and module groupings are named here and served once the
 * cycles and modules issue adds them to the list query.
 */
export const GROUP_BY_SERVER_FIELD: Readonly<Record<DisplayGroupBy, string>> = {
  state: 'state_id',
  priority: 'priority',
  labels: 'labels__id',
  'state_detail.group': 'state__group',
  assignees: 'assignees__id',
  cycle: 'cycle_id',
  module: 'issue_module__module_id',
  target_date: 'target_date',
  project: 'project_id',
  created_by: 'created_by',
  team_project: 'project_id',
};

/** Layouts that group (list, kanban) and the one that sub-groups (kanban), spec §9. */
export function layoutGroups(layout: Layout): boolean {
  return layout === 'list' || layout === 'kanban';
}

export function layoutSubGroups(layout: Layout): boolean {
  return layout === 'kanban';
}

/** The grouping a kanban falls back to when none is chosen (spec §4). */
export function defaultKanbanGroupBy(context: WorkItemListContext): DisplayGroupBy {
  return isProfileContext(context) || context === 'workspace_drafts' ? 'priority' : 'state';
}

/** Lists of one project: its own, its archive, one of its cycles or modules. */
export function isProjectListContext(context: WorkItemListContext): boolean {
  return (
    context === 'project' || context === 'archived' || context === 'cycle' || context === 'module'
  );
}

/**
 * Groupings a context offers: `project` only where a list spans projects; cycle and module only in
 * one project's lists, and not in the list of one cycle (by cycle) or of one module (by module).
 */
export function groupByOptions(context: WorkItemListContext): DisplayGroupBy[] {
  const spansProjects =
    isGlobalContext(context) || isProfileContext(context) || context === 'workspace_drafts';
  return DISPLAY_GROUP_BY.filter((option) => {
    if (option === 'team_project') return false;
    if (option === 'cycle') return isProjectListContext(context) && context !== 'cycle';
    if (option === 'module') return isProjectListContext(context) && context !== 'module';
    if (option === 'project') return spansProjects;
    return true;
  });
}

/** What a context shows before the user has chosen anything (spec §4, §9). */
export function defaultDisplayFilters(context: WorkItemListContext): UserDisplayFilters {
  if (isGlobalContext(context))
    return { ...DEFAULT_USER_DISPLAY_FILTERS, layout: 'spreadsheet', order_by: '-created_at' };
  return { ...DEFAULT_USER_DISPLAY_FILTERS };
}

function isOrderBy(value: string | undefined): value is string {
  if (!value) return false;
  const field = value.startsWith('-') ? value.slice(1) : value;
  return (ORDER_BY_FIELDS as readonly string[]).includes(field);
}

/**
 * The display settings a list applies, from what is stored (possibly partial or stale) and the
 * context's rules (spec §4): grouping only in list and kanban, sub-grouping only in kanban and
 * never equal to the grouping, kanban grouped by state (priority in profile and workspace-draft
 * contexts) when nothing is chosen, sort_order replaced by -created_at in global views, archived
 * lists always with sub-items.
 */
export function effectiveDisplayFilters(
  context: WorkItemListContext,
  stored: UserDisplayFilters,
): EffectiveDisplayFilters {
  const defaults = defaultDisplayFilters(context);
  const merged = { ...defaults, ...stored };
  const layout = merged.layout ?? 'list';
  const offered = groupByOptions(context);
  const offeredOrNull = (value: DisplayGroupBy | null | undefined) =>
    value && offered.includes(value) ? value : null;
  let groupBy = layoutGroups(layout) ? offeredOrNull(merged.group_by) : null;
  if (layout === 'kanban' && !groupBy) groupBy = defaultKanbanGroupBy(context);
  let subGroupBy = layoutSubGroups(layout) && groupBy ? offeredOrNull(merged.sub_group_by) : null;
  if (subGroupBy === groupBy) subGroupBy = null;
  let orderBy = isOrderBy(merged.order_by) ? merged.order_by : DEFAULT_ORDER_BY;
  if (isGlobalContext(context) && orderBy.replace(/^-/, '') === 'sort_order')
    orderBy = '-created_at';
  return {
    layout,
    group_by: groupBy,
    sub_group_by: subGroupBy,
    order_by: orderBy,
    type: merged.type ?? null,
    sub_issue: context === 'archived' ? true : (merged.sub_issue ?? true),
    show_empty_groups: merged.show_empty_groups ?? true,
    calendar_layout: merged.calendar?.layout ?? 'month',
    show_weekends: merged.calendar?.show_weekends ?? true,
  };
}

/**
 * Applies a change the user made in the display menu to the stored settings, keeping them
 * consistent: removing the grouping clears the sub-grouping; a sub-grouping equal to the grouping
 * is cleared (spec §4).
 */
export function changeDisplayFilters(
  stored: UserDisplayFilters,
  patch: UserDisplayFilters,
): UserDisplayFilters {
  const next = { ...stored, ...patch };
  if ('group_by' in patch && patch.group_by == null) next.sub_group_by = null;
  if (next.sub_group_by != null && next.sub_group_by === next.group_by) next.sub_group_by = null;
  return next;
}

/** Display properties with every key decided: stored choices over the spec's defaults. */
export function effectiveDisplayProperties(
  stored: UserDisplayProperties,
): Required<UserDisplayProperties> {
  const all = {
    ...DEFAULT_USER_DISPLAY_PROPERTIES,
    modules: true,
    cycle: true,
    issue_type: true,
    ...stored,
  };
  return all as Required<UserDisplayProperties>;
}

/**
 * Where new work items may be created from a list (spec §6): not in archived lists, the assigned
 * and subscribed profile tabs, nor the workspace (global) views.
 */
export function canCreateInContext(context: WorkItemListContext): boolean {
  return (
    context !== 'archived' &&
    context !== 'profile_assigned' &&
    context !== 'profile_subscribed' &&
    !isGlobalContext(context)
  );
}

/**
 * Quick add at the bottom of a group exists in project, cycle and module lists (and, with their
 * issue, project-view lists); never in drafts (spec §5, §6).
 */
export function canQuickAddInContext(context: WorkItemListContext): boolean {
  return context === 'project' || context === 'cycle' || context === 'module';
}

/** Saved filters with only the keys that hold values. */
export function activeFilters(filters: UserFilters): Partial<Record<FilterKey, string[]>> {
  const active: Partial<Record<FilterKey, string[]>> = {};
  for (const key of USER_FILTER_KEYS) {
    const values = filters[key];
    if (values && values.length > 0) active[key] = values;
  }
  return active;
}

/**
 * The query parameters of one list request (`…/issues/`): paging, grouping by the server's field
 * names, ordering and the flat filters (spec §4), from the effective display settings.
 */
export function workItemListParams(options: {
  filters: UserFilters;
  display: EffectiveDisplayFilters;
  perPage?: number;
  cursor?: string;
}): Record<string, string> {
  const { display } = options;
  const perPage = options.perPage ?? DEFAULT_PER_PAGE;
  const params: Record<string, string> = {
    per_page: String(perPage),
    cursor: options.cursor ?? `${perPage}:0:0`,
    order_by: display.order_by,
  };
  if (display.group_by) params.group_by = GROUP_BY_SERVER_FIELD[display.group_by];
  if (display.sub_group_by) params.sub_group_by = GROUP_BY_SERVER_FIELD[display.sub_group_by];
  if (display.type) params.type = display.type;
  if (!display.sub_issue) params.sub_issue = 'false';
  for (const [key, values] of Object.entries(activeFilters(options.filters)))
    params[key] = values.join(',');
  return params;
}

/** The single group of an ungrouped list (spec §9). */
export const UNGROUPED_KEY = ALL_ISSUES_GROUP_KEY;

/**
 * Relative date filter choices offered by the filter menu, Plane's four (spec §9: N weeks = 7 days,
 * N months = 30 days): on or after that day, as the `N_unit;after;fromnow` terms the list reads.
 */
export const RELATIVE_DATE_FILTERS = [
  { value: '1_weeks;after;fromnow', label: '1 week from now' },
  { value: '2_weeks;after;fromnow', label: '2 weeks from now' },
  { value: '1_months;after;fromnow', label: '1 month from now' },
  { value: '2_months;after;fromnow', label: '2 months from now' },
] as const;
