import { z } from 'zod';
import { AttachmentSchema } from './assets-wire';
import { PRIORITIES } from './constants';
import { WorkItemLinkSchema } from './work-item-links-wire';
import { WorkItemReactionSchema } from './work-item-reactions-wire';
import { WorkItemRelationSchema } from './work-item-relations-wire';

/** Longest work-item name (Plane's column). */
export const MAX_WORK_ITEM_NAME_LENGTH = 255;
/** Largest description accepted, in characters of HTML. */
export const MAX_DESCRIPTION_HTML_LENGTH = 1_000_000;

/** Plane's text, used by every write that sets dates (single edits, bulk edits, issue-dates). */
export const WORK_ITEM_DATE_ORDER_MESSAGE = 'Start date cannot exceed target date';

const Uuid = (what: string) => z.uuid(`Must be ${what} id`);
/**
 * An id that may be cleared: null, or an empty string as Plane's create modal sends for "none"
 * (Plane's server reads an empty related id as null; for state_id that means the default state).
 */
const OptionalUuid = (what: string) =>
  z.preprocess((value) => (value === '' ? null : value), Uuid(what).nullable());
/** A list of ids of one kind, at most 200, each kept once. */
export const UuidList = (what: string) =>
  z
    .array(Uuid(what))
    .max(200, 'At most 200 at a time')
    .transform((ids) => [...new Set(ids)]);

/** A calendar day, YYYY-MM-DD, or null to clear it. */
export const WorkItemDateSchema = z.iso.date('Must be a date such as 2025-01-31').nullable();

export const WorkItemNameSchema = z
  .string({ error: 'Work item name is required' })
  .trim()
  .min(1, 'Work item name is required')
  .max(
    MAX_WORK_ITEM_NAME_LENGTH,
    `Work item name must be at most ${MAX_WORK_ITEM_NAME_LENGTH} characters`,
  );

const PrioritySchema = z.enum(PRIORITIES, {
  error: `Priority must be one of ${PRIORITIES.join(', ')}`,
});

/** What a create or an edit may set; ids name the project's states, labels, members and so on. */
const editableFields = {
  description_html: z
    .string()
    .max(MAX_DESCRIPTION_HTML_LENGTH, 'Description is too long')
    .nullable()
    .transform((html) => html ?? ''),
  priority: PrioritySchema,
  state_id: OptionalUuid('a state'),
  label_ids: UuidList('a label'),
  assignee_ids: UuidList('a user'),
  start_date: WorkItemDateSchema,
  target_date: WorkItemDateSchema,
  estimate_point: OptionalUuid('an estimate point'),
  parent_id: OptionalUuid('a work item'),
  sort_order: z.number({ error: 'sort_order must be a number' }),
  type_id: OptionalUuid('a work item type'),
  is_draft: z.boolean(),
  shop: OptionalUuid('a shop'),
  shops: UuidList('a shop'),
  customer: OptionalUuid('a customer'),
  customers: UuidList('a customer'),
  budget_source: z.string().trim().max(100, 'Budget source is too long').nullable(),
  budget_source_display: z.string().trim().max(255, 'Budget source is too long').nullable(),
  is_revision: z.boolean(),
  /** The one cycle the item is in; null (or "") takes it out of any cycle. */
  cycle_id: OptionalUuid('a cycle'),
  /**
   * The modules the item is in, exactly these (an edit adds and removes to match); null, as
   * Plane's create modal sends it, leaves them as they are.
   */
  module_ids: UuidList('a module')
    .nullable()
    .transform((ids) => ids ?? undefined),
};

export const CreateWorkItemBodySchema = z.object({
  name: WorkItemNameSchema,
  /**
   * The item's id, chosen by the client (Keel's own; Plane lets the server choose): an edit made
   * offline is queued with it, so that replaying the create is safe when the first attempt was
   * taken but its answer was lost. The same person creating the same id in the same project again
   * gets the item back; any other use of a taken id is refused (WORK_ITEM_ID_TAKEN).
   */
  id: z.uuid('id must be a UUID').optional(),
  ...z.object(editableFields).partial().shape,
});
export type CreateWorkItemBody = z.infer<typeof CreateWorkItemBodySchema>;

/**
 * `draft-issues/` POST: a work item's fields plus the project it is drafted for. A draft is a
 * work item of that project kept aside (is_draft) and seen only by its author until
 * `draft-to-issue/` makes it live.
 */
