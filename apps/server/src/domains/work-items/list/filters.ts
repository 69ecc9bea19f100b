import {
  AppError,
  type DateBound,
  FilterError,
  type RichFilterNode,
  type WorkItemListQuery,
  NONE_FILTER_TOKEN,
  parseDateTerms,
  parseRichFilters,
  parseValueList,
  richFilterFields,
} from '@keel/core';
import { type SQL, and, not, or, sql } from 'drizzle-orm';
import {
  FILTER_FIELDS,
  type FilterField,
  RICH_FIELD_KINDS,
  RICH_FILTER_FIELDS,
  isValidFilterValue,
  sqlList,
} from './fields';
import { type ProjectVisibility, workItemsInVisibleProjects } from '#server/permissions';

/**
 * Which items a list may show at all: the projects read, and for each whether the caller sees only
 * the items they created (guests of a project with guest_view_all_features off).
 */
export interface ListScope extends ProjectVisibility {
  /** True for the caller's own drafts instead of the live items (workspace `draft-issues/`). */
  drafts?: boolean;
  /** True for the archived items instead of the live ones (project `archived-issues/`). */
  archived?: boolean;
  /** Only the items of this cycle (the cycle's `cycle-issues/` list). */
  cycleId?: string;
  /** Only the items of this module (the module's `issues/` list). */
  moduleId?: string;
  /**
   * A saved view's own filters (its `views/{id}/issues/` list): its legacy flat filters as list
   * parameters and its rich filter tree as JSON, applied together with the request's.
   */
  view?: { query: WorkItemListQuery; filters: string | undefined };
}

/** The cycle or module a list is the list of, as conditions. */
function containerConditions(scope: ListScope): SQL[] {
  const conditions: SQL[] = [];
  if (scope.cycleId !== undefined) conditions.push(sql`wi.cycle_id = ${scope.cycleId}::uuid`);
  if (scope.moduleId !== undefined)
    conditions.push(sql`exists (select 1 from module_work_items cm
      where cm.work_item_id = wi.id and cm.module_id = ${scope.moduleId}::uuid)`);
  return conditions;
}

const TRUE = sql`true`;

/** Plane's legacy `type` parameter: the state groups each value keeps; other values filter nothing. */
const TYPE_GROUPS: Partial<Record<string, readonly string[]>> = {
  backlog: ['backlog'],
  active: ['unstarted', 'started'],
};

function dateColumn(field: FilterField): SQL {
  const column = field.column ?? sql`null`;
  return field.kind === 'timestamp' ? sql`(${column} at time zone 'UTC')::date` : column;
}

function dateCondition(field: FilterField, bound: DateBound): SQL {
  const column = dateColumn(field);
  const day = sql`${bound.date}::date`;
  if (bound.op === 'gte') return sql`${column} >= ${day}`;
  if (bound.op === 'lte') return sql`${column} <= ${day}`;
  return sql`${column} = ${day}`;
}

/** Items matching any of the values, or an empty relation for `None` (legacy and rich alike). */
function anyOfCondition(field: FilterField, values: readonly string[], hasNone: boolean): SQL {
  const parts: SQL[] = [];
  if (values.length > 0 && field.anyOf) parts.push(field.anyOf(values));
  if (hasNone && field.none) parts.push(field.none);
  return or(...parts) ?? TRUE;
}

/**
 * Conditions of Plane's legacy flat parameters. Comma-separated values, `None` for an empty
 * relation, invalid values and unreadable dates ignored; a parameter left with nothing usable
 * filters nothing.
 */
