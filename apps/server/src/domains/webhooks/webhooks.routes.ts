import {
  CreateWebhookBodySchema,
  ROLE,
  UpdateWebhookBodySchema,
  WebhookListSchema,
  WebhookLogListQuerySchema,
  WebhookLogPageSchema,
  WebhookLogParamsSchema,
  WebhookLogSchema,
  WebhookParamsSchema,
  WebhookSchema,
  WebhookWithSecretSchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { requireWorkspace } from '#server/plugins/access';
import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettings } from './webhook-delivery';
import { listWebhookLogs, redeliverWebhookLog } from './webhook-logs.service';
import {
  type TargetPolicy,
  createWebhook,
  deleteWebhook,
  getWebhook,
  listWebhooks,
  regenerateWebhookSecret,
  updateWebhook,
} from './webhooks.service';

const SlugParamsSchema = z.object({ slug: z.string() });
const ADMIN = { access: { workspaceRole: ROLE.admin } } as const;

/**
 * `workspaces/:slug/webhooks/` (Plane's WebhookEndpoint, admins only) and Keel's delivery log with
 * its redelivery. The secret is answered by create and regenerate alone.
 */
export const webhooksRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  const base = '/api/workspaces/:slug/webhooks/';
  const policy: TargetPolicy = { allowedHosts: config.webhookAllowedHosts };
  const settings: DeliverySettings = {
    ...DEFAULT_DELIVERY_SETTINGS,
    allowedHosts: config.webhookAllowedHosts,
  };

  app.get(
    base,
    { config: ADMIN, schema: { params: SlugParamsSchema, response: { 200: WebhookListSchema } } },
    async (request) => listWebhooks(db, requireWorkspace(request).workspace.id),
  );

  app.post(
    base,
    {
      config: ADMIN,
      schema: {
        params: SlugParamsSchema,
        body: CreateWebhookBodySchema,
        response: { 201: WebhookWithSecretSchema },
      },
    },
    async (request, reply) => {
      const { user, workspace } = requireWorkspace(request);
      const webhook = await createWebhook({
        db,
        workspaceId: workspace.id,
        userId: user.id,
        body: request.body,
        policy,
      });
      return reply.code(201).send(webhook);
    },
  );

  app.get(
    `${base}:pk/`,
    { config: ADMIN, schema: { params: WebhookParamsSchema, response: { 200: WebhookSchema } } },
    async (request) => getWebhook(db, requireWorkspace(request).workspace.id, request.params.pk),
  );

  app.patch(
    `${base}:pk/`,
    {
      config: ADMIN,
      schema: {
        params: WebhookParamsSchema,
        body: UpdateWebhookBodySchema,
        response: { 200: WebhookSchema },
      },
    },
    async (request) => {
      const { user, workspace } = requireWorkspace(request);
      return updateWebhook({
        db,
        workspaceId: workspace.id,
        webhookId: request.params.pk,
        userId: user.id,
        body: request.body,
        policy,
      });
    },
  );

  app.delete(
    `${base}:pk/`,
    { config: ADMIN, schema: { params: WebhookParamsSchema } },
    async (request, reply) => {
      const { user, workspace } = requireWorkspace(request);
      await deleteWebhook({
        db,
        workspaceId: workspace.id,
        webhookId: request.params.pk,
        userId: user.id,
      });
      return reply.code(204).send();
    },
  );

  app.post(
    `${base}:pk/regenerate/`,
    {
      config: ADMIN,
      schema: { params: WebhookParamsSchema, response: { 200: WebhookWithSecretSchema } },
    },
    async (request) => {
      const { user, workspace } = requireWorkspace(request);
      return regenerateWebhookSecret({
        db,
        workspaceId: workspace.id,
        webhookId: request.params.pk,
        userId: user.id,
      });
    },
  );

  app.get(
    `${base}:pk/logs/`,
    {
      config: ADMIN,
      schema: {
        params: WebhookParamsSchema,
        querystring: WebhookLogListQuerySchema,
        response: { 200: WebhookLogPageSchema },
      },
    },
    async (request) =>
      listWebhookLogs({
        db,
        workspaceId: requireWorkspace(request).workspace.id,
        webhookId: request.params.pk,
        query: request.query,
      }),
  );

  app.post(
    `${base}:pk/logs/:logId/redeliver/`,
    {
      config: ADMIN,
      schema: { params: WebhookLogParamsSchema, response: { 201: WebhookLogSchema } },
    },
    async (request, reply) => {
      const log = await redeliverWebhookLog({
        context: { db, settings, followUp: null },
        workspaceId: requireWorkspace(request).workspace.id,
        webhookId: request.params.pk,
        logId: request.params.logId,
      });
      return reply.code(201).send(log);
    },
  );
};
