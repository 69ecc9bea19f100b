import { randomBytes } from 'node:crypto';
import {
  AppError,
  type AssetUploadBody,
  type AssetUploadResponse,
  INVALID_FILE_TYPE_MESSAGE,
  INVALID_IMAGE_TYPE_MESSAGE,
  fileTooLargeMessage,
  isAllowedAttachmentType,
  isInlineImageType,
  isUuid,
  sanitizeAssetName,
} from '@keel/core';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import { fileAssets, workItemComments } from '#server/db/schema';
import type { WorkspaceRow } from '#server/plugins/access';
import { visibleCreatorOf, visibleWorkItemIdsOf } from '#server/permissions';
import type { ProjectActor as Actor } from '#server/plugins/project-actor';
import type { AssetStorage, StoredAsset } from './asset-storage';

export type FileAssetRow = typeof fileAssets.$inferSelect;
export type FileAssetInsert = typeof fileAssets.$inferInsert;

/** Entity types read through the public `assets/v2/static/<id>/` path (logos, covers, avatars). */
const STATIC_ENTITY_TYPES = ['WORKSPACE_LOGO', 'PROJECT_COVER', 'USER_AVATAR', 'USER_COVER'];

/** Whether the asset is a logo, cover or avatar, read by anyone holding its static link. */
export function isStaticAsset(row: FileAssetRow): boolean {
  return STATIC_ENTITY_TYPES.includes(row.entity_type);
}

/** The object key of a new upload: `<workspace_id>/<32 hex>-<sanitized name>` (Plane). */
function newStorageKey(prefix: string, sanitizedName: string): string {
  return `${prefix}/${randomBytes(16).toString('hex')}-${sanitizedName}`;
}

/** Where a new upload belongs: its owners, its entity, and the prefix of its storage key. */
export type PendingAssetPlace = Pick<
  FileAssetInsert,
  | 'workspace_id'
  | 'project_id'
  | 'work_item_id'
  | 'comment_id'
  | 'entity_type'
  | 'entity_identifier'
> & { keyPrefix: string };

/** Step 1's row: the file as the browser announced it, waiting (not uploaded) for its POST. */
export async function insertPendingAsset(
  db: Executor,
  file: { name: string; type: string; size: number },
  place: PendingAssetPlace,
  userId: string,
): Promise<FileAssetRow> {
  const { keyPrefix, ...owners } = place;
  const name = sanitizeAssetName(file.name);
  const [row] = await db
    .insert(fileAssets)
    .values({
      ...owners,
      storage_key: newStorageKey(keyPrefix, name),
      name,
      content_type: file.type,
      size: file.size,
      created_by_id: userId,
      updated_by_id: userId,
    })
    .returning();
  if (!row) throw new Error('file_assets insert returned no row');
  return row;
}

/** Refuses a file above the instance's limit or of a type the endpoint does not take. */
export function checkFile(
  body: { type: string; size: number },
  options: { limit: number; isAllowedType: (type: string) => boolean; typeMessage: string },
): void {
  if (body.size > options.limit) {
    throw new AppError('VALIDATION_ERROR', {
      message: fileTooLargeMessage(options.limit),
      field: 'size',
    });
  }
  if (!options.isAllowedType(body.type)) {
    throw new AppError('VALIDATION_ERROR', { message: options.typeMessage, field: 'type' });
  }
}

export function storedAsset(row: FileAssetRow): StoredAsset {
  return { id: row.id, key: row.storage_key, contentType: row.content_type, name: row.name };
}

/** The storage's upload URL and fields for a freshly made row. */
export function uploadDataOf(storage: AssetStorage, row: FileAssetRow, limit: number) {
  return storage.presignUpload(storedAsset(row), Math.min(row.size, limit));
}

/** Where an editor image (or any project asset) is read: an API path that redirects. */
export function projectAssetUrl(slug: string, projectId: string, assetId: string): string {
  return `/api/assets/v2/workspaces/${slug}/projects/${projectId}/${assetId}/`;
}

/** Where a workspace asset is read: logos and covers by the static path, the rest by the workspace's. */
export function workspaceAssetUrl(slug: string, row: FileAssetRow): string {
  return isStaticAsset(row)
    ? `/api/assets/v2/static/${row.id}/`
    : `/api/assets/v2/workspaces/${slug}/${row.id}/`;
}

