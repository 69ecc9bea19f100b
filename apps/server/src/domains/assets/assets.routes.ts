import {
  AppError,
  AssetUploadBodySchema,
  AttachAssetsBodySchema,
  AttachAssetsParamsSchema,
  AssetUploadResponseSchema,
  PROJECT_ASSET_ENTITY_TYPES,
  ProjectAssetIdParamsSchema,
  ProjectAssetParamsSchema,
  ROLE,
  USER_ASSET_ENTITY_TYPES,
  UserAssetIdParamsSchema,
  WORKSPACE_ASSET_ENTITY_TYPES,
  WorkspaceAssetIdParamsSchema,
  WorkspaceAssetParamsSchema,
  isUuid,
} from '@keel/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { fileAssets } from '#server/db/schema';
import { requireUser, requireWorkspace } from '#server/plugins/access';
import { projectActorOf } from '#server/plugins/project-actor';
import { assetFilesRoutes } from './asset-files.routes';
import {
  attachAssets,
  completeUserAsset,
  completeWorkspaceAsset,
  deleteUserAsset,
  loadUserAsset,
} from './asset-links.service';
import { type AssetStorage, LocalAssetStorage, createAssetStorage } from './asset-storage';
import {
  assetNotFound,
  checkMayManage,
  checkMaySeeAsset,
  isStaticAsset,
  loadAsset,
  markUploaded,
  requestProjectAssetUpload,
  requestUserAssetUpload,
  requestWorkspaceAssetUpload,
  restoreAsset,
  signedReadUrl,
  softDeleteAsset,
} from './assets.service';

function refuseEntityType(allowed: readonly string[]): AppError {
  return new AppError('VALIDATION_ERROR', {
    message: `entity_type must be one of ${allowed.join(', ')}`,
    field: 'entity_type',
  });
}

/**
 * Plane's v2 asset flow for images of descriptions, comments, logos and covers (attachments have
 * their own routes): request an upload (the row and a signed storage target), the browser posts
 * the file to the storage, then PATCH marks it uploaded. Reads redirect to signed, expiring URLs.
 */
