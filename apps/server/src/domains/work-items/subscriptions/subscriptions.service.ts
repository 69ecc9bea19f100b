import { AppError, ROLE, type WorkItemSubscriber, type WorkItemSubscriberMember } from '@keel/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import { userLiteColumns } from '#server/lib/user-lites';
import { projectMembers, users, workItemSubscribers } from '#server/db/schema';
import { visibleWorkItemId } from '../kernel/loading';
import { loadAllNamed } from '../kernel/loading';
import { addSubscribers } from '../kernel/work-items.queries';
import type { Actor } from '../kernel/actor';

function refOf(actor: Actor, id: string) {
  return { id, workspaceId: actor.project.workspace_id, projectId: actor.project.id };
}

function subscriptionWhere(actor: Actor, workItemId: string, userId: string) {
  return and(
    eq(workItemSubscribers.workspace_id, actor.project.workspace_id),
    eq(workItemSubscribers.work_item_id, workItemId),
    eq(workItemSubscribers.subscriber_id, userId),
  );
}

/** Whether the actor follows the work item (`subscribe/` GET). */
export async function subscriptionStatus(options: {
  db: Executor;
  actor: Actor;
  id: string;
}): Promise<{ subscribed: boolean }> {
  const { db, actor } = options;
  const workItemId = await visibleWorkItemId(db, actor, options.id);
  const rows = await db
    .select({ id: workItemSubscribers.subscriber_id })
    .from(workItemSubscribers)
    .where(subscriptionWhere(actor, workItemId, actor.userId));
  return { subscribed: rows.length > 0 };
}

/** The actor starts following the work item; a second subscribe is refused as Plane does. */
export async function subscribe(options: {
  db: Database;
  actor: Actor;
  id: string;
}): Promise<WorkItemSubscriber> {
  const { db, actor } = options;
  return db.transaction(async (tx) => {
    const workItemId = await visibleWorkItemId(tx, actor, options.id);
    const [row] = await tx
      .insert(workItemSubscribers)
      .values({ ...linkValues(actor, workItemId), subscriber_id: actor.userId })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('ALREADY_SUBSCRIBED');
    return {
      issue: row.work_item_id,
      subscriber: row.subscriber_id,
      project: row.project_id,
      workspace: row.workspace_id,
      created_at: row.created_at.toISOString(),
    };
  });
}

function linkValues(actor: Actor, workItemId: string) {
  return {
    work_item_id: workItemId,
    workspace_id: actor.project.workspace_id,
    project_id: actor.project.id,
  };
}

/** Stops someone following a work item (404 when they did not). */
async function removeSubscriber(db: Executor, actor: Actor, workItemId: string, userId: string) {
  const removed = await db
    .delete(workItemSubscribers)
    .where(subscriptionWhere(actor, workItemId, userId))
    .returning({ id: workItemSubscribers.subscriber_id });
  if (removed.length === 0) throw new AppError('SUBSCRIBER_NOT_FOUND');
}

/** The actor stops following the work item. */
export async function unsubscribe(options: {
  db: Database;
  actor: Actor;
  id: string;
}): Promise<void> {
  const { db, actor } = options;
  await db.transaction(async (tx) => {
    const workItemId = await visibleWorkItemId(tx, actor, options.id);
    await removeSubscriber(tx, actor, workItemId, actor.userId);
  });
}

/** The people following a work item, earliest first. */
export async function listSubscribers(options: {
  db: Executor;
  actor: Actor;
  id: string;
}): Promise<WorkItemSubscriberMember[]> {
  const { db, actor } = options;
  const workItemId = await visibleWorkItemId(db, actor, options.id);
  const rows = await db
    .select({
      ...userLiteColumns,
      subscribed_at: workItemSubscribers.created_at,
    })
    .from(workItemSubscribers)
    .innerJoin(users, eq(users.id, workItemSubscribers.subscriber_id))
    .where(
      and(
        eq(workItemSubscribers.workspace_id, actor.project.workspace_id),
        eq(workItemSubscribers.work_item_id, workItemId),
      ),
    )
    .orderBy(asc(workItemSubscribers.created_at), asc(users.display_name));
  return rows.map((row) => ({ ...row, subscribed_at: row.subscribed_at.toISOString() }));
}

/**
 * Subscribes project members to a work item (members and admins may; Plane's issue-subscribers
 * POST). Every id must be an active member of the project.
 */
export async function addWorkItemSubscribers(options: {
  db: Database;
  actor: Actor;
  id: string;
  subscriberIds: string[];
}): Promise<WorkItemSubscriberMember[]> {
  const { db, actor, subscriberIds } = options;
  await db.transaction(async (tx) => {
    const workItemId = await visibleWorkItemId(tx, actor, options.id);
    const members = await tx
      .select({ id: projectMembers.member_id })
      .from(projectMembers)
      .where(
        and(
          eq(projectMembers.project_id, actor.project.id),
          eq(projectMembers.is_active, true),
          inArray(projectMembers.member_id, subscriberIds),
        ),
      );
    if (members.length !== subscriberIds.length)
      throw new AppError('VALIDATION_ERROR', {
        message: 'subscriber_ids: Subscribers must be members of the project',
        field: 'subscriber_ids',
      });
    await addSubscribers(tx, refOf(actor, workItemId), subscriberIds);
  });
  return listSubscribers({ db, actor, id: options.id });
}

/** Removes a follower: project admins remove anyone, everyone else only themselves. */
export async function removeWorkItemSubscriber(options: {
  db: Database;
  actor: Actor;
  id: string;
  subscriberId: string;
}): Promise<void> {
  const { db, actor, subscriberId } = options;
  if (subscriberId !== actor.userId && actor.role < ROLE.admin) throw new AppError('FORBIDDEN');
  await db.transaction(async (tx) => {
    const workItemId = await visibleWorkItemId(tx, actor, options.id);
    await removeSubscriber(tx, actor, workItemId, subscriberId);
  });
}

/**
 * The actor follows every named work item of the project (Plane's bulk-subscribe-issues); all or
 * none: one missing item refuses the lot. Items already followed stay followed.
 */
export async function bulkSubscribe(options: {
  db: Database;
  actor: Actor;
  issueIds: string[];
}): Promise<void> {
  const { db, actor } = options;
  await db.transaction(async (tx) => {
    const records = await loadAllNamed(tx, actor, options.issueIds);
    for (const record of records)
      await addSubscribers(tx, refOf(actor, record.item.id), [actor.userId]);
  });
}
