import { AppError, isUuid } from '@keel/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { cycles, modules } from '#server/db/schema';
import type { ProjectFeature } from '#server/plugins/project-features';

/** What a work-item list can be the list of besides a project: a cycle or a module. */
export type ContainerKind = 'cycle' | 'module';

/** The project feature a kind of list belongs to (its routes answer 403 when it is off). */
export function containerFeature(kind: ContainerKind): ProjectFeature {
  return kind === 'cycle' ? 'cycles' : 'modules';
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
