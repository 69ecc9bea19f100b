import type { WorkItem, WorkItemDetail, WorkItemExpansion, WorkItemParent } from '@keel/core';
import type { Executor } from '#server/db/executor';
import { reactionsOfWorkItem } from '../reactions/reactables';
import { attachmentsOfItem } from '../attachments/attachments.service';
import { linksOfWorkItem } from '../links/links.service';
import { relationExpansionsOf } from '../relations/relations.service';

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
 * The fields `expand` adds to a work item's detail, each only when asked for. The lists read from
 * their own tables start empty here; `loadExpansions` fills them.
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

/**
 * The expansions read from their own tables, each only when asked for; they replace the empty
 * lists `presentExpansions` answers for them.
 */
export async function loadExpansions(
  db: Executor,
  scope: { workspaceId: string; projectId: string; workItemId: string },
  expand: WorkItemExpansion[],
): Promise<Expansions> {
  const loaded: Expansions = {};
  if (expand.includes('issue_reactions'))
    loaded.issue_reactions = await reactionsOfWorkItem(db, scope);
  if (expand.includes('issue_attachments'))
    loaded.issue_attachments = await attachmentsOfItem(db, scope);
  if (expand.includes('issue_link')) loaded.issue_link = await linksOfWorkItem(db, scope);
  if (expand.includes('issue_relation') || expand.includes('issue_related')) {
    const relations = await relationExpansionsOf(db, scope);
    if (expand.includes('issue_relation')) loaded.issue_relation = relations.issue_relation;
    if (expand.includes('issue_related')) loaded.issue_related = relations.issue_related;
  }
  return loaded;
}
