import { z } from 'zod';
import { ERRORS } from './error-catalogue';
import { PRIORITIES } from './constants';
import { WorkItemListResponseSchema } from './work-item-list-wire';
import { UuidList, WorkItemDateSchema, WorkItemSchema } from './work-items-wire';

/** Most work items one bulk request may name; Plane's selection bar stays well below it. */
export const MAX_BULK_WORK_ITEMS = 1000;

/** Plane's answer when a bulk request names no work item. */
export const ISSUE_IDS_REQUIRED_MESSAGE = 'Issue IDs are required';

/** Plane's answer when an item outside the completed and cancelled groups is archived. */
export const ARCHIVE_STATE_GROUP_MESSAGE = ERRORS.WORK_ITEMS_NOT_ARCHIVABLE.message;

const TOO_MANY_WORK_ITEMS_MESSAGE = `At most ${MAX_BULK_WORK_ITEMS} work items at a time`;

const IssueIdsSchema = z
  .array(z.uuid('Must be a work item id'), { error: ISSUE_IDS_REQUIRED_MESSAGE })
  .min(1, ISSUE_IDS_REQUIRED_MESSAGE)
  .max(MAX_BULK_WORK_ITEMS, TOO_MANY_WORK_ITEMS_MESSAGE)
  .transform((ids) => [...new Set(ids)]);

/** `bulk-delete-issues/` and `bulk-archive-issues/`: the work items to act on. */
export const IssueIdsBodySchema = z.object({ issue_ids: IssueIdsSchema });
export type IssueIdsBody = z.infer<typeof IssueIdsBodySchema>;

/**
 * What `bulk-operation-issues/` may change on every named item (Plane's field names). Labels,
 * assignees and modules given are added to each item's own, as Plane does; `cycle_id` moves every
 * item to that cycle (null: out of any cycle).
 */
export const BulkOperationPropertiesSchema = z.strictObject({
  state_id: z.uuid('Must be a state id').optional(),
  priority: z
    .enum(PRIORITIES, { error: `Priority must be one of ${PRIORITIES.join(', ')}` })
    .optional(),
  assignee_ids: UuidList('a user').optional(),
  label_ids: UuidList('a label').optional(),
  start_date: WorkItemDateSchema.optional(),
  target_date: WorkItemDateSchema.optional(),
  cycle_id: z.uuid('Must be a cycle id').nullable().optional(),
  module_ids: UuidList('a module').optional(),
});
export type BulkOperationProperties = z.infer<typeof BulkOperationPropertiesSchema>;

export const BulkOperationBodySchema = z.object({
  issue_ids: IssueIdsSchema,
  properties: BulkOperationPropertiesSchema,
});
export type BulkOperationBody = z.infer<typeof BulkOperationBodySchema>;

/** Archive answers (single and bulk): when the items were archived. */
export const ArchivedAtResponseSchema = z.object({ archived_at: z.string() });
export type ArchivedAtResponse = z.infer<typeof ArchivedAtResponseSchema>;

/** `issue-dates/`: the timeline's drag results; a date left out stays as it is, null clears it. */
export const IssueDatesBodySchema = z.object({
  updates: z
    .array(
      z.object({
        id: z.uuid('Must be a work item id'),
        start_date: WorkItemDateSchema.optional(),
        target_date: WorkItemDateSchema.optional(),
      }),
    )
    .min(1, 'At least one update is required')
    .max(MAX_BULK_WORK_ITEMS, TOO_MANY_WORK_ITEMS_MESSAGE),
});
export type IssueDatesBody = z.infer<typeof IssueDatesBodySchema>;

/** Plane answers bulk deletes and date updates with a sentence saying what happened. */
export const MessageResponseSchema = z.object({ message: z.string() });

/** A moment such as 2025-01-31T12:00:00Z, as the sync sends the last time it saw. */
const MomentSchema = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), {
    message: 'Must be a date and time such as 2025-01-31T12:00:00Z',
  })
  .transform((value) => new Date(value));

/** The list envelope of an ungrouped page (reference §2.3). */
export const WorkItemPageSchema = WorkItemListResponseSchema.extend({
  grouped_by: z.null(),
  sub_grouped_by: z.null(),
  results: z.array(WorkItemSchema),
});
export type WorkItemPage = z.infer<typeof WorkItemPageSchema>;

/** `issues/list/?issues=a,b`: Plane refuses the call without ids. */
export const WorkItemsByIdsQuerySchema = z.object({
  issues: z
    .string({ error: ISSUE_IDS_REQUIRED_MESSAGE })
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    )
    .pipe(
      z
        .array(z.string())
        .min(1, ISSUE_IDS_REQUIRED_MESSAGE)
        .max(MAX_BULK_WORK_ITEMS, TOO_MANY_WORK_ITEMS_MESSAGE),
    ),
});

/** `deleted-issues/?updated_at__gt=`. */
export const DeletedWorkItemsQuerySchema = z.object({ updated_at__gt: MomentSchema.optional() });
export const WorkItemIdListSchema = z.array(z.string());

/** `v2/issues/`: sync cursor "pageSize:page:offset" (default 1000:0:0), changes since a time. */
export const WorkItemSyncQuerySchema = z.object({
  cursor: z.string().optional(),
  updated_at__gt: MomentSchema.optional(),
  description: z
    .enum(['true', 'false', 'True', 'False'], { error: 'description must be true or false' })
    .transform((value) => value.toLowerCase() === 'true')
    .optional(),
});
export type WorkItemSyncQuery = z.infer<typeof WorkItemSyncQuerySchema>;

/** A synced item: the list shape, plus the description when `description=true`. */
export const SyncedWorkItemSchema = WorkItemSchema.extend({
  description_html: z.string().optional(),
});

/** The sync envelope (reference §2.4); next_cursor is null on the last page. */
export const WorkItemSyncPageSchema = z.object({
  prev_cursor: z.string(),
  cursor: z.string(),
  next_cursor: z.string().nullable(),
  prev_page_results: z.boolean(),
  next_page_results: z.boolean(),
  page_count: z.number(),
  total_results: z.number(),
  total_pages: z.number(),
  results: z.array(SyncedWorkItemSchema),
});
export type WorkItemSyncPage = z.infer<typeof WorkItemSyncPageSchema>;

/** `issues/{id}/meta/`: what the client needs to show the item's key. */
export const WorkItemMetaSchema = z.object({
  sequence_id: z.number(),
  project_identifier: z.string(),
});
export type WorkItemMeta = z.infer<typeof WorkItemMetaSchema>;
