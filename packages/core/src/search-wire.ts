import { z } from 'zod';
import { STATE_GROUPS } from './constants';

/** Most work items one search answers with (Plane slices its search querysets at 100). */
export const MAX_SEARCH_RESULTS = 100;
/** Longest search text accepted, in characters. */
export const MAX_SEARCH_TEXT_LENGTH = 255;

/** Plane's boolean query flags: only the text `true` turns one on; anything else leaves it off. */
const queryFlag = z
  .string()
  .optional()
  .transform((value) => value === 'true');

/** The text to match; missing or blank means "no filter" (Plane then lists the newest items). */
const searchText = z
  .string()
  .max(MAX_SEARCH_TEXT_LENGTH, `Search text must be at most ${MAX_SEARCH_TEXT_LENGTH} characters`)
  .optional()
  .transform((text) => (text ?? '').trim());

/**
 * `GET …/projects/{p}/search-issues/`, the parent, sub-item and relation pickers. `issue_id` names
 * the item the picker is for: with `parent` the item, its parent and its children are left out;
 * with `sub_issue` only top-level items other than the item and its ancestors are offered; with
 * `issue_relation` the item itself is left out. `target_date=none` keeps items without a due date.
 * `workspace_search=true` searches every project of the workspace the caller belongs to.
 */
export const SearchIssuesQuerySchema = z.object({
  search: searchText,
  workspace_search: queryFlag,
  parent: queryFlag,
  sub_issue: queryFlag,
  issue_relation: queryFlag,
  issue_id: z.uuid('Must be a work item id').optional(),
  target_date: z.string().optional(),
});
export type SearchIssuesQuery = z.infer<typeof SearchIssuesQuerySchema>;

/** One hit of the project search, with Plane's `values()` field names. */
export const SearchIssueResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  sequence_id: z.number().int(),
  start_date: z.string().nullable(),
  project_id: z.string(),
  project__name: z.string(),
  project__identifier: z.string(),
  workspace__slug: z.string(),
  state__name: z.string().nullable(),
  state__group: z.enum(STATE_GROUPS).nullable(),
  state__color: z.string().nullable(),
  type_id: z.string().nullable(),
});
export type SearchIssueResult = z.infer<typeof SearchIssueResultSchema>;

/** Best match first: the exact key, then a matching number, then by text relevance. */
export const SearchIssuesResponseSchema = z.array(SearchIssueResultSchema);

/**
 * Entity kinds the workspace search answers for
 * (each kind registers its search in the server's search registry).
 */
export const WORKSPACE_SEARCH_ENTITIES = [
  'issue',
  'project',
  'cycle',
  'module',
  'view',
  'page',
] as const;
export type WorkspaceSearchEntity = (typeof WORKSPACE_SEARCH_ENTITIES)[number];

function isWorkspaceSearchEntity(name: string): name is WorkspaceSearchEntity {
  return (WORKSPACE_SEARCH_ENTITIES as readonly string[]).includes(name);
}

/**
 * `GET workspaces/{slug}/search/` (the command palette). `entities` is a comma-separated list of
 * kinds to search, unknown ones ignored (Plane); without it every kind is searched. A `project_id`
 * limits work items to that project unless `workspace_search=true` (Plane).
 */
export const WorkspaceSearchQuerySchema = z.object({
  search: searchText,
  workspace_search: queryFlag,
  project_id: z.uuid('Must be a project id').optional(),
  entities: z
    .string()
    .optional()
    .transform((list): WorkspaceSearchEntity[] =>
      list === undefined
        ? [...WORKSPACE_SEARCH_ENTITIES]
        : list
            .split(',')
            .map((name) => name.trim())
            .filter(isWorkspaceSearchEntity),
    ),
});
export type WorkspaceSearchQuery = z.infer<typeof WorkspaceSearchQuerySchema>;

export const WorkspaceSearchIssueSchema = z.object({
  id: z.string(),
  name: z.string(),
  sequence_id: z.number().int(),
  project_id: z.string(),
  project__identifier: z.string(),
  workspace__slug: z.string(),
});
export type WorkspaceSearchIssue = z.infer<typeof WorkspaceSearchIssueSchema>;

export const WorkspaceSearchProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  identifier: z.string(),
  workspace__slug: z.string(),
});
export type WorkspaceSearchProject = z.infer<typeof WorkspaceSearchProjectSchema>;

