import type { WorkItemRow, ActivityInsert } from './work-items.queries';
import type { Actor } from './actor';

/** What every activity row of one item written by the actor shares. */
export function activityBase(actor: Actor, itemId: string, now: Date) {
  return {
    workspace_id: actor.project.workspace_id,
    project_id: actor.project.id,
    work_item_id: itemId,
    actor_id: actor.userId,
    epoch: now.getTime() / 1000,
  };
}

/** The activity field a parent records its sub-items under. */
export const SUB_ITEM_FIELD = 'sub_issue';

/**
 * The rows a child's change of parent leaves on the parents themselves (Plane records it on the
 * child only, as `parent`): `sub_issue` removed on the old parent, added on the new one. The value
 * is what names the child (its IDENT-seq, or its id, named IDENT-seq when read); the identifiers
 * hold the child's id.
 */
export function subItemActivities(options: {
  base: ReturnType<typeof activityBase>;
  childId: string;
  childValue?: string;
  oldParentId: string | null;
  newParentId: string | null;
}): ActivityInsert[] {
  const { base, childId, oldParentId, newParentId } = options;
  const value = options.childValue ?? childId;
  if (oldParentId === newParentId) return [];
  const rows: ActivityInsert[] = [];
  if (oldParentId !== null)
    rows.push({
      ...base,
      work_item_id: oldParentId,
      verb: 'updated',
      field: SUB_ITEM_FIELD,
      old_value: value,
      old_identifier: childId,
      comment: 'removed the sub-work item',
    });
  if (newParentId !== null)
    rows.push({
      ...base,
      work_item_id: newParentId,
      verb: 'updated',
      field: SUB_ITEM_FIELD,
      new_value: value,
      new_identifier: childId,
      comment: 'added the sub-work item',
    });
  return rows;
}

/** A work item's values that changes are recorded for, as they were before and after a write. */
export interface TrackedValues {
  item: WorkItemRow;
  labelIds: string[];
  assigneeIds: string[];
}

/** Scalar fields and the activity field name Plane records them under. */
const SCALAR_FIELDS = [
  ['name', 'name'],
  ['description_html', 'description'],
  ['priority', 'priority'],
  ['state_id', 'state'],
  ['parent_id', 'parent'],
  ['estimate_point_id', 'estimate_point'],
  ['start_date', 'start_date'],
  ['target_date', 'target_date'],
  ['is_draft', 'is_draft'],
  ['shop_id', 'shop'],
  ['customer_id', 'customer'],
  ['budget_source', 'budget_source'],
  ['is_revision', 'is_revision'],
] as const satisfies readonly (readonly [keyof WorkItemRow, string])[];

const ID_FIELDS = new Set(['state', 'parent', 'estimate_point', 'shop', 'customer']);

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The activity rows of one write: one per changed scalar field (ids of states, parents and so on
 * also go in old_identifier/new_identifier), one per label or assignee added or removed, and one
 * per list of shops or customers that changed. A new parent of an item that is not a draft is
 * recorded on the old and new parents too.
 */
export function diffActivities(
  before: TrackedValues,
  after: TrackedValues,
  base: ReturnType<typeof activityBase>,
): ActivityInsert[] {
  const rows: ActivityInsert[] = [];
  for (const [column, field] of SCALAR_FIELDS) {
    const old = text(before.item[column]);
    const next = text(after.item[column]);
    if (old === next) continue;
    rows.push({
      ...base,
      verb: 'updated',
      field,
      old_value: old,
      new_value: next,
      ...(ID_FIELDS.has(field) ? { old_identifier: old, new_identifier: next } : {}),
    });
  }
  for (const [field, oldIds, newIds] of [
    ['labels', before.labelIds, after.labelIds],
    ['assignees', before.assigneeIds, after.assigneeIds],
  ] as const) {
    for (const id of newIds.filter((each) => !oldIds.includes(each)))
      rows.push({ ...base, verb: 'updated', field, new_value: id, new_identifier: id });
    for (const id of oldIds.filter((each) => !newIds.includes(each)))
      rows.push({ ...base, verb: 'updated', field, old_value: id, old_identifier: id });
  }
  if (!after.item.is_draft)
    rows.push(
      ...subItemActivities({
        base,
        childId: after.item.id,
        oldParentId: before.item.parent_id,
        newParentId: after.item.parent_id,
      }),
    );
  for (const [column, field] of [
    ['shop_ids', 'shops'],
    ['customer_ids', 'customers'],
  ] as const) {
    const old = text([...before.item[column]].sort());
    const next = text([...after.item[column]].sort());
    if (old !== next)
      rows.push({ ...base, verb: 'updated', field, old_value: old, new_value: next });
  }
  return rows;
}

/**
 * The assignees in `next` that `current` lacks: only they are subscribed, so that an assignee who
 * unsubscribed stays unsubscribed through later edits (Plane).
 */
export function newcomers(next: string[], current: string[]): string[] {
  return next.filter((id) => !current.includes(id));
}
