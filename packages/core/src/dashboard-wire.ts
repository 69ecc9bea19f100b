import { z } from 'zod';

/** The widgets a home dashboard is made with, in Plane's order. */
export const DASHBOARD_WIDGET_KEYS = [
  'overview_stats',
  'assigned_issues',
  'created_issues',
  'issues_by_state_groups',
  'issues_by_priority',
  'recent_projects',
] as const;
export type DashboardWidgetKey = (typeof DASHBOARD_WIDGET_KEYS)[number];

/** Which of the person's work items the assigned/created widgets list (Plane's issue_type). */
export const DASHBOARD_ISSUE_TYPES = ['pending', 'upcoming', 'overdue', 'completed'] as const;
/** How many work items a widget lists. */
export const DASHBOARD_WIDGET_ISSUE_LIMIT = 5;

export const DashboardSchema = z.object({
  id: z.string(),
  name: z.string(),
  description_html: z.string(),
  identifier: z.string().nullable(),
  owned_by: z.string(),
  is_default: z.boolean(),
  type_identifier: z.string(),
  logo_props: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const DashboardWidgetSchema = z.object({
  id: z.string(),
  key: z.string(),
  is_visible: z.boolean(),
  sort_order: z.number(),
  widget_filters: z.record(z.string(), z.unknown()),
});
export type DashboardWidget = z.infer<typeof DashboardWidgetSchema>;

/** `GET users/me/workspaces/<slug>/dashboard/?dashboard_type=home`. */
export const HomeDashboardSchema = z.object({
  dashboard: DashboardSchema,
  widgets: z.array(DashboardWidgetSchema),
});
export type HomeDashboard = z.infer<typeof HomeDashboardSchema>;

export const DashboardQuerySchema = z.object({
  dashboard_type: z.literal('home', { error: 'Please specify a valid dashboard type' }),
});

export const DashboardParamsSchema = z.object({ slug: z.string(), dashboardId: z.string() });

export const DashboardWidgetQuerySchema = z.object({
  widget_key: z.enum(DASHBOARD_WIDGET_KEYS, { error: 'Please specify a valid widget key' }),
  issue_type: z
    .enum(DASHBOARD_ISSUE_TYPES, {
      error: `issue_type must be one of ${DASHBOARD_ISSUE_TYPES.join(', ')}`,
    })
    .default('pending'),
});
export type DashboardWidgetQuery = z.infer<typeof DashboardWidgetQuerySchema>;

/** A work item as the widgets list it. */
export const DashboardIssueSchema = z.object({
  id: z.string(),
  name: z.string(),
  sequence_id: z.number(),
  project_id: z.string(),
  project_identifier: z.string(),
  state_id: z.string().nullable(),
  state_group: z.string().nullable(),
  priority: z.string(),
  start_date: z.string().nullable(),
  target_date: z.string().nullable(),
});
export type DashboardIssue = z.infer<typeof DashboardIssueSchema>;

const CountByStateGroupSchema = z.object({ state: z.string(), count: z.number() });

/**
 * What `GET users/me/workspaces/<slug>/dashboard/<id>/?widget_key=` answers, by widget: counts
 * for overview_stats; a page of items of the issue_type, their count and the counts by state group
 * for assigned_issues and created_issues; counts by state group or priority; project ids.
 */
export const DashboardWidgetDataSchema = z.union([
  z.object({
    assigned_issues_count: z.number(),
    pending_issues_count: z.number(),
    completed_issues_count: z.number(),
    created_issues_count: z.number(),
  }),
  z.object({
    issues: z.array(DashboardIssueSchema),
    count: z.number(),
    state_groups: z.array(CountByStateGroupSchema),
  }),
  z.array(CountByStateGroupSchema),
  z.array(z.object({ priority: z.string(), count: z.number() })),
  z.array(z.string()),
]);
export type DashboardWidgetData = z.infer<typeof DashboardWidgetDataSchema>;

export const DashboardWidgetParamsSchema = z.object({
  dashboardId: z.string(),
  widgetId: z.string(),
});

/** `PATCH dashboard/<id>/widgets/<widgetId>/`: shown or not, its place, its filters. */
export const UpdateDashboardWidgetBodySchema = z.object({
  is_visible: z.boolean({ error: 'is_visible must be true or false' }).optional(),
  sort_order: z.number({ error: 'sort_order must be a number' }).optional(),
  filters: z
    .record(z.string(), z.unknown(), { error: 'filters must be an object' })
    .refine((value) => JSON.stringify(value).length <= 10_000, 'filters is too large')
    .optional(),
});
export type UpdateDashboardWidgetBody = z.infer<typeof UpdateDashboardWidgetBodySchema>;
