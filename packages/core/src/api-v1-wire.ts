import { z } from 'zod';
import { MAX_PER_PAGE } from './constants';
import { V1UserSchema } from './api-tokens-wire';
import { planePageSchema } from './pagination-wire';
import { CreateProjectBodySchema, UpdateProjectBodySchema } from './projects-wire';
import { CreateCommentBodySchema, UpdateCommentBodySchema } from './work-item-comments-wire';
import { CreateWorkItemLinkBodySchema, UpdateWorkItemLinkBodySchema } from './work-item-links-wire';
import { WorkItemNameSchema } from './work-items-wire';

/**
 * Plane's public API v1 (`/api/v1/`, reference §3): the shapes of its serializers, which differ
 * from the app API's (relations are named `state`, `assignees`, `labels`, `parent`, `project`,
 * `workspace`; no `_id` suffixes), and the parameters of its routes. Routes and presenters are
 * in apps/server/src/domains/api-v1/.
 */

/** v1 lists' page size without a cursor or per_page: Plane's code says 1000 (its docs say 20). */
export const V1_DEFAULT_PER_PAGE = 1000;
/** The largest v1 page; the same as the app lists'. */
export const V1_MAX_PER_PAGE = MAX_PER_PAGE;

const Uuid = (what: string) => z.uuid(`Must be ${what} id`);
/** An id that may be cleared with null (or "", as some clients send for none). */
const OptionalUuid = (what: string) =>
  z.preprocess((value) => (value === '' ? null : value), Uuid(what).nullable());
const UuidList = (what: string) =>
  z
    .array(Uuid(what))
    .max(200, 'At most 200 at a time')
    .transform((ids) => [...new Set(ids)]);
const Timestamp = z.string();
const JsonObject = z.record(z.string(), z.unknown());

export const V1WorkspaceParamsSchema = z.object({ slug: z.string() });
export const V1ProjectParamsSchema = z.object({ slug: z.string(), projectId: z.string() });
export const V1ProjectItemParamsSchema = V1ProjectParamsSchema.extend({ pk: z.string() });
export const V1WorkItemParamsSchema = V1ProjectParamsSchema.extend({ issueId: z.string() });
export const V1WorkItemChildParamsSchema = V1WorkItemParamsSchema.extend({ pk: z.string() });
export const V1WorkItemKeyParamsSchema = z.object({ slug: z.string(), key: z.string() });

/** `cursor` (`per_page:page:offset`) and `per_page`, as every paginated v1 list reads them. */
export const V1PageQuerySchema = z.object({
  cursor: z.string().max(64).optional(),
  per_page: z.coerce
    .number({ error: 'per_page must be a number' })
    .int('per_page must be a whole number')
    .min(1, 'per_page must be at least 1')
    .max(V1_MAX_PER_PAGE, `Cannot exceed ${String(V1_MAX_PER_PAGE)}`)
    .optional(),
});
export type V1PageQuery = z.infer<typeof V1PageQuerySchema>;

/** A comma-separated list (`?expand=state,labels`), read as its trimmed, non-empty names. */
const CommaList = z
  .string()
  .max(1000)
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== ''),
  );

/** Relations a v1 work item can expand (Plane's IssueSerializer `expand`). */
export const V1_WORK_ITEM_EXPANSIONS = ['state', 'assignees', 'labels', 'project'] as const;
export type V1WorkItemExpansion = (typeof V1_WORK_ITEM_EXPANSIONS)[number];

/** `?expand=` and `?fields=` of any v1 work-item read; unknown expansions are ignored (Plane). */
export const V1ShapeQuerySchema = z.object({
  expand: CommaList.transform((names) =>
    V1_WORK_ITEM_EXPANSIONS.filter((name) => names.includes(name)),
  ),
  /** Only these top-level fields are answered; empty means all. */
  fields: CommaList,
});
export type V1ShapeQuery = z.infer<typeof V1ShapeQuerySchema>;

export const V1WorkItemListQuerySchema = V1PageQuerySchema.extend(V1ShapeQuerySchema.shape).extend({
  order_by: z.string().max(100).optional(),
  external_id: z.string().max(255).optional(),
  external_source: z.string().max(255).optional(),
});
export type V1WorkItemListQuery = z.infer<typeof V1WorkItemListQuerySchema>;

export const V1WorkItemSearchQuerySchema = z.object({
  search: z.string({ error: 'search is required' }).trim().min(1, 'search is required').max(255),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  project_id: z.uuid('Must be a project id').optional(),
  workspace_search: z.enum(['true', 'false']).optional(),
});

/** Plane's paginator envelope around v1 items (the same as the app lists'). */
export const v1PageSchema = planePageSchema;

