import {
  CycleUserPropertiesSchema,
  ModuleUserPropertiesSchema,
  ProjectScopeParamsSchema,
  ROLE,
  UpdateUserPropertiesBodySchema,
} from '@keel/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client';
import { refuseWhenFeatureOff } from '#server/plugins/project-features';
import { requireProject } from '#server/plugins/access';
import { type ContainerKind, findContainer, containerFeature } from '#server/domains/work-items';
import {
  type ContainerPropertiesOwner,
  getContainerProperties,
  updateContainerProperties,
} from './container-properties.service';

const PROJECT = '/api/workspaces/:slug/projects/:projectId';
const CycleParamsSchema = ProjectScopeParamsSchema.extend({ cycleId: z.string() });
const ModuleParamsSchema = ProjectScopeParamsSchema.extend({ moduleId: z.string() });

async function ownerOf(
  db: Database,
  request: FastifyRequest,
  kind: ContainerKind,
): Promise<ContainerPropertiesOwner> {
  const { user, project } = requireProject(request);
  const params = request.params as { cycleId?: string; moduleId?: string };
  const id = (kind === 'cycle' ? params.cycleId : params.moduleId) ?? '';
  const container = await findContainer(db, project.id, kind, id);
  return {
    kind,
    containerId: container.id,
    userId: user.id,
    workspaceId: project.workspace_id,
    projectId: project.id,
  };
}

/**
 * Each project member's own settings for one cycle's or one module's work-item list (Plane's
 * cycle and module user-properties): the project user-properties' body and answer, plus the
 * cycle's or module's id. Guests keep settings too, as for the project list. 404 for a cycle or
 * module not in the project, 403 when the project has the feature turned off.
 */
export const containerPropertiesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  const kinds = [
    [
      'cycle',
      `${PROJECT}/cycles/:cycleId/user-properties/`,
      CycleParamsSchema,
      CycleUserPropertiesSchema,
    ],
    [
      'module',
      `${PROJECT}/modules/:moduleId/user-properties/`,
      ModuleParamsSchema,
      ModuleUserPropertiesSchema,
    ],
  ] as const;
  for (const [kind, url, params, answer] of kinds) {
    app.get(
      url,
      {
        config: { access: { projectRole: ROLE.guest } },
        preHandler: refuseWhenFeatureOff(containerFeature(kind)),
        schema: { params, response: { 200: answer } },
      },
      async (request) => getContainerProperties({ db, owner: await ownerOf(db, request, kind) }),
    );

    app.patch(
      url,
      {
        config: { access: { projectRole: ROLE.guest }, worksOnArchivedProject: true },
        preHandler: refuseWhenFeatureOff(containerFeature(kind)),
        schema: {
          params,
          body: UpdateUserPropertiesBodySchema,
          response: { 200: answer },
        },
      },
      async (request) =>
        updateContainerProperties({
          db,
          owner: await ownerOf(db, request, kind),
          body: request.body,
        }),
    );
  }
};
