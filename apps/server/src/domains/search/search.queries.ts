import { type SQL, and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { projectMembers, projects, states, workItems } from '#server/db/schema';
import { activeMembershipOf, visibleWorkItems } from '#server/permissions';
import { type SearchTerms, escapeLike } from './search-text';

/** Whose search it is: it sees only live projects of the workspace they are an active member of. */
export interface SearchScope {
  workspaceId: string;
  userId: string;
  /** Workspace admins act as admins in every project they belong to, guests' limits aside. */
  isWorkspaceAdmin: boolean;
}

export interface WorkItemSearch extends SearchScope {
  terms: SearchTerms;
  /** Only this project; null for every project of the workspace the caller belongs to. */
  projectId: string | null;
  /** Items never offered (the picker's own item, its parent or ancestors). */
  excludeIds: string[];
  /** Leave out the children of this item (the parent picker: a child cannot become the parent). */
  excludeChildrenOf: string | null;
  /** Only items without a parent (the sub-item picker). */
  topLevelOnly: boolean;
  /** Only items without a target date. */
  withoutTargetDate: boolean;
  limit: number;
}

export interface WorkItemHit {
  id: string;
  name: string;
  sequence_id: number;
  start_date: string | null;
  project_id: string;
  type_id: string | null;
  project_name: string;
  project_identifier: string;
  state_name: string | null;
  state_group: string | null;
  state_color: string | null;
}

/**
 * Shortest text matched as a substring of names: the trigram index answers patterns of three
 * characters or more; a shorter one ("12") would read every name of the workspace (300 ms at
 * 50,000 items). Shorter texts still match as word prefixes, numbers and fuzzy words.
 */
const MIN_SUBSTRING_LENGTH = 3;

/**
 * Whether a text matches an item, each part answerable from an index: the exact key (through the
 * project-and-sequence unique index), whole numbers against sequence ids, every word as a prefix
 * in the name or description (the search_vector GIN index), and the text as a fuzzy word or a
 * substring of the name (the trigram GIN index: `<%` is pg_trgm's word similarity, at the threshold
 * `useSearchSettings` sets).
 */
function matchParts(terms: SearchTerms): { key: SQL | null; number: SQL | null; text: SQL[] } {
  const key = terms.key
    ? sql`(${workItems.sequence_id} = ${terms.key.sequenceId} and ${projects.identifier} = ${terms.key.identifier})`
    : null;
  const number =
    terms.sequenceIds.length > 0
      ? sql`${workItems.sequence_id} in (${sql.join(
          terms.sequenceIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : null;
  const text: SQL[] = [sql`${terms.text} <% ${workItems.name}`];
  if (terms.text.length >= MIN_SUBSTRING_LENGTH)
    text.push(sql`${workItems.name} ilike ${`%${escapeLike(terms.text)}%`}`);
  if (terms.prefixQuery)
    text.unshift(sql`${workItems.search_vector} @@ to_tsquery('simple', ${terms.prefixQuery})`);
  return { key, number, text };
}

/**
 * Relevance, best first: the exact key, then a matching number, then items the words found (by
 * full-text rank: name words weigh more than description words) before those only the fuzzy or
 * substring match found (by the name's word similarity, so a typo's best guesses come first);
 * newest first among equals, then id, so the order is total. Word similarity is computed only
 * where full text did not match: on every match it would cost more than the rest of the query
 * (about 4 µs a row).
 */
function ranking(terms: SearchTerms, parts: ReturnType<typeof matchParts>): SQL[] {
  const order: SQL[] = [];
  if (terms.text === '') return [sql`${workItems.created_at} desc`, sql`${workItems.id} desc`];
  if (parts.key) order.push(sql`${parts.key} desc`);
  if (parts.number) order.push(sql`${parts.number} desc`);
  const similarity = sql`word_similarity(${terms.text}, ${workItems.name})`;
  if (terms.prefixQuery) {
    const query = sql`to_tsquery('simple', ${terms.prefixQuery})`;
    const found = sql`${workItems.search_vector} @@ ${query}`;
    order.push(
      sql`${found} desc`,
      sql`case when ${found} then ts_rank(${workItems.search_vector}, ${query}) else ${similarity} end desc`,
    );
  } else order.push(sql`${similarity} desc`);
  order.push(sql`${workItems.created_at} desc`, sql`${workItems.id} desc`);
  return order;
}

/**
 * The search as one SQL statement (the bench explains it). Items of projects the caller is not an
 * active member of never appear; a guest of a project without guest_view_all_features sees only
 * the items they created; deleted, archived, draft and triage items are left out (Plane's
 * issue_objects).
 */
export function workItemSearchSql(search: WorkItemSearch): SQL {
  const { terms } = search;
  const parts = matchParts(terms);
  const conditions: SQL[] = [
    sql`${workItems.workspace_id} = ${search.workspaceId}`,
    sql`${projects.workspace_id} = ${search.workspaceId}`,
    sql`${projects.deleted_at} is null`,
    sql`${projects.archived_at} is null`,
    sql`${workItems.deleted_at} is null`,
    sql`${workItems.archived_at} is null`,
    sql`not ${workItems.is_draft}`,
    sql`(${states.id} is null or (${states.group} <> 'triage' and not ${states.is_triage}))`,
    visibleWorkItems({ userId: search.userId, isWorkspaceAdmin: search.isWorkspaceAdmin }),
  ];
  if (search.projectId) conditions.push(sql`${workItems.project_id} = ${search.projectId}`);
  if (search.excludeIds.length > 0)
    conditions.push(
      sql`${workItems.id} not in (${sql.join(
        search.excludeIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  if (search.excludeChildrenOf)
    conditions.push(sql`${workItems.parent_id} is distinct from ${search.excludeChildrenOf}`);
  if (search.topLevelOnly) conditions.push(sql`${workItems.parent_id} is null`);
  if (search.withoutTargetDate) conditions.push(sql`${workItems.target_date} is null`);
  if (terms.text !== '') {
    const alternatives = [parts.key, parts.number, ...parts.text].filter(
      (part): part is SQL => part !== null,
    );
    conditions.push(sql`(${sql.join(alternatives, sql` or `)})`);
  }
  return sql`select ${workItems.id} as id, ${workItems.name} as name,
      ${workItems.sequence_id} as sequence_id, ${workItems.start_date}::text as start_date,
      ${workItems.project_id} as project_id, ${workItems.type_id} as type_id,
      ${projects.name} as project_name, ${projects.identifier} as project_identifier,
      ${states.name} as state_name, ${states.group} as state_group, ${states.color} as state_color
    from ${workItems}
    join ${projects} on ${projects.id} = ${workItems.project_id}
    join ${projectMembers} on ${activeMembershipOf(search.userId, workItems.project_id)}
    left join ${states} on ${states.id} = ${workItems.state_id}
    where ${sql.join(conditions, sql` and `)}
    order by ${sql.join(ranking(terms, parts), sql`, `)}
    limit ${search.limit}`;
}

/**
 * pg_trgm's word-similarity threshold for the search. Its default, 0.6, misses a swapped pair of
 * letters in a seven-letter word ("chekout" scores 0.55 against "checkout"); 0.45 forgives one
 * typo in a word of five letters or more, at the price of near words ("flag" for "flaky"), which
 * rank after every item the words themselves found.
 */
export const FUZZY_WORD_THRESHOLD = 0.45;

/**
 * Planner cost of a random page read for the search. With the default 4 (priced for spinning
 * disks) PostgreSQL reads all 50,000 rows of a project and computes word similarity on each name
 * (about 390 ms) rather than combining the full-text and trigram indexes (25–45 ms, a tenth of
 * the rows) once a word is in more than a few percent of the items; 1.1 is the usual value for
 * cached or SSD-backed tables.
 */
const SEARCH_RANDOM_PAGE_COST = 1.1;

/** Settings of the search for the rest of the transaction (one round trip). */
export async function useSearchSettings(db: Executor): Promise<void> {
  await db.execute(
    sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_WORD_THRESHOLD)}, true),
      set_config('random_page_cost', ${String(SEARCH_RANDOM_PAGE_COST)}, true)`,
  );
}

/** Runs the search; call `useSearchSettings` in the same transaction first. */
export async function searchWorkItems(
  db: Executor,
  search: WorkItemSearch,
): Promise<WorkItemHit[]> {
  const result = await db.execute<WorkItemHit & Record<string, unknown>>(workItemSearchSql(search));
  return result.rows;
}

/** The live item of the project with this id: its parent, for the pickers' exclusions. */
export async function findPickerItem(
  db: Executor,
  projectId: string,
  id: string,
): Promise<{ id: string; parentId: string | null } | undefined> {
  const [row] = await db
    .select({ id: workItems.id, parentId: workItems.parent_id })
    .from(workItems)
    .where(
      and(eq(workItems.id, id), eq(workItems.project_id, projectId), isNull(workItems.deleted_at)),
    )
    .limit(1);
  return row;
}

export interface ProjectHit {
  id: string;
  name: string;
  identifier: string;
}

/**
 * Live, unarchived projects of the workspace the caller is an active member of whose name or
 * identifier contains the text (Plane), newest first; every such project when the text is empty.
 */
export async function searchProjects(
  db: Executor,
  scope: SearchScope & { text: string; limit: number },
): Promise<ProjectHit[]> {
  const pattern = `%${escapeLike(scope.text)}%`;
  return db
    .select({ id: projects.id, name: projects.name, identifier: projects.identifier })
    .from(projects)
    .innerJoin(projectMembers, activeMembershipOf(scope.userId, projects.id))
    .where(
      and(
        eq(projects.workspace_id, scope.workspaceId),
        isNull(projects.deleted_at),
        isNull(projects.archived_at),
        scope.text === ''
          ? undefined
          : sql`(${projects.name} ilike ${pattern} or ${projects.identifier} ilike ${pattern})`,
      ),
    )
    .orderBy(sql`${projects.created_at} desc`, projects.id)
    .limit(scope.limit);
}
