import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  AppError,
  type ExportProvider,
  SignedExportQuerySchema,
  exportContentType,
  isUuid,
} from '@keel/core';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client';
import { exporterHistories } from '#server/db/schema';
import { type LocalAssetStorage, contentDisposition } from '#server/domains/assets';
import { effectiveStatus } from './exports.service';

const ExportFileParamsSchema = z.object({ exportId: z.string() });

function notFound(): AppError {
  return new AppError('NOT_FOUND');
}

/**
 * An export's file from local storage, what a presigned GET is on S3: authorized by the link's
 * signature alone (made by the download route after its access check), so it declares public
 * access; the signature names the export and the expiry, and an expired export answers 404.
 */
export const exportFilesRoutes: FastifyPluginAsyncZod<{
  db: Database;
  storage: LocalAssetStorage;
}> = async (app, { db, storage }) => {
  app.get(
    '/api/export-files/:exportId/',
    {
      config: { access: 'public' },
      schema: { params: ExportFileParamsSchema, querystring: SignedExportQuerySchema },
    },
    async (request, reply) => {
      const { exportId } = request.params;
      const { expires, signature } = request.query;
      if (!storage.signer.verify('export', exportId, expires, signature)) {
        throw new AppError('UPLOAD_LINK_INVALID');
      }
      const [row] = isUuid(exportId)
        ? await db
            .select()
            .from(exporterHistories)
            .where(eq(exporterHistories.id, exportId))
            .limit(1)
        : [];
      if (!row || effectiveStatus(row) !== 'completed' || !row.key || !row.file_name) {
        throw notFound();
      }
      const file = storage.pathOf(row.key);
      const found = await stat(file).catch(() => null);
      if (!found?.isFile()) throw notFound();
      return reply
        .header('content-type', exportContentType(row.provider as ExportProvider, row.file_name))
        .header('content-length', String(found.size))
        .header('content-disposition', contentDisposition('attachment', row.file_name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(createReadStream(file));
    },
  );
};
