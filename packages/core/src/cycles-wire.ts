import { z } from 'zod';
import { CYCLE_STATUSES } from './cycles/cycle-dates';
import { ProjectScopeParamsSchema } from './labels-wire';

export * from './cycles/cycle-dates';
export * from './cycles/burndown';
export * from './cycles/distribution';

/** :slug, :projectId and :cycleId of one cycle's routes. */
export const CycleParamsSchema = ProjectScopeParamsSchema.extend({ cycleId: z.string() });
export const CycleIssueParamsSchema = CycleParamsSchema.extend({ issueId: z.string() });

/** The `cycle_view` filter of the project's cycle list (Plane's, plus the spec's statuses). */
export const CycleViewSchema = z.enum([
  'all',
  'current',
  'upcoming',
  'completed',
  'draft',
  'incomplete',
]);
export type CycleView = z.infer<typeof CycleViewSchema>;
export const CycleListQuerySchema = z.object({ cycle_view: CycleViewSchema.default('all') });

const CycleNameSchema = z
  .string()
  .trim()
  .min(1, 'Cycle name is required')
  .max(255, 'Cycle name must be at most 255 characters');
/** "YYYY-MM-DD" or an ISO datetime; normalised to the project time zone's day boundaries. */
const CycleDateInputSchema = z.string().max(64).nullable();
const JsonObjectSchema = z.record(z.string(), z.unknown());

export const CreateCycleBodySchema = z.object({
  name: CycleNameSchema,
  description: z.string().max(100_000).optional(),
  start_date: CycleDateInputSchema.optional(),
  end_date: CycleDateInputSchema.optional(),
  owned_by_id: z.uuid('owned_by_id must be a user id').nullable().optional(),
  sort_order: z.number().optional(),
  view_props: JsonObjectSchema.optional(),
  logo_props: JsonObjectSchema.optional(),
});
export type CreateCycleBody = z.infer<typeof CreateCycleBodySchema>;

export const UpdateCycleBodySchema = CreateCycleBodySchema.partial();
export type UpdateCycleBody = z.infer<typeof UpdateCycleBodySchema>;

export const CycleDateCheckBodySchema = z.object({
  start_date: z.string().max(64),
  end_date: z.string().max(64),
  cycle_id: z.uuid('cycle_id must be a cycle id').optional(),
});
export type CycleDateCheckBody = z.infer<typeof CycleDateCheckBodySchema>;

export const CycleIssuesBodySchema = z.object({
  issues: z
    .array(z.uuid('issues must be work-item ids'))
    .min(1, 'Give at least one work item')
    .max(1000),
});
export const TransferCycleIssuesBodySchema = z.object({
  new_cycle_id: z.uuid('new_cycle_id must be a cycle id'),
});
export const FavoriteCycleBodySchema = z.object({ cycle: z.uuid('cycle must be a cycle id') });
export const FavoriteCycleParamsSchema = ProjectScopeParamsSchema.extend({ cycleId: z.string() });
export const CycleAnalyticsQuerySchema = z.object({
  type: z.enum(['issues', 'points']).default('issues'),
});

const countsShape = {
  total_issues: z.number(),
  completed_issues: z.number(),
  cancelled_issues: z.number(),
  started_issues: z.number(),
  unstarted_issues: z.number(),
  backlog_issues: z.number(),
  total_estimate_points: z.number(),
  completed_estimate_points: z.number(),
  cancelled_estimate_points: z.number(),
  started_estimate_points: z.number(),
  unstarted_estimate_points: z.number(),
  backlog_estimate_points: z.number(),
};
export const CycleProgressSchema = z.object(countsShape);
export type CycleProgress = z.infer<typeof CycleProgressSchema>;

