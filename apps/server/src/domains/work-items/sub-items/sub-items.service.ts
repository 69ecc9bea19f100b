import {
  type AddSubItemsBody,
  AppError,
  type StateDistribution,
  type SubItemsResponse,
} from '@keel/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import { workItems } from '#server/db/schema';
import { activityBase, subItemActivities } from '../kernel/activity';
import { ancestorIds, workItemInProject } from '../kernel/references.queries';
import { subItemIds, workItemKeys } from './sub-items.queries';
import {
  type ActivityInsert,
  type ListedWorkItemRecord,
  insertActivities,
} from '../kernel/work-items.queries';
import type { Actor } from '../kernel/actor';
import { asStateGroup, presentWorkItem } from '../kernel/present';
import { loadVisibleWorkItems } from '../kernel/loading';

const refused = (message: string) =>
  new AppError('VALIDATION_ERROR', {
    message: `sub_issue_ids: ${message}`,
    field: 'sub_issue_ids',
  });

/** Sub-items' ids by the group of their state, in the order given; groups none is in are absent. */
export function stateDistributionOf(records: readonly ListedWorkItemRecord[]): StateDistribution {
  const distribution: StateDistribution = {};
  for (const record of records) {
    const group = asStateGroup(record.stateGroup);
    if (group === null) continue;
    (distribution[group] ??= []).push(record.item.id);
  }
  return distribution;
}

function present(records: readonly ListedWorkItemRecord[]): SubItemsResponse {
  return {
    sub_issues: records.map(presentWorkItem),
    state_distribution: stateDistributionOf(records),
  };
}

/** The item of a URL as the actor may see it, or 'Issue not found'. */
async function visibleItemId(db: Executor, actor: Actor, id: string): Promise<string> {
  const [record] = await loadVisibleWorkItems(db, actor, [id]);
  if (!record) throw new AppError('ISSUE_NOT_FOUND');
  return record.item.id;
}

/**
 * An item's sub-items the actor may see, newest first, with their spread over state groups
 * (Plane's SubIssuesEndpoint.get). Kept free of epic rules so that epics can use it for `issues`.
 */
export async function listSubItems(options: {
  db: Database;
  actor: Actor;
  id: string;
}): Promise<SubItemsResponse> {
  const { db, actor } = options;
  const parentId = await visibleItemId(db, actor, options.id);
  const ids = await subItemIds(db, actor.project.id, parentId);
  return present(await loadVisibleWorkItems(db, actor, ids));
}

/**
 * Places each named item of the project under this one, in one transaction: an item cannot be
 * its own sub-item or a sub-item of its own sub-item (at any depth). Each child whose parent
 * changes gets a `parent` activity (value `IDENT-seq`, as Plane), and its old and new parents a
 * `sub_issue` one. Answers the items placed, as Plane does.
 */
export async function addSubItems(options: {
  db: Database;
  actor: Actor;
  id: string;
  body: AddSubItemsBody;
}): Promise<SubItemsResponse> {
  const { db, actor, body } = options;
  const { project } = actor;
  const childIds = [...new Set(body.sub_issue_ids)];
  await db.transaction(async (tx) => {
    const parentId = await visibleItemId(tx, actor, options.id);
    if (childIds.includes(parentId)) throw refused('A work item cannot be its own sub-item');
    for (const childId of childIds)
      if (!(await workItemInProject(tx, project.id, childId)))
        throw refused('Must be work items of this project');
    const ancestors = await ancestorIds(tx, project.id, parentId);
    if (childIds.some((childId) => ancestors.includes(childId)))
      throw refused('A work item cannot be placed under its own sub-item');

    const keys = await workItemKeys(tx, project.workspace_id, [parentId, ...childIds]);
    const moving = childIds.filter((childId) => keys.get(childId)?.parentId !== parentId);
    if (moving.length === 0) return;
    const oldParentIds = moving.flatMap((childId) => keys.get(childId)?.parentId ?? []);
    const oldKeys = await workItemKeys(tx, project.workspace_id, oldParentIds);
    const now = new Date();
    await tx
      .update(workItems)
      .set({ parent_id: parentId, updated_by_id: actor.userId, updated_at: now })
      .where(and(eq(workItems.project_id, project.id), inArray(workItems.id, moving)));
    const activities = moving.flatMap((childId): ActivityInsert[] => {
      const oldParentId = keys.get(childId)?.parentId ?? null;
      const base = activityBase(actor, childId, now);
      return [
        {
          ...base,
          verb: 'updated',
          field: 'parent',
          old_value: oldParentId ? (oldKeys.get(oldParentId)?.key ?? oldParentId) : null,
          new_value: keys.get(parentId)?.key ?? parentId,
          old_identifier: oldParentId,
          new_identifier: parentId,
        },
        ...subItemActivities({
          base,
          childId,
          childValue: keys.get(childId)?.key,
          oldParentId,
          newParentId: parentId,
        }),
      ];
    });
    await insertActivities(tx, activities);
  });
  return present(await loadVisibleWorkItems(db, actor, childIds));
}
