import { isUuid } from '@keel/core';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { labels } from '#server/db/schema';
import { memberProjectIds } from '#server/permissions';

export type LabelRow = typeof labels.$inferSelect;

const live = isNull(labels.deleted_at);

/** Live labels of a project, in display order. */
export async function listProjectLabels(db: Executor, projectId: string): Promise<LabelRow[]> {
  return db
    .select()
    .from(labels)
    .where(and(eq(labels.project_id, projectId), live))
    .orderBy(asc(labels.sort_order), asc(labels.created_at));
}

/** Live labels of every live project of the workspace the user is an active member of. */
export async function listLabelsOfMemberProjects(
  db: Executor,
  workspaceId: string,
  userId: string,
): Promise<LabelRow[]> {
  const memberProjects = memberProjectIds(userId, workspaceId);
  return db
    .select()
    .from(labels)
    .where(
      and(eq(labels.workspace_id, workspaceId), inArray(labels.project_id, memberProjects), live),
    )
    .orderBy(asc(labels.sort_order), asc(labels.created_at));
}

export async function findProjectLabel(
  db: Executor,
  projectId: string,
  labelId: string,
): Promise<LabelRow | undefined> {
  if (!isUuid(labelId)) return undefined;
  const [row] = await db
    .select()
    .from(labels)
    .where(and(eq(labels.project_id, projectId), eq(labels.id, labelId), live))
    .limit(1);
  return row;
}

/** Live siblings under `parentId` (null: top level), in order, optionally leaving one label out. */
export async function listSiblings(
  db: Executor,
  projectId: string,
  parentId: string | null,
  exceptId?: string,
): Promise<LabelRow[]> {
  return db
    .select()
    .from(labels)
    .where(
      and(
        eq(labels.project_id, projectId),
        parentId ? eq(labels.parent_id, parentId) : isNull(labels.parent_id),
        exceptId ? sql`${labels.id} <> ${exceptId}` : undefined,
        live,
      ),
    )
    .orderBy(asc(labels.sort_order), asc(labels.created_at));
}

/** A live label of the project with this name (any case) under `parentId`, if any. */
export async function findSiblingByName(
  db: Executor,
  projectId: string,
  parentId: string | null,
  name: string,
): Promise<LabelRow | undefined> {
  const [row] = await db
    .select()
    .from(labels)
    .where(
      and(
        eq(labels.project_id, projectId),
        parentId ? eq(labels.parent_id, parentId) : isNull(labels.parent_id),
        sql`lower(${labels.name}) = lower(${name})`,
        live,
      ),
    )
    .limit(1);
  return row;
}
