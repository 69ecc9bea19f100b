import { AppError, ROLE } from '@keel/core';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { fileAssets, projects, users, workspaces } from '../../db/schema';
import { loadProjectMembership, type WorkspaceRow } from '../../plugins/access';
import type { AssetStorage } from './asset-storage';
import { type FileAssetRow, markUploaded } from './assets.service';

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
  if (row.entity_type === 'PROJECT_COVER') {
    const { project, projectMembership } = await loadProjectMembership(
      db,
      workspace.id,
      row.entity_identifier,
      userId,
    );
    if (!project) {
      throw new AppError('VALIDATION_ERROR', {
        message: 'entity_identifier does not name a project of this workspace',
        field: 'entity_identifier',
      });
    }
    const isProjectAdmin =
      isWorkspaceAdmin ||
      (projectMembership !== null &&
        (projectMembership.original_role ?? projectMembership.role) >= ROLE.admin);
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
      await tx
        .update(projects)
        .set({ cover_image: staticAssetUrl(row.id), updated_by_id: userId })
        .where(and(eq(projects.id, coverProjectId), eq(projects.workspace_id, workspace.id)));
      await retirePrevious(tx, row, { workspaceId: workspace.id, projectId: coverProjectId });
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
  if (!row) throw new AppError('NOT_FOUND', { message: 'The requested asset could not be found.' });
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
    await tx
      .update(users)
      .set({ [userColumnOf(row.entity_type)]: staticAssetUrl(row.id) })
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
  });
}