export const CreateDraftBodySchema = CreateWorkItemBodySchema.omit({ id: true }).extend({
  project_id: z.uuid('project_id must be a project id'),
});
export type CreateDraftBody = z.infer<typeof CreateDraftBodySchema>;

export const UpdateWorkItemBodySchema = z
  .object({ name: WorkItemNameSchema, ...editableFields })
  .partial();
export type UpdateWorkItemBody = z.infer<typeof UpdateWorkItemBodySchema>;

export const WorkItemParamsSchema = z.object({
  slug: z.string(),
  projectId: z.string(),
  id: z.string(),
});
/** `workspaces/{slug}/work-items/{IDENT}-{seq}/`. */
export const WorkItemKeyParamsSchema = z.object({ slug: z.string(), key: z.string() });

/** The list shape (Plane's list serializer), returned by create and every list. */
export const WorkItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  sequence_id: z.number(),
  project_id: z.string(),
  workspace_id: z.string(),
  state_id: z.string().nullable(),
  state__group: z.string().nullable(),
  priority: z.enum(PRIORITIES),
  sort_order: z.number(),
  parent_id: z.string().nullable(),
  estimate_point: z.string().nullable(),
  start_date: z.string().nullable(),
  target_date: z.string().nullable(),
  completed_at: z.string().nullable(),
  archived_at: z.string().nullable(),
  is_draft: z.boolean(),
  is_epic: z.boolean(),
  type_id: z.string().nullable(),
  label_ids: z.array(z.string()),
  assignee_ids: z.array(z.string()),
  /** Cycles and modules arrive with their own issue; until then an item is in none. */
  module_ids: z.array(z.string()),
  cycle_id: z.string().nullable(),
  sub_issues_count: z.number(),
  attachment_count: z.number(),
  link_count: z.number(),
  is_subscribed: z.boolean(),
  shop: z.string().nullable(),
  shops: z.array(z.string()),
  customer: z.string().nullable(),
  customers: z.array(z.string()),
  budget_source: z.string().nullable(),
  budget_source_display: z.string().nullable(),
  budget_source_options: z.array(z.string()),
  is_revision: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type WorkItem = z.infer<typeof WorkItemSchema>;
export const WorkItemListSchema = z.array(WorkItemSchema);

/** What `expand` on the detail may name (Plane's retrieve); other names are ignored, as Plane does. */
export const WORK_ITEM_EXPANSIONS = [
  'issue_reactions',
  'issue_attachments',
  'issue_link',
  'parent',
  'issue_relation',
  'issue_related',
] as const;
export type WorkItemExpansion = (typeof WORK_ITEM_EXPANSIONS)[number];

/** `?expand=parent,issue_link`: the known names asked for, each once. */
export const WorkItemDetailQuerySchema = z.object({
  expand: z
    .string()
    .optional()
    .transform((value) =>
      WORK_ITEM_EXPANSIONS.filter((name) => (value ?? '').split(',').includes(name)),
    ),
});

/** An expanded parent: enough to show it beside the child without fetching it. */
export const WorkItemParentSchema = z.object({
  id: z.string(),
  name: z.string(),
  sequence_id: z.number(),
  project_id: z.string(),
  state_id: z.string().nullable(),
  state__group: z.string().nullable(),
  priority: z.enum(PRIORITIES),
});
export type WorkItemParent = z.infer<typeof WorkItemParentSchema>;

/**
 * The detail shape: the list fields plus the description and the project's key, and each
 * expansion asked for (absent when not asked; parent is null for a top-level item or one the
 * caller may not see).
 */
export const WorkItemDetailSchema = WorkItemSchema.extend({
  description_html: z.string(),
  description_stripped: z.string(),
  project_identifier: z.string(),
  parent: WorkItemParentSchema.nullable().optional(),
  issue_reactions: z.array(WorkItemReactionSchema).optional(),
  issue_attachments: z.array(AttachmentSchema).optional(),
  issue_link: z.array(WorkItemLinkSchema).optional(),
  issue_relation: z.array(WorkItemRelationSchema).optional(),
  issue_related: z.array(WorkItemRelationSchema).optional(),
});
export type WorkItemDetail = z.infer<typeof WorkItemDetailSchema>;
