import { PRIORITIES, STATE_GROUPS } from '../constants';
import type { RichFieldKind } from '../work-item-filters';
import { isUuid } from '../workspaces-wire';
import type { MetaField } from './issue-columns';
import { type SqlFragment, raw, sql, sqlList } from './sql';

/**
 * The cache's list vocabulary, entry for entry the server's (apps/server/src/domains/work-items/
 * list/fields.ts) over the cache's tables: every filter, grouping and ordering key as one
 * declarative entry. Fragments refer to the work item as `i`. The parity test
 * (local-cache-parity.test.ts) checks that both registries have the same keys and that both
 * answer every case of list-cases.ts alike.
 */

/** How a filter's values are checked before they reach SQL. */
type FilterValueKind = 'id' | 'priority' | 'state_group' | 'date' | 'timestamp' | 'boolean';

/**
 * A filterable property. `anyOf` matches items whose property takes one of the values (for
 * relations: has one of them); `none` matches items where it is empty (Plane's `None` token);
 * date kinds compare `column` with days. `serverOnly` properties are not in the cache (mentions
 * and subscribers are not synced, archived items are dropped): a list using them is the server's.
 */
export interface LocalFilterField {
  kind: FilterValueKind;
  legacy?: string;
  rich?: string;
  anyOf?: (values: readonly string[]) => SqlFragment;
  none?: SqlFragment;
  column?: SqlFragment;
  serverOnly?: true;
}

/** Items with one of `values` among a many-valued field, and items with none. */
function meta(key: MetaField): Pick<LocalFilterField, 'anyOf' | 'none'> {
  return {
    anyOf: (values) => sql`exists (select 1 from issue_meta rel where rel.issue_id = i.id
      and rel.key = ${key} and rel.value in (${sqlList(values)}))`,
    none: sql`not exists (select 1 from issue_meta rel where rel.issue_id = i.id
      and rel.key = ${key})`,
  };
}

/** A column of the work item compared with the values, null meaning "none". */
function column(name: string): Pick<LocalFilterField, 'anyOf' | 'none'> {
  const col = raw(`i.${name}`);
  return { anyOf: (values) => sql`${col} in (${sqlList(values)})`, none: sql`${col} is null` };
}

export const LOCAL_FILTER_FIELDS = {
  state: { kind: 'id', legacy: 'state', rich: 'state_id', ...column('state_id') },
  state_group: {
    kind: 'state_group',
    legacy: 'state_group',
    rich: 'state_group',
    anyOf: (values) =>
      sql`exists (select 1 from states fs where fs.id = i.state_id and fs."group" in (${sqlList(values)}))`,
  },
  priority: {
    kind: 'priority',
    legacy: 'priority',
    rich: 'priority',
    anyOf: (values) => sql`i.priority in (${sqlList(values)})`,
  },
  labels: { kind: 'id', legacy: 'labels', rich: 'label_id', ...meta('label_ids') },
  assignees: { kind: 'id', legacy: 'assignees', rich: 'assignee_id', ...meta('assignee_ids') },
  mentions: { kind: 'id', legacy: 'mentions', rich: 'mention_id', serverOnly: true },
  subscriber: { kind: 'id', legacy: 'subscriber', rich: 'subscriber_id', serverOnly: true },
  cycle: { kind: 'id', legacy: 'cycle', rich: 'cycle_id', ...column('cycle_id') },
  /**
   * module_ids lists live modules only (as the server's filter reads them), and deleting a module
   * takes its items out of it (their change reaches the cache), so the values are read as cached.
   */
  module: { kind: 'id', legacy: 'module', rich: 'module_id', ...meta('module_ids') },
  created_by: { kind: 'id', legacy: 'created_by', rich: 'created_by_id', ...column('created_by') },
  project: { kind: 'id', legacy: 'project', rich: 'project_id', ...column('project_id') },
  parent: { kind: 'id', legacy: 'parent', ...column('parent_id') },
  issue_type: { kind: 'id', legacy: 'issue_type', ...column('type_id') },
  estimate_point: { kind: 'id', legacy: 'estimate_point', ...column('estimate_point') },
  start_date: {
    kind: 'date',
    legacy: 'start_date',
    rich: 'start_date',
    column: raw('i.start_date'),
  },
  target_date: {
    kind: 'date',
    legacy: 'target_date',
    rich: 'target_date',
    column: raw('i.target_date'),
  },
  created_at: {
    kind: 'timestamp',
    legacy: 'created_at',
    rich: 'created_at',
    column: raw('i.created_at'),
  },
  updated_at: { kind: 'timestamp', rich: 'updated_at', column: raw('i.updated_at') },
  completed_at: { kind: 'timestamp', legacy: 'completed_at', column: raw('i.completed_at') },
  is_draft: { kind: 'boolean', rich: 'is_draft', column: raw('i.is_draft') },
  is_archived: { kind: 'boolean', rich: 'is_archived', serverOnly: true },
} as const satisfies Record<string, LocalFilterField>;

const RICH_KINDS: Record<FilterValueKind, RichFieldKind> = {
  id: { type: 'id' },
  priority: { type: 'choice', choices: PRIORITIES },
  state_group: { type: 'choice', choices: STATE_GROUPS },
  date: { type: 'date' },
  timestamp: { type: 'date' },
  boolean: { type: 'boolean' },
};

const FILTER_LIST: readonly LocalFilterField[] = Object.values(LOCAL_FILTER_FIELDS);

