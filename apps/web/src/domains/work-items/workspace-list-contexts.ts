import type { WorkItemListContext } from '@keel/core';

/** The static global views (spec §2: ids all-issues, assigned, created, subscribed). */
export const GLOBAL_VIEWS = {
  'all-issues': { context: 'global_all' },
  assigned: { context: 'global_assigned' },
  created: { context: 'global_created' },
  subscribed: { context: 'global_subscribed' },
} as const satisfies Record<string, { context: WorkItemListContext }>;
export type GlobalViewId = keyof typeof GLOBAL_VIEWS;

export function isGlobalViewId(value: string | undefined): value is GlobalViewId {
  return value !== undefined && Object.hasOwn(GLOBAL_VIEWS, value);
}

/** The profile tabs (spec §2: assigned, created, subscribed; assigned by default). */
export const PROFILE_TABS = {
  assigned: { context: 'profile_assigned' },
  created: { context: 'profile_created' },
  subscribed: { context: 'profile_subscribed' },
} as const satisfies Record<string, { context: WorkItemListContext }>;
export type ProfileTab = keyof typeof PROFILE_TABS;

export function isProfileTab(value: string | undefined): value is ProfileTab {
  return value !== undefined && Object.hasOwn(PROFILE_TABS, value);
}

/**
 * The rich filter a workspace-wide context always applies, on top of the user's filters: whose
 * items it lists. Sent as `filters=` so that a group's "load more" (which narrows the flat
 * parameters to the group) cannot widen it.
 */
export function contextFilter(
  context: WorkItemListContext,
  userId: string,
): Record<string, unknown> | null {
  if (context.endsWith('_assigned')) return { and: [{ assignee_id__in: userId }] };
  if (context.endsWith('_created')) return { and: [{ created_by_id__in: userId }] };
  if (context.endsWith('_subscribed')) return { and: [{ subscriber_id__in: userId }] };
  return null;
}
