import type { Role } from '@keel/core';
import type { FastifyRequest } from 'fastify';
import { type ProjectRow, actingProjectRole, requireProject } from './access';

/** Who is acting, in which project, with which project role (workspace admins act as admins). */
export interface ProjectActor {
  userId: string;
  role: Role;
  project: ProjectRow;
}

/** The caller of a { projectRole } route, with the project role they act with. */
export function projectActorOf(request: FastifyRequest): ProjectActor {
  const { user, membership, project, projectMembership } = requireProject(request);
  return { userId: user.id, role: actingProjectRole(membership, projectMembership), project };
}
