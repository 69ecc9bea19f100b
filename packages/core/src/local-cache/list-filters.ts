import type { WorkItemListQuery } from '../work-item-list-wire';
import {
  type DateBound,
  NONE_FILTER_TOKEN,
  type RichFilterNode,
  parseDateTerms,
  parseRichFilters,
  parseValueList,
} from '../work-item-filters';
import type { LocalListViewer } from './contract';
import {
  LOCAL_FILTER_LIST,
  LOCAL_RICH_FIELD_KINDS,
  LOCAL_RICH_FILTER_FIELDS,
  type LocalFilterField,
  isValidFilterValue,
} from './list-fields';
import { FALSE, type SqlFragment, TRUE, andAll, orAll, raw, sql, sqlList } from './sql';

/**
 * The list's WHERE clause over the cache, condition for condition the server's
 * (apps/server/src/domains/work-items/list/filters.ts).
 */

/** Plane's legacy `type` parameter: the state groups each value keeps; other values filter nothing. */
const TYPE_GROUPS: Partial<Record<string, readonly string[]>> = {
  backlog: ['backlog'],
  active: ['unstarted', 'started'],
};

/** The day of a date or timestamp column: timestamps are ISO text in UTC, so their first 10 chars. */
function dateColumn(field: LocalFilterField): SqlFragment {
  const column = field.column ?? raw('null');
  return field.kind === 'timestamp' ? sql`substr(${column}, 1, 10)` : column;
}

function dateCondition(field: LocalFilterField, bound: DateBound): SqlFragment {
  const column = dateColumn(field);
  if (bound.op === 'gte') return sql`${column} >= ${bound.date}`;
  if (bound.op === 'lte') return sql`${column} <= ${bound.date}`;
  return sql`${column} = ${bound.date}`;
}

/** Items matching any of the values, or an empty relation for `None` (legacy and rich alike). */
function anyOfCondition(
  field: LocalFilterField,
  values: readonly string[],
  hasNone: boolean,
): SqlFragment {
  const parts: SqlFragment[] = [];
  if (values.length > 0 && field.anyOf) parts.push(field.anyOf(values));
  if (hasNone && field.none) parts.push(field.none);
  return orAll(parts, TRUE);
}

/** `%term%` for LIKE, with the wildcards of the term escaped by `\`. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Conditions of Plane's legacy flat parameters. Comma-separated values, `None` for an empty
 * relation, invalid values and unreadable dates ignored; a parameter left with nothing usable
 * filters nothing.
 */
export function legacyConditions(query: WorkItemListQuery, today: string): SqlFragment[] {
  const conditions: SqlFragment[] = [];
  const params = query as Record<string, string | undefined>;
  for (const field of LOCAL_FILTER_LIST) {
    const value = field.legacy === undefined ? undefined : params[field.legacy];
    if (value === undefined || value === '' || field.serverOnly) continue;
    if (field.kind === 'date' || field.kind === 'timestamp') {
      if (value.trim() === NONE_FILTER_TOKEN) conditions.push(sql`${dateColumn(field)} is null`);
      else
        conditions.push(
          ...parseDateTerms(value, today).map((bound) => dateCondition(field, bound)),
        );
    } else if (field.kind !== 'boolean') {
      const { values, hasNone } = parseValueList(value, (item) =>
        isValidFilterValue(field.kind, item),
      );
      const usable = hasNone && field.none !== undefined;
      if (values.length > 0 || usable) conditions.push(anyOfCondition(field, values, usable));
    }
  }
  if (query.sub_issue === 'false') conditions.push(sql`i.parent_id is null`);
  const groups = query.type === undefined ? undefined : TYPE_GROUPS[query.type];
  if (groups)
    conditions.push(
      sql`exists (select 1 from states ts where ts.id = i.state_id and ts."group" in (${sqlList(groups)}))`,
    );
  if (query.start_target_date === 'true')
    conditions.push(sql`i.start_date is not null and i.target_date is not null`);
  if (query.name !== undefined && query.name.trim() !== '')
    conditions.push(sql`i.name like ${containsPattern(query.name.trim())} escape '\\'`);
  if (query.updated_at__gt !== undefined) {
    const since = new Date(query.updated_at__gt);
    if (!Number.isNaN(since.getTime())) conditions.push(sql`i.updated_at > ${since.toISOString()}`);
  }
  return conditions;
}

function leafCondition(node: Extract<RichFilterNode, { kind: 'leaf' }>): SqlFragment {
  const field = LOCAL_RICH_FILTER_FIELDS.get(node.field);
  if (!field || field.serverOnly) throw new LocalListUnsupportedError(`filters: ${node.field}`);
  if (field.kind === 'boolean')
    return sql`${field.column ?? TRUE} = ${node.values[0] === 'true' ? 1 : 0}`;
  if (field.kind === 'date' || field.kind === 'timestamp') {
    const column = dateColumn(field);
    const [from = '', to = ''] = node.values;
    return node.lookup === 'range'
      ? sql`${column} between ${from} and ${to}`
      : sql`${column} = ${from}`;
  }
  return anyOfCondition(field, node.values, false);
}

function richCondition(node: RichFilterNode): SqlFragment {
  switch (node.kind) {
    case 'leaf':
      return leafCondition(node);
    case 'not':
      return sql`not (${richCondition(node.child)})`;
    case 'and':
      return andAll(node.children.map(richCondition));
    case 'or':
      return orAll(node.children.map(richCondition), FALSE);
  }
}

/** A list the cache cannot answer as the server would: the caller asks the server instead. */
export class LocalListUnsupportedError extends Error {
  constructor(reason: string) {
    super(`The local cache cannot answer this list: ${reason}`);
    this.name = 'LocalListUnsupportedError';
  }
}

/** The rich `filters` parameter parsed against the cache's fields (throws FilterError). */
export function parseLocalRichFilters(raw: string | undefined): RichFilterNode | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  return parseRichFilters(raw, LOCAL_RICH_FIELD_KINDS);
}

/** The rich `filters` parameter as one condition (none when absent). */
export function richConditions(tree: RichFilterNode | undefined): SqlFragment[] {
  return tree ? [richCondition(tree)] : [];
}

/**
 * What every list hides, as the server does: drafts, archived items (the cache drops them; a
 * filter on is_archived goes to the server), items in triage states and, for a guest limited to
 * their own items, everyone else's. Deleted items are removed from the cache.
 */
export function scopeConditions(projectId: string, viewer: LocalListViewer): SqlFragment[] {
  return [
    sql`i.project_id = ${projectId}`,
    ...(viewer.ownItemsOnly ? [sql`i.created_by = ${viewer.userId}`] : []),
    sql`i.is_draft = 0`,
    sql`i.archived_at is null`,
    sql`i.state_id is null or i.state_id not in (select ts.id from states ts
      where ts.project_id = ${projectId} and ts.is_triage = 1)`,
    sql`i.state__group is null or i.state__group <> 'triage'`,
  ];
}
