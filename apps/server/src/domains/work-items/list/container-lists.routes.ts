import {
  ProjectScopeParamsSchema,
  ROLE,
  WorkItemListQuerySchema,
  WorkItemListResponseSchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client';
import { refuseWhenFeatureOff } from '#server/plugins/project-features';
import { projectActorOf } from '../kernel/actor';
import { type ContainerKind, findContainer, containerFeature } from './containers';
import { checkListFreshness, tagList } from './list-etag';
import { listWorkItems, projectListScope } from './list.service';
import { stringifyListResponse } from './list.routes';

const PROJECT = '/api/workspaces/:slug/projects/:projectId';

const CycleParamsSchema = ProjectScopeParamsSchema.extend({ cycleId: z.string() });
const ModuleParamsSchema = ProjectScopeParamsSchema.extend({ moduleId: z.string() });

/**
 * The work-item lists of one cycle (`cycles/{id}/cycle-issues/`) and one module
 * (`modules/{id}/issues/`, also `module-issues/`): the project list's parameters, paging, grouping
 * and guest rules (and its 304 while unchanged), limited to the items of that cycle or module. 404
 * for a cycle or module not in the project, 403 when the project has the feature turned off. Adding and removing items are the
 * cycles and modules domains' POST and DELETE on the same paths.
 */
export const containerListRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const lists: [ContainerKind, string][] = [
    ['cycle', `${PROJECT}/cycles/:cycleId/cycle-issues/`],
    ['module', `${PROJECT}/modules/:moduleId/issues/`],
    ['module', `${PROJECT}/modules/:moduleId/module-issues/`],
  ];
  for (const [kind, url] of lists) {
    app.get(
      url,
      {
        config: { access: { projectRole: ROLE.guest } },
        preHandler: refuseWhenFeatureOff(containerFeature(kind)),
        serializerCompiler: stringifyListResponse,
        schema: {
          params: kind === 'cycle' ? CycleParamsSchema : ModuleParamsSchema,
          querystring: WorkItemListQuerySchema,
          response: { 200: WorkItemListResponseSchema, 304: z.undefined() },
        },
      },
      async (request, reply) => {
        const actor = projectActorOf(request);
        const params = request.params as { cycleId?: string; moduleId?: string };
        const id = (kind === 'cycle' ? params.cycleId : params.moduleId) ?? '';
        const container = await findContainer(db, actor.project.id, kind, id);
        const freshness = await checkListFreshness({ db, request, actor });
        if (freshness.unchanged) return tagList(reply, freshness).code(304).send();
        const scope = {
          ...projectListScope(actor),
          ...(kind === 'cycle' ? { cycleId: container.id } : { moduleId: container.id }),
        };
        const list = await listWorkItems({
          db,
          scope,
          query: request.query,
          today: freshness.today,
          snapshot: freshness.version,
        });
        tagList(reply, freshness);
        return list;
      },
    );
  }
};