export const assetsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  config: Config;
  storage?: AssetStorage;
}> = async (app, options) => {
  const { db, config } = options;
  const storage = options.storage ?? createAssetStorage(config);
  const limit = config.fileSizeLimit;
  const workspaceBase = '/api/assets/v2/workspaces/:slug/';
  const projectBase = '/api/assets/v2/workspaces/:slug/projects/:projectId/';

  if (storage instanceof LocalAssetStorage) {
    await app.register(assetFilesRoutes, { db, config, storage });
  }

  app.post(
    projectBase,
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: {
        params: ProjectAssetParamsSchema,
        body: AssetUploadBodySchema,
        response: { 200: AssetUploadResponseSchema },
      },
    },
    async (request) => {
      const allowed: readonly string[] = PROJECT_ASSET_ENTITY_TYPES;
      if (!allowed.includes(request.body.entity_type)) throw refuseEntityType(allowed);
      return requestProjectAssetUpload({
        db,
        storage,
        limit,
        actor: projectActorOf(request),
        slug: request.params.slug,
        body: request.body,
      });
    },
  );

  app.post(
    `${projectBase}:entityId/bulk/`,
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: { params: AttachAssetsParamsSchema, body: AttachAssetsBodySchema },
    },
    async (request, reply) => {
      await attachAssets({
        db,
        actor: projectActorOf(request),
        entityId: request.params.entityId,
        assetIds: request.body.asset_ids,
      });
      return reply.code(204).send();
    },
  );

  for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
    app.route({
      method,
      url: `${projectBase}:assetId/`,
      config: { access: { projectRole: ROLE.guest } },
      schema: { params: ProjectAssetIdParamsSchema },
      handler: async (request, reply) => {
        const actor = projectActorOf(request);
        const row = await loadAsset(db, {
          workspaceId: actor.project.workspace_id,
          projectId: actor.project.id,
          assetId: request.params.assetId,
        });
        if (method === 'GET') {
          await checkMaySeeAsset(db, actor, row);
          return reply.redirect(signedReadUrl(storage, row, 'inline'), 302);
        }
        checkMayManage(row, actor.userId, actor.role >= ROLE.admin);
        if (method === 'PATCH')
          await markUploaded({ db, storage, row, limit, userId: actor.userId });
        else await softDeleteAsset(db, row, actor.userId);
        return reply.code(204).send();
      },
    });
  }

  app.post(
    workspaceBase,
    {
      config: { access: { workspaceRole: ROLE.member } },
      schema: {
        params: WorkspaceAssetParamsSchema,
        body: AssetUploadBodySchema,
        response: { 200: AssetUploadResponseSchema },
      },
    },
    async (request) => {
      const { user, workspace, membership } = requireWorkspace(request);
      const allowed: readonly string[] = WORKSPACE_ASSET_ENTITY_TYPES;
      if (!allowed.includes(request.body.entity_type)) throw refuseEntityType(allowed);
      // Only admins change the workspace's logo (checked again when it is linked).
      if (request.body.entity_type === 'WORKSPACE_LOGO' && membership.role < ROLE.admin)
        throw new AppError('FORBIDDEN');
      return requestWorkspaceAssetUpload({
        db,
        storage,
        limit,
        workspace,
        userId: user.id,
        body: request.body,
      });
    },
  );

  for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
    app.route({
      method,
      url: `${workspaceBase}:assetId/`,
      config: { access: { workspaceRole: method === 'GET' ? ROLE.guest : ROLE.member } },
      schema: { params: WorkspaceAssetIdParamsSchema },
      handler: async (request, reply) => {
        const { user, workspace, membership } = requireWorkspace(request);
        // Project assets are read through their project, where membership is checked.
        const row = await loadAsset(db, {
          workspaceId: workspace.id,
          assetId: request.params.assetId,
        });
        if (row.project_id !== null) throw assetNotFound();
        if (method === 'GET') {
          // An image uploaded for something not yet in a project (a work item still being
          // written) belongs to its uploader's draft: guests, who may be kept to their own
          // items, see only theirs. Logos and covers are public anyway.
          const isGuest = membership.role < ROLE.member;
          if (isGuest && !isStaticAsset(row) && row.created_by_id !== user.id)
            throw assetNotFound();
          return reply.redirect(signedReadUrl(storage, row, 'inline'), 302);
        }
        checkMayManage(row, user.id, membership.role >= ROLE.admin);
        if (method === 'PATCH') {
          await completeWorkspaceAsset({
            db,
            storage,
            limit,
            workspace,
            isWorkspaceAdmin: membership.role >= ROLE.admin,
            userId: user.id,
            row,
          });
        } else await softDeleteAsset(db, row, user.id);
        return reply.code(204).send();
      },
    });
  }

  app.post(
    '/api/assets/v2/user-assets/',
    {
      config: { access: 'authenticated' },
      schema: { body: AssetUploadBodySchema, response: { 200: AssetUploadResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const allowed: readonly string[] = USER_ASSET_ENTITY_TYPES;
      if (!allowed.includes(request.body.entity_type)) throw refuseEntityType(allowed);
      return requestUserAssetUpload({ db, storage, limit, userId: user.id, body: request.body });
    },
  );

  for (const method of ['PATCH', 'DELETE'] as const) {
    app.route({
      method,
      url: '/api/assets/v2/user-assets/:assetId/',
      config: { access: 'authenticated' },
      schema: { params: UserAssetIdParamsSchema },
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
  }

  app.post(
    `${workspaceBase}restore/:assetId/`,
    {
      config: { access: { workspaceRole: ROLE.member } },
      schema: { params: WorkspaceAssetIdParamsSchema },
    },
    async (request, reply) => {
      const { user, workspace, membership } = requireWorkspace(request);
      await restoreAsset({
        db,
        workspaceId: workspace.id,
        assetId: request.params.assetId,
        userId: user.id,
        isAdmin: membership.role >= ROLE.admin,
      });
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/assets/v2/static/:assetId/',
    {
      // Logos, covers and avatars are shown to anyone who has the link, as in Plane.
      config: { access: 'public' },
      schema: { params: z.object({ assetId: z.string() }) },
    },
    async (request, reply) => {
      const { assetId } = request.params;
      const [row] = isUuid(assetId)
        ? await db
            .select()
            .from(fileAssets)
            .where(and(eq(fileAssets.id, assetId), isNull(fileAssets.deleted_at)))
            .limit(1)
        : [];
      if (!row || !isStaticAsset(row)) throw assetNotFound();
      return reply.redirect(signedReadUrl(storage, row, 'inline'), 302);
    },
  );
};
