import { z } from 'zod';
import { STATE_GROUPS } from './constants';
import { WorkItemSchema } from './work-items-wire';

export const WorkItemSubItemsParamsSchema = z.object({
  slug: z.string(),
  projectId: z.string(),
  id: z.string(),
});

/** `POST …/sub-issues/`: make each of these items a sub-item of this one (Plane). */
export const AddSubItemsBodySchema = z.object({
  sub_issue_ids: z
    .array(z.uuid('Must be work item ids'), { error: 'Must be a list of work item ids' })
    .min(1, 'Sub Issue IDs are required'),
});
export type AddSubItemsBody = z.infer<typeof AddSubItemsBodySchema>;

/**
 * Ids of sub-items by their state's group; a group none is in is absent (Plane builds it with a
 * defaultdict). Items without a state are left out.
 */
export const StateDistributionSchema = z.partialRecord(z.enum(STATE_GROUPS), z.array(z.string()));
export type StateDistribution = z.infer<typeof StateDistributionSchema>;

/**
 * Sub-items (list shape, newest first) and how they spread over state groups. GET answers every
 * sub-item; POST answers those it just placed, as Plane does.
 */
export const SubItemsResponseSchema = z.object({
  sub_issues: z.array(WorkItemSchema),
  state_distribution: StateDistributionSchema,
});
export type SubItemsResponse = z.infer<typeof SubItemsResponseSchema>;
