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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { actingProjectRole, loadProjectMembership, requireWorkspace } from '#server/plugins/access';
import { projectActorOf } from '../kernel/actor';
import { createWorkItem, deleteWorkItem, getWorkItem, updateWorkItem } from './items.service';
import { resolveWorkItemKey } from '../kernel/loading';
import type { ProjectActor } from '#server/plugins/project-actor';
import { recordVisit } from '#server/domains/home';

/**
 * Work items of a project, under Plane's `issues/` paths and the newer `work-items/` aliases: read
 * by every project member (guests subject to guest_view_all_features), created by members and
 * admins, edited by them or the item's creator, deleted by admins or the creator.
 */
export const workItemsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  /** Opening an item's detail counts as a visit for the home page's recents (one upsert). */
  const recordItemVisit = (request: FastifyRequest, actor: ProjectActor, id: string) =>
    recordVisit({
      db,
      log: request.log,
      owner: { workspaceId: actor.project.workspace_id, userId: actor.userId },
      entityName: 'issue',
      entityId: id,
      projectId: actor.project.id,
    });

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
      async (request) => {
        const actor = projectActorOf(request);
        const item = await getWorkItem({
          db,
          actor,
          id: request.params.id,
          expand: request.query.expand,
        });
        await recordItemVisit(request, actor, item.id);
        return item;
      },
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
      const actor = { userId: user.id, role, project };
      const item = await getWorkItem({ db, actor, id: found.id, expand: request.query.expand });
      await recordItemVisit(request, actor, item.id);
      return item;
    },
  );
};
