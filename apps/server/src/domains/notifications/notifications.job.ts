import {
  type NotificationData,
  type NotifiedItem,
  newlyMentioned,
  plannedNotifications,
} from '@keel/core';
import { and, asc, eq, inArray, isNull, not } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { type Transaction, readAllTogether } from '#server/db/executor';
import {
  intakeItems,
  notifications,
  projectMembers,
  projects,
  realtimeEvents,
  states,
  workItemActivities,
  workItemAssignees,
  workItemSubscribers,
  workItems,
} from '#server/db/schema';

/** How many activity rows one run reads at most. */
export const NOTIFICATION_BATCH = 500;

type NotificationInsert = typeof notifications.$inferInsert;

function groupBy<T>(rows: readonly T[], key: (row: T) => string, value: (row: T) => string) {
  const groups = new Map<string, string[]>();
  for (const row of rows) {
    const list = groups.get(key(row)) ?? [];
    list.push(value(row));
    groups.set(key(row), list);
  }
  return groups;
}

/** The people around each work item: subscribers, assignees, askers, the projects' members. */
async function peopleAround(tx: Transaction, itemIds: string[], projectIds: string[]) {
  const [subscribers, assignees, askers, members] = await readAllTogether(tx, [
    () =>
      tx
        .select({ item: workItemSubscribers.work_item_id, user: workItemSubscribers.subscriber_id })
        .from(workItemSubscribers)
        .where(inArray(workItemSubscribers.work_item_id, itemIds)),
    () =>
      tx
        .select({ item: workItemAssignees.work_item_id, user: workItemAssignees.assignee_id })
        .from(workItemAssignees)
        .where(inArray(workItemAssignees.work_item_id, itemIds)),
    () =>
      tx
        .select({ item: intakeItems.work_item_id, user: intakeItems.created_by_id })
        .from(intakeItems)
        .where(and(inArray(intakeItems.work_item_id, itemIds), isNull(intakeItems.deleted_at))),
    () =>
      tx
        .select({ project: projectMembers.project_id, user: projectMembers.member_id })
        .from(projectMembers)
        .where(
          and(inArray(projectMembers.project_id, projectIds), eq(projectMembers.is_active, true)),
        ),
  ]);
  return {
    subscribers: groupBy(
      subscribers,
      (row) => row.item,
      (row) => row.user,
    ),
    assignees: groupBy(
      assignees,
      (row) => row.item,
      (row) => row.user,
    ),
    askers: new Map(askers.map((row) => [row.item, row.user])),
    members: groupBy(
      members,
      (row) => row.project,
      (row) => row.user,
    ),
  };
}

/**
 * One run of the notifications job (spec §7, reference §4.4): reads the activity rows nobody has
 * notified of yet, oldest first, makes each one's notifications by the rules of core's
 * plannedNotifications, subscribes the newly mentioned, and marks the rows read, all in one
 * transaction. Rows another process is reading are skipped (`for update skip locked`), so several
 * Keel processes share the work and make each notification once. Answers how many rows it read
 * and how many notifications it made.
 */
