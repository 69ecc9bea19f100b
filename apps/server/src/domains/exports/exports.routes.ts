import {
  CreateExportBodySchema,
  CreateExportResponseSchema,
  ExportHistoryQuerySchema,
  ExportParamsSchema,
  ExporterHistoryPageSchema,
  ROLE,
  SlugParamsSchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import type { AssetStorage } from '#server/domains/assets';
import { requireWorkspace } from '#server/plugins/access';
import { createExport, exportDownloadUrl, listExports } from './exports.service';

/**
 * Plane's `workspaces/{slug}/export-issues/`: members and admins of the workspace start exports
 * and read the history (workspace guests are refused; project roles are checked per project), and
 * Keel's `{id}/download/` redirects to the file's signed, expiring link.
 */
export const exportsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  config: Config;
  storage: AssetStorage;
}> = async (app, { db, config, storage }) => {
  const base = '/api/workspaces/:slug/export-issues/';
  const access = { access: { workspaceRole: ROLE.member } } as const;

  app.post(
    base,
    {
      config: access,
      schema: {
        params: SlugParamsSchema,
        body: CreateExportBodySchema,
        response: { 200: CreateExportResponseSchema },
      },
    },
    async (request) => createExport({ db, ...requireWorkspace(request), body: request.body }),
  );

  app.get(
    base,
    {
      config: access,
      schema: {
        params: SlugParamsSchema,
        querystring: ExportHistoryQuerySchema,
        response: { 200: ExporterHistoryPageSchema },
      },
    },
    async (request) => listExports({ db, ...requireWorkspace(request), query: request.query }),
  );

  app.get(
    `${base}:exportId/download/`,
    { config: access, schema: { params: ExportParamsSchema } },
    async (request, reply) => {
      const url = await exportDownloadUrl({
        db,
        storage,
        ...requireWorkspace(request),
        exportId: request.params.exportId,
        linkSeconds: config.signedUrlExpiration,
      });
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    },
  );
};
