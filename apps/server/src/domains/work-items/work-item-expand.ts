import type { WorkItem, WorkItemDetail, WorkItemExpansion, WorkItemParent } from '@keel/core';

type Expansions = Pick<
  WorkItemDetail,
  | 'parent'
  | 'issue_reactions'
  | 'issue_attachments'
  | 'issue_link'
  | 'issue_relation'
  | 'issue_related'
>;

function presentParent(parent: WorkItem): WorkItemParent {
  const { id, name, sequence_id, project_id, state_id, state__group, priority } = parent;
  return { id, name, sequence_id, project_id, state_id, state__group, priority };
}

/**
 * The fields `expand` adds to a work item's detail, each only when asked for. Reactions,
 * attachments, links and relations have no tables until their own issue adds them, so none exist
 * and their truthful expansion is an empty list; that issue fills them here.
 */
export function presentExpansions(
  expand: WorkItemExpansion[],
  parent: WorkItem | null,
): Expansions {
  const expansions: Expansions = {};
  for (const name of expand) {
    if (name === 'parent') expansions.parent = parent ? presentParent(parent) : null;
    else expansions[name] = [];
  }
  return expansions;
}
