/**
 * The shared table of list requests that the server's list and the cache's (listLocally) must
 * answer identically (issue 21: one implementation of the list semantics, checked by running the
 * same queries against both). apps/server's local-cache-parity.test.ts seeds a project (the list
 * tests' world plus cycles, modules, estimates, links, attachments and more items), syncs it into
 * an in-memory sqlite-wasm cache and compares the two answers for every case here.
 */

/** The seeded ids a case refers to, by the names the parity world gives them. */
export interface ListCaseWorld {
  projectId: string;
  /** Backlog, Todo, In Progress, Done, Cancelled. */
  state: Readonly<Record<string, string>>;
  /** Alpha, Beta. */
  label: Readonly<Record<string, string>>;
  /** A, B, empty (no items), archived (items still in it). */
  cycle: Readonly<Record<string, string>>;
  /** zeta, core, attic (archived), deleted. */
  module: Readonly<Record<string, string>>;
  /** one, two, three (keys 1, 2, 3). */
  estimatePoint: Readonly<Record<string, string>>;
  user: Readonly<Record<'admin' | 'member' | 'guest', string>>;
  /** i1…i7 (the list tests' items) and p1…p18. */
  item: Readonly<Record<string, string>>;
}

export type ListCaseViewer = 'member' | 'guest';

export interface ListCase {
  name: string;
  /** Who lists: a project member (default) or a guest who sees only the items they created. */
  viewer?: ListCaseViewer;
  /** Follow next_cursor to the last page, every page compared. */
  walk?: boolean;
  params: (world: ListCaseWorld) => Record<string, string>;
}

/** An id from a world map; a missing name is a mistake in this table. */
function pick(map: Readonly<Record<string, string>>, name: string): string {
  const id = map[name];
  if (id === undefined) throw new Error(`list case world has no ${name}`);
  return id;
}

const rich = (filters: object) => ({ filters: JSON.stringify(filters) });
const nested = (depth: number): object =>
  depth === 1 ? { priority: 'none' } : { and: [nested(depth - 1)] };

/** Every group_by the server knows (GROUP_FIELDS); the parity test checks the list is complete. */
export const LIST_CASE_GROUP_BY = [
  'state_id',
  'state__group',
  'priority',
  'labels__id',
  'assignees__id',
  'cycle_id',
  'issue_module__module_id',
  'created_by',
  'target_date',
  'project_id',
] as const;

/** Every order_by the server knows (ORDER_FIELDS); the parity test checks the list is complete. */
export const LIST_CASE_ORDER_BY = [
  'created_at',
  'updated_at',
  'archived_at',
  'sequence_id',
  'priority',
  'sort_order',
  'state__name',
  'assignees__first_name',
  'labels__name',
  'cycle__name',
  'issue_cycle__cycle__name',
  'issue_module__module__name',
  'target_date',
  'start_date',
  'estimate_point__key',
  'link_count',
  'attachment_count',
  'sub_issues_count',
] as const;

type Params = ListCase['params'];

