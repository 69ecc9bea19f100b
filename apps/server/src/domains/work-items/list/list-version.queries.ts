import { inArray } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { workItemListVersions } from '#server/db/schema';

/**
 * How far a project's work-item lists have changed, as one opaque token: the project's and its
 * workspace's rows of work_item_list_versions (migration 0027), read by primary key. Any
 * committed change a list could show moves it; a scope without a row has not changed since the
 * migration and reads as 0. It is read before the list, so a list computed after a newer change
 * is tagged with the older token: the next request misses, it never answers a stale 304.
 */
export async function readListVersion(
  db: Executor,
  scope: { projectId: string; workspaceId: string },
): Promise<string> {
  const rows = await db
    .select()
    .from(workItemListVersions)
    .where(inArray(workItemListVersions.scope_id, [scope.projectId, scope.workspaceId]));
  const part = (id: string) => {
    const row = rows.find((candidate) => candidate.scope_id === id);
    return row ? `${String(row.version)}.${String(row.quiet_changes)}` : '0.0';
  };
  return `${part(scope.projectId)}:${part(scope.workspaceId)}`;
}
