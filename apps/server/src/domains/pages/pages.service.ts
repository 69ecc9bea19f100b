import {
  AppError,
  type CreatePageBody,
  PAGE_ACCESS,
  type PageAccess,
  PAGE_DESCRIPTION_MAX_BYTES,
  PAGE_VERSION_WINDOW_MS,
  PAGE_VERSIONS_KEPT,
  type Page,
  type PageDescriptionBody,
  type PageDetail,
  type PageVersion,
  type PageVersionDetail,
  type PageViewer,
  type PagesSummary,
  ROLE,
  type Role,
  type UpdatePageBody,
  canArchivePage,
  canChangePageAccess,
  canCreatePage,
  canDeletePage,
  canDuplicatePage,
  canEditPage,
  canFavoritePage,
  canLockPage,
  canMovePage,
  canViewPage,
} from '@keel/core';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Database } from '#server/db/client';
import type { Executor, Transaction } from '#server/db/executor';
import { pageLabels, pageVersions, pages, projectPages, userFavorites } from '#server/db/schema';
import { addEntityFavorite } from '#server/domains/favorites';
import { cleanDescription } from '#server/domains/work-items';
import type { ProjectActor } from '#server/plugins/project-actor';
import {
  type PageRow,
  type PageScope,
  type PageWithLinks,
  highestPageRole,
  notifyPageRulesChanged,
  pageWithDescendants,
  projectLabelIds,
  projectRoleOf,
  selectPages,
  visibleInProject,
  visiblePage,
} from './pages.queries';

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

/** Spec §5: a page route's workspace, project and page must all be named. */
function requireIds(actor: ProjectActor, pageId: string | undefined): string {
  if (!actor.project.workspace_id || !actor.project.id || !pageId)
    throw new AppError('MISSING_REQUIRED_FIELDS');
  return pageId;
}

function scopeOf(actor: ProjectActor): PageScope {
  return {
    userId: actor.userId,
    workspaceId: actor.project.workspace_id,
    projectId: actor.project.id,
    onlyOwn: actor.role < ROLE.member && !actor.project.guest_view_all_features,
  };
}

function refused(field: string, message: string): AppError {
  return new AppError('VALIDATION_ERROR', { message: `${field}: ${message}`, field });
}

function ownershipOf(page: PageRow) {
  return { access: page.access as PageAccess, ownedById: page.owned_by_id };
}

export function presentPage(row: PageWithLinks): Page {
  const { page } = row;
  return {
    id: page.id,
    name: page.name,
    description: {},
    owned_by: page.owned_by_id,
    access: page.access,
    color: page.color,
    label_ids: row.labelIds,
    parent: page.parent_id,
    is_favorite: row.isFavorite,
    is_locked: page.is_locked,
    archived_at: page.archived_at?.toISOString() ?? null,
    workspace: page.workspace_id,
    project_ids: row.projectIds,
    view_props: page.view_props,
    logo_props: page.logo_props,
    sort_order: page.sort_order,
    created_at: page.created_at.toISOString(),
    updated_at: page.updated_at.toISOString(),
    created_by: page.created_by_id,
    updated_by: page.updated_by_id,
  };
}

function presentDetail(row: PageWithLinks): PageDetail {
  return { ...presentPage(row), description_html: row.page.description_html };
}

/** A page the caller may see in the route's project, with the rules' view of them. */
async function loadPage(db: Executor, actor: ProjectActor, pageId: string) {
  const [row] = await selectPages(db, actor.userId, visiblePage(scopeOf(actor), pageId));
  if (!row) throw new AppError('PAGE_NOT_FOUND');
  const viewer: PageViewer = {
    userId: actor.userId,
    role: (await highestPageRole(db, actor.userId, pageId)) ?? actor.role,
  };
  if (!canViewPage(viewer, ownershipOf(row.page))) throw new AppError('PAGE_NOT_FOUND');
  return { row, viewer };
}

/** Content and title may change only while the page is neither locked nor archived (spec §4). */
function checkWritable(page: PageRow): void {
  if (page.archived_at !== null) throw new AppError('PAGE_ARCHIVED');
  if (page.is_locked) throw new AppError('PAGE_LOCKED');
}

/** A parent for the page: a live page of the project, never the page itself or one under it. */
async function checkParent(
  db: Executor,
  actor: ProjectActor,
  parentId: string,
  pageId: string | null,
): Promise<void> {
  if (pageId !== null && parentId === pageId)
    throw refused('parent', 'a page cannot be its own parent');
  const [parent] = await selectPages(db, actor.userId, visiblePage(scopeOf(actor), parentId));
  if (!parent) throw refused('parent', 'must be a page of this project');
  if (pageId !== null && (await pageWithDescendants(db, pageId)).includes(parentId))
    throw refused('parent', 'a page cannot move under one of its own pages');
}

