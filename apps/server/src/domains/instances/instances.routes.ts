import { InstanceInfoSchema } from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { getInstanceInfo } from './instances.service';

export const instancesRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get(
    '/api/instances/',
    { config: { access: 'public' }, schema: { response: { 200: InstanceInfoSchema } } },
    () => getInstanceInfo({ db, config }),
  );
};
