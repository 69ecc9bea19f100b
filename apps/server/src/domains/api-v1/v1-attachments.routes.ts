import {
  ROLE,
  type V1Attachment,
  V1AttachmentListSchema,
  V1AttachmentUploadBodySchema,
  V1AttachmentUploadResponseSchema,
  V1AttachmentUploadedBodySchema,
  V1WorkItemChildParamsSchema,
  V1WorkItemParamsSchema,
} from '@keel/core';
import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import { fileAssets } from '#server/db/schema';
import { type AssetStorage, type FileAssetRow, createAssetStorage } from '#server/domains/assets';
import {
  attachmentDownloadUrl,
  completeAttachmentUpload,
  deleteAttachment,
  listAttachments,
  requestAttachmentUpload,
} from '#server/domains/work-items';
import { projectActorOf } from '#server/plugins/project-actor';
import { iso } from './presenters';

/** Plane's v1 IssueAttachmentSerializer (every FileAsset field) of a file_assets row. */
export function presentV1Attachment(row: FileAssetRow): V1Attachment {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    deleted_at: iso(row.deleted_at),
    attributes: { name: row.name, type: row.content_type, size: row.size },
    asset: row.storage_key,
    entity_type: row.entity_type,
    entity_identifier: row.entity_identifier,
    is_deleted: row.deleted_at !== null,
    is_archived: false,
    external_id: null,
    external_source: null,
    size: row.size,
    is_uploaded: row.is_uploaded,
    storage_metadata: row.storage_metadata,
    created_by: row.created_by_id,
    updated_by: row.updated_by_id,
    user: null,
    workspace: row.workspace_id,
    draft_issue: null,
    project: row.project_id,
    issue: row.work_item_id,
    comment: row.comment_id,
    page: null,
  };
}

/** The attachments' rows as v1 attachments, in the order of `ids` (the service's answers). */
async function v1Attachments(db: Executor, ids: string[]): Promise<V1Attachment[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(fileAssets).where(inArray(fileAssets.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [presentV1Attachment(row)] : [];
  });
}

/**
 * A work item's attachments in Plane's v1 presigned flow, under `issues/…/issue-attachments/` and
 * `work-items/…/attachments/`, through the app's attachment service and its rules (everyone who
 * sees the item attaches; the uploader or an admin deletes): POST answers 200 with the signed
 * storage target, the asset id and the attachment; the client posts the file there; PATCH marks
 * it uploaded (204); GET lists the uploaded ones (a plain list, as Plane) or redirects one to a
 * signed download (302); DELETE 204.
 */
export const v1AttachmentsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  config: Config;
  storage?: AssetStorage;
}> = async (app, options) => {
  const { db, config } = options;
  const storage = options.storage ?? createAssetStorage(config);
  const limit = config.fileSizeLimit;
  const access = { access: { projectRole: ROLE.guest } };
  const forms = [
    ['issues', 'issue-attachments'],
    ['work-items', 'attachments'],
  ] as const;

  for (const [segment, leaf] of forms) {
    const base = `/api/v1/workspaces/:slug/projects/:projectId/${segment}/:issueId/${leaf}/`;
    const one = `${base}:pk/`;

    app.post(
      base,
      {
        config: access,
        schema: {
          params: V1WorkItemParamsSchema,
          body: V1AttachmentUploadBodySchema,
          response: { 200: V1AttachmentUploadResponseSchema },
        },
      },
      async (request) => {
        const { name, type, size } = request.body;
        const requested = await requestAttachmentUpload({
          db,
          storage,
          limit,
          actor: projectActorOf(request),
          slug: request.params.slug,
          workItemId: request.params.issueId,
          body: { name, type, size },
        });
        const [attachment] = await v1Attachments(db, [requested.asset_id]);
        if (!attachment) throw new Error('the attachment just made was not found');
        return {
          upload_data: requested.upload_data,
          asset_id: requested.asset_id,
          asset_url: requested.asset_url,
          attachment,
        };
      },
    );

    app.get(
      base,
      {
        config: access,
        schema: { params: V1WorkItemParamsSchema, response: { 200: V1AttachmentListSchema } },
      },
      async (request) => {
        const listed = await listAttachments({
          db,
          actor: projectActorOf(request),
          workItemId: request.params.issueId,
        });
        return v1Attachments(
          db,
          listed.map((attachment) => attachment.id),
        );
      },
    );

    app.get(
      one,
      { config: access, schema: { params: V1WorkItemChildParamsSchema } },
      async (request, reply) => {
        const url = await attachmentDownloadUrl({
          db,
          storage,
          actor: projectActorOf(request),
          workItemId: request.params.issueId,
          assetId: request.params.pk,
        });
        return reply.redirect(url, 302);
      },
    );

    app.patch(
      one,
      {
        config: access,
        schema: { params: V1WorkItemChildParamsSchema, body: V1AttachmentUploadedBodySchema },
      },
      async (request, reply) => {
        await completeAttachmentUpload({
          db,
          storage,
          limit,
          actor: projectActorOf(request),
          workItemId: request.params.issueId,
          assetId: request.params.pk,
        });
        return reply.code(204).send();
      },
    );

    app.delete(
      one,
      { config: access, schema: { params: V1WorkItemChildParamsSchema } },
      async (request, reply) => {
        await deleteAttachment({
          db,
          actor: projectActorOf(request),
          workItemId: request.params.issueId,
          assetId: request.params.pk,
        });
        return reply.code(204).send();
      },
    );
  }
};
