import {
  AppError,
  ROLE,
  V1ConflictSchema,
  V1CreateWorkItemBodySchema,
  V1ProjectItemParamsSchema,
  V1ProjectParamsSchema,
  V1ShapeQuerySchema,
  V1UpdateWorkItemBodySchema,
  V1WorkItemFieldsSchema,
  V1WorkItemKeyParamsSchema,
  V1WorkItemListQuerySchema,
  V1WorkItemSchema,
  V1WorkItemSearchQuerySchema,
  V1WorkItemSearchResultSchema,
  V1WorkspaceParamsSchema,
  v1PageSchema,
} from '@keel/core';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import {
  LIST_ORDER_FIELDS,
  deleteWorkItem,
  listWorkItemPage,
  listWorkItems,
  stringifyListResponse,
  loadVisibleWorkItems,
  projectListScope,
  resolveWorkItemKey,
  workspaceListScope,
} from '#server/domains/work-items';
import {
  actingProjectRole,
  loadProjectMembership,
  requireProject,
  requireWorkspace,
} from '#server/plugins/access';
import { projectActorOf } from '#server/plugins/project-actor';
import { sendV1Conflict } from './errors';
import { pickV1Fields } from './presenters';
import { findByExternalId, presentV1WorkItems } from './v1-work-items.queries';
import { createV1WorkItem, getV1WorkItem, updateV1WorkItem } from './v1-work-items.service';
import { projectIdentifiers } from './v1-projects.queries';

/** Plane's v1 ordering when `order_by` is absent or not one it knows (sanitize_order_by). */
const V1_DEFAULT_ORDER = '-created_at';

function v1Order(raw: string | undefined): string {
  const name = raw?.trim().replace(/^-/, '') ?? '';
  return Object.hasOwn(LIST_ORDER_FIELDS, name)
    ? (raw ?? V1_DEFAULT_ORDER).trim()
    : V1_DEFAULT_ORDER;
}

/**
 * Work items in Plane's v1 shape (`P/issues/` and its `work-items/` twin, `W/issues/<KEY>/`,
 * `W/issues/search/`), served by the app's work-item services and list query: read by every
 * project member (guests as the app lets them), created by members, edited and deleted as the app
 * allows (the services check).
 */
