import { z } from 'zod';
import {
  isWebUrl,
  LINK_URL_MESSAGE,
  MAX_LINK_TITLE_LENGTH,
  MAX_LINK_URL_LENGTH,
} from './work-item-links-wire';
import { MAX_DESCRIPTION_HTML_LENGTH, UuidList } from './work-items-wire';

/** A module's statuses (Plane's), in the order pickers show them. */
export const MODULE_STATUSES = [
  'backlog',
  'planned',
  'in-progress',
  'paused',
  'completed',
  'cancelled',
] as const;
export type ModuleStatus = (typeof MODULE_STATUSES)[number];
/** What a new module's status is when none is given (Plane's default). */
export const DEFAULT_MODULE_STATUS: ModuleStatus = 'planned';
/** Only modules in these statuses may be archived (Plane's rule, spec §4). */
export const ARCHIVABLE_MODULE_STATUSES: readonly ModuleStatus[] = ['completed', 'cancelled'];

/** Longest module name (Plane's column). */
export const MAX_MODULE_NAME_LENGTH = 255;
/** Longest plain-text description of a module. */
export const MAX_MODULE_DESCRIPTION_LENGTH = 10_000;

/** The answer of every modules route of a project whose modules are turned off (module_view). */
export const MODULES_DISABLED_MESSAGE = 'Modules are turned off in this project.';
export const MODULE_NAME_TAKEN_MESSAGE = 'A module with this name already exists in this project.';
export const MODULE_DATE_ORDER_MESSAGE = 'The start date cannot be after the target date.';
export const MODULE_NOT_ARCHIVABLE_MESSAGE = 'Only completed or cancelled modules can be archived.';
export const MODULE_ARCHIVED_MESSAGE = 'An archived module cannot be edited.';
export const MODULE_LEAD_MESSAGE = 'Must be a member of this project';
export const MODULE_MEMBERS_MESSAGE = 'Must be members of this project';

/** Whether a module in this status may be archived. */
export function isArchivableModuleStatus(status: string): boolean {
  return (ARCHIVABLE_MODULE_STATUSES as readonly string[]).includes(status);
}

const ModuleStatusSchema = z.enum(MODULE_STATUSES, {
  error: `Status must be one of ${MODULE_STATUSES.join(', ')}`,
});
const ModuleNameSchema = z
  .string({ error: 'Module name is required' })
  .trim()
  .min(1, 'Module name is required')
  .max(
    MAX_MODULE_NAME_LENGTH,
    `Module name must be at most ${String(MAX_MODULE_NAME_LENGTH)} characters`,
  );
/** A calendar day, YYYY-MM-DD, or null (an empty string, as forms send for none, is null). */
const ModuleDateSchema = z.preprocess(
  (value) => (value === '' ? null : value),
  z.iso.date('Must be a date such as 2025-01-31').nullable(),
);
const OptionalUserId = z.preprocess(
  (value) => (value === '' ? null : value),
  z.uuid('Must be a user id').nullable(),
);
const JsonObject = z.record(z.string(), z.unknown());

const editableModuleFields = {
  description: z.string().max(MAX_MODULE_DESCRIPTION_LENGTH, 'Description is too long'),
  description_html: z
    .string()
    .max(MAX_DESCRIPTION_HTML_LENGTH, 'Description is too long')
    .nullable()
    .transform((html) => html ?? ''),
  status: ModuleStatusSchema,
  lead_id: OptionalUserId,
  member_ids: UuidList('a user'),
  start_date: ModuleDateSchema,
  target_date: ModuleDateSchema,
  view_props: JsonObject,
  sort_order: z.number({ error: 'sort_order must be a number' }),
  logo_props: JsonObject,
};

/** Whether both dates are set and in the wrong order (the bodies and the edit check). */
export function moduleDatesInWrongOrder(
  start: string | null | undefined,
  target: string | null | undefined,
): boolean {
  return Boolean(start && target && start > target);
}