const assigneeRow = {
  assignee_id: z.string().nullable(),
  display_name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
};
const labelRow = {
  label_id: z.string().nullable(),
  label_name: z.string().nullable(),
  color: z.string().nullable(),
};
const issueTotals = {
  total_issues: z.number(),
  completed_issues: z.number(),
  pending_issues: z.number(),
};
const pointTotals = {
  total_estimates: z.number(),
  completed_estimates: z.number(),
  pending_estimates: z.number(),
};
const CompletionChartSchema = z.record(z.string(), z.number().nullable());

export const CycleDistributionSchema = z.object({
  assignees: z.array(z.object({ ...assigneeRow, ...issueTotals })),
  labels: z.array(z.object({ ...labelRow, ...issueTotals })),
  completion_chart: CompletionChartSchema,
});
export const CycleEstimateDistributionSchema = z.object({
  assignees: z.array(z.object({ ...assigneeRow, ...pointTotals })),
  labels: z.array(z.object({ ...labelRow, ...pointTotals })),
  completion_chart: CompletionChartSchema,
});
export type CycleDistribution = z.infer<typeof CycleDistributionSchema>;
export type CycleEstimateDistribution = z.infer<typeof CycleEstimateDistributionSchema>;
export const CycleAnalyticsSchema = z.union([
  CycleDistributionSchema,
  CycleEstimateDistributionSchema,
]);

export const CycleSchema = z.object({
  id: z.string(),
  workspace_id: z.string(),
  project_id: z.string(),
  name: z.string(),
  description: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  owned_by_id: z.string().nullable(),
  view_props: JsonObjectSchema,
  sort_order: z.number(),
  progress_snapshot: JsonObjectSchema,
  logo_props: JsonObjectSchema,
  archived_at: z.string().nullable(),
  version: z.number(),
  status: z.enum(CYCLE_STATUSES),
  is_favorite: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
  assignee_ids: z.array(z.string()),
  ...countsShape,
});
export type Cycle = z.infer<typeof CycleSchema>;
export const CycleListSchema = z.array(CycleSchema);

export const CycleDetailSchema = CycleSchema.extend({
  distribution: CycleDistributionSchema,
  estimate_distribution: CycleEstimateDistributionSchema.optional(),
});
export type CycleDetail = z.infer<typeof CycleDetailSchema>;

export const CycleBurndownDaySchema = z.object({
  date: z.string(),
  scope: z.number().nullable(),
  completed: z.number().nullable(),
  pending: z.number().nullable(),
  ideal: z.number(),
  started: z.number().nullable(),
  unstarted: z.number().nullable(),
  backlog: z.number().nullable(),
  cancelled: z.number().nullable(),
  actual: z.number().nullable(),
  total_estimate_points: z.number().nullable().optional(),
  completed_estimate_points: z.number().nullable().optional(),
  pending_points: z.number().nullable().optional(),
  ideal_points: z.number().optional(),
});
export const CycleBurndownSchema = z.array(CycleBurndownDaySchema);

export const CycleArchiveResponseSchema = z.object({ archived_at: z.string() });
export const CycleDateCheckResponseSchema = z.object({ status: z.boolean() });
export const CycleFavoriteSchema = z.object({
  id: z.string(),
  entity_type: z.literal('cycle'),
  entity_identifier: z.string(),
  cycle: z.string(),
  project_id: z.string(),
  name: z.string(),
});

export const ActiveCycleSchema = CycleSchema.extend({
  project_detail: z.object({
    id: z.string(),
    name: z.string(),
    identifier: z.string(),
    logo_props: JsonObjectSchema,
  }),
});
export const ActiveCyclesQuerySchema = z.object({
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  cursor: z.string().max(40).optional(),
});
/** Plane's paginated shape, one page of the workspace's current cycles. */
export const ActiveCyclesPageSchema = z.object({
  results: z.array(ActiveCycleSchema),
  next_cursor: z.string(),
  prev_cursor: z.string(),
  next_page_results: z.boolean(),
  prev_page_results: z.boolean(),
  count: z.number(),
  total_pages: z.number(),
  total_results: z.number(),
});
export type ActiveCyclesPage = z.infer<typeof ActiveCyclesPageSchema>;