/** A v1 user (UserLiteSerializer). */
export const V1UserLiteSchema = V1UserSchema;
export type V1UserLite = z.infer<typeof V1UserLiteSchema>;

/** `W/members/`: each member as a v1 user with their workspace role. */
export const V1WorkspaceMemberSchema = V1UserSchema.extend({ role: z.number() });
export type V1WorkspaceMember = z.infer<typeof V1WorkspaceMemberSchema>;

/** A project membership (Plane's v1 ProjectMemberSerializer). */
export const V1ProjectMemberSchema = z.object({
  id: z.string(),
  member: z.string(),
  role: z.number(),
  project: z.string(),
  workspace: z.string(),
  is_active: z.boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type V1ProjectMember = z.infer<typeof V1ProjectMemberSchema>;

/** `P/members/` POST (Plane's ProjectMemberSerializer): the user, and a role (guest unless named). */
export const V1AddProjectMemberBodySchema = z.object({
  member: Uuid('a user'),
  role: z.union([z.literal(5), z.literal(15), z.literal(20)]).default(5),
});
export const V1UpdateProjectMemberBodySchema = z.object({
  role: z.union([z.literal(5), z.literal(15), z.literal(20)]),
});

/** A project (Plane's v1 ProjectSerializer: the model's fields plus its annotations). */
export const V1ProjectSchema = z.object({
  id: z.string(),
  total_members: z.number(),
  total_cycles: z.number(),
  total_modules: z.number(),
  is_member: z.boolean(),
  sort_order: z.number(),
  member_role: z.number().nullable(),
  is_deployed: z.boolean(),
  cover_image_url: z.string().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  name: z.string(),
  description: z.string(),
  description_html: z.string(),
  network: z.number(),
  identifier: z.string(),
  emoji: z.string().nullable(),
  icon_prop: JsonObject.nullable(),
  module_view: z.boolean(),
  cycle_view: z.boolean(),
  issue_views_view: z.boolean(),
  page_view: z.boolean(),
  intake_view: z.boolean(),
  is_time_tracking_enabled: z.boolean(),
  is_issue_type_enabled: z.boolean(),
  guest_view_all_features: z.boolean(),
  cover_image: z.string().nullable(),
  archive_in: z.number(),
  close_in: z.number(),
  logo_props: JsonObject,
  archived_at: Timestamp.nullable(),
  timezone: z.string(),
  external_source: z.string().nullable(),
  external_id: z.string().nullable(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
  workspace: z.string(),
  default_assignee: z.string().nullable(),
  project_lead: z.string().nullable(),
  estimate: z.string().nullable(),
  default_state: z.string().nullable(),
});
export type V1Project = z.infer<typeof V1ProjectSchema>;

/** A project in an expanded work item (ProjectLiteSerializer). */
export const V1ProjectLiteSchema = V1ProjectSchema.pick({
  id: true,
  identifier: true,
  name: true,
  cover_image: true,
  icon_prop: true,
  emoji: true,
  description: true,
  cover_image_url: true,
});
export type V1ProjectLite = z.infer<typeof V1ProjectLiteSchema>;

/**
 * v1 project writes: Plane's field names are the app's (`project_lead`, `default_assignee`,
 * `intake_view`), so the bodies are the app's with its rules. Plane's `external_id`,
 * `external_source`, `emoji` and `icon_prop` are not kept by Keel and are ignored.
 */
export const V1CreateProjectBodySchema = CreateProjectBodySchema;
export type V1CreateProjectBody = z.infer<typeof V1CreateProjectBodySchema>;
export const V1UpdateProjectBodySchema = UpdateProjectBodySchema;
export type V1UpdateProjectBody = z.infer<typeof V1UpdateProjectBodySchema>;

/** `?fields=`: only these top-level fields are answered; empty means all. */
export const V1FieldsQuerySchema = z.object({ fields: CommaList });
export const V1ProjectListQuerySchema = V1PageQuerySchema.extend(V1FieldsQuerySchema.shape);

/** Plane's 409 bodies for a taken project name or identifier (the field names the fault). */
export const V1ProjectTakenSchema = z.union([
  z.object({ name: z.string() }),
  z.object({ identifier: z.string() }),
]);

/** What `P/summary/` can count (Plane's ALLOWED_PROJECT_SUMMARY_FIELDS). */
export const V1_PROJECT_SUMMARY_FIELDS = [
  'members',
  'states',
  'labels',
  'cycles',
  'modules',
  'issues',
  'intakes',
  'pages',
] as const;
export type V1ProjectSummaryField = (typeof V1_PROJECT_SUMMARY_FIELDS)[number];

/** `P/summary/?fields=members,issues`: unknown names are ignored, none (or only unknown) means all. */
export const V1ProjectSummaryQuerySchema = z.object({
  fields: CommaList.transform((names) => {
    const known = V1_PROJECT_SUMMARY_FIELDS.filter((name) => names.includes(name));
    return known.length > 0 ? known : [...V1_PROJECT_SUMMARY_FIELDS];
  }),
});

/** `P/summary/`: the project and how many of each asked-for thing it holds (Plane's shape). */
export const V1ProjectSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  identifier: z.string(),
  counts: z.partialRecord(z.enum(V1_PROJECT_SUMMARY_FIELDS), z.number()),
});
export type V1ProjectSummary = z.infer<typeof V1ProjectSummarySchema>;

/** A state (Plane's v1 StateSerializer). */
export const V1StateSchema = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  slug: z.string(),
  sequence: z.number(),
  group: z.string(),
  is_triage: z.boolean(),
  default: z.boolean(),
  external_source: z.string().nullable(),
  external_id: z.string().nullable(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
  project: z.string(),
  workspace: z.string(),
});
export type V1State = z.infer<typeof V1StateSchema>;

