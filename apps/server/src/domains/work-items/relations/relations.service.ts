import {
  AppError,
  type CreateRelationBody,
  PRIORITIES,
  type Priority,
  RELATION_TYPES,
  type RelatedWorkItem,
  type RelationListResponse,
  type RelationType,
  type RemoveRelationBody,
  type WorkItemRelation,
  inverseRelationType,
  isStoredRelationType,
  relationTypeSeenFrom,
  storedRelationOf,
} from '@keel/core';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import { activityBase } from '../kernel/activity';
import {
  type RelatedItemRow,
  type RelationRow,
  deleteRelation,
  insertRelation,
  relatedItems,
  relationBetween,
  relationsOf,
} from './relations.queries';
import { type ActivityInsert, insertActivities } from '../kernel/work-items.queries';
import type { Actor } from '../kernel/actor';
import { asStateGroup } from '../kernel/present';
import { loadVisibleWorkItems } from '../kernel/loading';

const refused = (message: string) =>
  new AppError('VALIDATION_ERROR', { message: `issues: ${message}`, field: 'issues' });

function asPriority(priority: string): Priority {
  return PRIORITIES.find((known) => known === priority) ?? 'none';
}

function keyOf(item: RelatedItemRow): string {
  return `${item.project_identifier}-${String(item.sequence_id)}`;
}

function presentRelated(item: RelatedItemRow, relationType: RelationType): RelatedWorkItem {
  return {
    id: item.id,
    name: item.name,
    state_id: item.state_id,
    state__group: asStateGroup(item.state_group),
    sort_order: item.sort_order,
    priority: asPriority(item.priority),
    sequence_id: item.sequence_id,
    project_id: item.project_id,
    project__identifier: item.project_identifier,
    label_ids: item.label_ids,
    assignee_ids: item.assignee_ids,
    created_at: item.created_at.toISOString(),
    updated_at: item.updated_at.toISOString(),
    created_by: item.created_by_id,
    updated_by: item.updated_by_id,
    relation_type: relationType,
    type_id: item.type_id,
    is_epic: item.is_epic,
  };
}

/** A row showing the item at its other end (Plane's IssueRelationSerializer / RelatedIssueSerializer). */
function presentRelation(row: RelationRow, other: RelatedItemRow): WorkItemRelation {
  if (!isStoredRelationType(row.relation_type)) throw new Error('unknown stored relation type');
  return {
    id: other.id,
    project_id: other.project_id,
    sequence_id: other.sequence_id,
    relation_type: row.relation_type,
    name: other.name,
    type_id: other.type_id,
    is_epic: other.is_epic,
    state_id: other.state_id,
    priority: asPriority(other.priority),
    created_by: row.created_by_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    updated_by: row.updated_by_id,
  };
}

/** The item of a URL as the actor may see it, with its key; 'Issue not found' otherwise. */
async function visibleItem(db: Executor, actor: Actor, id: string): Promise<RelatedItemRow> {
  const [record] = await loadVisibleWorkItems(db, actor, [id]);
  const item = record
    ? (
        await relatedItems(db, { workspaceId: actor.project.workspace_id, ids: [record.item.id] })
      ).get(record.item.id)
    : undefined;
  if (!item) throw new AppError('ISSUE_NOT_FOUND');
  return item;
}

/** Which end of the row the item is on, and the id at the other end. */
function sideOf(row: RelationRow, itemId: string) {
  return row.work_item_id === itemId
    ? { side: 'source' as const, otherId: row.related_work_item_id }
    : { side: 'target' as const, otherId: row.work_item_id };
}

/**
 * The two activity rows of a relation made or undone, one on each item: the field is the type as
 * that item reads it, the value the other item's key (§4.3).
 */
function relationActivities(
  actor: Actor,
  verb: 'created' | 'deleted',
  row: { source: RelatedItemRow; target: RelatedItemRow; type: RelationType },
  now: Date,
): ActivityInsert[] {
  const ends = [
    { item: row.source, other: row.target, type: row.type },
    { item: row.target, other: row.source, type: inverseRelationType(row.type) },
  ];
  return ends.map(({ item, other, type }) => ({
    ...activityBase(actor, item.id, now),
    project_id: item.project_id,
    verb,
    field: type,
    ...(verb === 'created'
      ? { new_value: keyOf(other), new_identifier: other.id }
      : { old_value: keyOf(other), old_identifier: other.id }),
    comment: verb === 'created' ? `added the relation ${type}` : `removed the relation ${type}`,
  }));
}

/**
 * Every relation of an item grouped by how the item reads it (Plane's IssueRelationViewSet.list):
 * each type present, empty or not; related items the actor may not see are left out.
 */
export async function listRelations(options: {
  db: Database;
  actor: Actor;
  id: string;
}): Promise<RelationListResponse> {
  const { db, actor } = options;
  const item = await visibleItem(db, actor, options.id);
  const rows = await relationsOf(db, actor.project.workspace_id, item.id);
  const others = await relatedItems(db, {
    workspaceId: actor.project.workspace_id,
    ids: rows.map((row) => sideOf(row, item.id).otherId),
    viewerId: actor.userId,
  });
  const grouped = Object.fromEntries(
    RELATION_TYPES.map((type) => [type, [] as RelatedWorkItem[]]),
  ) as RelationListResponse;
  for (const row of rows) {
    if (!isStoredRelationType(row.relation_type)) continue;
    const { side, otherId } = sideOf(row, item.id);
    const other = others.get(otherId);
    if (!other) continue;
    const type = relationTypeSeenFrom(row.relation_type, side);
    grouped[type].push(presentRelated(other, type));
  }
  return grouped;
}