const datesInOrder = {
  check: (body: { start_date?: string | null; target_date?: string | null }) =>
    !moduleDatesInWrongOrder(body.start_date, body.target_date),
  options: { message: MODULE_DATE_ORDER_MESSAGE, path: ['target_date'] },
};

/** `POST modules/` and `PUT modules/{id}/`: a name and any other field. */
export const CreateModuleBodySchema = z
  .object({ name: ModuleNameSchema, ...z.object(editableModuleFields).partial().shape })
  .refine(datesInOrder.check, datesInOrder.options);
export type CreateModuleBody = z.infer<typeof CreateModuleBodySchema>;

/** `PATCH modules/{id}/`: any field; dates are checked again against the stored ones. */
export const UpdateModuleBodySchema = z
  .object({ name: ModuleNameSchema, ...editableModuleFields })
  .partial()
  .refine(datesInOrder.check, datesInOrder.options);
export type UpdateModuleBody = z.infer<typeof UpdateModuleBodySchema>;

export const ModuleParamsSchema = z.object({
  slug: z.string(),
  projectId: z.string(),
  moduleId: z.string(),
});
export const ModuleItemParamsSchema = ModuleParamsSchema.extend({ issueId: z.string() });
export const ModuleLinkParamsSchema = ModuleParamsSchema.extend({ linkId: z.string() });
/** `issues/{id}/modules/`: the work item is `:id`, as on every work-item route. */
export const WorkItemModulesParamsSchema = z.object({
  slug: z.string(),
  projectId: z.string(),
  id: z.string(),
});

/** `POST modules/{id}/issues/`: work items of the project to add (an item may be in many modules). */
export const AddModuleItemsBodySchema = z.object({ issues: UuidList('a work item') });
export type AddModuleItemsBody = z.infer<typeof AddModuleItemsBodySchema>;

/** `POST issues/{id}/modules/`: modules to put the item in and to take it out of, at once. */
export const SetWorkItemModulesBodySchema = z.object({
  modules: UuidList('a module').optional(),
  removed_modules: UuidList('a module').optional(),
});
export type SetWorkItemModulesBody = z.infer<typeof SetWorkItemModulesBodySchema>;

/** What the membership writes answer (Plane's). */
export const ModuleItemsResultSchema = z.object({ message: z.string() });

const ModuleLinkUrlSchema = z
  .string({ error: LINK_URL_MESSAGE })
  .trim()
  .max(MAX_LINK_URL_LENGTH, `Must be at most ${String(MAX_LINK_URL_LENGTH)} characters`)
  .refine(isWebUrl, LINK_URL_MESSAGE);
/** An empty or blank title means "show the address" and is stored as an empty string. */
const ModuleLinkTitleSchema = z
  .string()
  .trim()
  .max(MAX_LINK_TITLE_LENGTH, `Must be at most ${String(MAX_LINK_TITLE_LENGTH)} characters`)
  .nullable()
  .transform((title) => title ?? '');

export const CreateModuleLinkBodySchema = z.object({
  url: ModuleLinkUrlSchema,
  title: ModuleLinkTitleSchema.optional(),
  metadata: JsonObject.optional(),
});
export type CreateModuleLinkBody = z.infer<typeof CreateModuleLinkBodySchema>;
export const UpdateModuleLinkBodySchema = CreateModuleLinkBodySchema.partial();
export type UpdateModuleLinkBody = z.infer<typeof UpdateModuleLinkBodySchema>;

/** A module's link (`link_module`), oldest first. */
export const ModuleLinkSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  metadata: JsonObject,
  module_id: z.string(),
  created_at: z.string(),
  created_by: z.string().nullable(),
});
export type ModuleLink = z.infer<typeof ModuleLinkSchema>;
export const ModuleLinkListSchema = z.array(ModuleLinkSchema);

