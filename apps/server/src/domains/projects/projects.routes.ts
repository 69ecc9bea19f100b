import {
  CreateProjectBodySchema,
  FavoriteProjectBodySchema,
  JoinProjectsBodySchema,
  ProjectIdentifierCheckSchema,
  ProjectIdentifierQuerySchema,
  ProjectListSchema,
  ProjectParamsSchema,
  ProjectRolesSchema,
  ProjectSchema,
  ProjectStatsListSchema,
  ProjectStatsQuerySchema,
  ROLE,
  SlugParamsSchema,
  UpdateProjectBodySchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { requireProject, requireWorkspace } from '#server/plugins/access';
import { recordVisit } from '#server/domains/home';
import {
  createProject,
  deleteProject,
  editProject,
  favoriteProject,
  getProject,
  identifierCheck,
  joinProjects,
  listProjects,
  projectRolesOf,
  projectStats,
  setArchived,
  unfavoriteProject,
} from './projects.service';

export const projectsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // Plane's app reads its sidebar from `projects/details/`: the same projects, in full.
  for (const url of ['/api/workspaces/:slug/projects/', '/api/workspaces/:slug/projects/details/'])
    app.get(
      url,
      {
        config: { access: { workspaceRole: ROLE.guest } },
        schema: { params: SlugParamsSchema, response: { 200: ProjectListSchema } },
      },
      async (request) => {
        const { user, workspace, membership } = requireWorkspace(request);
        return listProjects({
          db,
          workspaceId: workspace.id,
          userId: user.id,
          workspaceRole: membership.role,
        });
      },
    );

  app.get(
    '/api/users/me/workspaces/:slug/project-roles/',
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: { params: SlugParamsSchema, response: { 200: ProjectRolesSchema } },
    },
    async (request) => {
      const { user, workspace } = requireWorkspace(request);
      return projectRolesOf({ db, workspaceId: workspace.id, userId: user.id });
    },
  );

  app.post(
    '/api/workspaces/:slug/projects/',
    {
      config: { access: { workspaceRole: ROLE.member } },
      schema: {
        params: SlugParamsSchema,
        body: CreateProjectBodySchema,
        response: { 201: ProjectSchema },
      },
    },
    async (request, reply) => {
      const { user, workspace } = requireWorkspace(request);
      const project = await createProject({
        db,
        workspaceId: workspace.id,
        userId: user.id,
        body: request.body,
      });
      return reply.code(201).send(project);
    },
  );

  app.get(
    '/api/workspaces/:slug/project-stats/',
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: {
        params: SlugParamsSchema,
        querystring: ProjectStatsQuerySchema,
        response: { 200: ProjectStatsListSchema },
      },
    },
    async (request) => {
      const { user, workspace, membership } = requireWorkspace(request);
      return projectStats({
        db,
        workspaceId: workspace.id,
        userId: user.id,
        workspaceRole: membership.role,
        projectIds: request.query.project_ids,
      });
    },
  );

  app.get(
    '/api/workspaces/:slug/project-identifiers/',
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: {
        params: SlugParamsSchema,
        querystring: ProjectIdentifierQuerySchema,
        response: { 200: ProjectIdentifierCheckSchema },
      },
    },
    async (request) => {
      const { workspace } = requireWorkspace(request);
      return identifierCheck({ db, workspaceId: workspace.id, name: request.query.name });
    },
  );

  app.post(
    '/api/workspaces/:slug/projects/join/',
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: {
        params: SlugParamsSchema,
        body: JoinProjectsBodySchema,
        response: { 200: ProjectListSchema },
      },
    },
    async (request) => {
      const { user, workspace, membership } = requireWorkspace(request);
      return joinProjects({
        db,
        workspaceId: workspace.id,
        userId: user.id,
        workspaceRole: membership.role,
        projectIds: request.body.project_ids,
      });
    },
  );

  app.get(
    '/api/workspaces/:slug/projects/:projectId/',
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: { params: ProjectParamsSchema, response: { 200: ProjectSchema } },
    },
    async (request) => {
      const { user, workspace, project } = requireProject(request);
      const found = await getProject({
        db,
        workspaceId: workspace.id,
        projectId: project.id,
        userId: user.id,
      });
      await recordVisit({
        db,
        log: request.log,
        owner: { workspaceId: workspace.id, userId: user.id },
        entityName: 'project',
        entityId: project.id,
        projectId: project.id,
      });
      return found;
    },
  );

  app.patch(
    '/api/workspaces/:slug/projects/:projectId/',
    {
      config: { access: { projectRole: ROLE.admin } },
      schema: {
        params: ProjectParamsSchema,
        body: UpdateProjectBodySchema,
        response: { 200: ProjectSchema },
      },
    },
    async (request) => {
      const { user, workspace, project } = requireProject(request);
      return editProject({
        db,
        workspaceId: workspace.id,
        projectId: project.id,
        userId: user.id,
        body: request.body,
      });
    },
  );

  app.delete(
    '/api/workspaces/:slug/projects/:projectId/',
    {
      // Project admins and workspace admins (members or not): checked in the service.
      config: { access: { workspaceRole: ROLE.guest } },
      schema: { params: ProjectParamsSchema },
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
      url: '/api/workspaces/:slug/projects/:projectId/archive/',
      config: { access: { projectRole: ROLE.admin }, worksOnArchivedProject: true },
      schema: { params: ProjectParamsSchema, response: { 200: ProjectSchema } },
      handler: async (request) => {
        const { user, workspace, project } = requireProject(request);
        return setArchived({
          db,
          workspaceId: workspace.id,
          projectId: project.id,
          userId: user.id,
          archived,
        });
      },
    });
  }

  app.post(
    '/api/workspaces/:slug/user-favorite-projects/',
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: {
        params: SlugParamsSchema,
        body: FavoriteProjectBodySchema,
        response: { 201: ProjectSchema },
      },
    },
    async (request, reply) => {
      const { user, workspace } = requireWorkspace(request);
      const project = await favoriteProject({
        db,
        workspaceId: workspace.id,
        projectId: request.body.project,
        userId: user.id,
      });
      return reply.code(201).send(project);
    },
  );

  app.delete(
    '/api/workspaces/:slug/user-favorite-projects/:projectId/',
    {
      config: { access: { workspaceRole: ROLE.guest } },
      schema: { params: ProjectParamsSchema },
    },
    async (request, reply) => {
      const { user, workspace } = requireWorkspace(request);
      await unfavoriteProject({
        db,
        workspaceId: workspace.id,
        projectId: request.params.projectId,
        userId: user.id,
      });
      return reply.code(204).send();
    },
  );
};
