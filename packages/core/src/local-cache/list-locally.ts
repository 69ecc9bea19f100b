import { NONE_GROUP_KEY } from '../constants';
import { adjacentCursors } from '../cursor';
import type {
  WorkItemGroupPage,
  WorkItemListResponse,
  WorkItemSubGroupedPage,
} from '../work-item-list-wire';
import type { WorkItem } from '../work-items-wire';
import type { LocalListViewer, SqlRunner, SqlValue } from './contract';
import type { LocalGroupField } from './list-fields';
import { legacyConditions, richConditions, scopeConditions } from './list-filters';
import { type LocalListRequest, readLocalListRequest } from './list-params';
import { SqlFragment, andAll, joinSql, raw, sql } from './sql';
import { readWorkItems } from './work-item-rows';

/**
 * The project work-item list answered from the cache: the same JSON as the server's
 * `GET workspaces/{slug}/projects/{id}/issues/` for the same data (list.service.ts there), as the
 * parity test checks case by case.
 */

function all(db: SqlRunner, query: SqlFragment): Record<string, SqlValue>[] {
  return db.all(query.text, query.binds);
}

/** The response key of a group id: the id itself, or "None" for items without a value. */
function groupKey(id: SqlValue | undefined): string {
  return id === null || id === undefined ? NONE_GROUP_KEY : String(id);
}

/** ORDER BY terms on `o` (the sort key) and `id`: nulls last both ways, ties by id. */
function orderTerms(request: LocalListRequest): SqlFragment {
  const { field, descending } = request.order;
  const direction = descending ? 'desc' : 'asc';
  return raw(`o ${direction}${field.nullable ? ' nulls last' : ''}, id ${direction}`);
}

function envelope(options: {
  request: LocalListRequest;
  total: number;
  largest: number;
  count: number;
  results: WorkItemListResponse['results'];
}): WorkItemListResponse {
  const { page, group, sub } = options.request;
  const totalPages = Math.ceil(options.largest / page.perPage);
  const cursors = adjacentCursors({ perPage: page.perPage, page: page.page, third: 0 });
  return {
    grouped_by: group?.name ?? null,
    sub_grouped_by: sub?.name ?? null,
    total_count: options.total,
    next_cursor: cursors.next,
    prev_cursor: cursors.prev,
    next_page_results: page.page + 1 < totalPages,
    prev_page_results: page.page > 0,
    count: options.count,
    total_pages: totalPages,
    total_results: options.total,
    extra_stats: null,
    results: options.results,
  };
}

function ungroupedPage(
  db: SqlRunner,
  where: SqlFragment,
  request: LocalListRequest,
): WorkItemListResponse {
  const { page } = request;
  const [counted] = all(db, sql`select count(*) as n from issues i where ${where}`);
  const ids = all(
    db,
    sql`select id from (select i.id as id, ${request.order.field.expression} as o
      from issues i where ${where}) order by ${orderTerms(request)}
      limit ${page.perPage} offset ${page.offset}`,
  ).map((row) => String(row.id));
  const items = readWorkItems(db, ids);
  const total = Number(counted?.n ?? 0);
  return envelope({ request, total, largest: total, count: items.length, results: items });
}

function knownValues(db: SqlRunner, field: LocalGroupField, projectId: string): string[] {
  if (!field.known) return [];
  const known = field.known(projectId);
  if (!(known instanceof SqlFragment)) return [...known];
  return all(db, known).map((row) => String(row.key));
}

/** Group ids in display order: the known values first, then any other value present, None last. */
function orderedKeys(known: readonly string[], present: Iterable<SqlValue>): string[] {
  const keys = known.map(groupKey);
  const seen = new Set(keys);
  const extra = [...new Set([...present].map(groupKey))].filter((key) => !seen.has(key)).sort();
  const none = extra.filter((key) => key === NONE_GROUP_KEY);
  return [...keys, ...extra.filter((key) => key !== NONE_GROUP_KEY), ...none];
}

interface PageRow {
  k: SqlValue;
  sk: SqlValue;
  id: string;
  rn: number;
}

interface CountRow {
  k: SqlValue;
  sk: SqlValue;
  n: number;
}

/**
 * One page of every group (and sub-group), and the counts: the filtered rows numbered within
 * their partition in one window pass that also counts each partition (its first row carries the
 * count even when the page holds none of its rows); the groups' own counts, when sub-groups split
 * them, by a grouping of the group key alone (an item is counted once per group even if it sits
 * in several of the group's sub-groups); and the total from the filter alone, each item once
 * however many groups it is in.
 */
