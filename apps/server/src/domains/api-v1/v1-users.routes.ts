import { AppError, V1UserSchema } from '@keel/core';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema';
import { presentUser } from '#server/domains/users';
import { requireUser } from '#server/plugins/access';

/**
 * `/api/v1/users/me/`: the token's user, in Plane's v1 shape (UserLiteSerializer), read afresh
 * (the key's cached identity may be a few seconds old: a new avatar shows at once).
 */
export const v1UsersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/v1/users/me/',
    { config: { access: 'authenticated' }, schema: { response: { 200: V1UserSchema } } },
    async (request) => {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.id, requireUser(request).id))
        .limit(1);
      if (!row) throw new AppError('UNAUTHENTICATED');
      const user = presentUser(row);
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
