import { type WorkItemListContext } from '@keel/core';

/** What an empty, unfiltered list says: a title and a sentence on what would show there. */
export interface EmptyListText {
  title: string;
  description: string;
}

const TEXTS: Record<WorkItemListContext, EmptyListText> = {
  project: {
    title: 'No work items yet',
    description: 'Work items track the tasks, bugs and ideas of this project.',
  },
  archived: {
    title: 'No archived work items',
    description:
      'Work items archived in this project, by hand or by its automations, wait here until restored.',
  },
  profile_assigned: {
    title: 'Nothing assigned',
    description: 'Work items assigned to this person, in every project you can see, show here.',
  },
  profile_created: {
    title: 'Nothing created',
    description: 'Work items this person created, in every project you can see, show here.',
  },
  profile_subscribed: {
    title: 'No subscriptions',
    description: 'Work items this person follows, in every project you can see, show here.',
  },
  global_all: {
    title: 'No work items yet',
    description: 'Work items of every project of the workspace you can see show here.',
  },
  global_assigned: {
    title: 'Nothing assigned to you',
    description: 'Work items assigned to you, across the workspace, show here.',
  },
  global_created: {
    title: 'Nothing created by you',
    description: 'Work items you created, across the workspace, show here.',
  },
  global_subscribed: {
    title: 'No subscriptions',
    description: 'Work items you follow, across the workspace, show here.',
  },
  workspace_drafts: {
    title: 'No drafts',
    description:
      'A draft is a work item you started but did not create: close the create dialog with something typed, or save one here.',
  },
};

/** The empty state of a list context: each says what its own list would hold. */
export function emptyListText(context: WorkItemListContext): EmptyListText {
  return TEXTS[context];
}
