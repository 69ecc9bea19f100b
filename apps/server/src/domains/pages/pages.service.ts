import {
  AppError,
  type CreatePageBody,
  PAGE_ACCESS,
  type PageAccess,
  type Page,
  type PageDetail,
  type PagesSummary,
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
} from '@keel/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { pageLabels, pages, projectPages, userFavorites } from '#server/db/schema';
import { addEntityFavorite } from '#server/domains/favorites';
import { cleanDescription } from '#server/domains/work-items';
import type { ProjectActor } from '#server/plugins/project-actor';
import {
  notifyPageRulesChanged,
  pageWithDescendants,
  projectRoleOf,
  selectPages,
  visibleInProject,
} from './pages.queries';

import {
  checkLabels,
  checkParent,
  checkWritable,
  loadPage,
  ownershipOf,
  presentDetail,
  presentPage,
  readBack,
  refused,
  replaceLabels,
  requireIds,
  scopeOf,
} from './page-kernel';

export { presentPage } from './page-kernel';
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
