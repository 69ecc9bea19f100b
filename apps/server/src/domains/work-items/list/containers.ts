import { AppError, isUuid } from '@keel/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '#server/db/executor';
import { cycles, modules } from '#server/db/schema';
import type { ProjectRow } from '#server/plugins/access';

/** What a work-item list can be the list of besides a project: a cycle or a module. */
export type ContainerKind = 'cycle' | 'module';

/**
 * The answer of every cycles (modules) route of a project whose cycles (modules) are turned off,
 * as the cycles and modules domains give it.
 */
const TURNED_OFF = {
  cycle: { error: 'Cycles are turned off in this project.', code: 'CYCLES_TURNED_OFF' },
  module: { error: 'Modules are turned off in this project.', code: 'FORBIDDEN' },
} as const;

/** Whether the project has the feature of this kind of list turned on. */
export function containerFeatureOn(project: ProjectRow, kind: ContainerKind): boolean {
  return kind === 'cycle' ? project.cycle_view : project.module_view;
}

/**
 * A preHandler for the routes of one cycle or module (after the access check has loaded the
 * project): 403 with the feature's sentence when the project has it turned off.
 */
export function refuseWhenTurnedOff(kind: ContainerKind) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (request.project && !containerFeatureOn(request.project, kind))
      await reply.code(403).send(TURNED_OFF[kind]);
  };
}

/**
 * The live cycle or module of the project with this id (archived ones too: their lists stay
 * readable), or 404.
 */
export async function findContainer(
  db: Executor,
  projectId: string,
  kind: ContainerKind,
  id: string,
): Promise<{ id: string; name: string }> {
  const table = kind === 'cycle' ? cycles : modules;
  const [row] = isUuid(id)
    ? await db
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(and(eq(table.id, id), eq(table.project_id, projectId), isNull(table.deleted_at)))
        .limit(1)
    : [];
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
