import {
  AppError,
  type PageAccess,
  type Page,
  type PageDetail,
  type PageViewer,
  ROLE,
  canViewPage,
} from '@keel/core';
import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from '#server/db/executor';
import { pageLabels, pages } from '#server/db/schema';
import type { ProjectActor } from '#server/plugins/project-actor';
import {
  type PageRow,
  type PageScope,
  type PageWithLinks,
  highestPageRole,
  pageWithDescendants,
  projectLabelIds,
  selectPages,
  visiblePage,
} from './pages.queries';

/*
 * What the pages services share: the checks of a page route (its ids, the caller's view of the
 * page, whether it is writable), its answers' shapes, and its labels and parent.
 */

/** Spec §5: a page route's workspace, project and page must all be named. */
export function requireIds(actor: ProjectActor, pageId: string | undefined): string {
  if (!actor.project.workspace_id || !actor.project.id || !pageId)
    throw new AppError('MISSING_REQUIRED_FIELDS');
  return pageId;
}

export function scopeOf(actor: ProjectActor): PageScope {
  return {
    userId: actor.userId,
    workspaceId: actor.project.workspace_id,
    projectId: actor.project.id,
    onlyOwn: actor.role < ROLE.member && !actor.project.guest_view_all_features,
  };
}

export function refused(field: string, message: string): AppError {
  return new AppError('VALIDATION_ERROR', { message: `${field}: ${message}`, field });
}

export function ownershipOf(page: PageRow) {
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

export function presentDetail(row: PageWithLinks): PageDetail {
  return { ...presentPage(row), description_html: row.page.description_html };
}

/** A page the caller may see in the route's project, with the rules' view of them. */
export async function loadPage(db: Executor, actor: ProjectActor, pageId: string) {
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
export function checkWritable(page: PageRow): void {
  if (page.archived_at !== null) throw new AppError('PAGE_ARCHIVED');
  if (page.is_locked) throw new AppError('PAGE_LOCKED');
}

/** A parent for the page: a live page of the project, never the page itself or one under it. */
export async function checkParent(
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

export async function checkLabels(
  db: Executor,
  projectId: string,
  ids: readonly string[],
): Promise<void> {
  const found = await projectLabelIds(db, projectId, ids);
  if (ids.some((id) => !found.has(id)))
    throw refused('label_ids', 'must be labels of this project');
}

export async function replaceLabels(
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

export async function readBack(
  db: Executor,
  actor: ProjectActor,
  pageId: string,
): Promise<PageDetail> {
  const [row] = await selectPages(db, actor.userId, eq(pages.id, pageId));
  if (!row) throw new AppError('PAGE_NOT_FOUND');
  return presentDetail(row);
}
