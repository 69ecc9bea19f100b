import {
  CreateDraftBodySchema,
  ROLE,
  UpdateWorkItemBodySchema,
  WorkItemDetailSchema,
  WorkItemListQuerySchema,
  WorkItemListResponseSchema,
  WorkItemSchema,
  WORKSPACE_DRAFTS_PAGE_SIZE,
} from '@keel/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client';
import { requireWorkspace } from '#server/plugins/access';
import { listWorkItems, workspaceListScope } from '../list/list.service';
import { type DraftCaller, draftActor, ownDraftProjectId } from './drafts.service';
import {
  createWorkItem,
  deleteWorkItem,
  getWorkItem,
  updateWorkItem,
} from '../items/items.service';
import { loadVisibleWorkItems } from '../kernel/loading';
import { presentWorkItem } from '../kernel/present';

const WorkspaceParamsSchema = z.object({ slug: z.string() });
const DraftParamsSchema = z.object({ slug: z.string(), id: z.string() });

function callerOf(request: FastifyRequest): DraftCaller {
  const { user, workspace, membership } = requireWorkspace(request);
  return { userId: user.id, workspaceId: workspace.id, membership };
}

/**
 * The workspace's drafts (Plane's `draft-issues/` and `draft-to-issue/`): each member's own work
 * items kept aside, in any project where they may create work items, listed 50 at a time (cursor
 * 50:0:0, spec §9) with the list's filters and grouping. Converting one makes it a live work item
 * with the number it was given.
 */
export const workItemDraftsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  const base = '/api/workspaces/:slug/draft-issues/';
  const one = `${base}:id/`;

  app.get(
    base,
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: {
        params: WorkspaceParamsSchema,
        querystring: WorkItemListQuerySchema,
        response: { 200: WorkItemListResponseSchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const scope = await workspaceListScope(db, {
        workspaceId: caller.workspaceId,
        userId: caller.userId,
        workspaceRole: caller.membership.role,
      });
      return listWorkItems({
        db,
        scope: { ...scope, drafts: true },
        query: {
          ...request.query,
          per_page: request.query.per_page ?? WORKSPACE_DRAFTS_PAGE_SIZE,
        },
      });
    },
  );

  app.post(
    base,
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: {
        params: WorkspaceParamsSchema,
        body: CreateDraftBodySchema,
        response: { 201: WorkItemSchema },
      },
    },
    async (request, reply) => {
      const { project_id: projectId, ...body } = request.body;
      const actor = await draftActor(db, callerOf(request), projectId);
      const created = await createWorkItem({ db, actor, body: { ...body, is_draft: true } });
      return reply.code(201).send(created);
    },
  );

  app.get(
    one,
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: { params: DraftParamsSchema, response: { 200: WorkItemDetailSchema } },
    },
    async (request) => {
      const caller = callerOf(request);
      const projectId = await ownDraftProjectId(db, caller, request.params.id);
      const actor = await draftActor(db, caller, projectId);
      return getWorkItem({ db, actor, id: request.params.id });
    },
  );

  app.patch(
    one,
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: {
        params: DraftParamsSchema,
        body: UpdateWorkItemBodySchema.omit({ is_draft: true }),
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const projectId = await ownDraftProjectId(db, caller, request.params.id);
      const actor = await draftActor(db, caller, projectId);
      await updateWorkItem({ db, actor, id: request.params.id, body: request.body });
      return reply.code(204).send();
    },
  );

  app.delete(
    one,
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: { params: DraftParamsSchema },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const projectId = await ownDraftProjectId(db, caller, request.params.id);
      const actor = await draftActor(db, caller, projectId);
      await deleteWorkItem({ db, actor, id: request.params.id });
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/workspaces/:slug/draft-to-issue/:id/',
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: { params: DraftParamsSchema, response: { 201: WorkItemSchema } },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const projectId = await ownDraftProjectId(db, caller, request.params.id);
      const actor = await draftActor(db, caller, projectId);
      await updateWorkItem({ db, actor, id: request.params.id, body: { is_draft: false } });
      const [record] = await loadVisibleWorkItems(db, actor, [request.params.id]);
      if (!record) throw new Error('a converted draft vanished');
      return reply.code(201).send(presentWorkItem(record));
    },
  );
};