export const v1WorkItemsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  for (const segment of ['issues', 'work-items']) {
    const base = `/api/v1/workspaces/:slug/projects/:projectId/${segment}/`;
    const one = `${base}:pk/`;

    app.get(
      base,
      {
        config: { access: { projectRole: ROLE.guest } },
        // Built field by field by the presenters, as the app's list is: stringified, not re-checked.
        serializerCompiler: stringifyListResponse,
        schema: {
          params: V1ProjectParamsSchema,
          querystring: V1WorkItemListQuerySchema,
          response: {
            200: z.union([v1PageSchema(V1WorkItemFieldsSchema), V1WorkItemFieldsSchema]),
          },
        },
      },
      async (request) => {
        const actor = projectActorOf(request);
        const { query } = request;
        if (query.external_id && query.external_source) {
          const id = await findByExternalId(db, actor.project.id, {
            id: query.external_id,
            source: query.external_source,
          });
          if (!id) throw new AppError('ISSUE_NOT_FOUND');
          const item = await getV1WorkItem({ db, actor, id, expand: query.expand });
          return pickV1Fields(item, query.fields);
        }
        const page = await listWorkItemPage({
          db,
          scope: projectListScope(actor),
          query: {
            cursor: query.cursor,
            per_page: query.per_page,
            order_by: v1Order(query.order_by),
          },
          present: async (ids) =>
            presentV1WorkItems(db, await loadVisibleWorkItems(db, actor, ids), query.expand),
        });
        return {
          results: page.results.map((item) => pickV1Fields(item, query.fields)),
          next_cursor: page.next_cursor,
          prev_cursor: page.prev_cursor,
          next_page_results: page.next_page_results,
          prev_page_results: page.prev_page_results,
          count: page.count,
          total_pages: page.total_pages,
          total_results: page.total_results,
          extra_stats: null,
        };
      },
    );

    app.post(
      base,
      {
        config: { access: { projectRole: ROLE.member } },
        schema: {
          params: V1ProjectParamsSchema,
          body: V1CreateWorkItemBodySchema,
          response: { 201: V1WorkItemSchema, 409: V1ConflictSchema },
        },
      },
      async (request, reply) => {
        const { membership } = requireProject(request);
        const result = await createV1WorkItem({
          db,
          actor: projectActorOf(request),
          workspaceRole: membership.role,
          body: request.body,
        });
        if ('conflict' in result) return sendV1Conflict(reply, result.conflict);
        return reply.code(201).send(result.created);
      },
    );

    app.get(
      one,
      {
        config: { access: { projectRole: ROLE.guest } },
        schema: {
          params: V1ProjectItemParamsSchema,
          querystring: V1ShapeQuerySchema,
          response: { 200: V1WorkItemFieldsSchema },
        },
      },
      async (request) => {
        const item = await getV1WorkItem({
          db,
          actor: projectActorOf(request),
          id: request.params.pk,
          expand: request.query.expand,
        });
        return pickV1Fields(item, request.query.fields);
      },
    );

    app.patch(
      one,
      {
        config: { access: { projectRole: ROLE.guest } },
        schema: {
          params: V1ProjectItemParamsSchema,
          body: V1UpdateWorkItemBodySchema,
          response: { 200: V1WorkItemSchema, 409: V1ConflictSchema },
        },
      },
      async (request, reply) => {
        const result = await updateV1WorkItem({
          db,
          actor: projectActorOf(request),
          id: request.params.pk,
          body: request.body,
        });
        if ('conflict' in result) return sendV1Conflict(reply, result.conflict);
        return result.updated;
      },
    );

    app.delete(
      one,
      {
        config: { access: { projectRole: ROLE.guest } },
        schema: { params: V1ProjectItemParamsSchema },
      },
      async (request, reply) => {
        await deleteWorkItem({ db, actor: projectActorOf(request), id: request.params.pk });
        return reply.code(204).send();
      },
    );

    app.get(
      `/api/v1/workspaces/:slug/${segment}/search/`,
      {
        config: { access: { workspaceRole: ROLE.guest } },
        schema: {
          params: V1WorkspaceParamsSchema,
          querystring: V1WorkItemSearchQuerySchema,
          response: { 200: V1WorkItemSearchResultSchema },
        },
      },
      async (request) => {
        const { user, workspace, membership } = requireWorkspace(request);
        const { query } = request;
        const scope = await workspaceListScope(db, {
          workspaceId: workspace.id,
          userId: user.id,
          workspaceRole: membership.role,
        });
        const page = await listWorkItems({
          db,
          scope,
          query: {
            name: query.search,
            per_page: query.limit,
            order_by: V1_DEFAULT_ORDER,
            ...(query.project_id && query.workspace_search !== 'true'
              ? { project: query.project_id }
              : {}),
          },
        });
        const found = Array.isArray(page.results) ? page.results : [];
        const identifiers = await projectIdentifiers(db, [
          ...new Set(found.map((i) => i.project_id)),
        ]);
        return {
          issues: found.map((item) => ({
            id: item.id,
            name: item.name,
            sequence_id: item.sequence_id,
            project__identifier: identifiers.get(item.project_id) ?? '',
            project_id: item.project_id,
            workspace__slug: workspace.slug,
          })),
        };
      },
    );

    app.get(
      `/api/v1/workspaces/:slug/${segment}/:key/`,
      {
        config: { access: { workspaceRole: ROLE.guest } },
        schema: {
          params: V1WorkItemKeyParamsSchema,
          querystring: V1ShapeQuerySchema,
          response: { 200: V1WorkItemFieldsSchema },
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
        const actor = {
          userId: user.id,
          role: actingProjectRole(membership, projectMembership),
          project,
        };
        const item = await getV1WorkItem({ db, actor, id: found.id, expand: request.query.expand });
        return pickV1Fields(item, request.query.fields);
      },
    );
  }
};
