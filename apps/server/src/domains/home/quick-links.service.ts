import {
  AppError,
  type CreateQuickLinkBody,
  isUuid,
  type QuickLink,
  type UpdateQuickLinkBody,
} from '@keel/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { quickLinks } from '#server/db/schema';
import type { HomeOwner } from './home-owner';

type QuickLinkRow = typeof quickLinks.$inferSelect;

function presentQuickLink(row: QuickLinkRow): QuickLink {
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    metadata: row.metadata,
    workspace: row.workspace_id,
    owner: row.owner_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    created_by: row.created_by_id,
    updated_by: row.updated_by_id,
  };
}

function ownedBy(owner: HomeOwner) {
  return and(eq(quickLinks.workspace_id, owner.workspaceId), eq(quickLinks.owner_id, owner.userId));
}

/** Another person's link is answered as if it did not exist (404). */
async function requireQuickLink(db: Database, owner: HomeOwner, id: string) {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(quickLinks)
        .where(and(ownedBy(owner), eq(quickLinks.id, id)))
        .limit(1)
    : [];
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The owner's links, oldest first. */
export async function listQuickLinks(options: {
  db: Database;
  owner: HomeOwner;
}): Promise<QuickLink[]> {
  const rows = await options.db
    .select()
    .from(quickLinks)
    .where(ownedBy(options.owner))
    .orderBy(asc(quickLinks.created_at), asc(quickLinks.id));
  return rows.map(presentQuickLink);
}

/** Adds an http or https link (the body schema refuses any other scheme). */
export async function createQuickLink(options: {
  db: Database;
  owner: HomeOwner;
  body: CreateQuickLinkBody;
}): Promise<QuickLink> {
  const { db, owner, body } = options;
  const [row] = await db
    .insert(quickLinks)
    .values({
      workspace_id: owner.workspaceId,
      owner_id: owner.userId,
      url: body.url,
      title: body.title ?? null,
      metadata: body.metadata ?? {},
      created_by_id: owner.userId,
      updated_by_id: owner.userId,
    })
    .returning();
  if (!row) throw new Error('The quick link could not be written');
  return presentQuickLink(row);
}

export async function getQuickLink(options: {
  db: Database;
  owner: HomeOwner;
  id: string;
}): Promise<QuickLink> {
  return presentQuickLink(await requireQuickLink(options.db, options.owner, options.id));
}

export async function updateQuickLink(options: {
  db: Database;
  owner: HomeOwner;
  id: string;
  body: UpdateQuickLinkBody;
}): Promise<QuickLink> {
  const { db, owner, id, body } = options;
  const link = await requireQuickLink(db, owner, id);
  const [row] = await db
    .update(quickLinks)
    .set({
      url: body.url ?? link.url,
      title: body.title === undefined ? link.title : body.title,
      metadata: body.metadata ?? link.metadata,
      updated_by_id: owner.userId,
    })
    .where(eq(quickLinks.id, link.id))
    .returning();
  if (!row) throw new Error('The quick link could not be written');
  return presentQuickLink(row);
}

export async function deleteQuickLink(options: {
  db: Database;
  owner: HomeOwner;
  id: string;
}): Promise<void> {
  const link = await requireQuickLink(options.db, options.owner, options.id);
  await options.db.delete(quickLinks).where(eq(quickLinks.id, link.id));
}
