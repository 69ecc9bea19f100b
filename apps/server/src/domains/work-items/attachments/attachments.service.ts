import {
  INVALID_FILE_TYPE_MESSAGE,
  AppError,
  type Attachment,
  type AttachmentUploadBody,
  type AttachmentUploadResponse,
  ROLE,
  isAllowedAttachmentType,
} from '@keel/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import { fileAssets, workItems, workspaces } from '#server/db/schema';
import { activityBase } from '../kernel/activity';
import { insertActivities } from '../kernel/work-items.queries';
import type { Actor } from '../kernel/actor';
import { loadVisibleWorkItems } from '../kernel/loading';
import type { AssetStorage } from '#server/domains/assets';
import {
  type FileAssetRow,
  assetNotFound,
  checkFile,
  checkMayManage,
  insertPendingAsset,
  loadAsset,
  markUploaded,
  signedReadUrl,
  softDeleteAsset,
  uploadDataOf,
} from '#server/domains/assets';

const ENTITY_TYPE = 'ISSUE_ATTACHMENT';

/** Where an attachment is read: an API path that redirects to a signed download URL (Plane). */
export function attachmentUrl(slug: string, row: FileAssetRow): string {
  return `/api/assets/v2/workspaces/${slug}/projects/${row.project_id ?? ''}/issues/${row.work_item_id ?? ''}/attachments/${row.id}/`;
}

/** The attachment shape of a file_assets row. */
export function presentAttachment(slug: string, row: FileAssetRow): Attachment {
  return {
    id: row.id,
    attributes: { name: row.name, type: row.content_type, size: row.size },
    asset_url: attachmentUrl(slug, row),
    issue_id: row.work_item_id ?? '',
    project_id: row.project_id ?? '',
    workspace_id: row.workspace_id ?? '',
    entity_type: row.entity_type,
    size: row.size,
    is_uploaded: row.is_uploaded,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    created_by: row.created_by_id,
    updated_by: row.updated_by_id,
  };
}

/** The work item the attachment route names, if the actor may see it ('Issue not found'). */
async function visibleItem(db: Executor, actor: Actor, workItemId: string): Promise<string> {
  const [record] = await loadVisibleWorkItems(db, actor, [workItemId]);
  if (!record) throw new AppError('ISSUE_NOT_FOUND');
  return record.item.id;
}

/** A live attachment of the item; 404 for anything else (another item's, an editor image). */
async function loadAttachment(
  db: Executor,
  actor: Actor,
  workItemId: string,
  assetId: string,
): Promise<FileAssetRow> {
  const row = await loadAsset(db, {
    workspaceId: actor.project.workspace_id,
    projectId: actor.project.id,
    assetId,
  });
  if (row.work_item_id !== workItemId || row.entity_type !== ENTITY_TYPE) throw assetNotFound();
  return row;
}

/** An attachment changed the item: its updated_at moves, as Plane's activity task does. */
async function touchItem(db: Executor, workItemId: string, now: Date) {
  await db.update(workItems).set({ updated_at: now }).where(eq(workItems.id, workItemId));
}

/**
 * Step 1 of attaching a file: checks its size against the limit and its type against the allowed
 * attachment types, then makes the row (not uploaded yet) and the storage's signed upload target.
 */
export async function requestAttachmentUpload(options: {
  db: Database;
  storage: AssetStorage;
  limit: number;
  actor: Actor;
  slug: string;
  workItemId: string;
  body: AttachmentUploadBody;
}): Promise<AttachmentUploadResponse> {
  const { db, storage, limit, actor, slug, body } = options;
  const workItemId = await visibleItem(db, actor, options.workItemId);
  checkFile(body, {
    limit,
    isAllowedType: isAllowedAttachmentType,
    typeMessage: INVALID_FILE_TYPE_MESSAGE,
  });
  const { workspace_id: workspaceId, id: projectId } = actor.project;
  const row = await insertPendingAsset(
    db,
    body,
    {
      workspace_id: workspaceId,
      project_id: projectId,
      work_item_id: workItemId,
      entity_type: ENTITY_TYPE,
      entity_identifier: workItemId,
      keyPrefix: workspaceId,
    },
    actor.userId,
  );
  const attachment = presentAttachment(slug, row);
  return {
    upload_data: uploadDataOf(storage, row, limit),
    asset_id: row.id,
    asset_url: attachment.asset_url,
    attachment,
  };
}