function groupedRows(
  db: SqlRunner,
  where: SqlFragment,
  request: LocalListRequest,
  group: LocalGroupField,
): { pageRows: PageRow[]; cells: CountRow[]; groups: CountRow[]; total: number } {
  const { page, sub } = request;
  const joins = joinSql(
    [group.join, sub?.field.join].flatMap((join) => join ?? []),
    ' ',
  );
  const subKey = sub ? sub.field.key : raw('null');
  const numbered = all(
    db,
    sql`select k, sk, id, rn, n from (select k, sk, id, row_number() over w as rn,
        count(*) over (w rows between unbounded preceding and unbounded following) as n
      from (select ${group.key} as k, ${subKey} as sk, i.id as id,
        ${request.order.field.expression} as o from issues i ${joins} where ${where})
      window w as (partition by k, sk order by ${orderTerms(request)}))
      where rn = 1 or (rn > ${page.offset} and rn <= ${page.offset + page.perPage})`,
  );
  const pageRows: PageRow[] = [];
  const cells: CountRow[] = [];
  for (const row of numbered) {
    const rn = Number(row.rn);
    const cell = { k: row.k ?? null, sk: row.sk ?? null };
    if (rn === 1) cells.push({ ...cell, n: Number(row.n) });
    if (rn > page.offset && rn <= page.offset + page.perPage)
      pageRows.push({ ...cell, id: String(row.id), rn });
  }
  const [counted] = all(db, sql`select count(*) as n from issues i where ${where}`);
  const total = Number(counted?.n ?? 0);
  if (!sub) return { pageRows, cells, groups: cells, total };
  const groups = sub.field.join
    ? all(
        db,
        sql`select k, count(*) as n from (select ${group.key} as k
          from issues i ${group.join ?? raw('')} where ${where}) group by k`,
      ).map((row) => ({ k: row.k ?? null, sk: null, n: Number(row.n) }))
    : sumByGroup(cells);
  return { pageRows, cells, groups, total };
}

/** Group counts as the sums of their sub-groups' (each item is in one sub-group of a group). */
function sumByGroup(cells: readonly CountRow[]): CountRow[] {
  const sums = new Map<SqlValue, number>();
  for (const cell of cells) sums.set(cell.k, (sums.get(cell.k) ?? 0) + cell.n);
  return [...sums].map(([k, n]) => ({ k, sk: null, n }));
}

function bucket(rows: readonly PageRow[], keyOf: (row: PageRow) => string) {
  const map = new Map<string, PageRow[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = map.get(key) ?? [];
    list.push(row);
    map.set(key, list);
  }
  return map;
}

function groupedPage(
  db: SqlRunner,
  projectId: string,
  where: SqlFragment,
  request: LocalListRequest,
  group: LocalGroupField,
): WorkItemListResponse {
  const { sub } = request;
  const {
    pageRows,
    cells: cellRows,
    groups: groupRows,
    total,
  } = groupedRows(db, where, request, group);
  pageRows.sort((a, b) => a.rn - b.rn);
  const largest = Math.max(0, ...cellRows.map((row) => row.n));
  const items = new Map(
    readWorkItems(
      db,
      pageRows.map((row) => row.id),
    ).map((item) => [item.id, item]),
  );
  const itemsOf = (list: readonly PageRow[] | undefined): WorkItem[] =>
    (list ?? []).flatMap((row) => items.get(row.id) ?? []);
  const groupTotals = new Map(groupRows.map((row) => [groupKey(row.k), row.n]));
  const keys = orderedKeys(
    knownValues(db, group, projectId),
    groupRows.map((row) => row.k),
  );
  const byGroup = bucket(pageRows, (row) => groupKey(row.k));
  const count = pageRows.length;

  if (!sub) {
    const results: Record<string, WorkItemGroupPage> = {};
    for (const key of keys)
      results[key] = {
        results: itemsOf(byGroup.get(key)),
        total_results: groupTotals.get(key) ?? 0,
      };
    return envelope({ request, total, largest, count, results });
  }

  const subKnown = knownValues(db, sub.field, projectId);
  const cellTotals = new Map(
    cellRows.map((row) => [`${groupKey(row.k)}\u0000${groupKey(row.sk)}`, row.n]),
  );
  const results: Record<string, WorkItemSubGroupedPage> = {};
  for (const key of keys) {
    const bySub = bucket(byGroup.get(key) ?? [], (row) => groupKey(row.sk));
    const subKeys = orderedKeys(
      subKnown,
      cellRows.filter((row) => groupKey(row.k) === key).map((row) => row.sk),
    );
    const subResults: Record<string, WorkItemGroupPage> = {};
    for (const subKey of subKeys)
      subResults[subKey] = {
        results: itemsOf(bySub.get(subKey)),
        total_results: cellTotals.get(`${key}\u0000${subKey}`) ?? 0,
      };
    results[key] = { results: subResults, total_results: groupTotals.get(key) ?? 0 };
  }
  return envelope({ request, total, largest, count, results });
}

/**
 * A project's work-item list from the cache, answering `params` (the server's query parameters
 * of `GET workspaces/{slug}/projects/{id}/issues/`: both filter grammars, group_by, sub_group_by,
 * order_by, cursor or per_page) with the same JSON the server would for the same data. Throws
 * LocalListUnsupportedError where canListLocally(params) is false.
 */
export function listLocally(
  db: SqlRunner,
  projectId: string,
  params: Readonly<Record<string, string>>,
  viewer: LocalListViewer,
): WorkItemListResponse {
  const request = readLocalListRequest(params);
  const where = andAll([
    ...scopeConditions(projectId, viewer),
    ...legacyConditions(request.query, viewer.today),
    ...richConditions(request.rich),
  ]);
  if (!request.group) return ungroupedPage(db, where, request);
  return groupedPage(db, projectId, where, request, request.group.field);
}
