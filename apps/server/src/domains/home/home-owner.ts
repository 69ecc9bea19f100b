import type { FastifyRequest } from 'fastify';
import { requireWorkspace } from '#server/plugins/access';

/** Whose home things: one person in one workspace (stickies, quick links, visits, dashboard). */
export interface HomeOwner {
  workspaceId: string;
  userId: string;
}

export function homeOwnerOf(request: FastifyRequest): HomeOwner {
  const { user, workspace } = requireWorkspace(request);
  return { workspaceId: workspace.id, userId: user.id };
}
