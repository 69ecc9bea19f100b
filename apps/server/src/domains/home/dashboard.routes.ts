import {
  DashboardParamsSchema,
  DashboardQuerySchema,
  DashboardWidgetDataSchema,
  DashboardWidgetParamsSchema,
  DashboardWidgetQuerySchema,
  HomeDashboardSchema,
  MessageSchema,
  ROLE,
  SlugParamsSchema,
  UpdateDashboardWidgetBodySchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { requireUser } from '#server/plugins/access';
import { getHomeDashboard, getWidgetData, updateDashboardWidget } from './dashboard.service';
import { homeOwnerOf } from './home-owner';

/**
 * The person's home dashboard in a workspace (Plane's DashboardEndpoint and WidgetsEndpoint):
 * made on first read, its widgets' data, and each widget shown, hidden, moved or filtered.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const dashboardUrl = '/api/users/me/workspaces/:slug/dashboard/';
  const access = { access: { workspaceRole: ROLE.guest } } as const;

  app.get(
    dashboardUrl,
    {
      config: access,
      schema: {
        params: SlugParamsSchema,
        querystring: DashboardQuerySchema,
        response: { 200: HomeDashboardSchema },
      },
    },
    async (request) => getHomeDashboard({ db, owner: homeOwnerOf(request) }),
  );

  app.get(
    `${dashboardUrl}:dashboardId/`,
    {
      config: access,
      schema: {
        params: DashboardParamsSchema,
        querystring: DashboardWidgetQuerySchema,
        response: { 200: DashboardWidgetDataSchema },
      },
    },
    async (request) =>
      getWidgetData({
        db,
        owner: homeOwnerOf(request),
        dashboardId: request.params.dashboardId,
        query: request.query,
      }),
  );

  app.patch(
    '/api/dashboard/:dashboardId/widgets/:widgetId/',
    {
      config: { access: 'authenticated' },
      schema: {
        params: DashboardWidgetParamsSchema,
        body: UpdateDashboardWidgetBodySchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) =>
      updateDashboardWidget({
        db,
        userId: requireUser(request).id,
        dashboardId: request.params.dashboardId,
        widgetId: request.params.widgetId,
        body: request.body,
      }),
  );
};
