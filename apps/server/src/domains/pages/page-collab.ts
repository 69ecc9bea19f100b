import { type PageAccess, ROLE, canEditPage, canViewPage } from '@keel/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import { pages, projectPages, projects } from '#server/db/schema';
import { cleanDescription } from '#server/domains/work-items';
import { highestPageRole } from './pages.queries';

export { PAGE_COLLAB_CHANNEL } from './pages.queries';
import { storeDocument } from './page-documents.service';

/** What an editor of the page may do over the collaboration socket (spec §4, §6). */
export interface PageCollabAccess {
  workspaceId: string;
  canEdit: boolean;
}

/**
 * Whether the user may open the page's live document, and whether they may change it: the page
 * rules by their highest role across its projects (guests of a project that hides work from them
 * only their own pages), content only while the page is neither locked nor archived. Null: they
 * may not open it, or it does not exist.
 */
export async function pageCollabAccess(
  db: Executor,
  userId: string,
  pageId: string,
): Promise<PageCollabAccess | null> {
  const [page] = await db
    .select({
      workspaceId: pages.workspace_id,
      access: pages.access,
      ownedById: pages.owned_by_id,
      isLocked: pages.is_locked,
      archivedAt: pages.archived_at,
      guestsSeeAll: sql<boolean>`coalesce(bool_or(${projects.guest_view_all_features}), false)`,
    })
    .from(pages)
    .innerJoin(projectPages, eq(projectPages.page_id, pages.id))
    .innerJoin(projects, and(eq(projects.id, projectPages.project_id), isNull(projects.deleted_at)))
    .where(and(sql`${pages.id}::text = ${pageId}`, isNull(pages.deleted_at)))
    .groupBy(pages.id);
  if (!page) return null;
  const role = await highestPageRole(db, userId, pageId);
  if (role === null) return null;
  const ownership = { access: page.access as PageAccess, ownedById: page.ownedById };
  const viewer = { userId, role };
  if (!canViewPage(viewer, ownership)) return null;
  if (role < ROLE.member && !page.guestsSeeAll && page.ownedById !== userId) return null;
  return {
    workspaceId: page.workspaceId,
    canEdit: canEditPage(viewer, ownership) && !page.isLocked && page.archivedAt === null,
  };
}

/** The stored document of a page: its Yjs state (null before the first live edit) and HTML. */
export async function readPageState(
  db: Executor,
  pageId: string,
): Promise<{ binary: Buffer | null; html: string } | null> {
  const [row] = await db
    .select({ binary: pages.description_binary, html: pages.description_html })
    .from(pages)
    .where(sql`${pages.id}::text = ${pageId}`);
  return row ?? null;
}

/** Stores what the live document holds: its Yjs state, its HTML (sanitized) and plain text. */
export async function storeLiveDocument(
  db: Database,
  change: { pageId: string; workspaceId: string; userId: string; binary: Buffer; html: string },
): Promise<void> {
  const { html, stripped } = cleanDescription(change.html);
  await storeDocument(db, { ...change, html, stripped });
}
