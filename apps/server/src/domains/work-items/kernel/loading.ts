import { AppError, isUuid, parseWorkItemKey } from '@keel/core';
import type { Executor } from '#server/db/executor';
import type { Actor } from './actor';
import { canSee } from './visibility';
import { type WorkItemRecord, findByKey, loadWorkItems } from './work-items.queries';

/** One live work item of the actor's project as the actor may see it, or 'Issue not found'. */
export async function loadVisibleWorkItem(
  db: Executor,
  actor: Actor,
  id: string,
): Promise<WorkItemRecord> {
  const [record] = isUuid(id)
    ? await loadWorkItems(db, { projectId: actor.project.id, ids: [id], userId: actor.userId })
    : [];
  if (!record || !canSee(actor, record.item)) throw new AppError('ISSUE_NOT_FOUND');
  return record;
}

/** Resolves `WEB-42` in a workspace to its work item's project id and id ('Issue not found'). */
export async function resolveWorkItemKey(options: {
  db: Executor;
  workspaceId: string;
  key: string;
}): Promise<{ id: string; projectId: string }> {
  const parsed = parseWorkItemKey(options.key);
  const found = parsed
    ? await findByKey(options.db, { workspaceId: options.workspaceId, ...parsed })
    : undefined;
  if (!found) throw new AppError('ISSUE_NOT_FOUND');
  return found;
}

/**
 * Live work items of the actor's project by id, in the order of `ids`; ids that are not uuids,
 * not in the project, deleted, or hidden from the actor are left out.
 */
export async function loadVisibleWorkItems(
  db: Executor,
  actor: Actor,
  ids: string[],
): Promise<WorkItemRecord[]> {
  const records = await loadWorkItems(db, {
    projectId: actor.project.id,
    ids: ids.filter((id) => isUuid(id)),
    userId: actor.userId,
  });
  const byId = new Map(records.map((record) => [record.item.id, record]));
  return ids.flatMap((id) => {
    const record = byId.get(id);
    return record && canSee(actor, record.item) ? [record] : [];
  });
}

/** The work item of a URL as the actor may see it, or 'Issue not found'. */
export async function visibleWorkItemId(db: Executor, actor: Actor, id: string): Promise<string> {
  const [record] = await loadVisibleWorkItems(db, actor, [id]);
  if (!record) throw new AppError('ISSUE_NOT_FOUND');
  return record.item.id;
}

/**
 * Every named work item of the actor's project, or 'Issue not found' when one is missing, so that a
 * bulk change touches all of them or none.
 */
export async function loadAllNamed(
  db: Executor,
  actor: Actor,
  ids: string[],
): Promise<WorkItemRecord[]> {
  const records = await loadVisibleWorkItems(db, actor, ids);
  if (records.length !== ids.length) throw new AppError('ISSUE_NOT_FOUND');
  return records;
}
