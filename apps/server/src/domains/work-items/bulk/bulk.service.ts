import {
  WORK_ITEM_DATE_ORDER_MESSAGE,
  AppError,
  type BulkOperationBody,
  type IssueDatesBody,
  nextCompletedAt,
} from '@keel/core';
import type { Database } from '#server/db/client';
import { activityBase, diffActivities } from '../kernel/activity';
import { checkDates, checkReferences } from '../kernel/references';
import {
  type ActivityInsert,
  type WorkItemInsert,
  addAssignees,
  addLabels,
  addSubscribers,
  insertActivities,
  updateWorkItemRow,
  updateWorkItemRows,
} from '../kernel/work-items.queries';
import type { Actor } from '../kernel/actor';
import { asStateGroup } from '../kernel/present';
import { loadAllNamed } from '../kernel/loading';
import { newcomers } from '../kernel/activity';
import { changeItemsModules, setItemsCycle } from '../kernel/memberships';

/** Runs a membership change, naming a refused field as the bulk body holds it (`properties.x`). */
async function asProperty<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'VALIDATION_ERROR' || !error.field)
      throw error;
    const field = `properties.${error.field}`;
    const message = error.message.startsWith(`${error.field}: `)
      ? `properties.${error.message}`
      : error.message;
    throw new AppError('VALIDATION_ERROR', { message, field });
  }
}

/**
 * Applies one change to many work items in one transaction (Plane's bulk-operation-issues): state,
 * priority, dates and cycle are set, labels, assignees and modules are added to what each item has
 * (the new assignees subscribed). References and dates are checked as for a single edit, completed_at
 * follows the state group, and each item gets one activity row per change. Any failure leaves
 * every item as it was.
 */
export async function bulkUpdateWorkItems(options: {
  db: Database;
  actor: Actor;
  body: BulkOperationBody;
}): Promise<void> {
  const { db, actor, body } = options;
  const { project } = actor;
  const { properties } = body;
  await db.transaction(async (tx) => {
    const before = await loadAllNamed(tx, actor, body.issue_ids);
    const { stateGroup } = await checkReferences(
      tx,
      { projectId: project.id, budgetSourceOptions: project.budget_source_options },
      {
        ...(properties.state_id !== undefined ? { state_id: properties.state_id } : {}),
        ...(properties.label_ids !== undefined ? { label_ids: properties.label_ids } : {}),
        ...(properties.assignee_ids !== undefined ? { assignee_ids: properties.assignee_ids } : {}),
      },
    );
    for (const { item } of before)
      checkDates(
        properties.start_date !== undefined ? properties.start_date : item.start_date,
        properties.target_date !== undefined ? properties.target_date : item.target_date,
      );
    const now = new Date();
    const columns: Partial<WorkItemInsert> = { updated_by_id: actor.userId, updated_at: now };
    if (properties.priority !== undefined) columns.priority = properties.priority;
    if (properties.state_id !== undefined) columns.state_id = properties.state_id;
    if (properties.start_date !== undefined) columns.start_date = properties.start_date;
    if (properties.target_date !== undefined) columns.target_date = properties.target_date;
    const group = asStateGroup(stateGroup ?? null);
    for (const { item, assigneeIds } of before) {
      const completedAt =
        properties.state_id !== undefined && properties.state_id !== item.state_id
          ? { completed_at: nextCompletedAt(group, item.completed_at, now) }
          : {};
      await updateWorkItemRow(tx, item.id, { ...columns, ...completedAt });
      const ref = { id: item.id, workspaceId: project.workspace_id, projectId: project.id };
      await addLabels(tx, ref, properties.label_ids ?? []);
      await addAssignees(tx, ref, properties.assignee_ids ?? []);
      await addSubscribers(tx, ref, newcomers(properties.assignee_ids ?? [], assigneeIds));
    }
    const cycleId = properties.cycle_id;
    if (cycleId !== undefined)
      await asProperty(() => setItemsCycle(tx, actor, body.issue_ids, cycleId));
    const moduleIds = properties.module_ids;
    if (moduleIds !== undefined)
      await asProperty(() =>
        changeItemsModules(tx, actor, { itemIds: body.issue_ids, add: moduleIds, remove: [] }),
      );
    const after = new Map(
      (await loadAllNamed(tx, actor, body.issue_ids)).map((record) => [record.item.id, record]),
    );
    const activities: ActivityInsert[] = before.flatMap((record) => {
      const changed = after.get(record.item.id);
      return changed
        ? diffActivities(record, changed, activityBase(actor, record.item.id, now))
        : [];
    });
    await insertActivities(tx, activities);
  });
}

/**
 * Soft-deletes many work items at once (Plane's bulk-delete-issues, admins only): all of them or,
 * when one is unknown, none. Their numbers stay taken. Answers how many went.
 */
export async function bulkDeleteWorkItems(options: {
  db: Database;
  actor: Actor;
  ids: string[];
}): Promise<{ message: string }> {
  const { db, actor, ids } = options;
  return db.transaction(async (tx) => {
    const records = await loadAllNamed(tx, actor, ids);
    const now = new Date();
    await updateWorkItemRows(tx, actor.project.id, ids, {
      deleted_at: now,
      updated_by_id: actor.userId,
      updated_at: now,
    });
    await insertActivities(
      tx,
      records.map((record) => ({
        ...activityBase(actor, record.item.id, now),
        verb: 'deleted',
        comment: 'deleted the work item',
      })),
    );
    return { message: `${records.length} issues were deleted` };
  });
}

/**
 * Moves the dates of many work items at once (the timeline's drag, Plane's issue-dates): a date
 * left out stays, null clears it. A start after its target refuses the whole request.
 */
export async function updateWorkItemDates(options: {
  db: Database;
  actor: Actor;
  body: IssueDatesBody;
}): Promise<{ message: string }> {
  const { db, actor, body } = options;
  await db.transaction(async (tx) => {
    const now = new Date();
    for (const [index, update] of body.updates.entries()) {
      const [before] = await loadAllNamed(tx, actor, [update.id]);
      if (!before) throw new AppError('ISSUE_NOT_FOUND');
      const start = update.start_date !== undefined ? update.start_date : before.item.start_date;
      const target =
        update.target_date !== undefined ? update.target_date : before.item.target_date;
      if (start !== null && target !== null && start > target) {
        const field = `updates.${String(index)}.start_date`;
        throw new AppError('VALIDATION_ERROR', {
          message: `${field}: ${WORK_ITEM_DATE_ORDER_MESSAGE}`,
          field,
        });
      }
      await updateWorkItemRow(tx, update.id, {
        start_date: start,
        target_date: target,
        updated_by_id: actor.userId,
        updated_at: now,
      });
      const after = { ...before, item: { ...before.item, start_date: start, target_date: target } };
      await insertActivities(
        tx,
        diffActivities(before, after, activityBase(actor, update.id, now)),
      );
    }
  });
  return { message: 'Issues updated successfully' };
}
