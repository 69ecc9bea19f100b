import { z } from 'zod';
import {
  V1PageQuerySchema,
  V1ProjectParamsSchema,
  V1ShapeQuerySchema,
  V1WorkItemSchema,
} from './api-v1-wire';
import { CreateCycleBodySchema, CycleViewSchema } from './cycles-wire';
import {
  CreateEstimateBodySchema,
  EstimatePointInputSchema,
  UpdateEstimatePointBodySchema,
} from './estimates-wire';
import { CreateIntakeItemBodySchema, UpdateIntakeItemBodySchema } from './intake-wire';
import {
  CreateModuleBodySchema,
  MODULE_DATE_ORDER_MESSAGE,
  moduleDatesInWrongOrder,
} from './modules-wire';

/**
 * Plane's public API v1, planning part (`/api/v1/`, reference §3): cycles with their items,
 * transfer and archive; modules with their items and archive; intake requests; the estimate. Relations use v1's names (`owned_by`,
 * `lead`, `members`); values are checked by the app's schemas. Routes are in
 * apps/server/src/domains/api-v1/ (v1-cycles.routes.ts, v1-modules.routes.ts).
 */

const Timestamp = z.string();
/** External ids of an importer: accepted as Plane's, not stored by Keel's cycles and modules. */
const ExternalId = z.string().trim().max(255).nullable().optional();

/** `P/cycles/:pk/`. */
export const V1CycleParamsSchema = V1ProjectParamsSchema.extend({ pk: z.string() });
/** `P/cycles/:cycle_id/…`. */
export const V1CycleChildParamsSchema = V1ProjectParamsSchema.extend({ cycleId: z.string() });
/** `P/cycles/:cycle_id/cycle-issues/:issue_id/`. */
export const V1CycleIssueParamsSchema = V1CycleChildParamsSchema.extend({ issueId: z.string() });

/** `P/cycles/` GET: a page of cycles, filtered by `cycle_view` (`current` answers a plain list). */
export const V1CycleListQuerySchema = V1PageQuerySchema.extend({
  cycle_view: CycleViewSchema.default('all'),
});

const cycleFields = CreateCycleBodySchema.shape;
/** `P/cycles/` POST (Plane's CycleCreateSerializer): both dates or neither. */
export const V1CreateCycleBodySchema = z.object({
  name: cycleFields.name,
  description: cycleFields.description,
  start_date: cycleFields.start_date,
  end_date: cycleFields.end_date,
  owned_by: z.uuid('owned_by must be a user id').nullable().optional(),
  external_source: ExternalId,
  external_id: ExternalId,
  /** Plane's clients send the project's; Keel always stores the project's time zone. */
  timezone: z.string().max(64).optional(),
});
export type V1CreateCycleBody = z.infer<typeof V1CreateCycleBodySchema>;
/** `P/cycles/:pk/` PATCH: any field of the create, and `sort_order` (all a completed cycle takes). */
export const V1UpdateCycleBodySchema = V1CreateCycleBodySchema.partial().extend({
  sort_order: cycleFields.sort_order,
});
export type V1UpdateCycleBody = z.infer<typeof V1UpdateCycleBodySchema>;

/** `cycle-issues/` POST (Plane's CycleIssueRequestSerializer). */
export const V1CycleIssuesBodySchema = z.object({
  issues: z
    .array(z.uuid('issues must be work-item ids'))
    .min(1, 'Work items are required')
    .max(1000),
});
/** `transfer-issues/` POST (Plane's TransferCycleIssueRequestSerializer). */
export const V1TransferCycleIssuesBodySchema = z.object({
  new_cycle_id: z.uuid('New Cycle Id is required'),
});
/** `transfer-issues/`' answer. */
export const V1MessageSchema = z.object({ message: z.string() });

/** The items list of a cycle or module: a page of v1 work items, `expand` and `fields` as there. */
export const V1ContainerItemsQuerySchema = V1PageQuerySchema.extend(
  V1ShapeQuerySchema.shape,
).extend({ order_by: z.string().max(100).optional() });

/**
 * A work item's place in a cycle (Plane's CycleIssueSerializer). Keel keeps the membership on the
 * work item, so the bridge's `id` is the work item's and its times are the item's last change.
 */
