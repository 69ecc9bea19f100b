import { PRIORITIES, PRIORITY_PROXY } from '../constants';
import type { WorkItem } from '../work-items-wire';
import type { CachedWorkItem, SqlValue } from './contract';

/**
 * How a work-item wire field is kept in the `issues` table: text (`text?` when it may be null),
 * the priority (text of PRIORITIES), an integer, a real, a boolean (0/1) or a list of strings
 * (JSON text).
 */
type ColumnKind = 'text' | 'text?' | 'priority' | 'integer' | 'real' | 'boolean' | 'strings';

/** The kinds that can hold a field of this type, so the table below cannot drift from WorkItem. */
type KindOf<T> = null extends T
  ? 'text?'
  : T extends string
    ? 'text' | 'priority'
    : T extends number
      ? 'integer' | 'real'
      : T extends boolean
        ? 'boolean'
        : T extends string[]
          ? 'strings'
          : never;

/**
 * Every field of the WorkItem wire shape as one column (the compiler refuses a field missing,
 * extra, or of the wrong kind), so a row rebuilds the item exactly.
 */
export const ISSUE_COLUMNS = {
  id: 'text',
  name: 'text',
  sequence_id: 'integer',
  project_id: 'text',
  workspace_id: 'text',
  state_id: 'text?',
  state__group: 'text?',
  priority: 'priority',
  sort_order: 'real',
  parent_id: 'text?',
  estimate_point: 'text?',
  start_date: 'text?',
  target_date: 'text?',
  completed_at: 'text?',
  archived_at: 'text?',
  is_draft: 'boolean',
  is_epic: 'boolean',
  type_id: 'text?',
  label_ids: 'strings',
  assignee_ids: 'strings',
  module_ids: 'strings',
  cycle_id: 'text?',
  sub_issues_count: 'integer',
  attachment_count: 'integer',
  link_count: 'integer',
  is_subscribed: 'boolean',
  shop: 'text?',
  shops: 'strings',
  customer: 'text?',
  customers: 'strings',
  budget_source: 'text?',
  budget_source_display: 'text?',
  budget_source_options: 'strings',
  is_revision: 'boolean',
  created_at: 'text',
  updated_at: 'text',
  created_by: 'text?',
  updated_by: 'text?',
} as const satisfies { [K in keyof WorkItem]-?: KindOf<WorkItem[K]> };

export type IssueField = keyof typeof ISSUE_COLUMNS;
export const ISSUE_FIELDS = Object.keys(ISSUE_COLUMNS) as IssueField[];

/**
 * Columns beside the wire fields: the priority's sort proxy (spec §3: none 0 … urgent 4), the
 * description when the sync asked for it, and is_local_update (1: written by an optimistic local
 * change, which must not advance the last sync time; null: as the server sent it).
 */
const EXTRA_ISSUE_COLUMNS = ['priority_proxy', 'description_html', 'is_local_update'];

/** Every column of `issues`, in insert order. */
export const ALL_ISSUE_COLUMNS: readonly string[] = [...ISSUE_FIELDS, ...EXTRA_ISSUE_COLUMNS];

const SQL_TYPES: Record<ColumnKind, string> = {
  text: 'text',
  'text?': 'text',
  priority: 'text',
  integer: 'integer',
  real: 'real',
  boolean: 'integer',
  strings: 'text',
};

export const ISSUE_COLUMN_DDL = [
  ...ISSUE_FIELDS.map((field) =>
    field === 'id' ? 'id text primary key' : `${field} ${SQL_TYPES[ISSUE_COLUMNS[field]]}`,
  ),
  'priority_proxy integer',
  'description_html text',
  'is_local_update integer',
].join(', ');

/** The many-valued fields kept one value a row in `issue_meta`, for filters and groupings. */
export const META_FIELDS = ['label_ids', 'assignee_ids', 'module_ids'] as const;
export type MetaField = (typeof META_FIELDS)[number];

function encode(kind: ColumnKind, value: unknown): SqlValue {
  if (value === null || value === undefined) return null;
  if (kind === 'boolean') return value === true ? 1 : 0;
  if (kind === 'strings') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'string') return value;
  throw new TypeError(`Unexpected ${typeof value} in a work item column`);
}

/** A work item as the bound values of one `issues` row, in ALL_ISSUE_COLUMNS order. */
export function issueRowValues(item: CachedWorkItem, local: boolean): SqlValue[] {
  return [
    ...ISSUE_FIELDS.map((field) => encode(ISSUE_COLUMNS[field], item[field])),
    PRIORITY_PROXY[item.priority],
    item.description_html ?? null,
    local ? 1 : null,
  ];
}

/**
 * The SQL of one row as a JSON object of the wire fields (`issues` as `i`; `overrides` replace a
 * field's expression). Reading one JSON text a row is many times cheaper in sqlite-wasm than
 * reading dozens of columns one call each.
 */
export function issueJsonObject(overrides: Partial<Record<IssueField, string>> = {}): string {
  const pairs = ISSUE_FIELDS.map((field) => {
    const column = overrides[field] ?? `i.${field}`;
    return `'${field}', ${ISSUE_COLUMNS[field] === 'strings' ? `json(${column})` : column}`;
  });
  return `json_object(${pairs.join(', ')})`;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function checked(field: IssueField, value: unknown): unknown {
  const kind = ISSUE_COLUMNS[field];
  const ok =
    kind === 'text'
      ? typeof value === 'string'
      : kind === 'text?'
        ? value === null || typeof value === 'string'
        : kind === 'priority'
          ? (PRIORITIES as readonly unknown[]).includes(value)
          : kind === 'integer' || kind === 'real'
            ? typeof value === 'number'
            : kind === 'boolean'
              ? value === 0 || value === 1
              : isStringList(value);
  if (!ok) throw new TypeError(`Cached work item has an invalid ${field}`);
  return kind === 'boolean' ? value === 1 : value;
}

/**
 * A row read as issueJsonObject back as a work item, each field checked against its kind (a
 * corrupt row throws rather than reaching a screen).
 */
export function workItemFromJson(row: unknown): WorkItem {
  if (typeof row !== 'object' || row === null) throw new TypeError('Cached work item is no object');
  const source = row as Record<string, unknown>;
  const item: Partial<Record<IssueField, unknown>> = {};
  for (const field of ISSUE_FIELDS) item[field] = checked(field, source[field]);
  // Every field of WorkItem was checked against its kind, which the compiler ties to WorkItem.
  return item as WorkItem;
}
