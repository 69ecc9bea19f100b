import {
  AttachmentIdParamsSchema,
  AttachmentListSchema,
  AttachmentParamsSchema,
  AttachmentUploadBodySchema,
  AttachmentUploadResponseSchema,
  ROLE,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { projectActorOf } from '../kernel/actor';
import { type AssetStorage, createAssetStorage } from '#server/domains/assets';
import {
  attachmentDownloadUrl,
  completeAttachmentUpload,
  deleteAttachment,
  listAttachments,
  requestAttachmentUpload,
} from './attachments.service';

/**
 * A work item's attachments, Plane's v2 flow: POST asks to upload (200 with the signed storage
 * target and the attachment), the browser posts the file to the storage, PATCH marks it uploaded
 * (and records the activity), GET lists them or redirects one to a signed download, DELETE
 * soft-deletes. Open to every project member who can see the item, as in Plane; deleting is for
 * the uploader or an admin.
 */
export const attachmentsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  config: Config;
  storage?: AssetStorage;
}> = async (app, options) => {
  const { db, config } = options;
  const storage = options.storage ?? createAssetStorage(config);
  const limit = config.fileSizeLimit;
  const base = '/api/assets/v2/workspaces/:slug/projects/:projectId/issues/:issueId/attachments/';
  const one = `${base}:assetId/`;

  app.post(
    base,
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: {
        params: AttachmentParamsSchema,
        body: AttachmentUploadBodySchema,
        response: { 200: AttachmentUploadResponseSchema },
      },
    },
    async (request) =>
      requestAttachmentUpload({
        db,
        storage,
        limit,
        actor: projectActorOf(request),
        slug: request.params.slug,
        workItemId: request.params.issueId,
        body: request.body,
      }),
  );

  app.get(
    base,
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: { params: AttachmentParamsSchema, response: { 200: AttachmentListSchema } },
    },
    async (request) =>
      listAttachments({ db, actor: projectActorOf(request), workItemId: request.params.issueId }),
  );

  app.get(
    one,
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: { params: AttachmentIdParamsSchema },
    },
    async (request, reply) => {
      const url = await attachmentDownloadUrl({
        db,
        storage,
        actor: projectActorOf(request),
        workItemId: request.params.issueId,
        assetId: request.params.assetId,
      });
      return reply.redirect(url, 302);
    },
  );

  app.patch(
    one,
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: { params: AttachmentIdParamsSchema },
    },
    async (request, reply) => {
      await completeAttachmentUpload({
        db,
        storage,
        limit,
        actor: projectActorOf(request),
        workItemId: request.params.issueId,
        assetId: request.params.assetId,
      });
      return reply.code(204).send();
    },
  );

  app.delete(
    one,
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: { params: AttachmentIdParamsSchema },
    },
    async (request, reply) => {
      await deleteAttachment({
        db,
        actor: projectActorOf(request),
        workItemId: request.params.issueId,
        assetId: request.params.assetId,
      });
      return reply.code(204).send();
    },
  );
};
