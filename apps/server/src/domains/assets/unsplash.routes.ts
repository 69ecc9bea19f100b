import { UnsplashGallerySchema, UnsplashQuerySchema, type UnsplashGallery } from '@keel/core';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { instanceConfigurations } from '#server/db/schema';
import { decryptSecret } from '#server/lib/secret-box';

const UNSPLASH_API = 'https://api.unsplash.com';
/** How long Unsplash gets to answer before the gallery is shown empty, in milliseconds. */
const UNSPLASH_TIMEOUT_MS = 8_000;

/** The instance's Unsplash access key (god mode), or null when none is set. */
async function unsplashKey(db: Database, config: Config): Promise<string | null> {
  const [row] = await db
    .select()
    .from(instanceConfigurations)
    .where(eq(instanceConfigurations.key, 'UNSPLASH_ACCESS_KEY'))
    .limit(1);
  if (!row || row.value === '') return null;
  return row.is_encrypted ? decryptSecret(config.secretKey, row.value) : row.value;
}

/**
 * Plane's cover gallery (`GET unsplash/`): Unsplash's photos, or a search of them, relayed with
 * the instance's key. Without a key, or when Unsplash does not answer, the gallery is empty, so
 * the cover picker still opens.
 */
export const unsplashRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get(
    '/api/unsplash/',
    {
      config: { access: 'authenticated' },
      schema: { querystring: UnsplashQuerySchema, response: { 200: UnsplashGallerySchema } },
    },
    async (request): Promise<UnsplashGallery> => {
      const key = await unsplashKey(db, config);
      if (!key) return [];
      const { query, page, per_page } = request.query;
      const params = new URLSearchParams({ page: String(page), per_page: String(per_page) });
      if (query) params.set('query', query);
      const path = query ? '/search/photos' : '/photos';
      try {
        const response = await fetch(`${UNSPLASH_API}${path}?${params.toString()}`, {
          headers: { authorization: `Client-ID ${key}`, 'accept-version': 'v1' },
          signal: AbortSignal.timeout(UNSPLASH_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`Unsplash answered ${String(response.status)}`);
        return UnsplashGallerySchema.parse(await response.json());
      } catch (error) {
        request.log.warn({ err: error }, 'Unsplash gallery unavailable');
        return [];
      }
    },
  );
};
