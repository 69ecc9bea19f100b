import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import fastifyMultipart from '@fastify/multipart';
import { AppError, SignedAssetQuerySchema, isInlineImageType, isUuid } from '@keel/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { fileAssets } from '#server/db/schema';
import { FileTooLargeError, type LocalAssetStorage, contentDisposition } from './asset-storage';
import { type FileAssetRow, assetNotFound } from './assets.service';

/** Room for the multipart framing and the form fields around the file, in bytes. */
const MULTIPART_OVERHEAD = 64 * 1024;

const AssetIdParamsSchema = z.object({ assetId: z.string() });

function invalidSignature(): AppError {
  return new AppError('UPLOAD_LINK_INVALID');
}

function largerThanAnnounced(): AppError {
  return new AppError('VALIDATION_ERROR', {
    message: 'The file is larger than its announced size.',
    field: 'file',
  });
}

async function liveAsset(db: Database, assetId: string): Promise<FileAssetRow> {
  const [row] = isUuid(assetId)
    ? await db
        .select()
        .from(fileAssets)
        .where(and(eq(fileAssets.id, assetId), isNull(fileAssets.deleted_at)))
        .limit(1)
    : [];
  if (!row) throw assetNotFound();
  return row;
}

/**
 * Keel's own storage endpoints, for the local driver: what S3 does for the other one. Both are
 * authorized by the URL's signature alone (the browser sends the file without credentials, as it
 * would to S3), so they declare public access; the signature names the asset, the purpose and the
 * expiry, and nothing else is trusted. Files never leave the storage folder.
 */
export const assetFilesRoutes: FastifyPluginAsyncZod<{
  db: Database;
  config: Config;
  storage: LocalAssetStorage;
}> = async (app, { db, config, storage }) => {
  await app.register(fastifyMultipart, {
    limits: { files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 50 },
  });

  app.post(
    '/api/assets/v2/uploads/:assetId/',
    {
      config: { access: 'public' },
      schema: { params: AssetIdParamsSchema, querystring: SignedAssetQuerySchema },
    },
    async (request, reply) => {
      const { assetId } = request.params;
      const { expires, signature } = request.query;
      if (!storage.signer.verify('upload', assetId, expires, signature)) throw invalidSignature();
      const row = await liveAsset(db, assetId);
      if (row.is_uploaded) {
        throw new AppError('UPLOAD_ALREADY_DONE');
      }
      const maxSize = Math.min(row.size, config.fileSizeLimit);
      const announcedLength = Number(request.headers['content-length'] ?? 0);
      if (announcedLength > maxSize + MULTIPART_OVERHEAD) throw largerThanAnnounced();
      if (!request.isMultipart()) {
        throw new AppError('UPLOAD_NOT_MULTIPART');
      }

      const fields: Record<string, string> = {};
      let written = false;
      try {
        for await (const part of request.parts({ limits: { fileSize: maxSize } })) {
          if (part.type === 'field') {
            if (typeof part.value === 'string') fields[part.fieldname] = part.value;
            continue;
          }
          // As S3's POST policy does: the key and content type must be the signed ones.
          if (fields.key !== row.storage_key) {
            part.file.resume();
            throw new AppError('VALIDATION_ERROR', {
              message: 'key does not match the upload',
              field: 'key',
            });
          }
          if (fields['Content-Type']?.toLowerCase() !== row.content_type) {
            part.file.resume();
            throw new AppError('VALIDATION_ERROR', {
              message: `Content-Type must be ${row.content_type}`,
              field: 'Content-Type',
            });
          }
          const bytes = await storage.write(row.storage_key, part.file);
          if (bytes < 1) throw new AppError('UPLOAD_EMPTY', { field: 'file' });
          written = true;
          break;
        }
      } catch (error) {
        if (error instanceof FileTooLargeError) throw largerThanAnnounced();
        if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE')
          throw largerThanAnnounced();
        throw error;
      }
      if (!written) {
        throw new AppError('UPLOAD_MISSING_FILE', { field: 'file' });
      }
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/assets/v2/files/:assetId/',
    {
      config: { access: 'public' },
      schema: { params: AssetIdParamsSchema, querystring: SignedAssetQuerySchema },
    },
    async (request, reply) => {
      const { assetId } = request.params;
      const { expires, signature, disposition = 'attachment' } = request.query;
      if (!storage.signer.verify(disposition, assetId, expires, signature))
        throw invalidSignature();
      const row = await liveAsset(db, assetId);
      if (!row.is_uploaded) throw assetNotFound();
      const file = storage.pathOf(row.storage_key);
      const found = await stat(file).catch(() => null);
      if (!found?.isFile()) throw assetNotFound();
      const shown = disposition === 'inline' && isInlineImageType(row.content_type);
      return reply
        .header('content-type', row.content_type)
        .header('content-length', String(found.size))
        .header(
          'content-disposition',
          contentDisposition(shown ? 'inline' : 'attachment', row.name),
        )
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
        .header('cache-control', 'private, max-age=300')
        .send(createReadStream(file));
    },
  );
};