const legacyFilters: [string, Params][] = [
  ['no filter', () => ({})],
  ['priority', () => ({ priority: 'urgent,high' })],
  ['unknown priority ignored', () => ({ priority: 'critical' })],
  ['state with an invalid id', (w) => ({ state: `${pick(w.state, 'Todo')},not-a-uuid` })],
  ['state invalid only: ignored', () => ({ state: 'not-a-uuid' })],
  ['state None', () => ({ state: 'None' })],
  ['state_group', () => ({ state_group: 'completed,cancelled' })],
  ['assignees', (w) => ({ assignees: w.user.member })],
  ['assignees None', () => ({ assignees: 'None' })],
  ['assignees with None', (w) => ({ assignees: `${w.user.admin},None` })],
  ['labels', (w) => ({ labels: pick(w.label, 'Beta') })],
  ['labels None', () => ({ labels: 'None' })],
  ['labels, two', (w) => ({ labels: `${pick(w.label, 'Alpha')},${pick(w.label, 'Beta')}` })],
  ['created_by', (w) => ({ created_by: w.user.guest })],
  ['created_by None', () => ({ created_by: 'None' })],
  ['project', (w) => ({ project: w.projectId })],
  ['parent', (w) => ({ parent: pick(w.item, 'i1') })],
  ['parent None', () => ({ parent: 'None' })],
  ['issue_type None', () => ({ issue_type: 'None' })],
  ['estimate_point', (w) => ({ estimate_point: pick(w.estimatePoint, 'two') })],
  ['estimate_point None', () => ({ estimate_point: 'None' })],
  ['cycle', (w) => ({ cycle: pick(w.cycle, 'B') })],
  ['cycle with None', (w) => ({ cycle: `${pick(w.cycle, 'A')},None` })],
  ['cycle archived', (w) => ({ cycle: pick(w.cycle, 'archived') })],
  ['module', (w) => ({ module: pick(w.module, 'zeta') })],
  ['module None: in no live module', () => ({ module: 'None' })],
  ['module archived', (w) => ({ module: pick(w.module, 'attic') })],
  ['module deleted: none', (w) => ({ module: pick(w.module, 'deleted') })],
  ['date after', () => ({ target_date: '2025-01-31;after' })],
  ['date range', () => ({ target_date: '2025-01-01;after,2025-01-31;before' })],
  ['bare date', () => ({ start_date: '2025-01-05' })],
  ['relative weeks from now', () => ({ target_date: '2_weeks;after;fromnow' })],
  ['relative months from now', () => ({ target_date: '1_months;before;fromnow' })],
  ['relative weeks ago', () => ({ target_date: '1_weeks;after;ago' })],
  ['target_date None', () => ({ target_date: 'None' })],
  ['start_date None', () => ({ start_date: 'None' })],
  ['unparseable date ignored', () => ({ target_date: 'someday;after' })],
  ['completed_at', () => ({ completed_at: '2025-05-01;after' })],
  ['completed_at None', () => ({ completed_at: 'None' })],
  ['created_at after', () => ({ created_at: '2025-06-01;after' })],
  ['created_at on', () => ({ created_at: '2025-06-01' })],
  ['sub_issue=false', () => ({ sub_issue: 'false' })],
  ['type=backlog', () => ({ type: 'backlog' })],
  ['type=active', () => ({ type: 'active' })],
  ['unknown type ignored', () => ({ type: 'someday' })],
  ['start_target_date', () => ({ start_target_date: 'true' })],
  ['name, any case', () => ({ name: 'LOGIN' })],
  ['name with a % sign', () => ({ name: '%' })],
  ['name with an underscore', () => ({ name: 'e_c' })],
  ['name of spaces only: ignored', () => ({ name: '   ' })],
  ['updated_at__gt', () => ({ updated_at__gt: '2025-06-01T08:01:30.000Z' })],
  ['updated_at__gt unreadable: ignored', () => ({ updated_at__gt: 'yesterday' })],
  [
    'several together',
    (w) => ({ state_group: 'backlog,unstarted', assignees: w.user.admin, sub_issue: 'false' }),
  ],
];