/** A state in an expanded work item (StateLiteSerializer). */
export const V1StateLiteSchema = V1StateSchema.pick({
  id: true,
  name: true,
  color: true,
  group: true,
});
export type V1StateLite = z.infer<typeof V1StateLiteSchema>;

/** A label (Plane's v1 LabelSerializer, `__all__`). */
export const V1LabelSchema = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  sort_order: z.number(),
  external_source: z.string().nullable(),
  external_id: z.string().nullable(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
  workspace: z.string(),
  project: z.string().nullable(),
  parent: z.string().nullable(),
});
export type V1Label = z.infer<typeof V1LabelSchema>;

/**
 * A work item (Plane's v1 IssueSerializer). `state`, `project`, `assignees` and `labels` are ids
 * unless `expand` names them, when they are the objects.
 */
export const V1WorkItemSchema = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  name: z.string(),
  description_html: z.string(),
  description_stripped: z.string(),
  priority: z.string(),
  start_date: z.string().nullable(),
  target_date: z.string().nullable(),
  sequence_id: z.number(),
  sort_order: z.number(),
  completed_at: Timestamp.nullable(),
  archived_at: Timestamp.nullable(),
  is_draft: z.boolean(),
  external_source: z.string().nullable(),
  external_id: z.string().nullable(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
  project: z.union([z.string(), V1ProjectLiteSchema]),
  workspace: z.string(),
  parent: z.string().nullable(),
  state: z.union([z.string(), V1StateLiteSchema]).nullable(),
  estimate_point: z.string().nullable(),
  type_id: z.string().nullable(),
  assignees: z.union([z.array(z.string()), z.array(V1UserLiteSchema)]),
  labels: z.union([z.array(z.string()), z.array(V1LabelSchema)]),
});
export type V1WorkItem = z.infer<typeof V1WorkItemSchema>;
/** A work item as a read with `fields` answers it: only the fields asked for. */
export const V1WorkItemFieldsSchema = V1WorkItemSchema.partial();

const v1WorkItemWritable = {
  description_html: z
    .string()
    .max(1_000_000, 'Description is too long')
    .nullable()
    .transform((html) => html ?? ''),
  priority: z.enum(['urgent', 'high', 'medium', 'low', 'none'], {
    error: 'Priority must be one of urgent, high, medium, low, none',
  }),
  state: OptionalUuid('a state'),
  parent: OptionalUuid('a work item'),
  estimate_point: OptionalUuid('an estimate point'),
  type_id: OptionalUuid('a work item type'),
  assignees: UuidList('a user'),
  labels: UuidList('a label'),
  start_date: z.iso.date('Must be a date such as 2025-01-31').nullable(),
  target_date: z.iso.date('Must be a date such as 2025-01-31').nullable(),
  sort_order: z.number({ error: 'sort_order must be a number' }),
  external_id: z.string().trim().max(255).nullable(),
  external_source: z.string().trim().max(255).nullable(),
};
/**
 * `P/issues/` POST: v1's names. `created_at` and `created_by` let importers keep the original
 * author and time; only a workspace admin's are honoured (otherwise ignored).
 */
export const V1CreateWorkItemBodySchema = z.object({
  name: WorkItemNameSchema,
  ...z.object(v1WorkItemWritable).partial().shape,
  created_at: z.iso.datetime({ offset: true, error: 'Must be a date and time' }).optional(),
  created_by: Uuid('a user').optional(),
});
export type V1CreateWorkItemBody = z.infer<typeof V1CreateWorkItemBodySchema>;
export const V1UpdateWorkItemBodySchema = z
  .object({ name: WorkItemNameSchema, ...v1WorkItemWritable })
  .partial();
