import {
  CreateViewBodySchema,
  FavoriteViewBodySchema,
  ProjectScopeParamsSchema,
  ProjectViewParamsSchema,
  ROLE,
  type Role,
  SlugParamsSchema,
  UpdateViewBodySchema,
  ViewFavoriteSchema,
  ViewListSchema,
  ViewSchema,
  WorkspaceViewParamsSchema,
} from '@keel/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '#server/db/client';
import { type RouteAccess, requireWorkspace } from '#server/plugins/access';
import { projectActorOf } from '#server/plugins/project-actor';
import {
  type ViewActor,
  createView,
  deleteView,
  favoriteView,
  getView,
  listViews,
  unfavoriteView,
  updateView,
} from './views.service';

const WORKSPACE = '/api/workspaces/:slug';

/** Where a family of view routes lives, who may call it and whose views it serves. */
interface ViewPlaceRoutes {
  list: string;
  config: { access: RouteAccess };
  listParams: z.ZodType<Record<string, string>>;
  oneParams: z.ZodType<{ viewId: string }>;
  actorOf: (request: FastifyRequest) => ViewActor;
}
const PROJECT = `${WORKSPACE}/projects/:projectId`;

/** The caller of a project view route: the project's views, with the acting project role. */
export function projectViewActor(request: FastifyRequest): ViewActor {
  const actor = projectActorOf(request);
  return {
    userId: actor.userId,
    role: actor.role,
    workspaceId: actor.project.workspace_id,
    projectId: actor.project.id,
  };
}

/** The caller of a workspace view route: the workspace's own views, with the workspace role. */
export function workspaceViewActor(request: FastifyRequest): ViewActor {
  const { user, workspace, membership } = requireWorkspace(request);
  return {
    userId: user.id,
    role: membership.role as Role,
    workspaceId: workspace.id,
    projectId: null,
  };
}

/**
 * Saved views (Plane's IssueViewViewSet and WorkspaceViewViewSet): everyone with a role reads the
 * public views and their own private ones; members and admins create; the owner or an admin edits,
 * locks, changes access and deletes (checked in the service, as it depends on the view). Project
 * views also have Plane's `user-favorite-views/`.
 */
export const viewsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const places: ViewPlaceRoutes[] = [
    {
      list: `${PROJECT}/views/`,
      config: { access: { projectRole: ROLE.guest } },
      listParams: ProjectScopeParamsSchema,
      oneParams: ProjectViewParamsSchema,
      actorOf: projectViewActor,
    },
    {
      list: `${WORKSPACE}/views/`,
      config: { access: { workspaceRole: ROLE.guest } },
      listParams: SlugParamsSchema,
      oneParams: WorkspaceViewParamsSchema,
      actorOf: workspaceViewActor,
    },
  ];

  for (const { list, config, listParams, oneParams, actorOf } of places) {
    const one = `${list}:viewId/`;
    app.get(
      list,
      { config, schema: { params: listParams, response: { 200: ViewListSchema } } },
      async (request) => listViews(db, actorOf(request)),
    );

    app.post(
      list,
      {
        config,
        schema: { params: listParams, body: CreateViewBodySchema, response: { 201: ViewSchema } },
      },
      async (request, reply) =>
        reply.code(201).send(await createView(db, actorOf(request), request.body)),
    );

    app.get(
      one,
      { config, schema: { params: oneParams, response: { 200: ViewSchema } } },
      async (request) => {
        const { viewId } = request.params;
        return getView(db, actorOf(request), viewId);
      },
    );

    app.patch(
      one,
      {
        config,
        schema: { params: oneParams, body: UpdateViewBodySchema, response: { 200: ViewSchema } },
      },
      async (request) => {
        const { viewId } = request.params;
        return updateView(db, actorOf(request), viewId, request.body);
      },
    );

    app.delete(one, { config, schema: { params: oneParams } }, async (request, reply) => {
      const { viewId } = request.params;
      await deleteView(db, actorOf(request), viewId);
      return reply.code(204).send();
    });
  }

  app.post(
    `${PROJECT}/user-favorite-views/`,
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: {
        params: ProjectScopeParamsSchema,
        body: FavoriteViewBodySchema,
        response: { 201: ViewFavoriteSchema },
      },
    },
    async (request, reply) => {
      const favorite = await favoriteView(db, projectViewActor(request), request.body.view);
      return reply.code(201).send(favorite);
    },
  );

  app.delete(
    `${PROJECT}/user-favorite-views/:viewId/`,
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: { params: ProjectViewParamsSchema },
    },
    async (request, reply) => {
      await unfavoriteView(db, projectViewActor(request), request.params.viewId);
      return reply.code(204).send();
    },
  );
};
