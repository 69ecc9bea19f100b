import {
  ProfileActivityPageSchema,
  ROLE,
  SlugParamsSchema,
  UserActivityExportBodySchema,
  UserActivityQuerySchema,
  UserProfileOverviewSchema,
  UserProfileParamsSchema,
  UserStatsSchema,
  WorkspaceReportQuerySchema,
  WorkspaceReportSchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { requireUser, requireWorkspace } from '#server/plugins/access';
import type { ProfileViewer } from './profile.queries';
import {
  activityCsv,
  activityPage,
  profilePerson,
  userProfileOverview,
  userStats,
} from './profile.service';
import { workspaceReport } from './report.service';

function viewerOf(caller: ReturnType<typeof requireWorkspace>): ProfileViewer & { role: number } {
  return {
    workspaceId: caller.workspace.id,
    userId: caller.user.id,
    isWorkspaceAdmin: caller.membership.role >= ROLE.admin,
    role: caller.membership.role,
  };
}

/**
 * A person's profile in a workspace (Plane's user-stats, user-profile, user-activity and its
 * CSV export), one's own activity everywhere (`users/me/activities/`) and the workspace report.
 * Any workspace member reads, guests included; every count and change is narrowed to the
 * projects and items the reader may see.
 */
export const profileRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const member = { access: { workspaceRole: ROLE.guest } } as const;

  app.get(
    '/api/workspaces/:slug/user-stats/:userId/',
    {
      config: member,
      schema: { params: UserProfileParamsSchema, response: { 200: UserStatsSchema } },
    },
    async (request) => {
      const viewer = viewerOf(requireWorkspace(request));
      const person = await profilePerson(db, viewer.workspaceId, request.params.userId);
      return userStats(db, viewer, person.id);
    },
  );

  app.get(
    '/api/workspaces/:slug/user-profile/:userId/',
    {
      config: member,
      schema: { params: UserProfileParamsSchema, response: { 200: UserProfileOverviewSchema } },
    },
    async (request) => {
      const viewer = viewerOf(requireWorkspace(request));
      const person = await profilePerson(db, viewer.workspaceId, request.params.userId);
      return userProfileOverview(db, viewer, person);
    },
  );

  app.get(
    '/api/workspaces/:slug/user-activity/:userId/',
    {
      config: member,
      schema: {
        params: UserProfileParamsSchema,
        querystring: UserActivityQuerySchema,
        response: { 200: ProfileActivityPageSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(requireWorkspace(request));
      const person = await profilePerson(db, viewer.workspaceId, request.params.userId);
      return activityPage(
        db,
        {
          actorId: person.id,
          viewerId: viewer.userId,
          workspaceId: viewer.workspaceId,
          isWorkspaceAdmin: viewer.isWorkspaceAdmin,
          projectIds: request.query.project,
        },
        request.query,
      );
    },
  );

  app.post(
    '/api/workspaces/:slug/user-activity/:userId/export/',
    {
      config: member,
      schema: { params: UserProfileParamsSchema, body: UserActivityExportBodySchema },
    },
    async (request, reply) => {
      const viewer = viewerOf(requireWorkspace(request));
      const person = await profilePerson(db, viewer.workspaceId, request.params.userId);
      const csv = await activityCsv(
        db,
        {
          actorId: person.id,
          viewerId: viewer.userId,
          workspaceId: viewer.workspaceId,
          isWorkspaceAdmin: viewer.isWorkspaceAdmin,
          projectIds: [],
          day: request.body.date,
        },
        person.display_name,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="workspace-user-activity.csv"')
        .send(csv);
    },
  );

  app.get(
    '/api/users/me/activities/',
    {
      config: { access: 'authenticated' },
      schema: {
        querystring: UserActivityQuerySchema,
        response: { 200: ProfileActivityPageSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return activityPage(
        db,
        {
          actorId: user.id,
          viewerId: user.id,
          workspaceId: null,
          isWorkspaceAdmin: null,
          projectIds: request.query.project,
        },
        request.query,
      );
    },
  );

  app.get(
    '/api/workspaces/:slug/issues/report/',
    {
      config: member,
      schema: {
        params: SlugParamsSchema,
        querystring: WorkspaceReportQuerySchema,
        response: { 200: WorkspaceReportSchema },
      },
    },
    async (request) => workspaceReport(db, viewerOf(requireWorkspace(request)), request.query),
  );
};
