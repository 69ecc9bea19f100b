import {
  type ActiveCyclesPage,
  AppError,
  type Cycle,
  CursorError,
  adjacentCursors,
  cursorOffset,
  cycleStatus,
  parseCursor,
} from '@keel/core';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { cycles, projects } from '#server/db/schema';
import { memberProjectIds } from '#server/permissions';
import { presentCycles } from './cycles.service';
import { projectsById, selectCycles } from './cycles.queries';

/** Cycles of the workspace's live projects that the user is in and that have cycles turned on. */
function visibleCycles(workspaceId: string, userId: string) {
  return and(
    eq(cycles.workspace_id, workspaceId),
    isNull(cycles.archived_at),
    inArray(cycles.project_id, memberProjectIds(userId, workspaceId)),
    inArray(
      cycles.project_id,
      sql`(select ${projects.id} from ${projects} where ${projects.workspace_id} = ${workspaceId}
        and ${projects.cycle_view} and ${projects.archived_at} is null)`,
    ),
  );
}

/** `W/cycles/`: every cycle the user may see, not archived. */
export async function listWorkspaceCycles(options: {
  db: Database;
  workspaceId: string;
  userId: string;
}): Promise<Cycle[]> {
  const { db, workspaceId, userId } = options;
  return presentCycles(db, await selectCycles(db, userId, visibleCycles(workspaceId, userId)));
}

/**
 * `W/active-cycles/`: the current cycles the user may see, with their progress and project, one
 * page at a time (Plane's paginated shape; cursor "perPage:page:0").
 */
export async function listActiveCycles(options: {
  db: Database;
  workspaceId: string;
  userId: string;
  perPage: number;
  cursor: string | undefined;
}): Promise<ActiveCyclesPage> {
  const { db, workspaceId, userId } = options;
  let cursor;
  try {
    cursor = parseCursor(options.cursor ?? `${options.perPage}:0:0`);
  } catch (error) {
    if (error instanceof CursorError)
      throw new AppError('INVALID_CURSOR', { field: 'cursor', message: error.message });
    throw error;
  }
  const now = new Date();
  const records = (
    await selectCycles(
      db,
      userId,
      and(
        visibleCycles(workspaceId, userId),
        sql`${cycles.start_date} <= now() and ${cycles.end_date} >= now()`,
      ),
    )
  ).filter(
    (record) => cycleStatus(record.cycle.start_date, record.cycle.end_date, now) === 'current',
  );
  const offset = cursorOffset(cursor);
  const page = records.slice(offset, offset + cursor.perPage);
  const [presented, projectRows] = await Promise.all([
    presentCycles(db, page),
    projectsById(db, [...new Set(page.map((record) => record.cycle.project_id))]),
  ]);
  const results = presented.map((cycle) => {
    const project = projectRows.get(cycle.project_id);
    return {
      ...cycle,
      project_detail: {
        id: cycle.project_id,
        name: project?.name ?? '',
        identifier: project?.identifier ?? '',
        logo_props: project?.logo_props ?? {},
      },
    };
  });
  const { next, prev } = adjacentCursors(cursor);
  return {
    results,
    next_cursor: next,
    prev_cursor: prev,
    next_page_results: offset + cursor.perPage < records.length,
    prev_page_results: cursor.page > 0,
    count: results.length,
    total_pages: Math.ceil(records.length / cursor.perPage),
    total_results: records.length,
  };
}