const richFilters: [string, Params][] = [
  ['rich state_id__in', (w) => rich({ state_id__in: [pick(w.state, 'Todo')] })],
  ['rich state_group__in', () => rich({ state_group__in: 'completed' })],
  ['rich state_group triage: none shown', () => rich({ state_group: 'triage' })],
  ['rich label_id__in', (w) => rich({ label_id__in: pick(w.label, 'Alpha') })],
  ['rich assignee_id__in', (w) => rich({ assignee_id__in: [w.user.member] })],
  ['rich created_by_id__in', (w) => rich({ created_by_id__in: w.user.guest })],
  ['rich priority__in', () => rich({ priority__in: 'urgent,high' })],
  ['rich priority exact', () => rich({ priority: 'none' })],
  ['rich project_id__in', (w) => rich({ project_id__in: [w.projectId] })],
  ['rich cycle_id__in', (w) => rich({ cycle_id__in: [pick(w.cycle, 'A')] })],
  ['rich module_id', (w) => rich({ module_id: pick(w.module, 'core') })],
  ['rich target_date__range', () => rich({ target_date__range: '2025-01-01,2025-03-31' })],
  ['rich start_date__exact', () => rich({ start_date__exact: '2025-01-05' })],
  ['rich created_at__range', () => rich({ created_at__range: '2025-06-01,2025-06-01' })],
  ['rich updated_at__range', () => rich({ updated_at__range: '2000-01-01,2000-01-02' })],
  ['rich is_draft true', () => rich({ is_draft: true })],
  ['rich is_draft false', () => rich({ is_draft: 'false' })],
  [
    'rich or / not',
    () =>
      rich({
        or: [{ priority: 'urgent' }, { not: { state_group__in: 'backlog,unstarted,started' } }],
      }),
  ],
  ['rich not keeps no nulls', (w) => rich({ not: { cycle_id__in: [pick(w.cycle, 'A')] } })],
  ['rich not date range', () => rich({ not: { target_date__range: '2025-01-01,2025-01-31' } })],
  [
    'rich and',
    (w) => rich({ and: [{ label_id__in: pick(w.label, 'Alpha') }, { assignee_id: w.user.admin }] }),
  ],
  ['rich empty object', () => rich({})],
  ['rich empty or: nothing', () => rich({ or: [] })],
  ['rich empty and: everything', () => rich({ and: [] })],
  ['rich depth 5', () => rich(nested(5))],
  ['rich two fields in one object', () => rich({ priority: 'none', state_group: 'backlog' })],
  [
    'both grammars together',
    (w) => ({ priority: 'urgent,high', ...rich({ label_id__in: pick(w.label, 'Beta') }) }),
  ],
];

const groupings: [string, Params][] = [
  ...LIST_CASE_GROUP_BY.map((groupBy): [string, Params] => [
    `group_by ${groupBy}`,
    () => ({ group_by: groupBy }),
  ]),
  ['group_by state_id with a filter', () => ({ group_by: 'state_id', priority: 'none,low' })],
  ['group_by labels__id, labels None', () => ({ group_by: 'labels__id', labels: 'None' })],
  ['group_by assignees__id, ordered', () => ({ group_by: 'assignees__id', order_by: 'priority' })],
  ['group_by cycle_id, nothing matches', () => ({ group_by: 'cycle_id', name: 'no-such-name' })],
  ['group_by with expand', () => ({ group_by: 'priority', expand: 'issue_relation' })],
  ['layout is ignored', () => ({ layout: 'list', group_by: 'state__group' })],
  ...LIST_CASE_GROUP_BY.flatMap((groupBy) =>
    LIST_CASE_GROUP_BY.filter((sub) => sub !== groupBy).map((sub): [string, Params] => [
      `group_by ${groupBy}, sub_group_by ${sub}`,
      () => ({ group_by: groupBy, sub_group_by: sub, order_by: 'sort_order' }),
    ]),
  ),
];

const orderings: [string, Params][] = [
  ...LIST_CASE_ORDER_BY.flatMap((orderBy) =>
    [orderBy, `-${orderBy}`].map((value): [string, Params] => [
      `order_by ${value}`,
      () => ({ order_by: value }),
    ]),
  ),
  ['order_by empty: -created_at', () => ({ order_by: '' })],
  ['order_by -labels__name grouped', () => ({ order_by: '-labels__name', group_by: 'priority' })],
  [
    'order_by estimate_point__key grouped by module',
    () => ({ order_by: 'estimate_point__key', group_by: 'issue_module__module_id' }),
  ],
];