/** A live asset of the workspace (and project, when given); 404 otherwise. */
export async function loadAsset(
  db: Executor,
  scope: { workspaceId: string; projectId?: string; assetId: string; includeDeleted?: boolean },
): Promise<FileAssetRow> {
  if (!isUuid(scope.assetId)) throw assetNotFound();
  const [row] = await db
    .select()
    .from(fileAssets)
    .where(
      and(
        eq(fileAssets.id, scope.assetId),
        eq(fileAssets.workspace_id, scope.workspaceId),
        scope.projectId === undefined ? undefined : eq(fileAssets.project_id, scope.projectId),
        scope.includeDeleted === true
          ? isNotNull(fileAssets.deleted_at)
          : isNull(fileAssets.deleted_at),
      ),
    )
    .limit(1);
  if (!row) throw assetNotFound();
  return row;
}

/**
 * Refuses (404, as for a missing asset) a project asset whose entity the actor may not see: the
 * image of a work item's description or comment, or an attachment, is seen by whoever sees the
 * work item (the detail's rule). An asset linked to nothing yet (an image of an item still being
 * written) is seen by whoever may see everything in the project, and otherwise by its uploader.
 */
export async function checkMaySeeAsset(db: Executor, actor: Actor, row: FileAssetRow) {
  if (row.work_item_id !== null) {
    const [visible] = await visibleWorkItemIdsOf(db, actor, [row.work_item_id]);
    if (!visible) throw assetNotFound();
    return;
  }
  const limitedTo = visibleCreatorOf(actor);
  if (limitedTo !== undefined && row.created_by_id !== limitedTo) throw assetNotFound();
}

export function assetNotFound(): AppError {
  return new AppError('ASSET_NOT_FOUND');
}

/**
 * Marks an asset uploaded once the storage holds it: Keel's own storage is asked whether the file
 * really arrived (400 'The file has not been uploaded.' otherwise). Answers whether this call was
 * the one that marked it (false when it already was).
 */
export async function markUploaded(options: {
  db: Executor;
  storage: AssetStorage;
  row: FileAssetRow;
  limit: number;
  userId: string;
}): Promise<boolean> {
  const { db, storage, row, limit, userId } = options;
  if (row.is_uploaded) return false;
  if (!(await storage.hasObject(storedAsset(row), Math.min(row.size, limit)))) {
    throw new AppError('VALIDATION_ERROR', {
      message: 'The file has not been uploaded.',
      field: 'asset_id',
    });
  }
  const updated = await db
    .update(fileAssets)
    .set({ is_uploaded: true, updated_by_id: userId })
    .where(and(eq(fileAssets.id, row.id), eq(fileAssets.is_uploaded, false)))
    .returning({ id: fileAssets.id });
  return updated.length > 0;
}

/** The uploader, or an admin of the scope the asset lives in, may delete or restore it (Plane). */
export function checkMayManage(row: FileAssetRow, userId: string, isAdmin: boolean): void {
  if (!isAdmin && row.created_by_id !== userId) throw new AppError('FORBIDDEN');
}

/**
 * What a project image's entity_identifier links it to: a work item (descriptions), a comment or
 * the work item a new comment is being written on (comments); empty links nothing. Pages arrive
 * with their own issue; until then their identifier is only kept.
 */
async function linkOfProjectAsset(
  db: Executor,
  actor: Actor,
  body: AssetUploadBody,
): Promise<Pick<FileAssetInsert, 'work_item_id' | 'comment_id'>> {
  const identifier = body.entity_identifier;
  if (identifier === '' || body.entity_type === 'PAGE_DESCRIPTION') return {};
  const refused = new AppError('VALIDATION_ERROR', {
    message: 'entity_identifier does not name a work item or comment of this project',
    field: 'entity_identifier',
  });
  if (!isUuid(identifier)) throw refused;
  if (body.entity_type === 'COMMENT_DESCRIPTION') {
    const [comment] = await db
      .select({ id: workItemComments.id, workItemId: workItemComments.work_item_id })
      .from(workItemComments)
      .where(
        and(
          eq(workItemComments.id, identifier),
          eq(workItemComments.project_id, actor.project.id),
          isNull(workItemComments.deleted_at),
        ),
      )
      .limit(1);
    if (comment) {
      const [visible] = await visibleWorkItemIdsOf(db, actor, [comment.workItemId]);
      if (visible) return { comment_id: comment.id, work_item_id: comment.workItemId };
    }
  }
  const [itemId] = await visibleWorkItemIdsOf(db, actor, [identifier]);
  if (itemId === undefined) throw refused;
  return { work_item_id: itemId };
}

/**
 * Step 1 of an editor image upload (descriptions and comments, Plane's project asset endpoint):
 * images only, within the limit; the row waits, not uploaded, for the browser's POST.
 */