async function checkLabels(db: Executor, projectId: string, ids: readonly string[]): Promise<void> {
  const found = await projectLabelIds(db, projectId, ids);
  if (ids.some((id) => !found.has(id)))
    throw refused('label_ids', 'must be labels of this project');
}

async function replaceLabels(
  tx: Transaction,
  page: { id: string; workspaceId: string },
  labelIds: readonly string[],
  userId: string,
): Promise<void> {
  await tx.delete(pageLabels).where(eq(pageLabels.page_id, page.id));
  if (labelIds.length > 0)
    await tx.insert(pageLabels).values(
      [...new Set(labelIds)].map((labelId) => ({
        workspace_id: page.workspaceId,
        page_id: page.id,
        label_id: labelId,
        created_by_id: userId,
        updated_by_id: userId,
      })),
    );
}

async function readBack(db: Executor, actor: ProjectActor, pageId: string): Promise<PageDetail> {
  const [row] = await selectPages(db, actor.userId, eq(pages.id, pageId));
  if (!row) throw new AppError('PAGE_NOT_FOUND');
  return presentDetail(row);
}

/** The project's pages the caller may see (spec §7), every level of the tree, newest first. */
export async function listPages(db: Database, actor: ProjectActor): Promise<Page[]> {
  return (await selectPages(db, actor.userId, visibleInProject(scopeOf(actor)))).map(presentPage);
}

/** How many of them each tab holds: public and private live ones, and the archived. */
export async function pagesSummary(db: Database, actor: ProjectActor): Promise<PagesSummary> {
  const [row] = await db
    .select({
      public_pages: sql<number>`count(*) filter (where ${pages.access} = 0 and ${pages.archived_at} is null)::int`,
      private_pages: sql<number>`count(*) filter (where ${pages.access} = 1 and ${pages.archived_at} is null)::int`,
      archived_pages: sql<number>`count(*) filter (where ${pages.archived_at} is not null)::int`,
    })
    .from(pages)
    .where(visibleInProject(scopeOf(actor)));
  return row ?? { public_pages: 0, private_pages: 0, archived_pages: 0 };
}

export async function getPage(
  db: Database,
  actor: ProjectActor,
  pageId: string | undefined,
): Promise<PageDetail> {
  const { row } = await loadPage(db, actor, requireIds(actor, pageId));
  return presentDetail(row);
}

/** A new page of the project, owned by its author (admins and members, spec §6). */
export async function createPage(
  db: Database,
  actor: ProjectActor,
  body: CreatePageBody,
): Promise<PageDetail> {
  if (!canCreatePage(actor.role)) throw new AppError('FORBIDDEN');
  const labelIds = body.label_ids ?? body.labels ?? [];
  await checkLabels(db, actor.project.id, labelIds);
  if (body.parent) await checkParent(db, actor, body.parent, null);
  const description = cleanDescription(body.description_html ?? '<p></p>');
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(pages)
      .values({
        workspace_id: actor.project.workspace_id,
        name: body.name ?? '',
        description_html: description.html,
        description_stripped: description.stripped,
        access: body.access ?? PAGE_ACCESS.public,
        color: body.color ?? '',
        logo_props: body.logo_props ?? {},
        view_props: body.view_props ?? {},
        parent_id: body.parent ?? null,
        owned_by_id: actor.userId,
        created_by_id: actor.userId,
        updated_by_id: actor.userId,
      })
      .returning({ id: pages.id });
    if (!created) throw new Error('The new page could not be written');
    await tx.insert(projectPages).values({
      workspace_id: actor.project.workspace_id,
      project_id: actor.project.id,
      page_id: created.id,
      created_by_id: actor.userId,
      updated_by_id: actor.userId,
    });
    await replaceLabels(
      tx,
      { id: created.id, workspaceId: actor.project.workspace_id },
      labelIds,
      actor.userId,
    );
    return created.id;
  });
  return readBack(db, actor, id);
}

/**
 * A page's properties (title, colour, logo, labels, parent, view settings, and its HTML when a
 * client without the live editor sends it): those who may edit it, while it is neither locked nor
 * archived; its access only by its owner or an admin.
 */
