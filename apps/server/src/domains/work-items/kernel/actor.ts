import type { FastifyRequest } from 'fastify';
import { actingProjectRole, requireProject } from '../../../plugins/access';
import type { Actor } from '../items/items.service';

/** The caller of a { projectRole } work-item route, with the project role they act with. */
export function projectActorOf(request: FastifyRequest): Actor {
  const { user, membership, project, projectMembership } = requireProject(request);
  return { userId: user.id, role: actingProjectRole(membership, projectMembership), project };
}