export async function requestProjectAssetUpload(options: {
  db: Database;
  storage: AssetStorage;
  limit: number;
  actor: Actor;
  slug: string;
  body: AssetUploadBody;
}): Promise<AssetUploadResponse> {
  const { db, storage, limit, actor, slug, body } = options;
  // A page may also hold files (its attachment blocks); they are only ever served as downloads.
  checkFile(
    body,
    body.entity_type === 'PAGE_DESCRIPTION'
      ? {
          limit,
          isAllowedType: (type) => isInlineImageType(type) || isAllowedAttachmentType(type),
          typeMessage: INVALID_FILE_TYPE_MESSAGE,
        }
      : { limit, isAllowedType: isInlineImageType, typeMessage: INVALID_IMAGE_TYPE_MESSAGE },
  );
  const link = await linkOfProjectAsset(db, actor, body);
  const row = await insertPendingAsset(
    db,
    body,
    {
      workspace_id: actor.project.workspace_id,
      project_id: actor.project.id,
      ...link,
      entity_type: body.entity_type,
      entity_identifier: body.entity_identifier,
      keyPrefix: actor.project.workspace_id,
    },
    actor.userId,
  );
  return {
    upload_data: uploadDataOf(storage, row, limit),
    asset_id: row.id,
    asset_url: projectAssetUrl(slug, actor.project.id, row.id),
  };
}

/**
 * Step 1 for a workspace-level image (logo, cover, or an image of something not yet in a
 * project): images only, within the limit.
 */
export async function requestWorkspaceAssetUpload(options: {
  db: Database;
  storage: AssetStorage;
  limit: number;
  workspace: WorkspaceRow;
  userId: string;
  body: AssetUploadBody;
}): Promise<AssetUploadResponse> {
  const { db, storage, limit, workspace, userId, body } = options;
  checkFile(body, {
    limit,
    isAllowedType: isInlineImageType,
    typeMessage: INVALID_IMAGE_TYPE_MESSAGE,
  });
  const row = await insertPendingAsset(
    db,
    body,
    {
      workspace_id: workspace.id,
      entity_type: body.entity_type,
      entity_identifier: body.entity_identifier,
      keyPrefix: workspace.id,
    },
    userId,
  );
  return {
    upload_data: uploadDataOf(storage, row, limit),
    asset_id: row.id,
    asset_url: workspaceAssetUrl(workspace.slug, row),
  };
}

/**
 * Step 1 for a person's avatar or profile cover: images only, within the limit, owned by no
 * workspace (the key starts with `users/<user id>`).
 */
export async function requestUserAssetUpload(options: {
  db: Database;
  storage: AssetStorage;
  limit: number;
  userId: string;
  body: AssetUploadBody;
}): Promise<AssetUploadResponse> {
  const { db, storage, limit, userId, body } = options;
  checkFile(body, {
    limit,
    isAllowedType: isInlineImageType,
    typeMessage: INVALID_IMAGE_TYPE_MESSAGE,
  });
  const row = await insertPendingAsset(
    db,
    body,
    {
      workspace_id: null,
      entity_type: body.entity_type,
      entity_identifier: userId,
      keyPrefix: `users/${userId}`,
    },
    userId,
  );
  return {
    upload_data: uploadDataOf(storage, row, limit),
    asset_id: row.id,
    asset_url: `/api/assets/v2/static/${row.id}/`,
  };
}

/** Soft-deletes an asset (the uploader or an admin); its file stays until the row is purged. */
export async function softDeleteAsset(db: Executor, row: FileAssetRow, userId: string) {
  await db
    .update(fileAssets)
    .set({ deleted_at: new Date(), updated_by_id: userId })
    .where(eq(fileAssets.id, row.id));
}

/** Brings a soft-deleted asset back (Plane's restore endpoint). */
export async function restoreAsset(options: {
  db: Database;
  workspaceId: string;
  assetId: string;
  userId: string;
  isAdmin: boolean;
}): Promise<void> {
  const { db, workspaceId, assetId, userId, isAdmin } = options;
  const row = await loadAsset(db, { workspaceId, assetId, includeDeleted: true });
  checkMayManage(row, userId, isAdmin);
  await db
    .update(fileAssets)
    .set({ deleted_at: null, updated_by_id: userId })
    .where(eq(fileAssets.id, row.id));
}

/** Where the browser should read an uploaded asset from: a signed URL of the storage. */
export function signedReadUrl(
  storage: AssetStorage,
  row: FileAssetRow,
  wanted: 'attachment' | 'inline',
): string {
  if (!row.is_uploaded) {
    throw new AppError('ASSET_NOT_UPLOADED', { field: 'asset_id' });
  }
  // Only images that are safe to show are ever served inline; everything else downloads.
  const disposition =
    wanted === 'inline' && isInlineImageType(row.content_type) ? 'inline' : 'attachment';
  return storage.presignDownload(storedAsset(row), disposition);
}