export async function updatePage(
  db: Database,
  actor: ProjectActor,
  pageId: string | undefined,
  body: UpdatePageBody,
): Promise<PageDetail> {
  const id = requireIds(actor, pageId);
  const { row, viewer } = await loadPage(db, actor, id);
  const page = row.page;
  if (!canEditPage(viewer, ownershipOf(page))) throw new AppError('FORBIDDEN');
  checkWritable(page);
  if (
    body.access !== undefined &&
    body.access !== page.access &&
    !canChangePageAccess(viewer, ownershipOf(page))
  )
    throw new AppError('FORBIDDEN');
  const labelIds = body.label_ids ?? body.labels;
  if (labelIds !== undefined) await checkLabels(db, actor.project.id, labelIds);
  if (body.parent) await checkParent(db, actor, body.parent, id);
  const description =
    body.description_html === undefined ? null : cleanDescription(body.description_html);
  await db.transaction(async (tx) => {
    await tx
      .update(pages)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.access !== undefined ? { access: body.access } : {}),
        ...(body.color !== undefined ? { color: body.color } : {}),
        ...(body.logo_props !== undefined ? { logo_props: body.logo_props } : {}),
        ...(body.view_props !== undefined ? { view_props: body.view_props } : {}),
        ...(body.parent !== undefined ? { parent_id: body.parent } : {}),
        // HTML written without the editors' Yjs state: the next editing session starts from it.
        ...(description !== null
          ? {
              description_html: description.html,
              description_stripped: description.stripped,
              description_binary: null,
            }
          : {}),
        updated_by_id: actor.userId,
        updated_at: new Date(),
      })
      .where(eq(pages.id, id));
    if (labelIds !== undefined)
      await replaceLabels(tx, { id, workspaceId: page.workspace_id }, labelIds, actor.userId);
  });
  return readBack(db, actor, id);
}

/** Public or private (spec §4): the owner or an admin. */
export async function setPageAccess(
  db: Database,
  actor: ProjectActor,
  pageId: string | undefined,
  access: PageAccess,
): Promise<void> {
  const id = requireIds(actor, pageId);
  const { row, viewer } = await loadPage(db, actor, id);
  if (!canChangePageAccess(viewer, ownershipOf(row.page))) throw new AppError('FORBIDDEN');
  await db
    .update(pages)
    .set({ access, updated_by_id: actor.userId, updated_at: new Date() })
    .where(eq(pages.id, id));
  await notifyPageRulesChanged(db, [id]);
}

/** Locks or unlocks a page (spec §4): the owner or an admin. */
export async function setPageLocked(
  db: Database,
  actor: ProjectActor,
  pageId: string | undefined,
  isLocked: boolean,
): Promise<void> {
  const id = requireIds(actor, pageId);
  const { row, viewer } = await loadPage(db, actor, id);
  if (!canLockPage(viewer, ownershipOf(row.page))) throw new AppError('FORBIDDEN');
  await db
    .update(pages)
    .set({ is_locked: isLocked, updated_by_id: actor.userId, updated_at: new Date() })
    .where(eq(pages.id, id));
  await notifyPageRulesChanged(db, [id]);
}

/**
 * Archives a page with every page under it, or restores it with them (spec §4); a restored page
 * whose parent is still archived leaves that parent. Archived pages leave favorites.
 */
export async function setPageArchived(
  db: Database,
  actor: ProjectActor,
  pageId: string | undefined,
  isArchived: boolean,
): Promise<{ archived_at: string } | null> {
  const id = requireIds(actor, pageId);
  const { row, viewer } = await loadPage(db, actor, id);
  if (!canArchivePage(viewer, ownershipOf(row.page))) throw new AppError('FORBIDDEN');
  const now = new Date();
  await db.transaction(async (tx) => {
    const tree = await pageWithDescendants(tx, id);
    if (!isArchived && row.page.parent_id !== null) {
      const [parent] = await tx
        .select({ archived: pages.archived_at })
        .from(pages)
        .where(eq(pages.id, row.page.parent_id));
      if (parent?.archived != null)
        await tx.update(pages).set({ parent_id: null }).where(eq(pages.id, id));
    }
    await tx
      .update(pages)
      .set({
        archived_at: isArchived ? now : null,
        updated_by_id: actor.userId,
        updated_at: now,
      })
      .where(inArray(pages.id, tree));
    await notifyPageRulesChanged(tx, tree);
    if (isArchived)
      await tx
        .delete(userFavorites)
        .where(
          and(
            eq(userFavorites.entity_type, 'page'),
            inArray(userFavorites.entity_identifier, tree),
          ),
        );
  });
  return isArchived ? { archived_at: now.toISOString() } : null;
}

/** Deletes an archived page (its owner or an admin); the pages under it move to the top. */
export async function deletePage(
  db: Database,
  actor: ProjectActor,
  pageId: string | undefined,
): Promise<void> {
  const id = requireIds(actor, pageId);
  const { row, viewer } = await loadPage(db, actor, id);
  if (!canDeletePage(viewer, ownershipOf(row.page))) throw new AppError('FORBIDDEN');
  if (row.page.archived_at === null) throw new AppError('PAGE_NOT_ARCHIVED');
  await db.transaction(async (tx) => {
    await tx.update(pages).set({ parent_id: null }).where(eq(pages.parent_id, id));
    await tx
      .update(pages)
      .set({ deleted_at: new Date(), updated_by_id: actor.userId })
      .where(eq(pages.id, id));
    await tx
      .delete(userFavorites)
      .where(and(eq(userFavorites.entity_type, 'page'), eq(userFavorites.entity_identifier, id)));
    await notifyPageRulesChanged(tx, [id]);
  });
}

