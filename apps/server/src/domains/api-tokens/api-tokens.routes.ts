import {
  ApiTokenListSchema,
  ApiTokenParamsSchema,
  ApiTokenSchema,
  CreateApiTokenBodySchema,
  CreatedApiTokenSchema,
  UpdateApiTokenBodySchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { requireUser } from '#server/plugins/access';
import {
  createApiToken,
  deleteApiToken,
  getApiToken,
  listApiTokens,
  updateApiToken,
} from './api-tokens.service';

/**
 * `users/api-tokens/` (Plane's ApiTokenEndpoint): each person manages their own tokens; another
 * person's token answers 404. The secret is in the create answer only.
 */
export const apiTokensRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const base = '/api/users/api-tokens/';

  app.get(
    base,
    { config: { access: 'authenticated' }, schema: { response: { 200: ApiTokenListSchema } } },
    async (request) => listApiTokens(db, requireUser(request).id),
  );

  app.post(
    base,
    {
      config: { access: 'authenticated' },
      schema: { body: CreateApiTokenBodySchema, response: { 201: CreatedApiTokenSchema } },
    },
    async (request, reply) => {
      const token = await createApiToken({ db, user: requireUser(request), body: request.body });
      return reply.code(201).send(token);
    },
  );

  app.get(
    `${base}:pk/`,
    {
      config: { access: 'authenticated' },
      schema: { params: ApiTokenParamsSchema, response: { 200: ApiTokenSchema } },
    },
    async (request) => getApiToken(db, requireUser(request).id, request.params.pk),
  );

  app.patch(
    `${base}:pk/`,
    {
      config: { access: 'authenticated' },
      schema: {
        params: ApiTokenParamsSchema,
        body: UpdateApiTokenBodySchema,
        response: { 200: ApiTokenSchema },
      },
    },
    async (request) =>
      updateApiToken({
        db,
        userId: requireUser(request).id,
        tokenId: request.params.pk,
        body: request.body,
      }),
  );

  app.delete(
    `${base}:pk/`,
    { config: { access: 'authenticated' }, schema: { params: ApiTokenParamsSchema } },
    async (request, reply) => {
      await deleteApiToken({ db, userId: requireUser(request).id, tokenId: request.params.pk });
      return reply.code(204).send();
    },
  );
};
