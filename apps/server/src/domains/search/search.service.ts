import {
  type EntitySearchQuery,
  type EntitySearchResponse,
  MAX_SEARCH_RESULTS,
  type SearchIssueResult,
  type SearchIssuesQuery,
  type WorkspaceSearchQuery,
  type WorkspaceSearchResponse,
} from '@keel/core';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import { ancestorIds } from '#server/domains/work-items';
import { asStateGroup } from '#server/domains/work-items';
import { parseSearchText } from './search-text';
import { runWorkItemSearch, searchEntities, searchWorkspaceEntities } from './search-registry';
import { type SearchScope, type WorkItemHit, findPickerItem } from './search.queries';

function presentHit(hit: WorkItemHit, workspaceSlug: string): SearchIssueResult {
  return {
    id: hit.id,
    name: hit.name,
    sequence_id: hit.sequence_id,
    start_date: hit.start_date,
    project_id: hit.project_id,
    project__name: hit.project_name,
    project__identifier: hit.project_identifier,
    workspace__slug: workspaceSlug,
    state__name: hit.state_name,
    state__group: asStateGroup(hit.state_group),
    state__color: hit.state_color,
    type_id: hit.type_id,
  };
}

/** What the picker named by `issue_id` must not offer (Plane's search-issues flags). */
async function pickerExclusions(
  db: Executor,
  projectId: string,
  query: SearchIssuesQuery,
): Promise<{ excludeIds: string[]; excludeChildrenOf: string | null; topLevelOnly: boolean }> {
  const none = { excludeIds: [], excludeChildrenOf: null, topLevelOnly: false };
  if (!query.issue_id) return none;
  const item = await findPickerItem(db, projectId, query.issue_id);
  if (!item) return none;
  const self = [item.id];
  const parent = item.parentId ? [item.parentId] : [];
  if (query.parent)
    // A parent picker: neither the item, its current parent nor its children.
    return { excludeIds: [...self, ...parent], excludeChildrenOf: item.id, topLevelOnly: false };
  if (query.sub_issue)
    // A sub-item picker: top-level items only, never the item or one of its ancestors (a cycle).
    return {
      excludeIds: [...self, ...(await ancestorIds(db, projectId, item.id))],
      excludeChildrenOf: null,
      topLevelOnly: true,
    };
  if (query.issue_relation) return { ...none, excludeIds: self };
  return none;
}

/**
 * The project search behind the parent, sub-item and relation pickers: up to 100 items of the
 * project (or, with workspace_search, of every project the caller belongs to), best match first;
 * the newest items when the text is empty, as Plane answers before anything is typed.
 */
export async function searchProjectIssues(options: {
  db: Database;
  scope: SearchScope;
  workspaceSlug: string;
  projectId: string;
  query: SearchIssuesQuery;
}): Promise<SearchIssueResult[]> {
  const { db, scope, query, projectId } = options;
  const hits = await runWorkItemSearch(db, {
    ...scope,
    ...(await pickerExclusions(db, projectId, query)),
    terms: parseSearchText(query.search),
    projectId: query.workspace_search ? null : projectId,
    withoutTargetDate: query.target_date === 'none',
    limit: MAX_SEARCH_RESULTS,
  });
  return hits.map((hit) => presentHit(hit, options.workspaceSlug));
}

/**
 * The workspace search (command palette): work items ranked as in the project search, projects
 * whose name or identifier contains the text, and cycles and modules by name; each kind through
 * its finder in the search registry.
 */
export async function searchWorkspace(options: {
  db: Database;
  scope: SearchScope;
  workspaceSlug: string;
  query: WorkspaceSearchQuery;
}): Promise<WorkspaceSearchResponse> {
  const { db, scope, query, workspaceSlug } = options;
  return searchWorkspaceEntities(
    db,
    { ...scope, text: query.search, workspaceSlug },
    {
      kinds: query.entities,
      issueProjectId: !query.workspace_search && query.project_id ? query.project_id : null,
    },
  );
}

/** The entity search (mentions and pickers): `count` hits of each `query_type`. */
export async function searchEntityKinds(options: {
  db: Database;
  scope: SearchScope;
  workspaceSlug: string;
  query: EntitySearchQuery;
}): Promise<EntitySearchResponse> {
  const { db, scope, query, workspaceSlug } = options;
  return searchEntities(
    db,
    { ...scope, text: query.query, workspaceSlug },
    { kinds: query.query_type, count: query.count, projectId: query.project_id ?? null },
  );
}