export const V1CycleIssueSchema = z.object({
  id: z.string(),
  sub_issues_count: z.number(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
  project: z.string(),
  workspace: z.string(),
  cycle: z.string(),
  issue: z.string(),
});
export type V1CycleIssue = z.infer<typeof V1CycleIssueSchema>;

/** `P/modules/:pk/`. */
export const V1ModuleParamsSchema = V1ProjectParamsSchema.extend({ pk: z.string() });
/** `P/modules/:module_id/…`. */
export const V1ModuleChildParamsSchema = V1ProjectParamsSchema.extend({ moduleId: z.string() });
/** `P/modules/:module_id/module-issues/:issue_id/`. */
export const V1ModuleIssueParamsSchema = V1ModuleChildParamsSchema.extend({ issueId: z.string() });

const moduleFields = CreateModuleBodySchema.shape;
function v1ModuleDatesInOrder(body: { start_date?: string | null; target_date?: string | null }) {
  return !moduleDatesInWrongOrder(body.start_date, body.target_date);
}
const V1_MODULE_DATES_ERROR = { message: MODULE_DATE_ORDER_MESSAGE, path: ['target_date'] };

const v1ModuleFields = z.object({
  name: moduleFields.name,
  description: moduleFields.description,
  description_html: moduleFields.description_html,
  start_date: moduleFields.start_date,
  target_date: moduleFields.target_date,
  status: moduleFields.status,
  lead: moduleFields.lead_id,
  members: moduleFields.member_ids,
  external_source: ExternalId,
  external_id: ExternalId,
});
/** `P/modules/` POST (Plane's ModuleCreateSerializer). */
export const V1CreateModuleBodySchema = v1ModuleFields.refine(
  v1ModuleDatesInOrder,
  V1_MODULE_DATES_ERROR,
);
export type V1CreateModuleBody = z.infer<typeof V1CreateModuleBodySchema>;
/** `P/modules/:pk/` PATCH (Plane's ModuleUpdateSerializer): any field of the create. */
export const V1UpdateModuleBodySchema = v1ModuleFields
  .partial()
  .refine(v1ModuleDatesInOrder, V1_MODULE_DATES_ERROR);
export type V1UpdateModuleBody = z.infer<typeof V1UpdateModuleBodySchema>;

/** `module-issues/` POST. */
export const V1ModuleIssuesBodySchema = V1CycleIssuesBodySchema;

/** A work item in a module (Plane's ModuleIssueSerializer). */
export const V1ModuleIssueSchema = z.object({
  id: z.string(),
  sub_issues_count: z.number(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
  project: z.string(),
  workspace: z.string(),
  module: z.string(),
  issue: z.string(),
});
export type V1ModuleIssue = z.infer<typeof V1ModuleIssueSchema>;

/** `P/intake-issues/:issue_id/`: the request is named by its work item's id (Plane's). */
export const V1IntakeIssueParamsSchema = V1ProjectParamsSchema.extend({ issueId: z.string() });

const intakeIssueFields = CreateIntakeItemBodySchema.shape.issue.shape;
/** `P/intake-issues/` POST (Plane's IntakeIssueCreateSerializer): the work item asked for. */
export const V1CreateIntakeIssueBodySchema = z.object({
  issue: z.object(
    {
      name: intakeIssueFields.name,
      description_html: intakeIssueFields.description_html,
      priority: intakeIssueFields.priority,
    },
    { error: 'Name is required' },
  ),
});
export type V1CreateIntakeIssueBody = z.infer<typeof V1CreateIntakeIssueBodySchema>;

const intakeStatusFields = UpdateIntakeItemBodySchema.shape;
/**
 * `P/intake-issues/:issue_id/` PATCH (Plane's IntakeIssueUpdateSerializer): the status fields,
 * and the work item's own fields under `issue` with v1's names (`labels`, `assignees`).
 */
export const V1UpdateIntakeIssueBodySchema = z.object({
  status: intakeStatusFields.status,
  snoozed_till: intakeStatusFields.snoozed_till,
  duplicate_to: intakeStatusFields.duplicate_to,
  issue: z
    .object({
      name: intakeIssueFields.name,
      description_html: intakeIssueFields.description_html,
      priority: intakeIssueFields.priority,
      labels: intakeIssueFields.label_ids,
      assignees: intakeIssueFields.assignee_ids,
    })
    .partial()
    .optional(),
});
export type V1UpdateIntakeIssueBody = z.infer<typeof V1UpdateIntakeIssueBodySchema>;

/**
 * An intake request (Plane's v1 IntakeIssueSerializer): the request's own fields, its work item
 * as `issue` (id) and `issue_detail` (the v1 work item with its state expanded), and `inbox`, the
 * project's one intake (Keel keeps no intake row: its id is the project's).
 */
export const V1IntakeIssueSchema = z.object({
  id: z.string(),
  issue_detail: V1WorkItemSchema,
  inbox: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  status: z.number(),
  snoozed_till: Timestamp.nullable(),
  source: z.string().nullable(),
  source_email: z.string().nullable(),
  external_source: z.string().nullable(),
  external_id: z.string().nullable(),
  extra: z.record(z.string(), z.unknown()),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
  project: z.string(),
  workspace: z.string(),
  intake: z.string(),
  issue: z.string(),
  duplicate_to: z.string().nullable(),
});
export type V1IntakeIssue = z.infer<typeof V1IntakeIssueSchema>;

/** `P/estimates/:estimate_id/estimate-points/`. */
export const V1EstimateParamsSchema = V1ProjectParamsSchema.extend({ estimateId: z.string() });
/** `P/estimates/:estimate_id/estimate-points/:point_id/`. */
export const V1EstimatePointParamsSchema = V1EstimateParamsSchema.extend({ pointId: z.string() });

const estimateFields = CreateEstimateBodySchema.shape.estimate.shape;
/**
 * `P/estimates/` POST (Plane's EstimateSerializer, flat): the project's one estimate, with its
 * points (`estimate_points`, up to 6) or without them, as Plane's clients make one and then add
 * its points through `estimate-points/`.
 */
export const V1CreateEstimateBodySchema = z.object({
  name: estimateFields.name,
  description: estimateFields.description,
  type: estimateFields.type.optional(),
  estimate_points: z
    .array(EstimatePointInputSchema)
    .max(6, 'An estimate needs 2 to 6 points')
    .refine(
      (points) => new Set(points.map((point) => point.key)).size === points.length,
      'Point keys must be unique',
    )
    .default([]),
});
/** `P/estimates/` PATCH: only the name and description change (Plane's ALLOWED_FIELDS). */
export const V1UpdateEstimateBodySchema = z.object({
  name: estimateFields.name.optional(),
  description: estimateFields.description,
});
/** `estimate-points/` POST: a list of points, or `{estimate_points: [...]}` (Plane takes both). */
export const V1CreateEstimatePointsBodySchema = z.union([
  z.array(EstimatePointInputSchema).min(1, 'Estimate points are required'),
  z.object({
    estimate_points: z.array(EstimatePointInputSchema).min(1, 'Estimate points are required'),
  }),
]);
/** `estimate-points/:point_id/` PATCH (Plane's ALLOWED_FIELDS: key, value, description). */
export const V1UpdateEstimatePointBodySchema = UpdateEstimatePointBodySchema;

const projectRowFields = {
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
  project: z.string(),
  workspace: z.string(),
};
/** An estimate (Plane's v1 EstimateSerializer, `__all__`). */
export const V1EstimateSchema = z.object({
  id: z.string(),
  ...projectRowFields,
  name: z.string(),
  description: z.string(),
  type: z.string(),
  last_used: z.boolean(),
});
export type V1Estimate = z.infer<typeof V1EstimateSchema>;
/** An estimate point (Plane's v1 EstimatePointSerializer, `__all__`). */
export const V1EstimatePointSchema = z.object({
  id: z.string(),
  ...projectRowFields,
  key: z.number(),
  description: z.string(),
  value: z.string(),
  estimate: z.string(),
});
export type V1EstimatePoint = z.infer<typeof V1EstimatePointSchema>;
/** Plane's 409 when the project already has its estimate. */
export const V1EstimateConflictSchema = z.object({ error: z.string(), id: z.string() });