/**
 * Relates the item to each of `issues` as `relation_type`, in one transaction. Each pair holds one
 * row: an existing relation between the two, whichever way it points, is replaced by the new one
 * (the same one again changes nothing). Items must be of the workspace and visible to the actor,
 * and not the item itself. Answers the rows made, each showing the other item (Plane).
 */
export async function createRelations(options: {
  db: Database;
  actor: Actor;
  id: string;
  body: CreateRelationBody;
}): Promise<WorkItemRelation[]> {
  const { db, actor, body } = options;
  const workspaceId = actor.project.workspace_id;
  return db.transaction(async (tx) => {
    const item = await visibleItem(tx, actor, options.id);
    const otherIds = [...new Set(body.issues)];
    if (otherIds.includes(item.id)) throw refused('A work item cannot be related to itself');
    const others = await relatedItems(tx, { workspaceId, ids: otherIds, viewerId: actor.userId });
    if (otherIds.some((otherId) => !others.has(otherId)))
      throw refused('Must be work items of this workspace that you can see');
    const now = new Date();
    const created: WorkItemRelation[] = [];
    const activities: ActivityInsert[] = [];
    for (const otherId of otherIds) {
      const other = others.get(otherId);
      if (!other) continue;
      const stored = storedRelationOf(item.id, other.id, body.relation_type);
      const [source, target] = stored.sourceId === item.id ? [item, other] : [other, item];
      const existing = await relationBetween(tx, workspaceId, item.id, other.id);
      if (existing?.work_item_id === source.id && existing.relation_type === stored.type) continue;
      if (existing && isStoredRelationType(existing.relation_type)) {
        await deleteRelation(tx, existing.id);
        const [oldSource, oldTarget] =
          existing.work_item_id === item.id ? [item, other] : [other, item];
        activities.push(
          ...relationActivities(
            actor,
            'deleted',
            { source: oldSource, target: oldTarget, type: existing.relation_type },
            now,
          ),
        );
      }
      const row = await insertRelation(tx, {
        workspace_id: workspaceId,
        project_id: source.project_id,
        work_item_id: source.id,
        related_work_item_id: target.id,
        relation_type: stored.type,
        created_by_id: actor.userId,
        updated_by_id: actor.userId,
      });
      activities.push(
        ...relationActivities(actor, 'created', { source, target, type: stored.type }, now),
      );
      created.push(presentRelation(row, other));
    }
    await insertActivities(tx, activities);
    return created;
  });
}

/**
 * Removes the relation between the item and `related_issue`, whichever way it points (Plane
 * finds it by the pair alone); 'Not found' when there is none.
 */
export async function removeRelation(options: {
  db: Database;
  actor: Actor;
  id: string;
  body: RemoveRelationBody;
}): Promise<void> {
  const { db, actor, body } = options;
  const workspaceId = actor.project.workspace_id;
  await db.transaction(async (tx) => {
    const item = await visibleItem(tx, actor, options.id);
    const existing = await relationBetween(tx, workspaceId, item.id, body.related_issue);
    if (!existing || !isStoredRelationType(existing.relation_type)) throw new AppError('NOT_FOUND');
    await deleteRelation(tx, existing.id);
    const other = (await relatedItems(tx, { workspaceId, ids: [body.related_issue] })).get(
      body.related_issue,
    );
    // A deleted item's side has nothing to record on.
    if (!other) return;
    const [source, target] = existing.work_item_id === item.id ? [item, other] : [other, item];
    await insertActivities(
      tx,
      relationActivities(
        actor,
        'deleted',
        { source, target, type: existing.relation_type },
        new Date(),
      ),
    );
  });
}

/**
 * The detail's `issue_relation` (rows the item is the source of, showing their targets) and
 * `issue_related` (rows it is the target of, showing their sources), newest first; deleted items
 * are left out.
 */
export async function relationExpansionsOf(
  db: Executor,
  scope: { workspaceId: string; workItemId: string },
): Promise<{ issue_relation: WorkItemRelation[]; issue_related: WorkItemRelation[] }> {
  const rows = await relationsOf(db, scope.workspaceId, scope.workItemId);
  const others = await relatedItems(db, {
    workspaceId: scope.workspaceId,
    ids: rows.map((row) => sideOf(row, scope.workItemId).otherId),
  });
  const expansions = {
    issue_relation: [] as WorkItemRelation[],
    issue_related: [] as WorkItemRelation[],
  };
  for (const row of rows) {
    const { side, otherId } = sideOf(row, scope.workItemId);
    const other = others.get(otherId);
    if (!other || !isStoredRelationType(row.relation_type)) continue;
    (side === 'source' ? expansions.issue_relation : expansions.issue_related).push(
      presentRelation(row, other),
    );
  }
  return expansions;
}