/** Stars a page for the caller (members and admins, spec §6). */
export async function favoritePage(
  db: Database,
  actor: ProjectActor,
  pageId: string | undefined,
): Promise<void> {
  const id = requireIds(actor, pageId);
  const { row, viewer } = await loadPage(db, actor, id);
  if (!canFavoritePage(viewer)) throw new AppError('FORBIDDEN');
  await addEntityFavorite(db, {
    workspaceId: row.page.workspace_id,
    userId: actor.userId,
    entityType: 'page',
    entityId: id,
    projectId: actor.project.id,
    name: row.page.name,
  });
}

export async function unfavoritePage(
  db: Database,
  actor: ProjectActor,
  pageId: string | undefined,
): Promise<void> {
  const id = requireIds(actor, pageId);
  const { viewer } = await loadPage(db, actor, id);
  if (!canFavoritePage(viewer)) throw new AppError('FORBIDDEN');
  await db
    .delete(userFavorites)
    .where(
      and(
        eq(userFavorites.user_id, actor.userId),
        eq(userFavorites.entity_type, 'page'),
        eq(userFavorites.entity_identifier, id),
      ),
    );
}

/**
 * A copy of a page, "<name> (Copy)", owned by the caller, in the same projects and under the same
 * parent, with its HTML and labels (its Yjs state is rebuilt from the HTML on first edit).
 */
export async function duplicatePage(
  db: Database,
  actor: ProjectActor,
  pageId: string | undefined,
): Promise<PageDetail> {
  const id = requireIds(actor, pageId);
  const { row, viewer } = await loadPage(db, actor, id);
  if (!canDuplicatePage(viewer)) throw new AppError('FORBIDDEN');
  const source = row.page;
  const copyId = await db.transaction(async (tx) => {
    const [copy] = await tx
      .insert(pages)
      .values({
        workspace_id: source.workspace_id,
        name: `${source.name} (Copy)`,
        description_html: source.description_html,
        description_stripped: source.description_stripped,
        color: source.color,
        access: source.access,
        logo_props: source.logo_props,
        view_props: source.view_props,
        parent_id: source.parent_id,
        owned_by_id: actor.userId,
        created_by_id: actor.userId,
        updated_by_id: actor.userId,
      })
      .returning({ id: pages.id });
    if (!copy) throw new Error('The copy could not be written');
    await tx.insert(projectPages).values(
      row.projectIds.map((projectId) => ({
        workspace_id: source.workspace_id,
        project_id: projectId,
        page_id: copy.id,
        created_by_id: actor.userId,
        updated_by_id: actor.userId,
      })),
    );
    await replaceLabels(
      tx,
      { id: copy.id, workspaceId: source.workspace_id },
      row.labelIds,
      actor.userId,
    );
    return copy.id;
  });
  return readBack(db, actor, copyId);
}

/**
 * Moves a page, with the pages under it, to another project of the workspace where the caller may
 * create pages (its owner or an admin, spec §6). It leaves its parent, and its labels, which were
 * the old project's.
 */
export async function movePage(
  db: Database,
  actor: ProjectActor,
  pageId: string | undefined,
  newProjectId: string,
): Promise<void> {
  const id = requireIds(actor, pageId);
  const { row, viewer } = await loadPage(db, actor, id);
  if (!canMovePage(viewer, ownershipOf(row.page))) throw new AppError('FORBIDDEN');
  if (newProjectId === actor.project.id) return;
  const targetRole: Role | null = await projectRoleOf(
    db,
    actor.userId,
    newProjectId,
    actor.project.workspace_id,
  );
  if (!canCreatePage(targetRole))
    throw refused('new_project_id', 'must be a project of this workspace where you may add pages');
  await db.transaction(async (tx) => {
    const tree = await pageWithDescendants(tx, id);
    await tx
      .update(projectPages)
      .set({ project_id: newProjectId, updated_by_id: actor.userId, updated_at: new Date() })
      .where(
        and(inArray(projectPages.page_id, tree), eq(projectPages.project_id, actor.project.id)),
      );
    await tx.update(pages).set({ parent_id: null, updated_at: new Date() }).where(eq(pages.id, id));
    await tx.delete(pageLabels).where(inArray(pageLabels.page_id, tree));
    await notifyPageRulesChanged(tx, tree);
  });
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
