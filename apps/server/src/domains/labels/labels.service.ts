import {
  AppError,
  type CreateLabelBody,
  type Label,
  labelSortOrderBetween,
  type UpdateLabelBody,
} from '@keel/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import { labels } from '#server/db/schema';
import { isUniqueViolation } from '#server/db/unique-violation';
import {
  findProjectLabel,
  findSiblingByName,
  type LabelRow,
  listLabelsOfMemberProjects,
  listProjectLabels,
  listSiblings,
} from './labels.queries';

export function presentLabel(row: LabelRow): Label {
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    project_id: row.project_id,
    parent: row.parent_id,
    name: row.name,
    description: row.description,
    color: row.color,
    sort_order: row.sort_order,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function nameTaken(cause?: unknown): AppError {
  return new AppError('LABEL_NAME_TAKEN', { field: 'name', cause });
}

async function requireParent(db: Executor, projectId: string, parentId: string): Promise<LabelRow> {
  const parent = await findProjectLabel(db, projectId, parentId);
  if (!parent) throw new AppError('LABEL_PARENT_NOT_FOUND', { field: 'parent' });
  return parent;
}

export async function listLabels(db: Database, projectId: string): Promise<Label[]> {
  return (await listProjectLabels(db, projectId)).map(presentLabel);
}

export async function listWorkspaceLabels(
  db: Database,
  workspaceId: string,
  userId: string,
): Promise<Label[]> {
  return (await listLabelsOfMemberProjects(db, workspaceId, userId)).map(presentLabel);
}

export async function getLabel(db: Database, projectId: string, labelId: string): Promise<Label> {
  const row = await findProjectLabel(db, projectId, labelId);
  if (!row) throw new AppError('LABEL_NOT_FOUND');
  return presentLabel(row);
}

/** Creates a label: the default sort order for the first sibling, else after the last (spec §9). */
export async function createLabel(options: {
  db: Database;
  workspaceId: string;
  projectId: string;
  actorId: string;
  body: CreateLabelBody;
}): Promise<Label> {
  const { db, workspaceId, projectId, actorId, body } = options;
  const parentId = body.parent ?? null;
  try {
    return await db.transaction(async (tx) => {
      if (parentId) await requireParent(tx, projectId, parentId);
      if (await findSiblingByName(tx, projectId, parentId, body.name)) throw nameTaken();
      const siblings = await listSiblings(tx, projectId, parentId);
      const last = siblings.at(-1);
      const [row] = await tx
        .insert(labels)
        .values({
          workspace_id: workspaceId,
          project_id: projectId,
          parent_id: parentId,
          name: body.name,
          description: body.description ?? '',
          color: body.color ?? '',
          sort_order: body.sort_order ?? labelSortOrderBetween(last?.sort_order ?? null, null),
          created_by_id: actorId,
        })
        .returning();
      if (!row) throw new Error('The label could not be written');
      return presentLabel(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(error);
    throw error;
  }
}

/** Refuses a parent that is the label itself or one of its descendants. */
async function refuseCycle(
  db: Executor,
  projectId: string,
  labelId: string,
  parent: LabelRow,
): Promise<void> {
  let current: LabelRow | undefined = parent;
  const seen = new Set<string>();
  while (current) {
    if (current.id === labelId || seen.has(current.id))
      throw new AppError('LABEL_PARENT_CYCLE', { field: 'parent' });
    seen.add(current.id);
    current = current.parent_id
      ? await findProjectLabel(db, projectId, current.parent_id)
      : undefined;
  }
}

/** The sort order of a label placed before or after a sibling under its (new) parent (spec §9). */
async function placedSortOrder(
  db: Executor,
  projectId: string,
  label: LabelRow,
  parentId: string | null,
  placement: { beforeId?: string | undefined; afterId?: string | undefined },
): Promise<number> {
  const siblings = await listSiblings(db, projectId, parentId, label.id);
  const targetId = placement.beforeId ?? placement.afterId;
  if (!targetId) return labelSortOrderBetween(siblings.at(-1)?.sort_order ?? null, null);
  const index = siblings.findIndex((sibling) => sibling.id === targetId);
  if (index === -1)
    throw new AppError('LABEL_PLACEMENT_NOT_FOUND', {
      field: placement.beforeId ? 'before_id' : 'after_id',
    });
  const [previous, next] = placement.beforeId
    ? [siblings[index - 1], siblings[index]]
    : [siblings[index], siblings[index + 1]];
  return labelSortOrderBetween(previous?.sort_order ?? null, next?.sort_order ?? null);
}

/**
 * Edits a label. A new parent or a placement moves it (sort order computed, spec §9); the same
 * parent and no placement leave its position alone (spec §5).
 */
export async function updateLabel(options: {
  db: Database;
  projectId: string;
  labelId: string;
  actorId: string;
  body: UpdateLabelBody;
}): Promise<Label> {
  const { db, projectId, labelId, actorId, body } = options;
  try {
    return await db.transaction(async (tx) => {
      const label = await findProjectLabel(tx, projectId, labelId);
      if (!label) throw new AppError('LABEL_NOT_FOUND');
      const parentId = body.parent === undefined ? label.parent_id : body.parent;
      if (parentId && parentId !== label.parent_id) {
        const parent = await requireParent(tx, projectId, parentId);
        await refuseCycle(tx, projectId, label.id, parent);
      }
      const parentChanged = parentId !== label.parent_id;
      const name = body.name ?? label.name;
      if (parentChanged || name.toLowerCase() !== label.name.toLowerCase()) {
        const clash = await findSiblingByName(tx, projectId, parentId, name);
        if (clash && clash.id !== label.id) throw nameTaken();
      }
      let sortOrder = label.sort_order;
      if (body.before_id || body.after_id || parentChanged)
        sortOrder = await placedSortOrder(tx, projectId, label, parentId, {
          beforeId: body.before_id,
          afterId: body.after_id,
        });
      else if (body.sort_order !== undefined) sortOrder = body.sort_order;
      const [row] = await tx
        .update(labels)
        .set({
          name,
          color: body.color ?? label.color,
          description: body.description ?? label.description,
          parent_id: parentId,
          sort_order: sortOrder,
          updated_by_id: actorId,
        })
        .where(eq(labels.id, label.id))
        .returning();
      if (!row) throw new Error('The label could not be written');
      return presentLabel(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(error);
    throw error;
  }
}

/**
 * Soft-deletes a label. Its children are not deleted with it: they move up to the deleted label's
 * parent (or the top level), keeping their sort order.
 */
export async function deleteLabel(options: {
  db: Database;
  projectId: string;
  labelId: string;
  actorId: string;
}): Promise<void> {
  const { db, projectId, labelId, actorId } = options;
  try {
    await db.transaction(async (tx) => {
      const label = await findProjectLabel(tx, projectId, labelId);
      if (!label) throw new AppError('LABEL_NOT_FOUND');
      await tx
        .update(labels)
        .set({ deleted_at: new Date(), updated_by_id: actorId })
        .where(eq(labels.id, label.id));
      await tx
        .update(labels)
        .set({ parent_id: label.parent_id, updated_by_id: actorId })
        .where(
          and(
            eq(labels.project_id, projectId),
            eq(labels.parent_id, label.id),
            isNull(labels.deleted_at),
          ),
        );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('LABEL_CHILD_NAME_TAKEN', { cause: error });
    throw error;
  }
}