export type V1UpdateWorkItemBody = z.infer<typeof V1UpdateWorkItemBodySchema>;

/** The 409 of a create naming an external_id + external_source the project already holds. */
export const V1ConflictSchema = z.object({ error: z.string(), id: z.string() });

/** `W/issues/search/` (Plane's IssueSearchSerializer rows). */
export const V1WorkItemSearchResultSchema = z.object({
  issues: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      sequence_id: z.number(),
      project__identifier: z.string(),
      project_id: z.string(),
      workspace__slug: z.string(),
    }),
  ),
});

/** A link of a work item (Plane's v1 IssueLinkSerializer, `__all__`). */
export const V1LinkSchema = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  title: z.string().nullable(),
  url: z.string(),
  metadata: JsonObject,
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
  project: z.string(),
  workspace: z.string(),
  issue: z.string(),
});
export type V1Link = z.infer<typeof V1LinkSchema>;

/** v1 link writes are the app's (`url` http or https, `title`); Plane's `metadata` is ignored. */
export const V1CreateLinkBodySchema = CreateWorkItemLinkBodySchema;
export const V1UpdateLinkBodySchema = UpdateWorkItemLinkBodySchema;

/** A comment (Plane's v1 IssueCommentSerializer, without comment_stripped and comment_json). */
export const V1CommentSchema = z.object({
  id: z.string(),
  is_member: z.boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  comment_html: z.string(),
  attachments: z.array(z.string()),
  access: z.string(),
  external_source: z.string().nullable(),
  external_id: z.string().nullable(),
  edited_at: Timestamp.nullable(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
  project: z.string(),
  workspace: z.string(),
  issue: z.string(),
  actor: z.string().nullable(),
});
export type V1Comment = z.infer<typeof V1CommentSchema>;

/**
 * v1 comment writes are the app's (`comment_html`, `access`). Keel keeps no external_id or
 * external_source on comments, so those (and Plane's importer `created_by`/`created_at`) are
 * ignored and the comment answers them null.
 */
export const V1CreateCommentBodySchema = CreateCommentBodySchema;
export const V1UpdateCommentBodySchema = UpdateCommentBodySchema;

/** An activity row (Plane's v1 IssueActivitySerializer, without created_by and updated_by). */
export const V1ActivitySchema = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  verb: z.string(),
  field: z.string().nullable(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  comment: z.string(),
  attachments: z.array(z.string()),
  old_identifier: z.string().nullable(),
  new_identifier: z.string().nullable(),
  epoch: z.number(),
  project: z.string(),
  workspace: z.string(),
  issue: z.string(),
  issue_comment: z.string().nullable(),
  actor: z.string().nullable(),
});
export type V1Activity = z.infer<typeof V1ActivitySchema>;

/** A cycle (Plane's v1 CycleSerializer, with its item counts). */
export const V1CycleSchema = z.object({
  id: z.string(),
  total_issues: z.number(),
  cancelled_issues: z.number(),
  completed_issues: z.number(),
  started_issues: z.number(),
  unstarted_issues: z.number(),
  backlog_issues: z.number(),
  total_estimates: z.number().nullable(),
  completed_estimates: z.number().nullable(),
  started_estimates: z.number().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  name: z.string(),
  description: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  view_props: JsonObject,
  sort_order: z.number(),
  external_source: z.string().nullable(),
  external_id: z.string().nullable(),
  progress_snapshot: JsonObject,
  archived_at: Timestamp.nullable(),
  logo_props: JsonObject,
  timezone: z.string(),
  version: z.number(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
  project: z.string(),
  workspace: z.string(),
  owned_by: z.string().nullable(),
});
export type V1Cycle = z.infer<typeof V1CycleSchema>;

/** A module (Plane's v1 ModuleSerializer, with its members and item counts). */
export const V1ModuleSchema = z.object({
  id: z.string(),
  members: z.array(z.string()),
  total_issues: z.number(),
  cancelled_issues: z.number(),
  completed_issues: z.number(),
  started_issues: z.number(),
  unstarted_issues: z.number(),
  backlog_issues: z.number(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  name: z.string(),
  description: z.string(),
  description_text: z.unknown().nullable(),
  description_html: z.unknown().nullable(),
  start_date: z.string().nullable(),
  target_date: z.string().nullable(),
  status: z.string(),
  view_props: JsonObject,
  sort_order: z.number(),
  external_source: z.string().nullable(),
  external_id: z.string().nullable(),
  archived_at: Timestamp.nullable(),
  logo_props: JsonObject,
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
  project: z.string(),
  workspace: z.string(),
  lead: z.string().nullable(),
});
export type V1Module = z.infer<typeof V1ModuleSchema>;