/** Rich field name → the registry entry it filters on. */
export const LOCAL_RICH_FILTER_FIELDS: ReadonlyMap<string, LocalFilterField> = new Map(
  FILTER_LIST.flatMap((field) => (field.rich === undefined ? [] : [[field.rich, field] as const])),
);

/** What the core rich-filter parser needs to know of each field. */
export const LOCAL_RICH_FIELD_KINDS: Readonly<Record<string, RichFieldKind>> = Object.fromEntries(
  [...LOCAL_RICH_FILTER_FIELDS].map(([name, field]) => [name, RICH_KINDS[field.kind]]),
);

/** Every filter entry, for the legacy parameters. */
export const LOCAL_FILTER_LIST = FILTER_LIST;

/** Whether a legacy or rich value is acceptable for a filter of this kind. */
export function isValidFilterValue(kind: FilterValueKind, value: string): boolean {
  switch (kind) {
    case 'id':
      return isUuid(value);
    case 'priority':
      return (PRIORITIES as readonly string[]).includes(value);
    case 'state_group':
      return (STATE_GROUPS as readonly string[]).includes(value);
    default:
      return true;
  }
}

/**
 * A grouping. `key` is the item's group id (null → the "None" group); many-valued groupings add
 * `join`, which yields one row per value, so an item with two labels sits in two groups. `known`
 * lists every value shown even when empty, in the server's order.
 */
export interface LocalGroupField {
  key: SqlFragment;
  join?: SqlFragment;
  known?: (projectId: string) => SqlFragment | readonly string[];
}

function metaJoin(alias: string, key: MetaField): SqlFragment {
  const table = raw(alias);
  return sql`left join issue_meta ${table} on ${table}.issue_id = i.id and ${table}.key = ${key}`;
}

export const LOCAL_GROUP_FIELDS = {
  state_id: {
    key: raw('i.state_id'),
    known: (projectId) =>
      sql`select id as key from states where scope = ${projectId} and project_id = ${projectId}
        and is_triage = 0 order by sequence, name`,
  },
  state__group: {
    key: raw(`(select gs."group" from states gs where gs.id = i.state_id limit 1)`),
    known: () => STATE_GROUPS.filter((group) => group !== 'triage'),
  },
  priority: { key: raw('i.priority'), known: () => PRIORITIES },
  labels__id: { key: raw('gl.value'), join: metaJoin('gl', 'label_ids') },
  assignees__id: { key: raw('ga.value'), join: metaJoin('ga', 'assignee_ids') },
  cycle_id: {
    key: raw('i.cycle_id'),
    known: (projectId) =>
      sql`select id as key from cycles where scope = ${projectId} and project_id = ${projectId}
        and archived_at is null order by name, id`,
  },
  issue_module__module_id: { key: raw('gm.value'), join: metaJoin('gm', 'module_ids') },
  created_by: {
    key: raw('i.created_by'),
    known: (projectId) =>
      sql`select distinct id as key from members where scope = ${projectId} and is_active = 1
        order by 1`,
  },
  target_date: { key: raw('i.target_date') },
  project_id: { key: raw('i.project_id'), known: (projectId) => [projectId] },
} as const satisfies Record<string, LocalGroupField>;

/**
 * An ordering: the expression sorted on and whether it can be null (nulls sort last in both
 * directions, as on the server).
 */
export interface LocalOrderField {
  expression: SqlFragment;
  nullable: boolean;
}

const cycleName: LocalOrderField = {
  expression: raw('(select oc.name from cycles oc where oc.id = i.cycle_id limit 1)'),
  nullable: true,
};

export const LOCAL_ORDER_FIELDS = {
  created_at: { expression: raw('i.created_at'), nullable: false },
  updated_at: { expression: raw('i.updated_at'), nullable: false },
  archived_at: { expression: raw('i.archived_at'), nullable: true },
  sequence_id: { expression: raw('i.sequence_id'), nullable: false },
  /** The priority's proxy (none 0 … urgent 4): ascending puts `none` first. */
  priority: { expression: raw('i.priority_proxy'), nullable: false },
  sort_order: { expression: raw('i.sort_order'), nullable: false },
  state__name: {
    expression: raw('(select os.name from states os where os.id = i.state_id limit 1)'),
    nullable: true,
  },
  /** Relations sort by their smallest value, in both directions (Plane). */
  assignees__first_name: {
    expression: raw(`(select min(u.first_name) from issue_meta oa join members u
      on u.id = oa.value where oa.issue_id = i.id and oa.key = 'assignee_ids')`),
    nullable: true,
  },
  labels__name: {
    expression: raw(`(select min(l.name) from issue_meta ol join labels l on l.id = ol.value
      where ol.issue_id = i.id and ol.key = 'label_ids')`),
    nullable: true,
  },
  cycle__name: cycleName,
  issue_cycle__cycle__name: cycleName,
  issue_module__module__name: {
    expression: raw(`(select min(m.name) from issue_meta om join modules m on m.id = om.value
      where om.issue_id = i.id and om.key = 'module_ids')`),
    nullable: true,
  },
  target_date: { expression: raw('i.target_date'), nullable: true },
  start_date: { expression: raw('i.start_date'), nullable: true },
  estimate_point__key: {
    expression: raw(
      '(select ep.key from estimate_points ep where ep.id = i.estimate_point limit 1)',
    ),
    nullable: true,
  },
  /** The counts as the server computed them when it sent the item. */
  link_count: { expression: raw('i.link_count'), nullable: false },
  attachment_count: { expression: raw('i.attachment_count'), nullable: false },
  sub_issues_count: { expression: raw('i.sub_issues_count'), nullable: false },
} as const satisfies Record<string, LocalOrderField>;