/**
 * Step 3: the browser says the file is in the storage. Marks it uploaded (once the storage
 * confirms it) and records the 'created' attachment activity the first time.
 */
export async function completeAttachmentUpload(options: {
  db: Database;
  storage: AssetStorage;
  limit: number;
  actor: Actor;
  workItemId: string;
  assetId: string;
}): Promise<void> {
  const { db, storage, limit, actor, assetId } = options;
  await db.transaction(async (tx) => {
    const workItemId = await visibleItem(tx, actor, options.workItemId);
    const row = await loadAttachment(tx, actor, workItemId, assetId);
    if (row.created_by_id !== actor.userId && actor.role < ROLE.admin)
      throw new AppError('FORBIDDEN');
    const now = new Date();
    if (!(await markUploaded({ db: tx, storage, row, limit, userId: actor.userId }))) return;
    await insertActivities(tx, [
      {
        ...activityBase(actor, workItemId, now),
        verb: 'created',
        field: 'attachment',
        new_value: row.name,
        new_identifier: row.id,
        comment: 'created an attachment',
      },
    ]);
    await touchItem(tx, workItemId, now);
  });
}

/** The item's uploaded, live attachments, oldest first, if the actor may see the item. */
export async function listAttachments(options: {
  db: Executor;
  actor: Actor;
  workItemId: string;
}): Promise<Attachment[]> {
  const { db, actor } = options;
  const workItemId = await visibleItem(db, actor, options.workItemId);
  return attachmentsOfItem(db, {
    workspaceId: actor.project.workspace_id,
    projectId: actor.project.id,
    workItemId,
  });
}

/** The signed download URL of an attachment, for members who can see its item. */
export async function attachmentDownloadUrl(options: {
  db: Executor;
  storage: AssetStorage;
  actor: Actor;
  workItemId: string;
  assetId: string;
}): Promise<string> {
  const { db, storage, actor, assetId } = options;
  const workItemId = await visibleItem(db, actor, options.workItemId);
  const row = await loadAttachment(db, actor, workItemId, assetId);
  return signedReadUrl(storage, row, 'attachment');
}

/** Soft-deletes an attachment (its uploader or a project admin) with a 'deleted' activity. */
export async function deleteAttachment(options: {
  db: Database;
  actor: Actor;
  workItemId: string;
  assetId: string;
}): Promise<void> {
  const { db, actor, assetId } = options;
  await db.transaction(async (tx) => {
    const workItemId = await visibleItem(tx, actor, options.workItemId);
    const row = await loadAttachment(tx, actor, workItemId, assetId);
    checkMayManage(row, actor.userId, actor.role >= ROLE.admin);
    const now = new Date();
    await softDeleteAsset(tx, row, actor.userId);
    if (!row.is_uploaded) return;
    await insertActivities(tx, [
      {
        ...activityBase(actor, workItemId, now),
        verb: 'deleted',
        field: 'attachment',
        old_value: row.name,
        old_identifier: row.id,
        comment: 'deleted an attachment',
      },
    ]);
    await touchItem(tx, workItemId, now);
  });
}

/**
 * The uploaded, live attachments of a work item, oldest first: the detail's `issue_attachments`
 * expansion and the attachments list.
 */
export async function attachmentsOfItem(
  db: Executor,
  scope: { workspaceId: string; projectId: string; workItemId: string },
): Promise<Attachment[]> {
  const rows = await db
    .select({ row: fileAssets, slug: workspaces.slug })
    .from(fileAssets)
    .innerJoin(workspaces, eq(workspaces.id, fileAssets.workspace_id))
    .where(
      and(
        eq(fileAssets.workspace_id, scope.workspaceId),
        eq(fileAssets.project_id, scope.projectId),
        eq(fileAssets.work_item_id, scope.workItemId),
        eq(fileAssets.entity_type, ENTITY_TYPE),
        eq(fileAssets.is_uploaded, true),
        isNull(fileAssets.deleted_at),
      ),
    )
    .orderBy(asc(fileAssets.created_at), asc(fileAssets.id));
  return rows.map(({ row, slug }) => presentAttachment(slug, row));
}
