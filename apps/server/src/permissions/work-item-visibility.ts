import { type Role, canSeeWorkItem, isUuid, seesAllWorkItems } from '@keel/core';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { workItems } from '../db/schema';

/**
 * Someone acting in one project with their acting role (a ProjectActor of plugins/project-actor,
 * or a work-item Actor): what the work-item rules of packages/core read.
 */
export interface ProjectViewer {
  userId: string;
  role: Role;
  project: { id: string; guest_view_all_features: boolean };
}

/**
 * Ids of live work items of the viewer's project that the viewer may see (core canSeeWorkItem), in
 * the order of `ids`; ids that are not uuids, of another project, deleted or hidden are left out.
 * For domains that only need to know whether an item may be seen (assets); the work-items domain
 * loads whole records through its kernel with the same rule.
 */
export async function visibleWorkItemIdsOf(
  db: Executor,
  viewer: ProjectViewer,
  ids: readonly string[],
): Promise<string[]> {
  const wanted = ids.filter((id) => isUuid(id));
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ id: workItems.id, creatorId: workItems.created_by_id, isDraft: workItems.is_draft })
    .from(workItems)
    .where(
      and(
        eq(workItems.project_id, viewer.project.id),
        inArray(workItems.id, wanted),
        isNull(workItems.deleted_at),
      ),
    );
  const rule = {
    userId: viewer.userId,
    role: viewer.role,
    guestViewAllFeatures: viewer.project.guest_view_all_features,
  };
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.filter((id) => {
    const row = byId.get(id);
    return row !== undefined && canSeeWorkItem(rule, row);
  });
}

/**
 * The creator a list must be limited to for this viewer: guests of a project that does not let
 * them see every item see only their own (the list form of canSeeWorkItem); undefined when
 * unlimited.
 */
export function visibleCreatorOf(viewer: ProjectViewer): string | undefined {
  return seesAllWorkItems(viewer.role, viewer.project.guest_view_all_features)
    ? undefined
    : viewer.userId;
}
