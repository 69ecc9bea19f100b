import {
  ROLE,
  type RelationListResponse,
  V1CreateRelationBodySchema,
  type V1RelationList,
  type V1RelationType,
  V1RelationListSchema,
  V1RelationRowListSchema,
  V1WorkItemParamsSchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { createRelations, listRelations } from '#server/domains/work-items';
import { projectActorOf } from '#server/plugins/project-actor';

/** Plane's v1 list: for each of its relation types, the ids of the items related that way. */
function presentV1Relations(grouped: RelationListResponse): V1RelationList {
  const ids = (type: V1RelationType) => grouped[type].map((item) => item.id);
  return {
    blocking: ids('blocking'),
    blocked_by: ids('blocked_by'),
    duplicate: ids('duplicate'),
    relates_to: ids('relates_to'),
    start_after: ids('start_after'),
    start_before: ids('start_before'),
    finish_after: ids('finish_after'),
    finish_before: ids('finish_before'),
  };
}

/**
 * A work item's relations (Plane's IssueRelationListCreateAPIEndpoint, under `work-items/` only),
 * through the app's relation service and its rules: whoever sees the item reads them (items the
 * caller cannot see are left out), members and admins relate. POST answers the rows it made.
 */
export const v1RelationsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const url = '/api/v1/workspaces/:slug/projects/:projectId/work-items/:issueId/relations/';

  app.get(
    url,
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: { params: V1WorkItemParamsSchema, response: { 200: V1RelationListSchema } },
    },
    async (request) =>
      presentV1Relations(
        await listRelations({ db, actor: projectActorOf(request), id: request.params.issueId }),
      ),
  );

  app.post(
    url,
    {
      config: { access: { projectRole: ROLE.member } },
      schema: {
        params: V1WorkItemParamsSchema,
        body: V1CreateRelationBodySchema,
        response: { 201: V1RelationRowListSchema },
      },
    },
    async (request, reply) => {
      const created = await createRelations({
        db,
        actor: projectActorOf(request),
        id: request.params.issueId,
        body: request.body,
      });
      return reply.code(201).send(created);
    },
  );
};
