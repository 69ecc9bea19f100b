import {
  AppError,
  AssetUploadBodySchema,
  AssetUploadResponseSchema,
  INVALID_FILE_TYPE_MESSAGE,
  ROLE,
  USER_ASSET_ENTITY_TYPES,
  V1GenericAssetSchema,
  V1GenericAssetUpdateBodySchema,
  V1GenericAssetUploadBodySchema,
  V1UserAssetParamsSchema,
  V1WorkspaceAssetParamsSchema,
  V1WorkspaceParamsSchema,
  isAllowedAttachmentType,
  isUuid,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import {
  assetNotFound,
  checkFile,
  completeUserAsset,
  createAssetStorage,
  deleteUserAsset,
  insertPendingAsset,
  loadAsset,
  loadUserAsset,
  markUploaded,
  requestUserAssetUpload,
  signedReadUrl,
  uploadDataOf,
} from '#server/domains/assets';
import { memberProjects } from '#server/permissions';
import { requireUser, requireWorkspace } from '#server/plugins/access';

/**
 * Plane's v1 asset flows, over the app's asset services: a person's avatar and cover
 * (`assets/user-assets/`, and the `server/` variants Plane keeps for integrations, the same
 * here), and the workspace's generic files (`W/assets/`: any attachment type, optionally of a
 * project the caller belongs to, read back as a signed, expiring download URL).
 */
export const v1AssetsRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  const storage = createAssetStorage(config);
  const limit = config.fileSizeLimit;

  for (const base of ['/api/v1/assets/user-assets/', '/api/v1/assets/user-assets/server/']) {
    app.post(
      base,
      {
        config: { access: 'authenticated' },
        schema: { body: AssetUploadBodySchema, response: { 200: AssetUploadResponseSchema } },
      },
      async (request) => {
        const user = requireUser(request);
        const allowed: readonly string[] = USER_ASSET_ENTITY_TYPES;
        if (!allowed.includes(request.body.entity_type))
          throw new AppError('VALIDATION_ERROR', {
            message: 'Invalid entity type.',
            field: 'entity_type',
          });
        return requestUserAssetUpload({ db, storage, limit, userId: user.id, body: request.body });
      },
    );
  }

  for (const url of [
    '/api/v1/assets/user-assets/:assetId/',
    '/api/v1/assets/user-assets/:assetId/server/',
  ])
    for (const method of ['PATCH', 'DELETE'] as const)
      app.route({
        method,
        url,
        config: { access: 'authenticated' },
        schema: { params: V1UserAssetParamsSchema },
        handler: async (request, reply) => {
          const user = requireUser(request);
          if (!isUuid(request.params.assetId)) throw assetNotFound();
          const row = await loadUserAsset(db, user.id, request.params.assetId);
          if (method === 'PATCH')
            await completeUserAsset({ db, storage, limit, userId: user.id, row });
          else await deleteUserAsset({ db, userId: user.id, row });
          return reply.code(204).send();
        },
      });

  app.post(
    '/api/v1/workspaces/:slug/assets/',
    {
      config: { access: { workspaceRole: ROLE.member } },
      schema: {
        params: V1WorkspaceParamsSchema,
        body: V1GenericAssetUploadBodySchema,
        response: { 200: AssetUploadResponseSchema },
      },
    },
    async (request) => {
      const { user, workspace } = requireWorkspace(request);
      const { body } = request;
      checkFile(body, {
        limit,
        isAllowedType: isAllowedAttachmentType,
        typeMessage: INVALID_FILE_TYPE_MESSAGE,
      });
      let projectId: string | null = null;
      if (body.project_id !== undefined && body.project_id !== '') {
        const mine = await memberProjects(db, {
          workspaceId: workspace.id,
          userId: user.id,
          includeArchived: false,
        });
        if (!mine.some((project) => project.projectId === body.project_id))
          throw new AppError('VALIDATION_ERROR', {
            message: 'project_id: Not a project of yours in this workspace',
            field: 'project_id',
          });
        projectId = body.project_id;
      }
      const row = await insertPendingAsset(
        db,
        body,
        {
          workspace_id: workspace.id,
          project_id: projectId,
          entity_type: 'ISSUE_ATTACHMENT',
          entity_identifier: '',
          keyPrefix: workspace.id,
        },
        user.id,
      );
      return {
        upload_data: uploadDataOf(storage, row, limit),
        asset_id: row.id,
        asset_url: `/api/v1/workspaces/${workspace.slug}/assets/${row.id}/`,
      };
    },
  );

  /** The workspace's generic file, for its uploader, workspace admins and members of its project. */
  async function visibleAsset(request: Parameters<typeof requireWorkspace>[0], assetId: string) {
    const { user, workspace, membership } = requireWorkspace(request);
    const row = await loadAsset(db, { workspaceId: workspace.id, assetId });
    if (row.entity_type !== 'ISSUE_ATTACHMENT' || row.work_item_id !== null) throw assetNotFound();
    if (row.created_by_id === user.id || membership.role >= ROLE.admin) return { row, user };
    if (row.project_id !== null) {
      const mine = await memberProjects(db, {
        workspaceId: workspace.id,
        userId: user.id,
        includeArchived: true,
      });
      if (mine.some((project) => project.projectId === row.project_id)) return { row, user };
    }
    throw assetNotFound();
  }

  app.get(
    '/api/v1/workspaces/:slug/assets/:assetId/',
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: { params: V1WorkspaceAssetParamsSchema, response: { 200: V1GenericAssetSchema } },
    },
    async (request) => {
      const { row } = await visibleAsset(request, request.params.assetId);
      return {
        asset_id: row.id,
        asset_url: signedReadUrl(storage, row, 'attachment'),
        asset_name: row.name,
        asset_type: row.content_type,
      };
    },
  );

  app.patch(
    '/api/v1/workspaces/:slug/assets/:assetId/',
    {
      config: { access: { workspaceRole: ROLE.member } },
      schema: { params: V1WorkspaceAssetParamsSchema, body: V1GenericAssetUpdateBodySchema },
    },
    async (request, reply) => {
      const { row, user } = await visibleAsset(request, request.params.assetId);
      if (request.body.is_uploaded !== false)
        await markUploaded({ db, storage, row, limit, userId: user.id });
      return reply.code(204).send();
    },
  );
};
