import {
  NONE_GROUP_KEY,
  PRIORITIES,
  PRIORITY_PROXY,
  type RichFieldKind,
  STATE_GROUPS,
  isUuid,
} from '@keel/core';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The list query's vocabulary: every filter, grouping and ordering key as one declarative entry.
 * SQL fragments refer to the work item as `wi`. A later domain (cycles, modules) adds its keys
 * here — a filter with its join, a grouping with its id expression and known values, an ordering
 * with its expression — and the query builder needs no change (cycles and modules did).
 */

/** A comma-separated SQL list of parameters, for `in (…)`. */
export function sqlList(values: readonly string[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

/** How a filter's values are checked before they reach SQL. */
type FilterValueKind = 'id' | 'priority' | 'state_group' | 'date' | 'timestamp' | 'boolean';

/**
 * A filterable property. `anyOf` matches items whose property takes one of the values (for
 * relations: has one of them); `none` matches items where it is empty (Plane's `None` token);
 * date kinds compare `column` with days.
 */
export interface FilterField {
  kind: FilterValueKind;
  /** Name of the legacy flat query parameter, if the property has one. */
  legacy?: string;
  /** Field name in the rich `filters` grammar (`label_id` for `label_id__in`), if any. */
  rich?: string;
  anyOf?: (values: readonly string[]) => SQL;
  none?: SQL;
  /** For date kinds: the column compared. */
  column?: SQL;
}

/** Items related through a join table to any of `values`, and items with no such relation. */
function relation(table: string, column: string): Pick<FilterField, 'anyOf' | 'none'> {
  const link = sql.raw(`${table} rel where rel.work_item_id = wi.id`);
  const col = sql.raw(`rel.${column}`);
  return {
    anyOf: (values) => sql`exists (select 1 from ${link} and ${col} in (${sqlList(values)}))`,
    none: sql`not exists (select 1 from ${link})`,
  };
}

/** A column of the work item compared with the values, null meaning "none". */
function column(name: string): Pick<FilterField, 'anyOf' | 'none'> {
  const col = sql.raw(`wi.${name}`);
  return { anyOf: (values) => sql`${col} in (${sqlList(values)})`, none: sql`${col} is null` };
}

export const FILTER_FIELDS = {
  state: { kind: 'id', legacy: 'state', rich: 'state_id', ...column('state_id') },
  state_group: {
    kind: 'state_group',
    legacy: 'state_group',
    rich: 'state_group',
    anyOf: (values) =>
      sql`exists (select 1 from states fs where fs.id = wi.state_id and fs."group" in (${sqlList(values)}))`,
  },
  priority: {
    kind: 'priority',
    legacy: 'priority',
    rich: 'priority',
    anyOf: (values) => sql`wi.priority in (${sqlList(values)})`,
  },
  labels: {
    kind: 'id',
    legacy: 'labels',
    rich: 'label_id',
    ...relation('work_item_labels', 'label_id'),
  },
  assignees: {
    kind: 'id',
    legacy: 'assignees',
    rich: 'assignee_id',
    ...relation('work_item_assignees', 'assignee_id'),
  },
  mentions: {
    kind: 'id',
    legacy: 'mentions',
    rich: 'mention_id',
    ...relation('work_item_mentions', 'mention_id'),
  },
  subscriber: {
    kind: 'id',
    legacy: 'subscriber',
    rich: 'subscriber_id',
    ...relation('work_item_subscribers', 'subscriber_id'),
  },
  /** The one cycle an item is in (a column); `None`: in no cycle. */
  cycle: { kind: 'id', legacy: 'cycle', rich: 'cycle_id', ...column('cycle_id') },
  /**
   * The live modules an item is in (its module_ids; a deleted module's former items are in it no
   * more); `None`: in no live module.
   */
  module: {
    kind: 'id',
    legacy: 'module',
    rich: 'module_id',
    anyOf: (values) =>
      sql`exists (select 1 from module_work_items rel join modules rm
        on rm.id = rel.module_id and rm.deleted_at is null where rel.work_item_id = wi.id
        and rel.module_id in (${sqlList(values)}))`,
    none: sql`not exists (select 1 from module_work_items rel join modules rm
      on rm.id = rel.module_id and rm.deleted_at is null where rel.work_item_id = wi.id)`,
  },
  created_by: {
    kind: 'id',
    legacy: 'created_by',
    rich: 'created_by_id',
    ...column('created_by_id'),
  },
  project: { kind: 'id', legacy: 'project', rich: 'project_id', ...column('project_id') },
  parent: { kind: 'id', legacy: 'parent', ...column('parent_id') },
  issue_type: { kind: 'id', legacy: 'issue_type', ...column('type_id') },
  estimate_point: { kind: 'id', legacy: 'estimate_point', ...column('estimate_point_id') },
  start_date: {
    kind: 'date',
    legacy: 'start_date',
    rich: 'start_date',
    column: sql`wi.start_date`,
  },
  target_date: {
    kind: 'date',
    legacy: 'target_date',
    rich: 'target_date',
    column: sql`wi.target_date`,
  },
  created_at: {
    kind: 'timestamp',
    legacy: 'created_at',
    rich: 'created_at',
    column: sql`wi.created_at`,
  },
  updated_at: { kind: 'timestamp', rich: 'updated_at', column: sql`wi.updated_at` },
  completed_at: { kind: 'timestamp', legacy: 'completed_at', column: sql`wi.completed_at` },
  is_draft: { kind: 'boolean', rich: 'is_draft', column: sql`wi.is_draft` },
  /** true selects archived items; when this filter is used, the list stops hiding them. */
  is_archived: { kind: 'boolean', rich: 'is_archived', column: sql`(wi.archived_at is not null)` },
} as const satisfies Record<string, FilterField>;

export type FilterName = keyof typeof FILTER_FIELDS;

const RICH_KINDS: Record<FilterValueKind, RichFieldKind> = {
  id: { type: 'id' },
  priority: { type: 'choice', choices: PRIORITIES },
  state_group: { type: 'choice', choices: STATE_GROUPS },
  date: { type: 'date' },
  timestamp: { type: 'date' },
  boolean: { type: 'boolean' },
};

/** Rich field name → the registry entry it filters on. */
export const RICH_FILTER_FIELDS: ReadonlyMap<string, FilterField> = new Map(
  Object.values(FILTER_FIELDS as Record<string, FilterField>).flatMap((field) =>
    field.rich === undefined ? [] : [[field.rich, field] as const],
  ),
);

/** What the core rich-filter parser needs to know of each field. */
export const RICH_FIELD_KINDS: Readonly<Record<string, RichFieldKind>> = Object.fromEntries(
  [...RICH_FILTER_FIELDS].map(([name, field]) => [name, RICH_KINDS[field.kind]]),
);

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

/** Which projects a list reads, for the groupings that list every known value. */
export interface GroupScope {
  projectIds: readonly string[];
}

/**
 * A grouping. `key` is the item's group id (null → the "None" group), grouped on as it is and
 * turned into text only once per group, which halves the cost of counting; many-to-many
 * groupings add `join`, which yields one row per related value, so an item with two labels sits
 * in two groups. `known` lists every value shown even when empty (scalar groupings, Plane).
 * `column` + `cast` let each group be paged by its own index scan (`column = value::cast`)
 * instead of numbering the rows of every group with a window function.
 */
export interface GroupField {
  key: SQL;
  join?: SQL;
  known?: (scope: GroupScope) => SQL | readonly string[];
  column?: SQL;
  cast?: 'uuid' | 'text';
}

function scopeList(scope: GroupScope): SQL {
  return sqlList(scope.projectIds);
}

export const GROUP_FIELDS = {
  state_id: {
    key: sql`wi.state_id`,
    column: sql`wi.state_id`,
    cast: 'uuid',
    known: (scope) =>
      sql`select id::text as key from states where project_id in (${scopeList(scope)})
        and deleted_at is null and not is_triage order by sequence, name`,
  },
  state__group: {
    key: sql`(select gs."group" from states gs where gs.id = wi.state_id)`,
    known: () => STATE_GROUPS.filter((group) => group !== 'triage'),
  },
  priority: {
    key: sql`wi.priority`,
    column: sql`wi.priority`,
    cast: 'text',
    known: () => PRIORITIES,
  },
  labels__id: {
    key: sql`gl.label_id`,
    join: sql`left join work_item_labels gl on gl.work_item_id = wi.id`,
  },
  assignees__id: {
    key: sql`ga.assignee_id`,
    join: sql`left join work_item_assignees ga on ga.work_item_id = wi.id`,
  },
  /** Every live, unarchived cycle of the projects is shown, empty ones too, then None. */
  cycle_id: {
    key: sql`wi.cycle_id`,
    column: sql`wi.cycle_id`,
    cast: 'uuid',
    known: (scope) =>
      sql`select id::text as key from cycles where project_id in (${scopeList(scope)})
        and deleted_at is null and archived_at is null order by name, id`,
  },
  /** Many-to-many, like labels: an item sits in the group of each live module it is in. */
  issue_module__module_id: {
    key: sql`gm.module_id`,
    join: sql`left join (module_work_items gm join modules gmm
      on gmm.id = gm.module_id and gmm.deleted_at is null) on gm.work_item_id = wi.id`,
  },
  created_by: {
    key: sql`wi.created_by_id`,
    known: (scope) =>
      sql`select distinct member_id::text as key from project_members
        where project_id in (${scopeList(scope)}) and is_active order by 1`,
  },
  target_date: { key: sql`wi.target_date` },
  project_id: {
    key: sql`wi.project_id`,
    column: sql`wi.project_id`,
    cast: 'uuid',
    known: (scope) => scope.projectIds,
  },
} as const satisfies Record<string, GroupField>;

export type GroupName = keyof typeof GROUP_FIELDS;

/** The response key of a group id: the id itself, or "None" for items without a value. */
export function groupKey(id: string | null): string {
  return id ?? NONE_GROUP_KEY;
}

/**
 * An ordering: the expression sorted on and whether it can be null (nulls sort last in both
 * directions; for never-null columns no NULLS clause is written, so the indexes still apply).
 */
export interface OrderField {
  expression: SQL;
  nullable: boolean;
}

const priorityRank = sql.raw(
  `case wi.priority ${PRIORITIES.map((p) => `when '${p}' then ${String(PRIORITY_PROXY[p])}`).join(' ')} end`,
);

/** The name of the item's cycle (its one cycle: no minimum to take). */
const cycleName: OrderField = {
  expression: sql`(select oc.name from cycles oc where oc.id = wi.cycle_id)`,
  nullable: true,
};

export const ORDER_FIELDS = {
  created_at: { expression: sql`wi.created_at`, nullable: false },
  updated_at: { expression: sql`wi.updated_at`, nullable: false },
  /** The archived list's default, `-archived_at` (latest archived first). */
  archived_at: { expression: sql`wi.archived_at`, nullable: true },
  sequence_id: { expression: sql`wi.sequence_id`, nullable: false },
  /** Ascending puts `none` first; `-priority` puts urgent first (Plane). */
  priority: { expression: priorityRank, nullable: false },
  sort_order: { expression: sql`wi.sort_order`, nullable: false },
  state__name: {
    expression: sql`(select os.name from states os where os.id = wi.state_id)`,
    nullable: true,
  },
  /** Relations sort by their smallest value, in both directions (Plane). */
  assignees__first_name: {
    expression: sql`(select min(u.first_name) from work_item_assignees oa
      join users u on u.id = oa.assignee_id where oa.work_item_id = wi.id)`,
    nullable: true,
  },
  labels__name: {
    expression: sql`(select min(l.name) from work_item_labels ol
      join labels l on l.id = ol.label_id and l.deleted_at is null where ol.work_item_id = wi.id)`,
    nullable: true,
  },
  cycle__name: cycleName,
  /** The same, as Plane's older spreadsheet names it. */
  issue_cycle__cycle__name: cycleName,
  issue_module__module__name: {
    expression: sql`(select min(m.name) from module_work_items om
      join modules m on m.id = om.module_id and m.deleted_at is null where om.work_item_id = wi.id)`,
    nullable: true,
  },
  target_date: { expression: sql`wi.target_date`, nullable: true },
  start_date: { expression: sql`wi.start_date`, nullable: true },
  estimate_point__key: {
    expression: sql`(select ep.key from estimate_points ep where ep.id = wi.estimate_point_id)`,
    nullable: true,
  },
  link_count: {
    expression: sql`(select count(*) from work_item_links ol
      where ol.work_item_id = wi.id and ol.deleted_at is null)`,
    nullable: false,
  },
  attachment_count: {
    expression: sql`(select count(*) from file_assets ofa
      where ofa.work_item_id = wi.id and ofa.entity_type = 'ISSUE_ATTACHMENT'
        and ofa.is_uploaded and ofa.deleted_at is null)`,
    nullable: false,
  },
  sub_issues_count: {
    expression: sql`(select count(*) from work_items oc
      where oc.parent_id = wi.id and oc.deleted_at is null)`,
    nullable: false,
  },
} as const satisfies Record<string, OrderField>;

export type OrderName = keyof typeof ORDER_FIELDS;
