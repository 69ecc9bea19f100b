import { V1UserSchema } from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentUser } from '#server/domains/users';
import { requireUser } from '#server/plugins/access';

/** `/api/v1/users/me/`: the token's user, in Plane's v1 shape (UserLiteSerializer). */
export const v1UsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/users/me/',
    { config: { access: 'authenticated' }, schema: { response: { 200: V1UserSchema } } },
    async (request) => {
      const user = presentUser(requireUser(request));
      return {
        id: user.id,
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        avatar: user.avatar,
        avatar_url: user.avatar_url,
        display_name: user.display_name,
      };
    },
  );
};