/** A cycle or module hit: its project and status (a cycle's computed from its dates). */
export const WorkspaceSearchCycleSchema = z.object({
  id: z.string(),
  name: z.string(),
  project_id: z.string(),
  project__identifier: z.string(),
  status: z.string(),
  workspace__slug: z.string(),
});
export type WorkspaceSearchCycle = z.infer<typeof WorkspaceSearchCycleSchema>;
export const WorkspaceSearchModuleSchema = WorkspaceSearchCycleSchema;
export type WorkspaceSearchModule = WorkspaceSearchCycle;

/** A saved view hit: a project view with its project, or a workspace view (project null). */
export const WorkspaceSearchViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  project_id: z.string().nullable(),
  project__identifier: z.string().nullable(),
  workspace__slug: z.string(),
});
export type WorkspaceSearchView = z.infer<typeof WorkspaceSearchViewSchema>;

/** A page found by its title or its text (Plane's page hit): the projects it is shown in. */
export const WorkspaceSearchPageSchema = z.object({
  id: z.string(),
  name: z.string(),
  project_ids: z.array(z.string()),
  project__identifiers: z.array(z.string()),
  workspace__slug: z.string(),
});
export type WorkspaceSearchPage = z.infer<typeof WorkspaceSearchPageSchema>;

/** Plane's `{ results: { issue, project, … } }`; a kind not asked for is absent. */
export const WorkspaceSearchResponseSchema = z.object({
  results: z.object({
    issue: z.array(WorkspaceSearchIssueSchema).optional(),
    project: z.array(WorkspaceSearchProjectSchema).optional(),
    cycle: z.array(WorkspaceSearchCycleSchema).optional(),
    module: z.array(WorkspaceSearchModuleSchema).optional(),
    view: z.array(WorkspaceSearchViewSchema).optional(),
    page: z.array(WorkspaceSearchPageSchema).optional(),
  }),
});
export type WorkspaceSearchResponse = z.infer<typeof WorkspaceSearchResponseSchema>;

/** How many hits of each kind the entity search answers with unless told (Plane). */
export const ENTITY_SEARCH_DEFAULT_COUNT = 5;

/** Kinds the entity search (mentions, pickers) answers for. */
export const ENTITY_SEARCH_TYPES = [
  'user_mention',
  'project',
  'issue',
  'cycle',
  'module',
  'view',
  'page',
] as const;
export type EntitySearchType = (typeof ENTITY_SEARCH_TYPES)[number];

function isEntitySearchType(name: string): name is EntitySearchType {
  return (ENTITY_SEARCH_TYPES as readonly string[]).includes(name);
}

/**
 * `GET workspaces/{slug}/entity-search/?query=&query_type=a,b&count=&project_id=`: `query_type` is
 * a comma-joined list (default user_mention), unknown kinds ignored; `project_id` narrows every
 * kind to that project (mentions to its members).
 */
export const EntitySearchQuerySchema = z.object({
  query: searchText,
  query_type: z
    .string()
    .optional()
    .transform((list): EntitySearchType[] => [
      ...new Set(
        (list ?? 'user_mention')
          .split(',')
          .map((name) => name.trim())
          .filter(isEntitySearchType),
      ),
    ]),
  count: z.coerce
    .number({ error: 'count must be a number' })
    .int('count must be a whole number')
    .min(1, 'count must be at least 1')
    .max(MAX_SEARCH_RESULTS, `count must be at most ${MAX_SEARCH_RESULTS}`)
    .default(ENTITY_SEARCH_DEFAULT_COUNT),
  project_id: z.uuid('Must be a project id').optional(),
});
export type EntitySearchQuery = z.infer<typeof EntitySearchQuerySchema>;

export const EntitySearchUserSchema = z.object({
  member__id: z.string(),
  member__display_name: z.string(),
  member__first_name: z.string(),
  member__last_name: z.string(),
  member__avatar_url: z.string().nullable(),
});
export type EntitySearchUser = z.infer<typeof EntitySearchUserSchema>;

/** Plane answers the kinds asked for at the top level (no `results` wrapper). */
export const EntitySearchResponseSchema = z.object({
  user_mention: z.array(EntitySearchUserSchema).optional(),
  project: z.array(WorkspaceSearchProjectSchema).optional(),
  issue: z.array(WorkspaceSearchIssueSchema).optional(),
  cycle: z.array(WorkspaceSearchCycleSchema).optional(),
  module: z.array(WorkspaceSearchModuleSchema).optional(),
  view: z.array(WorkspaceSearchViewSchema).optional(),
  page: z.array(WorkspaceSearchPageSchema).optional(),
});
export type EntitySearchResponse = z.infer<typeof EntitySearchResponseSchema>;
