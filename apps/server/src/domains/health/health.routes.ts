import { sql } from 'drizzle-orm';
import { AppError } from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client';

const HealthSchema = z.object({ status: z.literal('ok') });

/** How long /readyz waits for the database before calling it unreachable, in milliseconds. */
const READINESS_TIMEOUT_MS = 2_000;

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/healthz',
    { config: { access: 'public' }, schema: { response: { 200: HealthSchema } } },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    { config: { access: 'public' }, schema: { response: { 200: HealthSchema } } },
    async (request) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          reject(new Error('timed out'));
        }, READINESS_TIMEOUT_MS);
      });
      try {
        await Promise.race([db.execute(sql`SELECT 1`), timeout]);
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        throw new AppError('DATABASE_UNAVAILABLE', { cause: error });
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ok' as const };
    },
  );
};
