import {
  AppError,
  type Project,
  ROLE,
  V1CreateProjectBodySchema,
  V1FieldsQuerySchema,
  V1ProjectListQuerySchema,
  V1ProjectParamsSchema,
  V1ProjectSchema,
  V1ProjectSummaryQuerySchema,
  V1ProjectSummarySchema,
  V1ProjectTakenSchema,
  V1UpdateProjectBodySchema,
  V1WorkspaceParamsSchema,
  type V1Project,
  isAppError,
  isUuid,
  v1PageSchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import {
  createProject,
  deleteProject,
  editProject,
  getProject,
  listProjects,
  setArchived,
} from '#server/domains/projects';
import { loadProjectMembership, requireProject, requireWorkspace } from '#server/plugins/access';
import { readV1Page, v1Envelope } from './pagination';
import { pickV1Fields, presentV1Project } from './presenters';
import { projectRows, projectSummaryCounts, v1ProjectFacts } from './v1-projects.queries';

/** Projects as the app's services answer them, in Plane's v1 shape, in the same order. */
async function presentV1Projects(db: Executor, listed: Project[]): Promise<V1Project[]> {
  const rows = await projectRows(
    db,
    listed.map((project) => project.id),
  );
  const facts = await v1ProjectFacts(db, listed);
  return rows.map((row) => presentV1Project(row, facts.get(row.id)));
}

async function presentOne(db: Executor, project: Project): Promise<V1Project> {
  const [presented] = await presentV1Projects(db, [project]);
  if (!presented) throw new AppError('PROJECT_NOT_FOUND');
  return presented;
}

/**
 * Plane's v1 answer to a taken name or identifier: 409 with the field as the key
 * (`{"name": …}` or `{"identifier": …}`) rather than the app's error body; null for other errors.
 */
function planeTakenBody(error: unknown): { name: string } | { identifier: string } | null {
  if (!isAppError(error)) return null;
  if (error.code === 'PROJECT_NAME_TAKEN') return { name: 'The project name is already taken' };
  if (error.code === 'PROJECT_IDENTIFIER_TAKEN')
    return { identifier: 'The project identifier is already taken' };
  return null;
}

/**
 * `W/projects/` and `W/projects/<pk>/` (Plane's v1 project views), `P/archive/` and
 * `P/summary/`, served by the app's projects service with the app's roles: every workspace
 * member lists what the app lists them, members create, project admins edit and archive (and
 * the service lets workspace admins delete); the summary is for workspace admins, as Plane's.
 */
export const v1ProjectsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const base = '/api/v1/workspaces/:slug/projects/';
  const one = `${base}:projectId/`;

  app.get(
    base,
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: {
        params: V1WorkspaceParamsSchema,
        querystring: V1ProjectListQuerySchema,
        response: { 200: v1PageSchema(V1ProjectSchema.partial()) },
      },
    },
    async (request) => {
      const { user, workspace, membership } = requireWorkspace(request);
      const listed = await listProjects({
        db,
        workspaceId: workspace.id,
        userId: user.id,
        workspaceRole: membership.role,
      });
      const page = readV1Page(request.query);
      const shown = listed.slice(page.offset, page.offset + page.perPage);
      const results = await presentV1Projects(db, shown);
      return v1Envelope(
        page,
        listed.length,
        results.map((project) => pickV1Fields(project, request.query.fields)),
      );
    },
  );

  app.post(
    base,
    {
      config: { access: { workspaceRole: ROLE.member } },
      schema: {
        params: V1WorkspaceParamsSchema,
        body: V1CreateProjectBodySchema,
        response: { 201: V1ProjectSchema, 409: V1ProjectTakenSchema },
      },
    },
    async (request, reply) => {
      const { user, workspace } = requireWorkspace(request);
      try {
        const created = await createProject({
          db,
          workspaceId: workspace.id,
          userId: user.id,
          body: request.body,
        });
        return await reply.code(201).send(await presentOne(db, created));
      } catch (error) {
        const taken = planeTakenBody(error);
        if (taken) return reply.code(409).send(taken);
        throw error;
      }
    },
  );

  app.get(
    one,
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: {
        params: V1ProjectParamsSchema,
        querystring: V1FieldsQuerySchema,
        response: { 200: V1ProjectSchema.partial() },
      },
    },
    async (request) => {
      const { user, workspace, project } = requireProject(request);
      const found = await getProject({
        db,
        workspaceId: workspace.id,
        projectId: project.id,
        userId: user.id,
      });
      return pickV1Fields(await presentOne(db, found), request.query.fields);
    },
  );

  app.patch(
    one,
    {
      config: { access: { projectRole: ROLE.admin } },
      schema: {
        params: V1ProjectParamsSchema,
        body: V1UpdateProjectBodySchema,
        response: { 200: V1ProjectSchema, 409: V1ProjectTakenSchema },
      },
    },
    async (request, reply) => {
      const { user, workspace, project } = requireProject(request);
      try {
        const edited = await editProject({
          db,
          workspaceId: workspace.id,
          projectId: project.id,
          userId: user.id,
          body: request.body,
        });
        return await presentOne(db, edited);
      } catch (error) {
        const taken = planeTakenBody(error);
        if (taken) return reply.code(409).send(taken);
        throw error;
      }
    },
  );

  app.delete(
    one,
    {
      // Project admins and workspace admins (members or not): checked in the service.
      config: { access: { workspaceRole: ROLE.guest } },
      schema: { params: V1ProjectParamsSchema },
    },
    async (request, reply) => {
      const { user, workspace, membership } = requireWorkspace(request);
      await deleteProject({
        db,
        workspaceId: workspace.id,
        projectId: request.params.projectId,
        userId: user.id,
        workspaceRole: membership.role,
      });
      return reply.code(204).send();
    },
  );

  for (const [method, archived] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: `${one}archive/`,
      config: { access: { projectRole: ROLE.admin }, worksOnArchivedProject: true },
      schema: { params: V1ProjectParamsSchema },
      handler: async (request, reply) => {
        const { user, workspace, project } = requireProject(request);
        await setArchived({
          db,
          workspaceId: workspace.id,
          projectId: project.id,
          userId: user.id,
          archived,
        });
        return reply.code(204).send();
      },
    });
  }

  app.get(
    `${one}summary/`,
    {
      config: { access: { workspaceRole: ROLE.admin } },
      schema: {
        params: V1ProjectParamsSchema,
        querystring: V1ProjectSummaryQuerySchema,
        response: { 200: V1ProjectSummarySchema },
      },
    },
    async (request) => {
      const { user, workspace } = requireWorkspace(request);
      const { projectId } = request.params;
      const { project } = isUuid(projectId)
        ? await loadProjectMembership(db, workspace.id, projectId, user.id)
        : { project: null };
      if (!project) throw new AppError('PROJECT_NOT_FOUND');
      return {
        id: project.id,
        name: project.name,
        identifier: project.identifier,
        counts: await projectSummaryCounts(db, project.id, request.query.fields),
      };
    },
  );
};