/** Item counts of a module by state group (archived, draft and deleted items left out). */
const moduleProgressFields = {
  total_issues: z.number(),
  completed_issues: z.number(),
  cancelled_issues: z.number(),
  started_issues: z.number(),
  unstarted_issues: z.number(),
  backlog_issues: z.number(),
  /** Sums of the items' numeric estimate values, from the project's active estimate only. */
  total_estimate_points: z.number(),
  completed_estimate_points: z.number(),
  backlog_estimate_points: z.number(),
  started_estimate_points: z.number(),
  unstarted_estimate_points: z.number(),
  cancelled_estimate_points: z.number(),
};

export const ModuleSchema = z.object({
  id: z.string(),
  workspace_id: z.string(),
  project_id: z.string(),
  name: z.string(),
  description: z.string(),
  description_html: z.string(),
  status: z.enum(MODULE_STATUSES),
  lead_id: z.string().nullable(),
  member_ids: z.array(z.string()),
  start_date: z.string().nullable(),
  target_date: z.string().nullable(),
  view_props: JsonObject,
  sort_order: z.number(),
  logo_props: JsonObject,
  archived_at: z.string().nullable(),
  is_favorite: z.boolean(),
  link_module: ModuleLinkListSchema,
  ...moduleProgressFields,
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type Module = z.infer<typeof ModuleSchema>;
export const ModuleListSchema = z.array(ModuleSchema);

/** One assignee's share of a module's items (assignee_id null: unassigned items). */
const ModuleAssigneeShareSchema = z.object({
  assignee_id: z.string().nullable(),
  display_name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
});
/** One label's share of a module's items (label_id null: items without a label). */
const ModuleLabelShareSchema = z.object({
  label_id: z.string().nullable(),
  label_name: z.string().nullable(),
  color: z.string().nullable(),
});
const issueCounts = {
  total_issues: z.number(),
  completed_issues: z.number(),
  pending_issues: z.number(),
};
const estimateCounts = {
  total_estimates: z.number(),
  completed_estimates: z.number(),
  pending_estimates: z.number(),
};
/** Remaining work per day from start to target date; null for days still to come. */
const CompletionChartSchema = z.record(z.string(), z.number().nullable());

export const ModuleDistributionSchema = z.object({
  assignees: z.array(ModuleAssigneeShareSchema.extend(issueCounts)),
  labels: z.array(ModuleLabelShareSchema.extend(issueCounts)),
  completion_chart: CompletionChartSchema,
});
export type ModuleDistribution = z.infer<typeof ModuleDistributionSchema>;
export const ModuleEstimateDistributionSchema = z.object({
  assignees: z.array(ModuleAssigneeShareSchema.extend(estimateCounts)),
  labels: z.array(ModuleLabelShareSchema.extend(estimateCounts)),
  completion_chart: CompletionChartSchema,
});
export type ModuleEstimateDistribution = z.infer<typeof ModuleEstimateDistributionSchema>;

/** `GET modules/{id}/`: a module with its distributions (points only with an active estimate). */
export const ModuleDetailSchema = ModuleSchema.extend({
  distribution: ModuleDistributionSchema,
  estimate_distribution: ModuleEstimateDistributionSchema.optional(),
});
export type ModuleDetail = z.infer<typeof ModuleDetailSchema>;

/** `POST modules/{id}/archive/` answers when the module was archived. */
export const ModuleArchiveResultSchema = z.object({ archived_at: z.string() });

/** `POST user-favorite-modules/`. */
export const FavoriteModuleBodySchema = z.object({ module: z.uuid('Must be a module id') });
export type FavoriteModuleBody = z.infer<typeof FavoriteModuleBodySchema>;
/** A favorite as `POST user-favorite-modules/` answers it. */
export const ModuleFavoriteSchema = z.object({
  id: z.string(),
  entity_type: z.literal('module'),
  entity_identifier: z.string(),
  module: z.string(),
  project_id: z.string(),
  name: z.string(),
});
export type ModuleFavorite = z.infer<typeof ModuleFavoriteSchema>;
