import {
  LINK_EXISTS_MESSAGE,
  AppError,
  type CreateWorkItemLinkBody,
  type UpdateWorkItemLinkBody,
  type WorkItemLink,
  isUuid,
} from '@keel/core';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import { workItemLinks } from '#server/db/schema';
import { activityBase } from '../kernel/activity';
import { insertActivities } from '../kernel/work-items.queries';
import type { Actor } from '../kernel/actor';
import { loadVisibleWorkItems } from '../kernel/loading';

type LinkRow = typeof workItemLinks.$inferSelect;

function presentLink(row: LinkRow): WorkItemLink {
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    metadata: row.metadata,
    issue: row.work_item_id,
    issue_id: row.work_item_id,
    project: row.project_id,
    workspace: row.workspace_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    created_by: row.created_by_id,
    updated_by: row.updated_by_id,
  };
}

/** The work item of a URL as the actor may see it, or 'Issue not found'. */
async function visibleItemId(db: Executor, actor: Actor, id: string): Promise<string> {
  const [record] = await loadVisibleWorkItems(db, actor, [id]);
  if (!record) throw new AppError('ISSUE_NOT_FOUND');
  return record.item.id;
}

/** A live link of the item, locked for the write; 'Not found' otherwise. */
async function liveLink(db: Executor, itemId: string, linkId: string): Promise<LinkRow> {
  const [row] = isUuid(linkId)
    ? await db
        .select()
        .from(workItemLinks)
        .where(
          and(
            eq(workItemLinks.id, linkId),
            eq(workItemLinks.work_item_id, itemId),
            isNull(workItemLinks.deleted_at),
          ),
        )
        .for('update')
    : [];
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** One address once per item (Plane); `exceptId` is the link being edited. */
async function refuseDuplicate(db: Executor, itemId: string, url: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: workItemLinks.id })
    .from(workItemLinks)
    .where(
      and(
        eq(workItemLinks.work_item_id, itemId),
        eq(workItemLinks.url, url),
        isNull(workItemLinks.deleted_at),
        ...(exceptId ? [ne(workItemLinks.id, exceptId)] : []),
      ),
    )
    .limit(1);
  if (clash)
    throw new AppError('VALIDATION_ERROR', {
      message: `url: ${LINK_EXISTS_MESSAGE}`,
      field: 'url',
    });
}

/** A work item's live links, newest first (the detail's `issue_link`). */
export async function linksOfWorkItem(
  db: Executor,
  scope: { projectId: string; workItemId: string },
): Promise<WorkItemLink[]> {
  const rows = await db
    .select()
    .from(workItemLinks)
    .where(
      and(
        eq(workItemLinks.work_item_id, scope.workItemId),
        eq(workItemLinks.project_id, scope.projectId),
        isNull(workItemLinks.deleted_at),
      ),
    )
    .orderBy(desc(workItemLinks.created_at));
  return rows.map(presentLink);
}

/** The item's live links, newest first. */
export async function listWorkItemLinks(options: {
  db: Database;
  actor: Actor;
  id: string;
}): Promise<WorkItemLink[]> {
  const { db, actor } = options;
  const itemId = await visibleItemId(db, actor, options.id);
  return linksOfWorkItem(db, { projectId: actor.project.id, workItemId: itemId });
}

/** Adds a link (http or https, one address once) and records a `link` activity. */
export async function createWorkItemLink(options: {
  db: Database;
  actor: Actor;
  id: string;
  body: CreateWorkItemLinkBody;
}): Promise<WorkItemLink> {
  const { db, actor, body } = options;
  return db.transaction(async (tx) => {
    const itemId = await visibleItemId(tx, actor, options.id);
    await refuseDuplicate(tx, itemId, body.url);
    const now = new Date();
    const [row] = await tx
      .insert(workItemLinks)
      .values({
        workspace_id: actor.project.workspace_id,
        project_id: actor.project.id,
        work_item_id: itemId,
        url: body.url,
        title: body.title ?? null,
        created_by_id: actor.userId,
        updated_by_id: actor.userId,
      })
      .returning();
    if (!row) throw new Error('link not created');
    await insertActivities(tx, [
      {
        ...activityBase(actor, itemId, now),
        verb: 'created',
        field: 'link',
        new_value: row.url,
        comment: 'added a link',
      },
    ]);
    return presentLink(row);
  });
}

/** Changes a link's address or title; a changed address is recorded as a `link` activity. */
export async function updateWorkItemLink(options: {
  db: Database;
  actor: Actor;
  id: string;
  linkId: string;
  body: UpdateWorkItemLinkBody;
}): Promise<WorkItemLink> {
  const { db, actor, body } = options;
  return db.transaction(async (tx) => {
    const itemId = await visibleItemId(tx, actor, options.id);
    const before = await liveLink(tx, itemId, options.linkId);
    if (body.url !== undefined) await refuseDuplicate(tx, itemId, body.url, before.id);
    const now = new Date();
    const [row] = await tx
      .update(workItemLinks)
      .set({
        ...(body.url !== undefined ? { url: body.url } : {}),
        ...(body.title !== undefined ? { title: body.title } : {}),
        updated_by_id: actor.userId,
        updated_at: now,
      })
      .where(eq(workItemLinks.id, before.id))
      .returning();
    if (!row) throw new Error('link not updated');
    if (row.url !== before.url || row.title !== before.title)
      await insertActivities(tx, [
        {
          ...activityBase(actor, itemId, now),
          verb: 'updated',
          field: 'link',
          old_value: before.url,
          new_value: row.url,
          comment: 'updated a link',
        },
      ]);
    return presentLink(row);
  });
}

/** Soft-deletes a link and records a `link` activity. */
export async function deleteWorkItemLink(options: {
  db: Database;
  actor: Actor;
  id: string;
  linkId: string;
}): Promise<void> {
  const { db, actor } = options;
  await db.transaction(async (tx) => {
    const itemId = await visibleItemId(tx, actor, options.id);
    const link = await liveLink(tx, itemId, options.linkId);
    const now = new Date();
    await tx
      .update(workItemLinks)
      .set({ deleted_at: now, updated_by_id: actor.userId, updated_at: now })
      .where(eq(workItemLinks.id, link.id));
    await insertActivities(tx, [
      {
        ...activityBase(actor, itemId, now),
        verb: 'deleted',
        field: 'link',
        old_value: link.url,
        comment: 'removed a link',
      },
    ]);
  });
}