export async function processNotifications(
  db: Database,
  options: { limit?: number } = {},
): Promise<{ read: number; made: number }> {
  return db.transaction(async (tx) => {
    const pending = await tx
      .select({ id: workItemActivities.id })
      .from(workItemActivities)
      .where(not(workItemActivities.is_notified))
      .orderBy(asc(workItemActivities.created_at), asc(workItemActivities.epoch))
      .limit(options.limit ?? NOTIFICATION_BATCH)
      .for('update', { skipLocked: true });
    if (pending.length === 0) return { read: 0, made: 0 };
    const ids = pending.map((row) => row.id);
    const rows = await tx
      .select({
        activity: workItemActivities,
        item: {
          id: workItems.id,
          name: workItems.name,
          sequence_id: workItems.sequence_id,
          created_by_id: workItems.created_by_id,
          is_draft: workItems.is_draft,
        },
        identifier: projects.identifier,
        stateName: states.name,
        stateGroup: states.group,
      })
      .from(workItemActivities)
      .innerJoin(workItems, eq(workItems.id, workItemActivities.work_item_id))
      .innerJoin(projects, eq(projects.id, workItemActivities.project_id))
      .leftJoin(states, eq(states.id, workItems.state_id))
      .where(inArray(workItemActivities.id, ids))
      .orderBy(asc(workItemActivities.created_at), asc(workItemActivities.epoch));
    const itemIds = [...new Set(rows.map((row) => row.item.id))];
    const projectIds = [...new Set(rows.map((row) => row.activity.project_id))];
    const people = await peopleAround(tx, itemIds, projectIds);

    const made: NotificationInsert[] = [];
    const toSubscribe: {
      work_item_id: string;
      subscriber_id: string;
      workspace_id: string;
      project_id: string;
    }[] = [];
    for (const { activity, item, identifier, stateName, stateGroup } of rows) {
      // Drafts are their author's alone.
      if (item.is_draft) continue;
      const around: NotifiedItem = {
        creatorId: item.created_by_id,
        assigneeIds: people.assignees.get(item.id) ?? [],
        subscriberIds: people.subscribers.get(item.id) ?? [],
        activeMemberIds: people.members.get(activity.project_id) ?? [],
        intakeCreatorId: people.askers.get(item.id) ?? null,
      };
      const plans = plannedNotifications(
        {
          field: activity.field,
          verb: activity.verb,
          actorId: activity.actor_id,
          oldValue: activity.old_value,
          newValue: activity.new_value,
        },
        around,
      );
      const data: NotificationData = {
        issue: {
          id: item.id,
          name: item.name,
          identifier,
          sequence_id: item.sequence_id,
          state_name: stateName,
          state_group: stateGroup,
        },
        issue_activity: {
          id: activity.id,
          verb: activity.verb,
          field: activity.field,
          actor: activity.actor_id,
          new_value: activity.new_value,
          old_value: activity.old_value,
          issue_comment: activity.comment_id,
          old_identifier: activity.old_identifier,
          new_identifier: activity.new_identifier,
        },
      };
      for (const plan of plans)
        made.push({
          workspace_id: activity.workspace_id,
          project_id: activity.project_id,
          receiver_id: plan.receiverId,
          triggered_by_id: activity.actor_id,
          entity_identifier: item.id,
          entity_name: 'issue',
          title:
            activity.comment === ''
              ? `${activity.verb} ${activity.field ?? ''}`.trim()
              : activity.comment,
          data,
          sender: plan.sender,
          is_mentioned_notification: plan.isMention,
          activity_id: activity.id,
          created_at: activity.created_at,
        });
      // The newly mentioned follow the item from now on (Plane).
      if (activity.field === 'description' || activity.field === 'comment') {
        const active = new Set(around.activeMemberIds);
        for (const userId of newlyMentioned(activity.old_value, activity.new_value))
          if (active.has(userId))
            toSubscribe.push({
              work_item_id: item.id,
              subscriber_id: userId,
              workspace_id: activity.workspace_id,
              project_id: activity.project_id,
            });
      }
    }
    const written: { id: string; workspace_id: string; receiver_id: string }[] = [];
    for (let start = 0; start < made.length; start += 1000)
      written.push(
        ...(await tx
          .insert(notifications)
          .values(made.slice(start, start + 1000))
          .returning({
            id: notifications.id,
            workspace_id: notifications.workspace_id,
            receiver_id: notifications.receiver_id,
          })),
      );
    // Each receiver hears at once that their inbox changed (spec §7: Keel pushes, Plane polls).
    const told = new Map<string, (typeof written)[number]>();
    for (const row of written) told.set(`${row.workspace_id}:${row.receiver_id}`, row);
    if (told.size > 0)
      await tx.insert(realtimeEvents).values(
        [...told.values()].map((row) => ({
          workspace_id: row.workspace_id,
          project_id: null,
          entity: 'notification',
          entity_id: row.id,
          work_item_id: null,
          operation: 'create',
          fields: [],
          data: null,
          actor_id: null,
          member_id: row.receiver_id,
        })),
      );
    if (toSubscribe.length > 0)
      await tx.insert(workItemSubscribers).values(toSubscribe).onConflictDoNothing();
    await tx
      .update(workItemActivities)
      .set({ is_notified: true })
      .where(inArray(workItemActivities.id, ids));
    return { read: ids.length, made: made.length };
  });
}