const pagings: ListCase[] = [
  {
    name: 'walk ungrouped, 4 a page',
    walk: true,
    params: () => ({ order_by: 'sort_order', cursor: '4:0:0' }),
  },
  {
    name: 'walk grouped by priority, 2 a page',
    walk: true,
    params: () => ({ group_by: 'priority', order_by: '-created_at', cursor: '2:0:0' }),
  },
  {
    name: 'walk grouped by labels, 1 a page',
    walk: true,
    params: () => ({ group_by: 'labels__id', cursor: '1:0:0' }),
  },
  {
    name: 'walk sub-grouped, 1 a page',
    walk: true,
    params: () => ({
      group_by: 'state__group',
      sub_group_by: 'assignees__id',
      order_by: '-target_date',
      cursor: '1:0:0',
    }),
  },
  {
    name: 'walk filtered by cycle, grouped by module, 3 a page',
    walk: true,
    params: (w) => ({
      group_by: 'issue_module__module_id',
      cycle: `${pick(w.cycle, 'B')},None`,
      cursor: '3:0:0',
    }),
  },
  { name: 'per_page without a cursor', params: () => ({ per_page: '5' }) },
  { name: 'cursor wins over per_page', params: () => ({ per_page: '5', cursor: '3:1:0' }) },
  { name: 'a page past the end', params: () => ({ cursor: '5:10:0' }) },
  { name: 'a previous-page cursor', params: () => ({ cursor: '3:1:1', group_by: 'priority' }) },
];

const guests: ListCase[] = [
  { name: 'guest: own items only', viewer: 'guest', params: () => ({}) },
  { name: 'guest: grouped by state', viewer: 'guest', params: () => ({ group_by: 'state_id' }) },
  {
    name: 'guest: grouped by creator',
    viewer: 'guest',
    params: () => ({ group_by: 'created_by', order_by: 'priority' }),
  },
  { name: 'guest: filtered', viewer: 'guest', params: () => ({ priority: 'none,low' }) },
  {
    name: 'guest: walk, 2 a page',
    viewer: 'guest',
    walk: true,
    params: () => ({ order_by: 'sequence_id', cursor: '2:0:0' }),
  },
];

/** Requests the cache answers; each must equal the server's answer. */
export const LOCAL_LIST_CASES: readonly ListCase[] = [
  ...[...legacyFilters, ...richFilters, ...groupings, ...orderings].map(
    ([name, params]): ListCase => ({ name, params }),
  ),
  ...pagings,
  ...guests,
];

/**
 * Requests the cache leaves to the server (canListLocally false): filters on what it does not
 * keep, parameters it does not implement, and requests the server refuses.
 */
export const SERVER_ONLY_LIST_CASES: readonly { name: string; params: Params }[] = [
  { name: 'mentions filter', params: (w) => ({ mentions: w.user.member }) },
  { name: 'subscriber filter', params: (w) => ({ subscriber: w.user.member }) },
  { name: 'rich mention_id', params: (w) => rich({ mention_id__in: w.user.member }) },
  { name: 'rich subscriber_id', params: (w) => rich({ subscriber_id: w.user.member }) },
  { name: 'rich is_archived', params: () => rich({ is_archived: true }) },
  { name: 'rich not is_archived', params: () => rich({ not: { is_archived: false } }) },
  { name: 'expand without group_by', params: () => ({ expand: 'issue_relation' }) },
  { name: 'an unknown parameter', params: () => ({ colour: 'red' }) },
  { name: 'a name beyond ASCII', params: () => ({ name: 'é' }) },
  { name: 'unknown order_by', params: () => ({ order_by: '-colour' }) },
  { name: 'unknown group_by', params: () => ({ group_by: 'colour' }) },
  { name: 'sub_group_by alone', params: () => ({ sub_group_by: 'priority' }) },
  { name: 'same group twice', params: () => ({ group_by: 'priority', sub_group_by: 'priority' }) },
  { name: 'per_page 0', params: () => ({ per_page: '0' }) },
  { name: 'cursor too large', params: () => ({ cursor: '1001:0:0' }) },
  { name: 'cursor unreadable', params: () => ({ cursor: 'abc' }) },
  { name: 'filters not JSON', params: () => ({ filters: '{' }) },
  { name: 'unknown rich field', params: () => rich({ sprint_id__in: 'x' }) },
];
