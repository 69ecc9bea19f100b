import type { WorkItemListContext } from '@keel/core';
import { i18n } from '#web/lib/i18n';

/** What an empty, unfiltered list says: a title and a sentence on what would show there. */
export interface EmptyListText {
  title: string;
  description: string;
}

/** The key under `empty.` of each context's texts. */
const KEYS = {
  project: 'project',
  archived: 'archived',
  profile_assigned: 'profileAssigned',
  profile_created: 'profileCreated',
  profile_subscribed: 'profileSubscribed',
  global_all: 'globalAll',
  global_assigned: 'globalAssigned',
  global_created: 'globalCreated',
  global_subscribed: 'globalSubscribed',
  workspace_drafts: 'workspaceDrafts',
  cycle: 'cycle',
  module: 'module',
} as const satisfies Record<WorkItemListContext, string>;

/** The empty state of a list context: each says what its own list would hold. */
export function emptyListText(context: WorkItemListContext): EmptyListText {
  const key = KEYS[context];
  return {
    title: i18n.t(`work-items:empty.${key}.title`),
    description: i18n.t(`work-items:empty.${key}.description`),
  };
}
