import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { states, workItems } from '#server/db/schema';

/** Which of a project's work items a page may hold; a guest limited to their own passes their id. */
export interface WorkItemPageScope {
  projectId: string;
  /** Only items this user created (guests of projects without guest_view_all_features). */
  createdBy?: string | undefined;
  /**
   * Only items changed after this moment. Times are stored to the microsecond but answered to the
   * millisecond, so the item a client saw last may come again: a repeat, never a gap.
   */
  updatedAfter?: Date | undefined;
}

function scopeConditions(scope: WorkItemPageScope) {
  return [
    eq(workItems.project_id, scope.projectId),
    scope.createdBy === undefined ? undefined : eq(workItems.created_by_id, scope.createdBy),
    scope.updatedAfter === undefined
      ? undefined
      : sql`${workItems.updated_at} > ${scope.updatedAfter.toISOString()}`,
  ];
}

/**
 * The paged reads of a project's live (not deleted) work items: which ones each holds, in which
 * order (ties broken by id). `synced` is the sync feed, Plane's issue_objects (not archived, not
 * drafts, not in triage), least recently changed first.
 */
const PAGED_VIEWS = {
  synced: {
    conditions: [
      isNull(workItems.archived_at),
      eq(workItems.is_draft, false),
      sql`not exists (select 1 from ${states} where ${states.id} = ${workItems.state_id}
        and ${states.group} = 'triage')`,
    ],
    order: sql`${workItems.updated_at} asc, ${workItems.id} asc`,
  },
};

/** Ids of one page of a paged view of the scope's work items, and how many it holds in all. */
export async function pageWorkItemIds(
  db: Executor,
  scope: WorkItemPageScope,
  view: keyof typeof PAGED_VIEWS,
  page: { limit: number; offset: number },
): Promise<{ ids: string[]; total: number }> {
  const { conditions, order } = PAGED_VIEWS[view];
  const where = and(...scopeConditions(scope), isNull(workItems.deleted_at), ...conditions);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(workItems)
    .where(where);
  const rows = await db
    .select({ id: workItems.id })
    .from(workItems)
    .where(where)
    .orderBy(order)
    .limit(page.limit)
    .offset(page.offset);
  return { ids: rows.map((row) => row.id), total: counted?.total ?? 0 };
}

/** Ids of a project's work items that are archived or deleted (what a sync must drop). */
export async function archivedOrDeletedWorkItemIds(
  db: Executor,
  scope: WorkItemPageScope,
): Promise<string[]> {
  const rows = await db
    .select({ id: workItems.id })
    .from(workItems)
    .where(
      and(
        ...scopeConditions(scope),
        sql`(${workItems.archived_at} is not null or ${workItems.deleted_at} is not null)`,
      ),
    )
    .orderBy(workItems.updated_at);
  return rows.map((row) => row.id);
}
