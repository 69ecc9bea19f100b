/**
 * Business constants from the spec (§9). Every number the product depends on has a name here, so
 * the server and the web client agree on it.
 */

/** Gap between neighbours when an item is placed by drag and drop (spec §9: reorder gap). */
export const REORDER_GAP = 10_000;

/** sort_order given to orderable entities that have no neighbour yet (Plane's model default). */
export const DEFAULT_SORT_ORDER = 65_535;

/** Sequence of the first state of a project and the step between new states (Plane). */
export const STATE_SEQUENCE_STEP = 15_000;

/** Largest page a list endpoint answers; a larger per_page is refused (Plane: "Cannot exceed 1000"). */
export const MAX_PER_PAGE = 1000;

/** per_page used by list endpoints when the caller gives none (Plane's paginator default). */
export const DEFAULT_PER_PAGE = 1000;

/** Intake lists: page size, first cursor and default ordering (spec §9). */
export const INTAKE_PAGE_SIZE = 10;
export const INTAKE_INITIAL_CURSOR = `${INTAKE_PAGE_SIZE}:0:0`;
export const INTAKE_DEFAULT_ORDER_BY = '-issue__created_at';

/** Workspace drafts are fetched 50 at a time, starting at this cursor (spec §9). */
export const WORKSPACE_DRAFTS_PAGE_SIZE = 50;
export const WORKSPACE_DRAFTS_INITIAL_CURSOR = `${WORKSPACE_DRAFTS_PAGE_SIZE}:0:0`;

/** Notifications are fetched in pages of this size, cursor size:page:offset (spec §9). */
export const NOTIFICATIONS_PAGE_SIZE = 300;

/** Work-item sync (the local cache's feed): page size and whether descriptions are included. */
export const ISSUE_SYNC_PAGE_SIZE = 500;
export const ISSUE_SYNC_INCLUDES_DESCRIPTION = true;

/** Stickies: the "recent" sticky is fetched one at a time; lists default to Plane's 20. */
export const STICKY_RECENT_FETCH_SIZE = 1;
export const STICKY_DEFAULT_PAGE_SIZE = 20;

/** Browser-side SQL cache of work items (spec §3, §9). */
export const LOCAL_CACHE = {
  /** Schema version; a stored cache of another version is cleared. */
  version: '1.3',
  /** Rows asked of the server per sync page. */
  syncPageSize: 500,
  /** Rows written per INSERT batch. */
  insertBatchSize: 50,
  /** Rows fetched at once when a whole project is loaded. */
  bulkFetchSize: 10_000,
  /** A sync is skipped while a local write marker is younger than this, in milliseconds. */
  writeWindowMs: 5_000,
} as const;

/** Upload progress events are debounced to this many milliseconds (spec §9). */
export const UPLOAD_PROGRESS_DEBOUNCE_MS = 16;

/** A page's title is saved this long after the last keystroke, in milliseconds (spec §9). */
export const PAGE_TITLE_AUTOSAVE_MS = 2_000;

/** Default upload limit in bytes when the instance sets none (Plane: FILE_SIZE_LIMIT 5 MiB). */
export const DEFAULT_FILE_SIZE_LIMIT = 5 * 1024 * 1024;

/** Gantt chart geometry in pixels (spec §9). */
export const GANTT = {
  headerHeight: 44,
  blockHeight: 48,
  sidebarItemHeight: 40,
  sidebarWidth: 360,
  sidebarCollapsedWidth: 60,
} as const;

/** Gantt zoom levels: pixels per day and how many periods the chart spans either side (spec §9). */
export const GANTT_VIEWS = {
  week: { dayWidth: 60, range: 4 },
  month: { dayWidth: 20, range: 6 },
  quarter: { dayWidth: 5, range: 24 },
} as const;
export type GanttView = keyof typeof GANTT_VIEWS;
export const DEFAULT_GANTT_VIEW: GanttView = 'week';

/** Work-item layouts; grouping applies to list and kanban only, sub-grouping to kanban only. */
export const LAYOUTS = ['list', 'kanban', 'calendar', 'spreadsheet', 'gantt_chart'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** The group key used when a list is not grouped (spec §9). */
export const ALL_ISSUES_GROUP_KEY = 'All Issues';

/** The key of the group holding items with no value for the grouped property (Plane). */
export const NONE_GROUP_KEY = 'None';

/** Priorities from most to least urgent; new work items default to 'none'. */
export const PRIORITIES = ['urgent', 'high', 'medium', 'low', 'none'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const DEFAULT_PRIORITY: Priority = 'none';

/** Numeric proxy of a priority used for sorting in the local cache (spec §3). */
export const PRIORITY_PROXY: Readonly<Record<Priority, number>> = {
  none: 0,
  low: 1,
  medium: 2,
  high: 3,
  urgent: 4,
};

/** State groups in workflow order; triage is hidden from ordinary lists (Plane). */
export const STATE_GROUPS = [
  'backlog',
  'unstarted',
  'started',
  'completed',
  'cancelled',
  'triage',
] as const;
export type StateGroup = (typeof STATE_GROUPS)[number];

/**
 * order_by values a work-item list accepts; each may be prefixed with '-' for descending (spec §9).
 * Null dates sort last in both directions.
 */
export const ORDER_BY_FIELDS = [
  'created_at',
  'updated_at',
  'sequence_id',
  'priority',
  'sort_order',
  'state__name',
  'assignees__first_name',
  'labels__name',
  'issue_module__module__name',
  'issue_cycle__cycle__name',
  'target_date',
  'start_date',
  'estimate_point__key',
  'link_count',
  'attachment_count',
  'sub_issues_count',
] as const;
export type OrderByField = (typeof ORDER_BY_FIELDS)[number];
export type OrderBy = OrderByField | `-${OrderByField}`;
export const DEFAULT_ORDER_BY: OrderBy = '-created_at';

/** Pages and views list most recently updated first; projects by creation (spec §9). */
export const DEFAULT_PAGE_SORT: OrderBy = '-updated_at';
export const DEFAULT_VIEW_SORT: OrderBy = '-updated_at';
export const DEFAULT_PROJECT_ORDER = 'created_at';

/** Cycles: default duration filter, chart plot type and estimate type (spec §4, §9). */
export const DEFAULT_CYCLE_DURATION_FILTER = 'last_30_days';
export const DEFAULT_CHART_PLOT_TYPE = 'burndown';
export const DEFAULT_CYCLE_ESTIMATE_TYPE = 'issues';

/** Workspace report period when none is chosen (spec §9). */
export const DEFAULT_REPORT_PERIOD = 'this_week';

/** Days in the relative date filters "N weeks" and "N months" (spec §9). */
export const DAYS_PER_WEEK = 7;
export const DAYS_PER_MONTH = 30;

/** Week start days as Plane stores them: 0 = Sunday … 6 = Saturday; Sunday by default. */
export const DEFAULT_START_OF_THE_WEEK = 0;

/** Languages the product is offered in; stored under the local key userLanguage (spec §3). */
export const LANGUAGES = [
  'en',
  'fr',
  'es',
  'ja',
  'zh-CN',
  'zh-TW',
  'ru',
  'it',
  'cs',
  'sk',
  'de',
  'ua',
  'pl',
  'ko',
  'pt-BR',
  'id',
  'ro',
  'vi-VN',
  'tr-TR',
] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'userLanguage';

/** Where a 401 sends the browser: the root, with the current path in this query parameter. */
export const NEXT_PATH_PARAM = 'next_path';
