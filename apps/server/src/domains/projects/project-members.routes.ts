import {
  AddProjectMembersBodySchema,
  ProjectMemberListSchema,
  ProjectMemberParamsSchema,
  ProjectMemberSchema,
  ProjectParamsSchema,
  ProjectViewPropsBodySchema,
  ROLE,
  UpdateProjectMemberBodySchema,
} from '@keel/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { requireProject } from '#server/plugins/access';
import {
  addProjectMembers,
  changeProjectMemberRole,
  getProjectMember,
  listProjectMembers,
  removeProjectMember,
  saveMyProjectView,
} from './project-members.service';

/** Members: readable by every project member; changed by project admins (spec tab table). */
export const projectMembersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  app.get(
    '/api/workspaces/:slug/projects/:projectId/members/',
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: { params: ProjectParamsSchema, response: { 200: ProjectMemberListSchema } },
    },
    async (request) => {
      const { project } = requireProject(request);
      return listProjectMembers({ db, projectId: project.id });
    },
  );

  app.post(
    '/api/workspaces/:slug/projects/:projectId/members/',
    {
      config: { access: { projectRole: ROLE.admin } },
      schema: {
        params: ProjectParamsSchema,
        body: AddProjectMembersBodySchema,
        response: { 201: ProjectMemberListSchema },
      },
    },
    async (request, reply) => {
      const { user, project } = requireProject(request);
      const added = await addProjectMembers({
        db,
        workspaceId: project.workspace_id,
        projectId: project.id,
        actorId: user.id,
        body: request.body,
      });
      return reply.code(201).send(added);
    },
  );

  app.post(
    '/api/workspaces/:slug/projects/:projectId/project-views/',
    {
      // Personal settings, not the project's: any member, archived project or not.
      config: { access: { projectRole: ROLE.guest }, worksOnArchivedProject: true },
      schema: { params: ProjectParamsSchema, body: ProjectViewPropsBodySchema },
    },
    async (request, reply) => {
      const { user, projectMembership } = requireProject(request);
      await saveMyProjectView({
        db,
        membershipId: projectMembership.id,
        actorId: user.id,
        body: request.body,
      });
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/workspaces/:slug/projects/:projectId/project-members/me/',
    {
      config: { access: { projectRole: ROLE.guest } },
      schema: { params: ProjectParamsSchema, response: { 200: ProjectMemberSchema } },
    },
    async (request) => {
      const { project, projectMembership } = requireProject(request);
      return getProjectMember({ db, projectId: project.id, membershipId: projectMembership.id });
    },
  );

  app.post(
    '/api/workspaces/:slug/projects/:projectId/members/leave/',
    {
      config: { access: { projectRole: ROLE.guest }, worksOnArchivedProject: true },
      schema: { params: ProjectParamsSchema },
    },
    async (request, reply) => {
      const { user, project, projectMembership } = requireProject(request);
      await removeProjectMember({
        db,
        projectId: project.id,
        membershipId: projectMembership.id,
        actorId: user.id,
        leaving: true,
      });
      return reply.code(204).send();
    },
  );

  app.patch(
    '/api/workspaces/:slug/projects/:projectId/members/:id/',
    {
      config: { access: { projectRole: ROLE.admin } },
      schema: {
        params: ProjectMemberParamsSchema,
        body: UpdateProjectMemberBodySchema,
        response: { 200: ProjectMemberSchema },
      },
    },
    async (request) => {
      const { user, project } = requireProject(request);
      return changeProjectMemberRole({
        db,
        workspaceId: project.workspace_id,
        projectId: project.id,
        membershipId: request.params.id,
        role: request.body.role,
        actorId: user.id,
      });
    },
  );

  app.delete(
    '/api/workspaces/:slug/projects/:projectId/members/:id/',
    {
      config: { access: { projectRole: ROLE.admin } },
      schema: { params: ProjectMemberParamsSchema },
    },
    async (request, reply) => {
      const { user, project } = requireProject(request);
      await removeProjectMember({
        db,
        projectId: project.id,
        membershipId: request.params.id,
        actorId: user.id,
      });
      return reply.code(204).send();
    },
  );
};
