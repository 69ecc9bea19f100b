import {
  HISTORY_EXCLUDED_FIELDS,
  type WorkItemActivity,
  type WorkItemComment,
  type WorkItemHistoryEntry,
  type WorkItemHistoryQuery,
} from '@keel/core';
import { and, asc, eq, gt, inArray, isNull, notInArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import {
  estimatePoints,
  labels,
  projectCustomers,
  projectShops,
  projects,
  states,
  users,
  workItemActivities,
  workItemComments,
  workItems,
} from '#server/db/schema';
import { presentComments } from '../comments/comments.service';
import { loadUserLites } from '#server/lib/user-lites';
import { visibleWorkItemId } from '../kernel/loading';
import type { Actor } from '../kernel/actor';

type ActivityRow = Omit<typeof workItemActivities.$inferSelect, 'is_notified'>;
type Names = Map<string, string>;

/** Activity fields whose stored values are ids, and how each kind of id is named for people. */
const NAMED_BY: Record<
  string,
  'state' | 'label' | 'user' | 'item' | 'point' | 'shop' | 'customer'
> = {
  state: 'state',
  labels: 'label',
  assignees: 'user',
  parent: 'item',
  sub_issue: 'item',
  estimate_point: 'point',
  shop: 'shop',
  customer: 'customer',
};

async function namesOf(db: Executor, kind: string, ids: string[]): Promise<Names> {
  if (ids.length === 0) return new Map();
  const pairs = await (async () => {
    switch (kind) {
      case 'state':
        return db
          .select({ id: states.id, name: states.name })
          .from(states)
          .where(inArray(states.id, ids));
      case 'label':
        return db
          .select({ id: labels.id, name: labels.name })
          .from(labels)
          .where(inArray(labels.id, ids));
      case 'user':
        return db
          .select({ id: users.id, name: users.display_name })
          .from(users)
          .where(inArray(users.id, ids));
      case 'point':
        return db
          .select({ id: estimatePoints.id, name: estimatePoints.value })
          .from(estimatePoints)
          .where(inArray(estimatePoints.id, ids));
      case 'shop':
        return db
          .select({ id: projectShops.id, name: projectShops.name })
          .from(projectShops)
          .where(inArray(projectShops.id, ids));
      case 'customer':
        return db
          .select({ id: projectCustomers.id, name: projectCustomers.name })
          .from(projectCustomers)
          .where(inArray(projectCustomers.id, ids));
      default: {
        const rows = await db
          .select({ id: workItems.id, seq: workItems.sequence_id, ident: projects.identifier })
          .from(workItems)
          .innerJoin(projects, eq(projects.id, workItems.project_id))
          .where(inArray(workItems.id, ids));
        return rows.map((row) => ({ id: row.id, name: `${row.ident}-${String(row.seq)}` }));
      }
    }
  })();
  return new Map(pairs.map((pair) => [pair.id, pair.name]));
}

/**
 * Activity values as people read them: where a row stores an id (the value equals its
 * identifier), the value becomes the state's, label's or person's name, or the item's IDENT-seq.
 * Names are read as they are now; a deleted one leaves the id.
 */
async function readableValues(db: Executor, rows: ActivityRow[]): Promise<Map<string, Names>> {
  const idsByKind = new Map<string, Set<string>>();
  for (const row of rows) {
    const kind = row.field ? NAMED_BY[row.field] : undefined;
    if (!kind) continue;
    const ids = idsByKind.get(kind) ?? new Set<string>();
    for (const id of [row.old_identifier, row.new_identifier]) if (id) ids.add(id);
    idsByKind.set(kind, ids);
  }
  const names = new Map<string, Names>();
  for (const [kind, ids] of idsByKind) names.set(kind, await namesOf(db, kind, [...ids]));
  return names;
}

function readable(row: ActivityRow, names: Map<string, Names>, side: 'old' | 'new') {
  const value = side === 'old' ? row.old_value : row.new_value;
  const identifier = side === 'old' ? row.old_identifier : row.new_identifier;
  const kind = row.field ? NAMED_BY[row.field] : undefined;
  if (!kind || !identifier || (value !== null && value !== identifier)) return value;
  return names.get(kind)?.get(identifier) ?? value;
}

/** Recorded changes in the wire shape, values named for people. */
export async function presentActivities(
  db: Executor,
  rows: ActivityRow[],
): Promise<WorkItemActivity[]> {
  const names = await readableValues(db, rows);
  const people = await loadUserLites(
    db,
    rows.flatMap((row) => (row.actor_id ? [row.actor_id] : [])),
  );
  return rows.map((row) => ({
    id: row.id,
    issue: row.work_item_id,
    project: row.project_id,
    workspace: row.workspace_id,
    verb: row.verb,
    field: row.field,
    old_value: readable(row, names, 'old'),
    new_value: readable(row, names, 'new'),
    old_identifier: row.old_identifier,
    new_identifier: row.new_identifier,
    comment: row.comment,
    issue_comment: row.comment_id,
    actor: row.actor_id,
    actor_detail: row.actor_id ? (people.get(row.actor_id) ?? null) : null,
    epoch: row.epoch,
    created_at: row.created_at.toISOString(),
    updated_at: row.created_at.toISOString(),
  }));
}

/**
 * A work item's history (Plane's IssueActivityEndpoint): its recorded changes other than
 * comments, votes, reactions and drafts, and its live comments, merged oldest first.
 * `activity_type` keeps one of the two; `created_at__gt` keeps what came after that instant.
 */
export async function workItemHistory(options: {
  db: Executor;
  actor: Actor;
  id: string;
  query: WorkItemHistoryQuery;
}): Promise<WorkItemHistoryEntry[]> {
  const { db, actor, query } = options;
  const workItemId = await visibleWorkItemId(db, actor, options.id);
  const after = query.created_at__gt ? new Date(query.created_at__gt) : undefined;
  const scope = (table: typeof workItemActivities | typeof workItemComments): SQL[] => [
    eq(table.workspace_id, actor.project.workspace_id),
    eq(table.project_id, actor.project.id),
    eq(table.work_item_id, workItemId),
    ...(after ? [gt(table.created_at, after)] : []),
  ];
  const activities: WorkItemActivity[] =
    query.activity_type === 'issue-comment'
      ? []
      : await presentActivities(
          db,
          await db
            .select()
            .from(workItemActivities)
            .where(
              and(
                ...scope(workItemActivities),
                or(
                  isNull(workItemActivities.field),
                  notInArray(workItemActivities.field, [...HISTORY_EXCLUDED_FIELDS]),
                ),
              ),
            )
            .orderBy(asc(workItemActivities.created_at), asc(workItemActivities.epoch)),
        );
  const comments: WorkItemComment[] =
    query.activity_type === 'issue-property'
      ? []
      : await presentComments(
          db,
          actor.project.workspace_id,
          await db
            .select()
            .from(workItemComments)
            .where(and(...scope(workItemComments), isNull(workItemComments.deleted_at)))
            .orderBy(asc(workItemComments.created_at)),
        );
  return [...activities, ...comments].sort((a, b) => a.created_at.localeCompare(b.created_at));
}
