import { z } from 'zod';
import { MAX_PER_PAGE } from './constants';
import { WorkItemSchema } from './work-items-wire';

const optionalText = z.string().optional();

/**
 * Query parameters of the work-item lists (`…/issues/`, `…/work-items/`, workspace `issues/`):
 * paging, ordering, grouping, the rich `filters` JSON and Plane's legacy flat filters. Values are
 * read leniently where Plane is lenient (unknown parameters and unusable filter values are ignored);
 * the list service refuses unknown order_by, group_by and filter fields by name.
 */
export const WorkItemListQuerySchema = z.object({
  cursor: optionalText,
  per_page: z.coerce
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(MAX_PER_PAGE, `Cannot exceed ${MAX_PER_PAGE}`)
    .optional(),
  order_by: optionalText,
  group_by: optionalText,
  sub_group_by: optionalText,
  /** Rich filters: a JSON object of and/or/not nodes and field leaves. */
  filters: optionalText,
  state: optionalText,
  state_group: optionalText,
  priority: optionalText,
  labels: optionalText,
  assignees: optionalText,
  mentions: optionalText,
  created_by: optionalText,
  subscriber: optionalText,
  cycle: optionalText,
  module: optionalText,
  project: optionalText,
  parent: optionalText,
  issue_type: optionalText,
  estimate_point: optionalText,
  /** `backlog` keeps the backlog group, `active` the unstarted and started ones (Plane). */
  type: optionalText,
  /** `true` keeps items that have both a start and a target date. */
  start_target_date: optionalText,
  start_date: optionalText,
  target_date: optionalText,
  created_at: optionalText,
  completed_at: optionalText,
  /** `false` keeps only top-level items. */
  sub_issue: optionalText,
  /** Case-insensitive part of the name. */
  name: optionalText,
  /** Only items changed after this instant (ISO 8601), for incremental fetches. */
  updated_at__gt: optionalText,
});
export type WorkItemListQuery = z.infer<typeof WorkItemListQuerySchema>;

/** One group of a grouped page: its items on this page and how many it holds in all. */
export const WorkItemGroupPageSchema = z.object({
  results: z.array(WorkItemSchema),
  total_results: z.number(),
});
export type WorkItemGroupPage = z.infer<typeof WorkItemGroupPageSchema>;

/** One group of a sub-grouped page: its sub-groups, and how many items the group holds. */
export const WorkItemSubGroupedPageSchema = z.object({
  results: z.record(z.string(), WorkItemGroupPageSchema),
  total_results: z.number(),
});
export type WorkItemSubGroupedPage = z.infer<typeof WorkItemSubGroupedPageSchema>;

/**
 * Plane's paginated list envelope (reference §2.3). `results` is a list when ungrouped, an object
 * keyed by group id (`"None"` for items without a value) when grouped, nested once more when
 * sub-grouped. `count` is the number of items on the page; `total_pages` follows the largest group.
 */
export const WorkItemListResponseSchema = z.object({
  grouped_by: z.string().nullable(),
  sub_grouped_by: z.string().nullable(),
  total_count: z.number(),
  next_cursor: z.string(),
  prev_cursor: z.string(),
  next_page_results: z.boolean(),
  prev_page_results: z.boolean(),
  count: z.number(),
  total_pages: z.number(),
  total_results: z.number(),
  extra_stats: z.null(),
  results: z.union([
    z.array(WorkItemSchema),
    z.record(z.string(), WorkItemGroupPageSchema),
    z.record(z.string(), WorkItemSubGroupedPageSchema),
  ]),
});
export type WorkItemListResponse = z.infer<typeof WorkItemListResponseSchema>;
