import {
  type DisplayGroupBy,
  type GroupableWorkItem,
  groupMovePatch,
  sortOrderBetween,
  type UpdateWorkItemBody,
} from '@keel/core';
import { layoutsText } from '#web/domains/work-items/work-items-text';

/** One place on a board: a column, and its swimlane when the board is sub-grouped. */
export interface KanbanCell {
  group: string;
  /** The swimlane's key; null on a board without swimlanes. */
  subGroup: string | null;
}

export interface KanbanDropInput {
  item: GroupableWorkItem;
  from: KanbanCell;
  to: KanbanCell;
  /** The target cell's ids in the order shown, the dragged item included if it is there. */
  targetIds: readonly string[];
  /** The card dropped on; null when dropped on the column itself (its end). */
  overId: string | null;
  /** Whether the drop was on the lower half of `overId`, placing the item after it. */
  placeAfter: boolean;
  groupBy: DisplayGroupBy;
  subGroupBy: DisplayGroupBy | null;
  orderBy: string;
  sortOrderOf: (id: string) => number | undefined;
}

/** What a drop does: nothing, an update of the item, or a refusal the board explains. */
export type KanbanDropPlan =
  | { kind: 'none' }
  | { kind: 'update'; patch: UpdateWorkItemBody }
  | { kind: 'not-movable'; groupBy: DisplayGroupBy }
  | { kind: 'not-manual' };

/** The order in which cards sit when the user places them by hand (spec §9 "Manual"). */
export const MANUAL_ORDER = 'sort_order';

function sameCell(a: KanbanCell, b: KanbanCell): boolean {
  return a.group === b.group && a.subGroup === b.subGroup;
}

/**
 * Decides a drop (Plane's kanban): into another column or swimlane the item takes that group's
 * value, unless the grouping cannot be changed by a move (project, creator); its place among the
 * cards is kept only under manual order, as a sort_order between its new neighbours. Reordering
 * within a cell needs manual order, because any other order would put the card straight back.
 */
export function planKanbanDrop(input: KanbanDropInput): KanbanDropPlan {
  const { item, from, to, targetIds, overId } = input;
  if (overId === item.id) return { kind: 'none' };
  const rest = targetIds.filter((id) => id !== item.id);
  const overIndex = overId === null ? -1 : rest.indexOf(overId);
  const insertAt = overIndex < 0 ? rest.length : overIndex + (input.placeAfter ? 1 : 0);
  const isManual = input.orderBy === MANUAL_ORDER;
  const sortOrder = () => {
    const previous = rest[insertAt - 1];
    const next = rest[insertAt];
    return sortOrderBetween(
      previous === undefined ? null : (input.sortOrderOf(previous) ?? null),
      next === undefined ? null : (input.sortOrderOf(next) ?? null),
    );
  };

  if (sameCell(from, to)) {
    if (insertAt === targetIds.indexOf(item.id)) return { kind: 'none' };
    if (!isManual) return { kind: 'not-manual' };
    return { kind: 'update', patch: { sort_order: sortOrder() } };
  }

  const patch: UpdateWorkItemBody = {};
  if (from.group !== to.group) {
    const change = groupMovePatch(item, input.groupBy, from.group, to.group);
    if (change === null) return { kind: 'not-movable', groupBy: input.groupBy };
    Object.assign(patch, change);
  }
  if (input.subGroupBy !== null && from.subGroup !== null && to.subGroup !== null) {
    if (from.subGroup !== to.subGroup) {
      const change = groupMovePatch(item, input.subGroupBy, from.subGroup, to.subGroup);
      if (change === null) return { kind: 'not-movable', groupBy: input.subGroupBy };
      Object.assign(patch, change);
    }
  }
  if (isManual) patch.sort_order = sortOrder();
  return { kind: 'update', patch };
}

/** Groupings whose value a move between columns can change (the "Move to…" menu's condition). */
export function isMovableGrouping(groupBy: DisplayGroupBy | null): boolean {
  switch (groupBy) {
    case 'state':
    case 'priority':
    case 'labels':
    case 'assignees':
    case 'target_date':
      return true;
    default:
      return false;
  }
}

/** The key (under `kanban.notMovable.`) of the toast for each grouping. */
const GROUP_NOUNS = {
  state: 'state',
  priority: 'priority',
  labels: 'label',
  'state_detail.group': 'stateGroup',
  assignees: 'assignee',
  cycle: 'cycle',
  module: 'module',
  target_date: 'dueDate',
  project: 'project',
  team_project: 'project',
  created_by: 'creator',
} as const satisfies Readonly<Record<DisplayGroupBy, string>>;

/** The toast for a move the grouping does not allow. */
export function notMovableMessage(groupBy: DisplayGroupBy): string {
  return layoutsText(`kanban.notMovable.${GROUP_NOUNS[groupBy]}`);
}

/** The key (under `kanban.orderNames.`) of each order a board may be in. */
const ORDER_NAMES = {
  created_at: 'createdAt',
  updated_at: 'updatedAt',
  sequence_id: 'id',
  priority: 'priority',
  state__name: 'state',
  assignees__first_name: 'assignee',
  labels__name: 'label',
  issue_module__module__name: 'module',
  issue_cycle__cycle__name: 'cycle',
  target_date: 'dueDate',
  start_date: 'startDate',
  estimate_point__key: 'estimate',
  link_count: 'links',
  attachment_count: 'attachments',
  sub_issues_count: 'subWorkItems',
} as const;

function isOrderName(field: string): field is keyof typeof ORDER_NAMES {
  return Object.hasOwn(ORDER_NAMES, field);
}

/** The toast for a reorder on a board that is not in manual order. */
export function notManualMessage(orderBy: string): string {
  const field = orderBy.replace(/^-/, '');
  const order = isOrderName(field) ? layoutsText(`kanban.orderNames.${ORDER_NAMES[field]}`) : field;
  return layoutsText('kanban.notManual', { order });
}
