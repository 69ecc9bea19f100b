import {
  AppError,
  ROLE,
  V1AddProjectMemberBodySchema,
  V1ProjectItemParamsSchema,
  V1ProjectMemberSchema,
  V1ProjectParamsSchema,
  V1UpdateProjectMemberBodySchema,
  V1UserLiteSchema,
  isAppError,
} from '@keel/core';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import { projectMembers } from '#server/db/schema';
import {
  addProjectMembers,
  changeProjectMemberRole,
  getProjectMember,
  listProjectMembers,
  removeProjectMember,
} from '#server/domains/projects';
import { requireProject } from '#server/plugins/access';
import { presentV1ProjectMember, presentV1User } from './presenters';
import { userRows } from './v1-projects.queries';

async function v1Membership(db: Executor, id: string) {
  const [row] = await db.select().from(projectMembers).where(eq(projectMembers.id, id));
  if (!row) throw new AppError('MEMBER_NOT_FOUND');
  return presentV1ProjectMember(row);
}

/**
 * The app service names the fields of its `members` list (`members.0.member_id`); a v1 body is
 * one member, so its faults are named as its own fields (`member`, `role`).
 */
function asV1Fault(error: unknown): unknown {
  if (!isAppError(error) || error.code !== 'VALIDATION_ERROR' || !error.field) return error;
  const field = error.field
    .replace(/^members\.0\.member_id$/, 'member')
    .replace(/^members\.0\./, '');
  if (field === error.field) return error;
  return new AppError('VALIDATION_ERROR', {
    message: error.message.replace(error.field, field),
    field,
  });
}

/**
 * `P/members/` and its alias `P/project-members/` (Plane's v1 project member views), through the
 * app's project-members service and its roles: every project member reads (a list of v1 users,
 * one user by membership id), project admins add, change and remove memberships (answered as
 * Plane's ProjectMemberSerializer; removal deactivates, 204).
 */
export const v1ProjectMembersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  for (const segment of ['members', 'project-members']) {
    const base = `/api/v1/workspaces/:slug/projects/:projectId/${segment}/`;
    const one = `${base}:pk/`;

    app.get(
      base,
      {
        config: { access: { projectRole: ROLE.guest } },
        schema: { params: V1ProjectParamsSchema, response: { 200: z.array(V1UserLiteSchema) } },
      },
      async (request) => {
        const { project } = requireProject(request);
        const members = await listProjectMembers({ db, projectId: project.id });
        const users = await userRows(
          db,
          members.map((each) => each.member),
        );
        return users.map(presentV1User);
      },
    );

    app.post(
      base,
      {
        config: { access: { projectRole: ROLE.admin } },
        schema: {
          params: V1ProjectParamsSchema,
          body: V1AddProjectMemberBodySchema,
          response: { 201: V1ProjectMemberSchema },
        },
      },
      async (request, reply) => {
        const { user, project } = requireProject(request);
        const added = await addProjectMembers({
          db,
          workspaceId: project.workspace_id,
          projectId: project.id,
          actorId: user.id,
          body: { members: [{ member_id: request.body.member, role: request.body.role }] },
        }).catch((error: unknown) => {
          throw asV1Fault(error);
        });
        const [membership] = added;
        if (!membership) throw new AppError('MEMBER_NOT_FOUND');
        return reply.code(201).send(await v1Membership(db, membership.id));
      },
    );

    app.get(
      one,
      {
        config: { access: { projectRole: ROLE.guest } },
        schema: { params: V1ProjectItemParamsSchema, response: { 200: V1UserLiteSchema } },
      },
      async (request) => {
        const { project } = requireProject(request);
        const found = await getProjectMember({
          db,
          projectId: project.id,
          membershipId: request.params.pk,
        });
        const [member] = await userRows(db, [found.member]);
        if (!member) throw new AppError('MEMBER_NOT_FOUND');
        return presentV1User(member);
      },
    );

    app.patch(
      one,
      {
        config: { access: { projectRole: ROLE.admin } },
        schema: {
          params: V1ProjectItemParamsSchema,
          body: V1UpdateProjectMemberBodySchema,
          response: { 200: V1ProjectMemberSchema },
        },
      },
      async (request) => {
        const { user, project } = requireProject(request);
        const changed = await changeProjectMemberRole({
          db,
          workspaceId: project.workspace_id,
          projectId: project.id,
          membershipId: request.params.pk,
          role: request.body.role,
          actorId: user.id,
        });
        return v1Membership(db, changed.id);
      },
    );

    app.delete(
      one,
      {
        config: { access: { projectRole: ROLE.admin } },
        schema: { params: V1ProjectItemParamsSchema },
      },
      async (request, reply) => {
        const { user, project } = requireProject(request);
        await removeProjectMember({
          db,
          projectId: project.id,
          membershipId: request.params.pk,
          actorId: user.id,
        });
        return reply.code(204).send();
      },
    );
  }
};
