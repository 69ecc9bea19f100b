import { MAX_PER_PAGE, DEFAULT_ORDER_BY, DEFAULT_PER_PAGE } from '../constants';
import { CursorError, cursorOffset, parseCursor } from '../cursor';
import { type WorkItemListQuery, WorkItemListQuerySchema } from '../work-item-list-wire';
import { FilterError, type RichFilterNode, richFilterFields } from '../work-item-filters';
import {
  LOCAL_FILTER_LIST,
  LOCAL_GROUP_FIELDS,
  LOCAL_ORDER_FIELDS,
  LOCAL_RICH_FILTER_FIELDS,
  type LocalGroupField,
  type LocalOrderField,
} from './list-fields';
import { LocalListUnsupportedError, parseLocalRichFilters } from './list-filters';

/**
 * Reading a list request's parameters as the server does, refusing (LocalListUnsupportedError)
 * whatever the server would answer otherwise than with the list: an invalid request (the server's
 * 400 is its to give), a filter on something the cache does not keep, a parameter the cache does
 * not implement.
 */

/** Parameters the server ignores that clients may send along; `expand` only beside group_by. */
const IGNORED_PARAMS: ReadonlySet<string> = new Set(['layout', 'expand']);
const QUERY_PARAMS: ReadonlySet<string> = new Set(Object.keys(WorkItemListQuerySchema.shape));

/** order_by values only the spreadsheet offers (Plane's special orderings, by related names). */
const SPREADSHEET_ORDER_BY: ReadonlySet<string> = new Set([
  'state__name',
  'assignees__first_name',
  'labels__name',
  'issue_module__module__name',
  'issue_cycle__cycle__name',
  'cycle__name',
  'estimate_point__key',
]);

/**
 * Spec §9: with the local cache on and a non-spreadsheet layout, the spreadsheet-only orderings
 * (by state, assignee, label, module or cycle name, or estimate) fall back to sort_order, as
 * Plane's cache did. Apply it to the parameters before choosing where the list comes from, so
 * that the server and the cache answer the same request. Without a layout nothing changes.
 */
export function localOrderBy(
  orderBy: string | undefined,
  layout: string | undefined,
): string | undefined {
  if (orderBy === undefined || layout === undefined || layout === 'spreadsheet') return orderBy;
  const name = orderBy.startsWith('-') ? orderBy.slice(1) : orderBy;
  return SPREADSHEET_ORDER_BY.has(name) ? 'sort_order' : orderBy;
}

export interface LocalListRequest {
  query: WorkItemListQuery;
  rich: RichFilterNode | undefined;
  order: { field: LocalOrderField; descending: boolean };
  group: { name: string; field: LocalGroupField } | null;
  sub: { name: string; field: LocalGroupField } | null;
  page: { perPage: number; page: number; offset: number };
}

function lookup<T>(registry: Record<string, T>, name: string): T | undefined {
  return Object.hasOwn(registry, name) ? registry[name] : undefined;
}

function readGroup(raw: string | undefined, param: string) {
  if (raw === undefined || raw === '') return null;
  const field = lookup<LocalGroupField>(LOCAL_GROUP_FIELDS, raw);
  if (!field) throw new LocalListUnsupportedError(`${param} ${raw}`);
  return { name: raw, field };
}

function readOrder(raw: string | undefined) {
  const value = raw === undefined || raw.trim() === '' ? DEFAULT_ORDER_BY : raw.trim();
  const descending = value.startsWith('-');
  const field = lookup<LocalOrderField>(LOCAL_ORDER_FIELDS, descending ? value.slice(1) : value);
  if (!field) throw new LocalListUnsupportedError(`order_by ${value}`);
  return { field, descending };
}

function readPage(query: WorkItemListQuery) {
  if (query.cursor === undefined || query.cursor === '')
    return { perPage: query.per_page ?? DEFAULT_PER_PAGE, page: 0, offset: 0 };
  try {
    const cursor = parseCursor(query.cursor);
    if (cursor.perPage > MAX_PER_PAGE) throw new LocalListUnsupportedError('cursor too large');
    return { perPage: cursor.perPage, page: cursor.page, offset: cursorOffset(cursor) };
  } catch (error) {
    if (error instanceof CursorError) throw new LocalListUnsupportedError('invalid cursor');
    throw error;
  }
}

function hasValue(value: string | undefined): boolean {
  return value !== undefined && value !== '';
}

/**
 * The list request the cache can answer, read from the server's query parameters; throws
 * LocalListUnsupportedError for one it must leave to the server.
 */
export function readLocalListRequest(params: Readonly<Record<string, string>>): LocalListRequest {
  for (const key of Object.keys(params))
    if (!QUERY_PARAMS.has(key) && !IGNORED_PARAMS.has(key))
      throw new LocalListUnsupportedError(`parameter ${key}`);
  const parsed = WorkItemListQuerySchema.safeParse(params);
  if (!parsed.success) throw new LocalListUnsupportedError('invalid parameters');
  const query = parsed.data;
  if (hasValue(params.expand) && !hasValue(query.group_by))
    throw new LocalListUnsupportedError('expand without group_by');
  for (const field of LOCAL_FILTER_LIST)
    if (field.serverOnly && field.legacy !== undefined && hasValue(params[field.legacy]))
      throw new LocalListUnsupportedError(`filter ${field.legacy}`);
  // The server matches names case-insensitively by its database's rules; SQLite's LIKE folds
  // ASCII letters only, so other terms are the server's.
  if (query.name !== undefined && /[^\u0020-\u007e]/.test(query.name))
    throw new LocalListUnsupportedError('name term beyond ASCII');
  let rich: RichFilterNode | undefined;
  try {
    rich = parseLocalRichFilters(query.filters);
  } catch (error) {
    if (error instanceof FilterError) throw new LocalListUnsupportedError('invalid filters');
    throw error;
  }
  if (rich)
    for (const name of richFilterFields(rich))
      if (LOCAL_RICH_FILTER_FIELDS.get(name)?.serverOnly)
        throw new LocalListUnsupportedError(`filter ${name}`);
  const order = readOrder(query.order_by);
  const group = readGroup(query.group_by, 'group_by');
  const sub = readGroup(query.sub_group_by, 'sub_group_by');
  if (sub && (!group || group.name === sub.name))
    throw new LocalListUnsupportedError('sub_group_by');
  return { query, rich, order, group, sub, page: readPage(query) };
}

/**
 * Whether the cache can answer this list request exactly as the server's project list would.
 * False where the server must answer (Plane's rules and more): a `mentions` or `subscriber`
 * filter (not cached), a rich filter on is_archived (archived items are not cached), `expand`
 * without group_by, a parameter the cache does not implement, a name search beyond ASCII, and any
 * request the server would refuse (its 400 is the answer).
 */
export function canListLocally(params: Readonly<Record<string, string>>): boolean {
  try {
    readLocalListRequest(params);
    return true;
  } catch (error) {
    if (error instanceof LocalListUnsupportedError) return false;
    throw error;
  }
}
