import {
  MarkAllReadBodySchema,
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationParamsSchema,
  NotificationSchema,
  ROLE,
  SlugParamsSchema,
  UnreadNotificationCountsSchema,
  UpdateNotificationBodySchema,
} from '@keel/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client';
import { requireWorkspace } from '#server/plugins/access';
import {
  type NotificationOwner,
  archive,
  deleteNotification,
  getNotification,
  listNotifications,
  markAllRead,
  markRead,
  snoozeNotification,
  unreadCounts,
} from './notifications.service';

function ownerOf(request: FastifyRequest): NotificationOwner {
  const { user, workspace } = requireWorkspace(request);
  return { workspaceId: workspace.id, userId: user.id };
}

/**
 * The person's notifications in a workspace (Plane's `users/notifications/` routes, spec §7): each
 * member reads and changes their own only.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const base = '/api/workspaces/:slug/users/notifications/';
  const one = `${base}:id/`;
  const access = { workspaceRole: ROLE.guest };

  app.get(
    base,
    {
      config: { access },
      schema: {
        params: SlugParamsSchema,
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListSchema },
      },
    },
    async (request) => listNotifications({ db, owner: ownerOf(request), query: request.query }),
  );

  app.get(
    `${base}unread/`,
    {
      config: { access },
      schema: { params: SlugParamsSchema, response: { 200: UnreadNotificationCountsSchema } },
    },
    async (request) => unreadCounts({ db, owner: ownerOf(request) }),
  );

  app.post(
    `${base}mark-all-read/`,
    {
      config: { access },
      schema: {
        params: SlugParamsSchema,
        body: MarkAllReadBodySchema.optional(),
        response: { 200: z.object({ count: z.number() }) },
      },
    },
    async (request) => markAllRead({ db, owner: ownerOf(request), body: request.body ?? {} }),
  );

  app.get(
    one,
    {
      config: { access },
      schema: { params: NotificationParamsSchema, response: { 200: NotificationSchema } },
    },
    async (request) => getNotification({ db, owner: ownerOf(request), id: request.params.id }),
  );

  app.patch(
    one,
    {
      config: { access },
      schema: {
        params: NotificationParamsSchema,
        body: UpdateNotificationBodySchema,
        response: { 200: NotificationSchema },
      },
    },
    async (request) =>
      snoozeNotification({
        db,
        owner: ownerOf(request),
        id: request.params.id,
        snoozedTill: request.body.snoozed_till,
      }),
  );

  app.delete(
    one,
    { config: { access }, schema: { params: NotificationParamsSchema } },
    async (request, reply) => {
      await deleteNotification({ db, owner: ownerOf(request), id: request.params.id });
      return reply.code(204).send();
    },
  );

  for (const [suffix, change] of [
    ['read/', (isOn: boolean) => ({ isRead: isOn })],
    ['archive/', (isOn: boolean) => ({ isArchived: isOn })],
  ] as const) {
    const url = `${one}${suffix}`;
    for (const [method, isOn] of [
      ['POST', true],
      ['DELETE', false],
    ] as const)
      app.route({
        method,
        url,
        config: { access },
        schema: { params: NotificationParamsSchema, response: { 200: NotificationSchema } },
        handler: async (request) => {
          const owner = ownerOf(request);
          const { id } = request.params;
          const asked = change(isOn);
          return 'isRead' in asked
            ? markRead({ db, owner, id, isRead: asked.isRead })
            : archive({ db, owner, id, isArchived: asked.isArchived });
        },
      });
  }
};
