import {
  AppError,
  CreateDraftBodySchema,
  type CreateWorkItemBody,
  CreateWorkItemBodySchema,
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
import type { RouteApp } from '#server/domains/domain';
import { type RouteAccess, requireWorkspace } from '#server/plugins/access';
import type { ListScope } from '../list/filters';
import { listWorkItems, projectListScope, workspaceListScope } from '../list/list.service';
import { type Actor, projectActorOf } from '../kernel/actor';
import { type DraftCaller, draftActor, ownDraftProjectId } from './drafts.service';
import {
  createWorkItem,
  deleteWorkItem,
  getWorkItem,
  updateWorkItem,
} from '../items/items.service';
import { loadVisibleWorkItems } from '../kernel/loading';
import { presentWorkItem } from '../kernel/present';

type PathParams = Record<string, string>;
/** A new draft's fields; the workspace scope's name the project it is drafted for. */
type NewDraftBody = Omit<CreateWorkItemBody, 'is_draft'> & { project_id?: string };

/**
 * One place drafts are reached from: the workspace (`draft-issues/`, every project) or a project
 * (`issue-drafts/`, that project only). The routes are the same; the scope says where they are,
 * who may call them and whom a draft is written as.
 */
interface DraftScope {
  /** The drafts collection, ending in `/`; one draft is `<base>:id/`. */
  base: string;
  params: z.ZodType<PathParams>;
  draftParams: z.ZodType<PathParams & { id: string }>;
  /** Who may list and read drafts, and who may create, edit, delete and publish them. */
  access: { read: RouteAccess; write: RouteAccess };
  createBody: z.ZodType<NewDraftBody>;
  /** What the list reads for the caller. */
  listScope(db: Database, request: FastifyRequest): Promise<ListScope>;
  /** The caller acting in the project a new draft is created in. */
  creatorOf(db: Database, request: FastifyRequest, projectId?: string): Promise<Actor>;
  /** The caller acting on one of their own drafts ('Issue not found' for any other). */
  ownerOf(db: Database, request: FastifyRequest, id: string): Promise<Actor>;
  /** Where a draft is made a live work item, for the scopes that offer it. */
  publishPath?: string;
}

function workspaceCallerOf(request: FastifyRequest): DraftCaller {
  const { user, workspace, membership } = requireWorkspace(request);
  return { userId: user.id, workspaceId: workspace.id, membership };
}

/**
 * The workspace's drafts (Plane's `draft-issues/` and `draft-to-issue/`): each member's own work
 * items kept aside, in any project where they may create work items, listed 50 at a time (cursor
 * 50:0:0, spec §9) with the list's filters and grouping. Converting one makes it a live work item
 * with the number it was given.
 */
const workspaceDrafts: DraftScope = {
  base: '/api/workspaces/:slug/draft-issues/',
  params: z.object({ slug: z.string() }),
  draftParams: z.object({ slug: z.string(), id: z.string() }),
  access: { read: { workspaceRole: ROLE.guest }, write: { workspaceRole: ROLE.guest } },
  createBody: CreateDraftBodySchema,
  listScope: async (db, request) => {
    const caller = workspaceCallerOf(request);
    return workspaceListScope(db, {
      workspaceId: caller.workspaceId,
      userId: caller.userId,
      workspaceRole: caller.membership.role,
    });
  },
  creatorOf: async (db, request, projectId) => {
    // The body schema requires the project; this only narrows its type.
    if (projectId === undefined) throw new AppError('PROJECT_NOT_FOUND');
    return draftActor(db, workspaceCallerOf(request), projectId);
  },
  ownerOf: async (db, request, id) => {
    const caller = workspaceCallerOf(request);
    return draftActor(db, caller, await ownDraftProjectId(db, caller, id));
  },
  publishPath: '/api/workspaces/:slug/draft-to-issue/:id/',
};

const projectParams = z.object({ slug: z.string(), projectId: z.string() });

/**
 * A project's drafts (Plane's `issue-drafts/`): the caller's own work items of the project kept
 * aside, the same rows as the workspace `draft-issues/` narrowed to one project, listed 50 at a
 * time (cursor 50:0:0) with the list's filters and grouping. Members and admins draft; a guest
 * reads an always empty list. Another member's draft is answered as missing.
 */
const projectDrafts: DraftScope = {
  base: '/api/workspaces/:slug/projects/:projectId/issue-drafts/',
  params: projectParams,
  draftParams: projectParams.extend({ id: z.string() }),
  access: { read: { projectRole: ROLE.guest }, write: { projectRole: ROLE.member } },
  createBody: CreateWorkItemBodySchema.omit({ is_draft: true, id: true }),
  listScope: async (_db, request) => projectListScope(projectActorOf(request)),
  creatorOf: async (_db, request) => projectActorOf(request),
  ownerOf: async (db, request, id) => {
    const actor = projectActorOf(request);
    const caller = { userId: actor.userId, workspaceId: actor.project.workspace_id };
    await ownDraftProjectId(db, caller, id, actor.project.id);
    return actor;
  },
};

/** List, create, read, edit and delete (and publish, where offered) drafts of one scope. */
function registerDraftRoutes(app: RouteApp, db: Database, scope: DraftScope) {
  const one = `${scope.base}:id/`;
  const read = { access: scope.access.read };
  const write = { access: scope.access.write };

  app.get(
    scope.base,
    {
      config: read,
      schema: {
        params: scope.params,
        querystring: WorkItemListQuerySchema,
        response: { 200: WorkItemListResponseSchema },
      },
    },
    async (request) =>
      listWorkItems({
        db,
        scope: { ...(await scope.listScope(db, request)), drafts: true },
        query: {
          ...request.query,
          per_page: request.query.per_page ?? WORKSPACE_DRAFTS_PAGE_SIZE,
        },
      }),
  );

  app.post(
    scope.base,
    {
      config: write,
      schema: { params: scope.params, body: scope.createBody, response: { 201: WorkItemSchema } },
    },
    async (request, reply) => {
      const { project_id: projectId, ...body } = request.body;
      const actor = await scope.creatorOf(db, request, projectId);
      const created = await createWorkItem({ db, actor, body: { ...body, is_draft: true } });
      return reply.code(201).send(created);
    },
  );

  app.get(
    one,
    {
      config: read,
      schema: { params: scope.draftParams, response: { 200: WorkItemDetailSchema } },
    },
    async (request) => {
      const actor = await scope.ownerOf(db, request, request.params.id);
      return getWorkItem({ db, actor, id: request.params.id });
    },
  );

  app.patch(
    one,
    {
      config: write,
      schema: {
        params: scope.draftParams,
        body: UpdateWorkItemBodySchema.omit({ is_draft: true }),
      },
    },
    async (request, reply) => {
      const actor = await scope.ownerOf(db, request, request.params.id);
      await updateWorkItem({ db, actor, id: request.params.id, body: request.body });
      return reply.code(204).send();
    },
  );

  app.delete(
    one,
    { config: write, schema: { params: scope.draftParams } },
    async (request, reply) => {
      const actor = await scope.ownerOf(db, request, request.params.id);
      await deleteWorkItem({ db, actor, id: request.params.id });
      return reply.code(204).send();
    },
  );

  if (scope.publishPath === undefined) return;
  app.post(
    scope.publishPath,
    { config: write, schema: { params: scope.draftParams, response: { 201: WorkItemSchema } } },
    async (request, reply) => {
      const actor = await scope.ownerOf(db, request, request.params.id);
      await updateWorkItem({ db, actor, id: request.params.id, body: { is_draft: false } });
      const [record] = await loadVisibleWorkItems(db, actor, [request.params.id]);
      if (!record) throw new Error('a converted draft vanished');
      return reply.code(201).send(presentWorkItem(record));
    },
  );
}

/** The workspace's and the projects' drafts. */
export const workItemDraftsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  registerDraftRoutes(app, db, workspaceDrafts);
  registerDraftRoutes(app, db, projectDrafts);
};