export function legacyConditions(query: WorkItemListQuery, today: string): SQL[] {
  const conditions: SQL[] = [];
  const params = query as Record<string, string | undefined>;
  for (const field of Object.values(FILTER_FIELDS as Record<string, FilterField>)) {
    const raw = field.legacy === undefined ? undefined : params[field.legacy];
    if (raw === undefined || raw === '') continue;
    if (field.kind === 'date' || field.kind === 'timestamp') {
      // `None` asks for items without the date: the calendar's unscheduled items, the "None"
      // group of a grouping by target date.
      if (raw.trim() === NONE_FILTER_TOKEN) conditions.push(sql`${dateColumn(field)} is null`);
      else
        conditions.push(...parseDateTerms(raw, today).map((bound) => dateCondition(field, bound)));
    } else if (field.kind !== 'boolean') {
      const { values, hasNone } = parseValueList(raw, (value) =>
        isValidFilterValue(field.kind, value),
      );
      const usable = hasNone && field.none !== undefined;
      if (values.length > 0 || usable) conditions.push(anyOfCondition(field, values, usable));
    }
  }
  if (query.sub_issue === 'false') conditions.push(sql`wi.parent_id is null`);
  const groups = query.type === undefined ? undefined : TYPE_GROUPS[query.type];
  if (groups)
    conditions.push(
      sql`exists (select 1 from states ts where ts.id = wi.state_id and ts."group" in (${sqlList(groups)}))`,
    );
  if (query.start_target_date === 'true')
    conditions.push(sql`wi.start_date is not null and wi.target_date is not null`);
  if (query.name !== undefined && query.name.trim() !== '') {
    const pattern = `%${query.name.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(sql`wi.name ilike ${pattern}`);
  }
  if (query.updated_at__gt !== undefined) {
    const since = new Date(query.updated_at__gt);
    if (!Number.isNaN(since.getTime())) conditions.push(sql`wi.updated_at > ${since}`);
  }
  return conditions;
}

function leafCondition(node: Extract<RichFilterNode, { kind: 'leaf' }>): SQL {
  const field = RICH_FILTER_FIELDS.get(node.field);
  if (!field) throw new AppError('VALIDATION_ERROR', { field: 'filters' });
  if (field.kind === 'boolean') {
    return sql`${field.column ?? TRUE} = ${node.values[0] === 'true'}`;
  }
  if (field.kind === 'date' || field.kind === 'timestamp') {
    const column = dateColumn(field);
    const [from = '', to = ''] = node.values;
    return node.lookup === 'range'
      ? sql`${column} between ${from}::date and ${to}::date`
      : sql`${column} = ${from}::date`;
  }
  return anyOfCondition(field, node.values, false);
}

function richCondition(node: RichFilterNode): SQL {
  switch (node.kind) {
    case 'leaf':
      return leafCondition(node);
    case 'not':
      return not(richCondition(node.child));
    case 'and':
      return and(...node.children.map(richCondition)) ?? TRUE;
    case 'or':
      return or(...node.children.map(richCondition)) ?? sql`false`;
  }
}

/** The rich `filters` parameter as one condition, and whether it asks about archived items. */
export function richConditions(raw: string | undefined): {
  condition: SQL | undefined;
  mentionsArchived: boolean;
} {
  if (raw === undefined || raw.trim() === '')
    return { condition: undefined, mentionsArchived: false };
  let tree: RichFilterNode;
  try {
    tree = parseRichFilters(raw, RICH_FIELD_KINDS);
  } catch (error) {
    if (error instanceof FilterError)
      throw new AppError('VALIDATION_ERROR', {
        message: `filters: ${error.message}`,
        field: 'filters',
      });
    throw error;
  }
  return {
    condition: richCondition(tree),
    mentionsArchived: richFilterFields(tree).has('is_archived'),
  };
}

function archivedCondition(scope: ListScope, includeArchived: boolean): SQL[] {
  if (scope.archived === true) return [sql`wi.archived_at is not null`];
  return includeArchived ? [] : [sql`wi.archived_at is null`];
}

/**
 * What every list hides (Plane's issue_objects manager): deleted items, drafts (or, for the
 * drafts list, everything but the caller's own drafts), items in triage states and, unless the
 * filters ask about them, archived items (the archived list shows only those). The literal
 * conditions match the predicate of the list indexes, so the planner can use them.
 */
export function scopeConditions(scope: ListScope, includeArchived: boolean): SQL[] {
  const allProjects = [...scope.fullProjectIds, ...scope.ownProjectIds];
  return [
    workItemsInVisibleProjects(scope, {
      projectId: sql`wi.project_id`,
      creatorId: sql`wi.created_by_id`,
    }),
    sql`wi.deleted_at is null`,
    scope.drafts === true
      ? sql`(wi.is_draft = true and wi.created_by_id = ${scope.userId})`
      : sql`wi.is_draft = false`,
    ...archivedCondition(scope, includeArchived),
    ...containerConditions(scope),
    allProjects.length === 0
      ? TRUE
      : sql`(wi.state_id is null or wi.state_id not in (select ts.id from states ts
          where ts.project_id in (${sqlList(allProjects)}) and ts.is_triage))`,
  ];
}
