import {
  AppError,
  PAGE_DESCRIPTION_MAX_BYTES,
  PAGE_VERSION_WINDOW_MS,
  PAGE_VERSIONS_KEPT,
  type PageDescriptionBody,
  type PageDetail,
  type PageVersion,
  type PageVersionDetail,
  canEditPage,
} from '@keel/core';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Database } from '#server/db/client';
import type { Executor, Transaction } from '#server/db/executor';
import { pageVersions, pages } from '#server/db/schema';
import { cleanDescription } from '#server/domains/work-items';
import type { ProjectActor } from '#server/plugins/project-actor';
import { checkWritable, loadPage, ownershipOf, readBack, refused, requireIds } from './page-kernel';

/** Puts a page's live document back to some HTML; the collaboration server sets it (app.ts). */
export type LiveRestorer = (pageId: string, html: string, userId: string) => Promise<void>;
let liveRestorer: LiveRestorer | null = null;

/** Registers how versions are restored into live documents (the collaboration server). */
export function setLiveRestorer(restorer: LiveRestorer): void {
  liveRestorer = restorer;
}

async function restoreLive(pageId: string, html: string, userId: string): Promise<void> {
  if (!liveRestorer) throw new Error('No collaboration server restores page versions');
  await liveRestorer(pageId, html, userId);
}

/** The page's Yjs state, empty when it has none yet (Plane's description GET). */
export async function readPageDocument(
  db: Database,
  actor: ProjectActor,
  pageId: string | undefined,
): Promise<Buffer> {
  const id = requireIds(actor, pageId);
  await loadPage(db, actor, id);
  const [row] = await db
    .select({ binary: pages.description_binary })
    .from(pages)
    .where(eq(pages.id, id));
  return row?.binary ?? Buffer.alloc(0);
}

/** Decodes and checks a Yjs update sent in base64; refused when it is not one, or too large. */
export function decodeYjsState(base64: string): Buffer {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > PAGE_DESCRIPTION_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  if (
    bytes.length === 0 ||
    bytes.toString('base64').replace(/=+$/, '') !== base64.replace(/\s/g, '').replace(/=+$/, '')
  )
    throw refused('description_binary', 'must be a Yjs document state in base64');
  try {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, bytes);
    doc.destroy();
  } catch {
    throw refused('description_binary', 'must be a Yjs document state in base64');
  }
  return bytes;
}

/**
 * Stores the page's document as its editors hold it: the Yjs state with its HTML and plain text,
 * together (spec §4: only while writable, by those who may edit). Keeps a version: the author's
 * latest one when it is under ten minutes old, else a new one, at most PAGE_VERSIONS_KEPT.
 */
export async function writePageDocument(
  db: Database,
  actor: ProjectActor,
  pageId: string | undefined,
  body: PageDescriptionBody,
): Promise<void> {
  const id = requireIds(actor, pageId);
  const { row, viewer } = await loadPage(db, actor, id);
  if (!canEditPage(viewer, ownershipOf(row.page))) throw new AppError('FORBIDDEN');
  checkWritable(row.page);
  const binary =
    body.description_binary === undefined || body.description_binary === ''
      ? undefined
      : decodeYjsState(body.description_binary);
  const description =
    body.description_html === undefined ? null : cleanDescription(body.description_html);
  if (binary === undefined && description === null) return;
  await storeDocument(db, {
    pageId: id,
    workspaceId: row.page.workspace_id,
    userId: actor.userId,
    ...(binary !== undefined ? { binary } : {}),
    ...(description !== null ? { html: description.html, stripped: description.stripped } : {}),
  });
}

/** Writes a page's document and keeps its version (one transaction). */
export async function storeDocument(
  db: Database,
  change: {
    pageId: string;
    workspaceId: string;
    userId: string;
    binary?: Buffer | null;
    html?: string;
    stripped?: string;
  },
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [stored] = await tx
      .update(pages)
      .set({
        ...(change.binary !== undefined ? { description_binary: change.binary } : {}),
        ...(change.html !== undefined ? { description_html: change.html } : {}),
        ...(change.stripped !== undefined ? { description_stripped: change.stripped } : {}),
        updated_by_id: change.userId,
        updated_at: now,
      })
      .where(eq(pages.id, change.pageId))
      .returning({
        html: pages.description_html,
        stripped: pages.description_stripped,
        binary: pages.description_binary,
      });
    if (!stored) throw new AppError('PAGE_NOT_FOUND');
    await keepVersion(tx, change, stored, now);
  });
}

