import { AppError, ROLE, hasRole, isUuid, membershipRole } from '@keel/core';
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import { fileAssets, projects, users, workItemComments, workspaces } from '#server/db/schema';
import { loadProjectMembership, type WorkspaceRow } from '#server/plugins/access';
import { visibleWorkItemIdsOf } from '#server/permissions';
import type { ProjectActor as Actor } from '#server/plugins/project-actor';
import type { AssetStorage } from './asset-storage';
import {
  type FileAssetInsert,
  type FileAssetRow,
  assetNotFound,
  markUploaded,
} from './assets.service';

/** Where a logo, cover or avatar is read by anyone holding the link (Plane's static path). */
export function staticAssetUrl(assetId: string): string {
  return `/api/assets/v2/static/${assetId}/`;
}

/**
 * Soft-deletes the other live assets of the same kind for the same owner: a new avatar, logo or
 * cover replaces the previous one (Plane deletes the old asset when it links the new).
 */
async function retirePrevious(
  tx: Executor,
  row: FileAssetRow,
  owner: { workspaceId?: string; projectId?: string; userId?: string },
) {
  await tx
    .update(fileAssets)
    .set({ deleted_at: new Date() })
    .where(
      and(
        eq(fileAssets.entity_type, row.entity_type),
        ne(fileAssets.id, row.id),
        isNull(fileAssets.deleted_at),
        owner.workspaceId === undefined
          ? undefined
          : eq(fileAssets.workspace_id, owner.workspaceId),
        owner.projectId === undefined
          ? undefined
          : eq(fileAssets.entity_identifier, owner.projectId),
        owner.userId === undefined ? undefined : eq(fileAssets.created_by_id, owner.userId),
        owner.userId === undefined ? undefined : isNull(fileAssets.workspace_id),
      ),
    );
}

/**
 * Step 3 for a workspace logo or a project cover: marks it uploaded and makes it the workspace's
 * logo (workspace admins) or the project's cover (its admins), retiring the previous one, in one
 * transaction. Other workspace assets are only marked uploaded.
 */
export async function completeWorkspaceAsset(options: {
  db: Database;
  storage: AssetStorage;
  limit: number;
  workspace: WorkspaceRow;
  isWorkspaceAdmin: boolean;
  userId: string;
  row: FileAssetRow;
}): Promise<void> {
  const { db, storage, limit, workspace, isWorkspaceAdmin, userId, row } = options;
  let coverProjectId: string | null = null;
  if (row.entity_type === 'WORKSPACE_LOGO' && !isWorkspaceAdmin) throw new AppError('FORBIDDEN');
  // A cover chosen in the create-project dialog is uploaded before its project exists (an empty
  // identifier): it is only marked uploaded here, and the bulk call links it once the project is
  // made.
  if (row.entity_type === 'PROJECT_COVER' && row.entity_identifier !== '') {
    const noProject = new AppError('VALIDATION_ERROR', {
      message: 'entity_identifier does not name a project of this workspace',
      field: 'entity_identifier',
    });
    if (!isUuid(row.entity_identifier)) throw noProject;
    const { project, projectMembership } = await loadProjectMembership(
      db,
      workspace.id,
      row.entity_identifier,
      userId,
    );
    if (!project) throw noProject;
    const isProjectAdmin =
      isWorkspaceAdmin ||
      (projectMembership !== null && hasRole(membershipRole(projectMembership), ROLE.admin));
    if (!isProjectAdmin) throw new AppError('FORBIDDEN');
    coverProjectId = project.id;
  }
  await db.transaction(async (tx) => {
    await markUploaded({ db: tx, storage, row, limit, userId });
    if (row.entity_type === 'WORKSPACE_LOGO') {
      await tx
        .update(workspaces)
        .set({ logo_url: staticAssetUrl(row.id), updated_by_id: userId })
        .where(eq(workspaces.id, workspace.id));
      await retirePrevious(tx, row, { workspaceId: workspace.id });
    } else if (coverProjectId !== null) {
      await makeProjectCover(tx, row, {
        workspaceId: workspace.id,
        projectId: coverProjectId,
        userId,
      });
    }
  });
}

/** Puts the cover on its project and retires the project's previous cover. */
async function makeProjectCover(
  tx: Executor,
  row: FileAssetRow,
  scope: { workspaceId: string; projectId: string; userId: string },
) {
  const { workspaceId, projectId, userId } = scope;
  await tx
    .update(projects)
    .set({ cover_image: staticAssetUrl(row.id), updated_by_id: userId })
    .where(and(eq(projects.id, projectId), eq(projects.workspace_id, workspaceId)));
  await retirePrevious(tx, row, { workspaceId, projectId });
}

