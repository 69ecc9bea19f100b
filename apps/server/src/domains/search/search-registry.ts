import {
  MAX_SEARCH_RESULTS,
  type EntitySearchResponse,
  type EntitySearchType,
  type WorkspaceSearchEntity,
  type WorkspaceSearchResponse,
} from '@keel/core';
import type { Database } from '#server/db/client';
import { parseSearchText } from './search-text';
import {
  type EntitySearch,
  searchCycles,
  searchModules,
  searchPages,
  searchUserMentions,
  searchViews,
} from './search-entities.queries';
import {
  type WorkItemHit,
  type WorkItemSearch,
  searchProjects,
  searchWorkItems,
  useSearchSettings,
} from './search.queries';

/** One transaction, so that the search's settings apply to this search alone. */
export async function runWorkItemSearch(
  db: Database,
  search: WorkItemSearch,
): Promise<WorkItemHit[]> {
  return db.transaction(async (tx) => {
    await useSearchSettings(tx);
    return searchWorkItems(tx, search);
  });
}

type Hits<K extends keyof EntitySearchResponse> = NonNullable<EntitySearchResponse[K]>;
type Finder<K extends keyof EntitySearchResponse> = (
  db: Database,
  search: EntitySearch,
) => Promise<Hits<K>>;

/**
 * The search registry: one finder per entity kind, shared by the workspace search (`search/`, the
 * command palette) and the entity search (`entity-search/`, mentions and pickers). Each finder
 * answers only what the caller may see. A new kind (pages) adds its finder here, its name
 * to WORKSPACE_SEARCH_ENTITIES / ENTITY_SEARCH_TYPES and its hit schema to the responses.
 */
export const SEARCH_FINDERS: { [K in EntitySearchType]: Finder<K> } = {
  user_mention: (db, search) => searchUserMentions(db, search),
  project: async (db, search) =>
    (await searchProjects(db, search)).map((project) => ({
      ...project,
      workspace__slug: search.workspaceSlug,
    })),
  issue: async (db, search) =>
    (
      await runWorkItemSearch(db, {
        ...search,
        terms: parseSearchText(search.text),
        excludeIds: [],
        excludeChildrenOf: null,
        topLevelOnly: false,
        withoutTargetDate: false,
      })
    ).map((hit) => ({
      id: hit.id,
      name: hit.name,
      sequence_id: hit.sequence_id,
      project_id: hit.project_id,
      project__identifier: hit.project_identifier,
      workspace__slug: search.workspaceSlug,
    })),
  cycle: (db, search) => searchCycles(db, search),
  module: (db, search) => searchModules(db, search),
  view: (db, search) => searchViews(db, search),
  page: (db, search) => searchPages(db, search),
};

/** The kinds asked for, each by its finder, in one response object keyed by kind. */
async function findAll<K extends EntitySearchType>(
  db: Database,
  kinds: readonly K[],
  searchOf: (kind: K) => EntitySearch,
): Promise<Pick<EntitySearchResponse, K>> {
  const found: Partial<Record<EntitySearchType, unknown>> = {};
  for (const kind of kinds) found[kind] = await SEARCH_FINDERS[kind](db, searchOf(kind));
  return found as Pick<EntitySearchResponse, K>;
}

/**
 * The workspace search (command palette): up to 100 hits of each kind asked for; work items ranked
 * as in the project search and limited to `project_id` unless workspace_search (Plane).
 */
export async function searchWorkspaceEntities(
  db: Database,
  base: Omit<EntitySearch, 'projectId' | 'limit'>,
  options: { kinds: readonly WorkspaceSearchEntity[]; issueProjectId: string | null },
): Promise<WorkspaceSearchResponse> {
  const results = await findAll(db, options.kinds, (kind) => ({
    ...base,
    limit: MAX_SEARCH_RESULTS,
    projectId: kind === 'issue' ? options.issueProjectId : null,
  }));
  return { results };
}

/** The entity search: `count` hits of each kind asked for, all within `project_id` when given. */
export async function searchEntities(
  db: Database,
  base: Omit<EntitySearch, 'projectId' | 'limit'>,
  options: { kinds: readonly EntitySearchType[]; count: number; projectId: string | null },
): Promise<EntitySearchResponse> {
  return findAll(db, options.kinds, () => ({
    ...base,
    limit: options.count,
    projectId: options.projectId,
  }));
}