async function keepVersion(
  tx: Transaction,
  change: { pageId: string; workspaceId: string; userId: string },
  stored: { html: string; stripped: string; binary: Buffer | null },
  now: Date,
): Promise<void> {
  const [latest] = await tx
    .select({
      id: pageVersions.id,
      owner: pageVersions.owned_by_id,
      at: pageVersions.last_saved_at,
    })
    .from(pageVersions)
    .where(eq(pageVersions.page_id, change.pageId))
    .orderBy(desc(pageVersions.last_saved_at))
    .limit(1);
  const snapshot = {
    description_html: stored.html,
    description_stripped: stored.stripped,
    description_binary: stored.binary,
    last_saved_at: now,
    updated_at: now,
    updated_by_id: change.userId,
  };
  if (
    latest?.owner === change.userId &&
    now.getTime() - latest.at.getTime() < PAGE_VERSION_WINDOW_MS
  ) {
    await tx.update(pageVersions).set(snapshot).where(eq(pageVersions.id, latest.id));
    return;
  }
  await tx.insert(pageVersions).values({
    ...snapshot,
    workspace_id: change.workspaceId,
    page_id: change.pageId,
    owned_by_id: change.userId,
    created_by_id: change.userId,
  });
  const kept = tx
    .select({ id: pageVersions.id })
    .from(pageVersions)
    .where(eq(pageVersions.page_id, change.pageId))
    .orderBy(desc(pageVersions.last_saved_at))
    .limit(PAGE_VERSIONS_KEPT);
  await tx
    .delete(pageVersions)
    .where(and(eq(pageVersions.page_id, change.pageId), notInArray(pageVersions.id, kept)));
}

function presentVersion(row: typeof pageVersions.$inferSelect): PageVersion {
  return {
    id: row.id,
    workspace: row.workspace_id,
    page: row.page_id,
    last_saved_at: row.last_saved_at.toISOString(),
    owned_by: row.owned_by_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    created_by: row.created_by_id,
    updated_by: row.updated_by_id,
  };
}

/** A page's versions, newest first. */
export async function listPageVersions(
  db: Database,
  actor: ProjectActor,
  pageId: string | undefined,
): Promise<PageVersion[]> {
  const id = requireIds(actor, pageId);
  await loadPage(db, actor, id);
  const rows = await db
    .select()
    .from(pageVersions)
    .where(eq(pageVersions.page_id, id))
    .orderBy(desc(pageVersions.last_saved_at));
  return rows.map(presentVersion);
}

async function loadVersion(db: Executor, pageId: string, versionId: string) {
  const [row] = await db
    .select()
    .from(pageVersions)
    .where(and(eq(pageVersions.page_id, pageId), sql`${pageVersions.id}::text = ${versionId}`))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function getPageVersion(
  db: Database,
  actor: ProjectActor,
  pageId: string | undefined,
  versionId: string,
): Promise<PageVersionDetail> {
  const id = requireIds(actor, pageId);
  await loadPage(db, actor, id);
  const row = await loadVersion(db, id, versionId);
  return {
    ...presentVersion(row),
    description_html: row.description_html,
    description_binary: row.description_binary?.toString('base64') ?? null,
  };
}

/**
 * Puts an older version back (those who may edit, while writable): the page's document becomes
 * the version's, itself kept as the newest version. Answers the page.
 */
export async function restorePageVersion(
  db: Database,
  actor: ProjectActor,
  pageId: string | undefined,
  versionId: string,
): Promise<PageDetail> {
  const id = requireIds(actor, pageId);
  const { row, viewer } = await loadPage(db, actor, id);
  if (!canEditPage(viewer, ownershipOf(row.page))) throw new AppError('FORBIDDEN');
  checkWritable(row.page);
  const version = await loadVersion(db, id, versionId);
  // The live document takes the version's content as an edit everyone sees and that is stored as
  // any other (a stored old Yjs state would merge into the editors' newer one, not replace it).
  await restoreLive(id, version.description_html, actor.userId);
  return readBack(db, actor, id);
}
