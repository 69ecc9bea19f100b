import {
  AppError,
  type CreateViewBody,
  FilterError,
  type Role,
  type UpdateViewBody,
  type View,
  type ViewFavorite,
  VIEW_ACCESS,
  VIEW_LOCKED_FIELDS,
  VIEW_LOCKED_MESSAGE,
  canCreateView,
  canManageView,
  parseRichFilters,
} from '@keel/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import { issueViews, userFavorites } from '#server/db/schema';
import { RICH_FIELD_KINDS } from '#server/domains/work-items';
import { addEntityFavorite } from '#server/domains/favorites';
import { presentView } from './views.present';
import {
  type ViewPlace,
  type ViewRowWithFavorite,
  deleteViewFavorites,
  findVisibleView,
  listVisibleViews,
} from './views.queries';

/**
 * Who acts on views, and where: a project's views (projectId set, role the acting project role)
 * or the workspace's own views (projectId null, role the workspace role).
 */
export interface ViewActor extends ViewPlace {
  userId: string;
  role: Role;
}

function refused(field: string, message: string): AppError {
  return new AppError('VALIDATION_ERROR', { message: `${field}: ${message}`, field });
}

/** Rich filters must parse with the list query's own parser (an empty object is no filter). */
function checkRichFilters(richFilters: Record<string, unknown> | undefined): void {
  if (richFilters === undefined || Object.keys(richFilters).length === 0) return;
  try {
    parseRichFilters(JSON.stringify(richFilters), RICH_FIELD_KINDS);
  } catch (error) {
    if (error instanceof FilterError) throw refused('rich_filters', error.message);
    throw error;
  }
}

/** A view the actor may see, or 404 (another user's private view is not found). */
export async function requireView(
  db: Executor,
  actor: ViewActor,
  viewId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ViewRowWithFavorite> {
  const row = await findVisibleView(db, actor, actor.userId, viewId, options);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

function ownership(row: ViewRowWithFavorite) {
  return { access: row.access, ownedById: row.owned_by_id };
}

export async function listViews(db: Database, actor: ViewActor): Promise<View[]> {
  const rows = await listVisibleViews(db, actor, actor.userId);
  return rows.map(presentView);
}

export async function getView(db: Database, actor: ViewActor, viewId: string): Promise<View> {
  return presentView(await requireView(db, actor, viewId));
}

/** Creates a view owned by its creator (members and admins; guests only read). */
export async function createView(
  db: Database,
  actor: ViewActor,
  body: CreateViewBody,
): Promise<View> {
  if (!canCreateView(actor.role)) throw new AppError('FORBIDDEN');
  checkRichFilters(body.rich_filters);
  const [row] = await db
    .insert(issueViews)
    .values({
      workspace_id: actor.workspaceId,
      project_id: actor.projectId,
      name: body.name,
      description: body.description ?? '',
      filters: body.filters ?? {},
      rich_filters: body.rich_filters ?? {},
      display_filters: body.display_filters ?? {},
      display_properties: body.display_properties ?? {},
      access: body.access ?? VIEW_ACCESS.public,
      is_locked: body.is_locked ?? false,
      owned_by_id: actor.userId,
      ...(body.sort_order === undefined ? {} : { sort_order: body.sort_order }),
      logo_props: body.logo_props ?? {},
      created_by_id: actor.userId,
      updated_by_id: actor.userId,
    })
    .returning();
  if (!row) throw new Error('The view could not be written');
  return presentView({ ...row, is_favorite: false });
}

/**
 * Edits a view: only its owner or an admin (403 otherwise). A locked view keeps its filters and
 * display settings (400 naming the field) until it is unlocked; the unlock itself goes through.
 */
export async function updateView(
  db: Database,
  actor: ViewActor,
  viewId: string,
  body: UpdateViewBody,
): Promise<View> {
  return db.transaction(async (tx) => {
    const view = await requireView(tx, actor, viewId, { forUpdate: true });
    if (!canManageView(actor, ownership(view))) throw new AppError('FORBIDDEN');
    if (view.is_locked) {
      const field = VIEW_LOCKED_FIELDS.find((key) => body[key] !== undefined);
      if (field) throw refused(field, VIEW_LOCKED_MESSAGE);
    }
    checkRichFilters(body.rich_filters);
    const [row] = await tx
      .update(issueViews)
      .set({
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.description === undefined ? {} : { description: body.description }),
        ...(body.filters === undefined ? {} : { filters: body.filters }),
        ...(body.rich_filters === undefined ? {} : { rich_filters: body.rich_filters }),
        ...(body.display_filters === undefined ? {} : { display_filters: body.display_filters }),
        ...(body.display_properties === undefined
          ? {}
          : { display_properties: body.display_properties }),
        ...(body.access === undefined ? {} : { access: body.access }),
        ...(body.is_locked === undefined ? {} : { is_locked: body.is_locked }),
        ...(body.sort_order === undefined ? {} : { sort_order: body.sort_order }),
        ...(body.logo_props === undefined ? {} : { logo_props: body.logo_props }),
        updated_by_id: actor.userId,
        updated_at: new Date(),
      })
      .where(eq(issueViews.id, view.id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    return presentView({ ...row, is_favorite: view.is_favorite });
  });
}

/** Soft-deletes a view (owner or admin) and removes everyone's favorites of it. */
export async function deleteView(db: Database, actor: ViewActor, viewId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const view = await requireView(tx, actor, viewId, { forUpdate: true });
    if (!canManageView(actor, ownership(view))) throw new AppError('FORBIDDEN');
    await tx
      .update(issueViews)
      .set({ deleted_at: new Date(), updated_by_id: actor.userId })
      .where(eq(issueViews.id, view.id));
    await deleteViewFavorites(tx, [view.id]);
  });
}

/** Marks a view the user may see as a favorite; an existing favorite is answered as it is (§5). */
export async function favoriteView(
  db: Database,
  actor: ViewActor,
  viewId: string,
): Promise<ViewFavorite> {
  const view = await requireView(db, actor, viewId);
  const favorite = await addEntityFavorite(db, {
    workspaceId: view.workspace_id,
    userId: actor.userId,
    entityType: 'view',
    entityId: view.id,
    projectId: view.project_id,
    name: view.name,
  });
  return {
    id: favorite.id,
    entity_type: 'view',
    entity_identifier: view.id,
    view: view.id,
    project_id: view.project_id,
    name: favorite.name,
  };
}

/** Removes a view of the place from the user's favorites (404 when it is not one). */
export async function unfavoriteView(
  db: Database,
  actor: ViewActor,
  viewId: string,
): Promise<void> {
  const view = await findVisibleView(db, actor, actor.userId, viewId);
  const deleted = view
    ? await db
        .delete(userFavorites)
        .where(
          and(
            eq(userFavorites.user_id, actor.userId),
            eq(userFavorites.entity_type, 'view'),
            eq(userFavorites.entity_identifier, view.id),
          ),
        )
        .returning({ id: userFavorites.id })
    : [];
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
}