/** The columns that tie an asset to the entity `entityId` names, if the actor may see it. */
async function entityLinkOf(
  db: Executor,
  actor: Actor,
  entityType: string,
  entityId: string,
): Promise<Partial<FileAssetInsert> | null> {
  const project = actor.project;
  const base = { project_id: project.id, entity_identifier: entityId };
  switch (entityType) {
    case 'ISSUE_DESCRIPTION': {
      const [itemId] = await visibleWorkItemIdsOf(db, actor, [entityId]);
      return itemId !== undefined ? { ...base, work_item_id: itemId } : null;
    }
    case 'COMMENT_DESCRIPTION': {
      if (!isUuid(entityId)) return null;
      const [comment] = await db
        .select({ id: workItemComments.id, workItemId: workItemComments.work_item_id })
        .from(workItemComments)
        .where(
          and(
            eq(workItemComments.id, entityId),
            eq(workItemComments.project_id, project.id),
            isNull(workItemComments.deleted_at),
          ),
        )
        .limit(1);
      if (!comment) return null;
      const [itemId] = await visibleWorkItemIdsOf(db, actor, [comment.workItemId]);
      return itemId !== undefined
        ? { ...base, comment_id: comment.id, work_item_id: itemId }
        : null;
    }
    case 'PAGE_DESCRIPTION':
      return isUuid(entityId) ? base : null;
    case 'PROJECT_COVER':
      return entityId === project.id && actor.role >= ROLE.admin ? base : null;
    default:
      return null;
  }
}

/**
 * Plane's bulk call after an entity is created: the images uploaded while it was being written
 * (a work item's description, a comment, a page, the new project's cover) are tied to it. Only
 * the caller's own uploaded assets of this workspace, not in another project, all of one type;
 * one cover at most, which becomes the project's cover (its admins only). All or nothing.
 */
export async function attachAssets(options: {
  db: Database;
  actor: Actor;
  entityId: string;
  assetIds: string[];
}): Promise<void> {
  const { db, actor, entityId, assetIds } = options;
  const project = actor.project;
  await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(fileAssets)
      .where(
        and(
          inArray(fileAssets.id, assetIds),
          eq(fileAssets.workspace_id, project.workspace_id),
          eq(fileAssets.created_by_id, actor.userId),
          eq(fileAssets.is_uploaded, true),
          isNull(fileAssets.deleted_at),
          or(eq(fileAssets.project_id, project.id), isNull(fileAssets.project_id)),
        ),
      )
      .for('update');
    if (rows.length !== assetIds.length) throw assetNotFound();
    const entityTypes = new Set(rows.map((row) => row.entity_type));
    const [entityType] = [...entityTypes];
    if (entityTypes.size !== 1 || entityType === undefined) {
      throw new AppError('VALIDATION_ERROR', {
        message: 'Assets must have the same entity type.',
        field: 'asset_ids',
      });
    }
    if (entityType === 'PROJECT_COVER' && rows.length !== 1) {
      throw new AppError('ASSET_ONE_PROJECT_COVER', { field: 'asset_ids' });
    }
    const link = await entityLinkOf(tx, actor, entityType, entityId);
    if (!link) throw new AppError('ASSET_ENTITY_NOT_FOUND');
    await tx
      .update(fileAssets)
      .set({ ...link, updated_by_id: actor.userId })
      .where(inArray(fileAssets.id, assetIds));
    const [cover] = rows;
    if (entityType === 'PROJECT_COVER' && cover) {
      await makeProjectCover(
        tx,
        { ...cover, entity_identifier: project.id },
        { workspaceId: project.workspace_id, projectId: project.id, userId: actor.userId },
      );
    }
  });
}

/** The user column an avatar or cover fills. */
function userColumnOf(entityType: string): 'avatar' | 'cover_image' {
  return entityType === 'USER_AVATAR' ? 'avatar' : 'cover_image';
}

/** A live asset the user uploaded for themselves (avatar or cover); 404 otherwise. */
export async function loadUserAsset(
  db: Executor,
  userId: string,
  assetId: string,
): Promise<FileAssetRow> {
  const [row] = await db
    .select()
    .from(fileAssets)
    .where(
      and(
        eq(fileAssets.id, assetId),
        eq(fileAssets.created_by_id, userId),
        isNull(fileAssets.workspace_id),
        isNull(fileAssets.deleted_at),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('ASSET_NOT_FOUND');
  return row;
}

/** Step 3 for an avatar or a profile cover: marks it uploaded and puts it on the user. */
export async function completeUserAsset(options: {
  db: Database;
  storage: AssetStorage;
  limit: number;
  userId: string;
  row: FileAssetRow;
}): Promise<void> {
  const { db, storage, limit, userId, row } = options;
  await db.transaction(async (tx) => {
    await markUploaded({ db: tx, storage, row, limit, userId });
    const isCover = row.entity_type === 'USER_COVER';
    await tx
      .update(users)
      .set({
        [userColumnOf(row.entity_type)]: staticAssetUrl(row.id),
        ...(isCover ? { cover_image_asset_id: row.id } : {}),
      })
      .where(eq(users.id, userId));
    await retirePrevious(tx, row, { userId });
  });
}

/** Deletes an avatar or cover; the user's picture goes back to none if it was this one. */
export async function deleteUserAsset(options: {
  db: Database;
  userId: string;
  row: FileAssetRow;
}): Promise<void> {
  const { db, userId, row } = options;
  const column = userColumnOf(row.entity_type);
  await db.transaction(async (tx) => {
    await tx
      .update(fileAssets)
      .set({ deleted_at: new Date(), updated_by_id: userId })
      .where(eq(fileAssets.id, row.id));
    await tx
      .update(users)
      .set({ [column]: null })
      .where(and(eq(users.id, userId), eq(users[column], staticAssetUrl(row.id))));
    await tx
      .update(users)
      .set({ cover_image_asset_id: null })
      .where(and(eq(users.id, userId), eq(users.cover_image_asset_id, row.id)));
  });
}
