import { z } from 'zod';
import { ERRORS } from './error-catalogue';
import { UuidList } from './work-items-wire';

export const WorkItemSubscriptionParamsSchema = z.object({
  slug: z.string(),
  projectId: z.string(),
  id: z.string(),
});
export const WorkItemSubscriberParamsSchema = WorkItemSubscriptionParamsSchema.extend({
  subscriberId: z.string(),
});

/** `subscribe/` GET: whether the caller follows the work item. */
export const SubscriptionStatusSchema = z.object({ subscribed: z.boolean() });
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/**
 * A follower of a work item (Plane's IssueSubscriberSerializer, without a row id: a subscription
 * is identified by the item and the person).
 */
export const WorkItemSubscriberSchema = z.object({
  issue: z.string(),
  subscriber: z.string(),
  project: z.string(),
  workspace: z.string(),
  created_at: z.string(),
});
export type WorkItemSubscriber = z.infer<typeof WorkItemSubscriberSchema>;

/** Plane's answer to a second subscribe by the same person. */
export const ALREADY_SUBSCRIBED_MESSAGE = ERRORS.ALREADY_SUBSCRIBED.message;

/** `issue-subscribers/` POST: project members to subscribe. */
export const AddSubscribersBodySchema = z.object({
  subscriber_ids: UuidList('a user').refine((ids) => ids.length > 0, 'subscriber_ids is required'),
});
export type AddSubscribersBody = z.infer<typeof AddSubscribersBodySchema>;

/** `bulk-subscribe-issues/` POST: work items of the project the caller starts following. */
export const BulkSubscribeBodySchema = z.object({
  issue_ids: UuidList('a work item').refine((ids) => ids.length > 0, 'issue_ids is required'),
});
export type BulkSubscribeBody = z.infer<typeof BulkSubscribeBodySchema>;

/** A follower as `issue-subscribers/` GET lists them: the person, and since when. */
export const WorkItemSubscriberMemberSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  avatar: z.string().nullable(),
  is_bot: z.boolean(),
  subscribed_at: z.string(),
});
export type WorkItemSubscriberMember = z.infer<typeof WorkItemSubscriberMemberSchema>;
export const WorkItemSubscriberMemberListSchema = z.array(WorkItemSubscriberMemberSchema);
