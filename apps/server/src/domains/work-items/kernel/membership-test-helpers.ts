import type { Database } from '#server/db/client';
import { cycles, modules } from '#server/db/schema';

const DAY = 86_400_000;

/** A project's scope, as the test worlds hold it. */
interface Scope {
  workspace: { id: string };
  project: { id: string };
}

/**
 * Inserts a cycle of the world's project ending `endInDays` from now (negative: already
 * completed) and starting five days before that; `null` makes a draft cycle without dates.
 */
export async function insertCycle(
  db: Database,
  world: Scope,
  name: string,
  endInDays: number | null,
) {
  const [row] = await db
    .insert(cycles)
    .values({
      workspace_id: world.workspace.id,
      project_id: world.project.id,
      name,
      start_date: endInDays === null ? null : new Date(Date.now() + (endInDays - 5) * DAY),
      end_date: endInDays === null ? null : new Date(Date.now() + endInDays * DAY),
    })
    .returning();
  if (!row) throw new Error('no cycle');
  return row;
}

/** Inserts a module of the world's project. */
export async function insertModule(db: Database, world: Scope, name: string) {
  const [row] = await db
    .insert(modules)
    .values({ workspace_id: world.workspace.id, project_id: world.project.id, name })
    .returning();
  if (!row) throw new Error('no module');
  return row;
}
