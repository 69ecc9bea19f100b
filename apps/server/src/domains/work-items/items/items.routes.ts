import {
  AppError,
  CreateWorkItemBodySchema,
  ProjectScopeParamsSchema,
  ROLE,
  UpdateWorkItemBodySchema,
  WorkItemDetailQuerySchema,
  WorkItemDetailSchema,
  WorkItemKeyParamsSchema,
  WorkItemParamsSchema,
  WorkItemSchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { actingProjectRole, loadProjectMembership, requireWorkspace } from '#server/plugins/access';
import { projectActorOf } from '../kernel/actor';
import { createWorkItem, deleteWorkItem, getWorkItem, updateWorkItem } from './items.service';
import { resolveWorkItemKey } from '../kernel/loading';

/**
 * Work items of a project, under Plane's `issues/` paths and the newer `work-items/` aliases: read
 * by every project member (guests subject to guest_view_all_features), created by members and
 * admins, edited by them or the item's creator, deleted by admins or the creator.
 */
export const workItemsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  for (const segment of ['issues', 'work-items']) {
    const base = `/api/workspaces/:slug/projects/:projectId/${segment}/`;
    const one = `${base}:id/`;

    app.post(
      base,
      {
        config: { access: { projectRole: ROLE.member } },
        schema: {
          params: ProjectScopeParamsSchema,
          body: CreateWorkItemBodySchema,
          response: { 201: WorkItemSchema },
        },
      },
      async (request, reply) => {
        const created = await createWorkItem({
          db,
          actor: projectActorOf(request),
          body: request.body,
        });
        return reply.code(201).send(created);
      },
    );

    app.get(
      one,
      {
        config: { access: { projectRole: ROLE.guest } },
        schema: {
          params: WorkItemParamsSchema,
          querystring: WorkItemDetailQuerySchema,
          response: { 200: WorkItemDetailSchema },
        },
      },
      async (request) =>
        getWorkItem({
          db,
          actor: projectActorOf(request),
          id: request.params.id,
          expand: request.query.expand,
        }),
    );

    app.patch(
      one,
      {
        config: { access: { projectRole: ROLE.guest } },
        schema: { params: WorkItemParamsSchema, body: UpdateWorkItemBodySchema },
      },
      async (request, reply) => {
        await updateWorkItem({
          db,
          actor: projectActorOf(request),
          id: request.params.id,
          body: request.body,
        });
        // Plane answers an edit with 204 and no body; clients refetch what they need.
        return reply.code(204).send();
      },
    );

    app.delete(
      one,
      {
        config: { access: { projectRole: ROLE.guest } },
        schema: { params: WorkItemParamsSchema },
      },
      async (request, reply) => {
        await deleteWorkItem({ db, actor: projectActorOf(request), id: request.params.id });
        return reply.code(204).send();
      },
    );
  }

  app.get(
    '/api/workspaces/:slug/work-items/:key/',
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: {
        params: WorkItemKeyParamsSchema,
        querystring: WorkItemDetailQuerySchema,
        response: { 200: WorkItemDetailSchema },
      },
    },
    async (request) => {
      const { user, workspace, membership } = requireWorkspace(request);
      const found = await resolveWorkItemKey({
        db,
        workspaceId: workspace.id,
        key: request.params.key,
      });
      const { project, projectMembership } = await loadProjectMembership(
        db,
        workspace.id,
        found.projectId,
        user.id,
      );
      // Someone outside the project is told what anyone would be: there is no such item.
      if (!project || !projectMembership) throw new AppError('ISSUE_NOT_FOUND');
      const role = actingProjectRole(membership, projectMembership);
      return getWorkItem({
        db,
        actor: { userId: user.id, role, project },
        id: found.id,
        expand: request.query.expand,
      });
    },
  );
};
