import type { WebhookEvent } from '@keel/core';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { type Executor, readTogether } from '#server/db/executor';
import {
  cycles,
  intakeItems,
  labels,
  moduleMembers,
  modules,
  projects,
  users,
  workItemAssignees,
  workItemComments,
  workItemLabels,
  workItems,
} from '#server/db/schema';
import {
  presentV1Comment,
  presentV1Cycle,
  presentV1Label,
  presentV1Module,
  presentV1Project,
  presentV1User,
  presentV1WorkItem,
} from '#server/domains/api-v1';

/**
 * A delivery's `data`: the entity in Plane's v1 shape, as it is when the delivery is made (work
 * items with their labels and assignees expanded, as Plane sends them). Null when it is gone, in
 * which case the delivery carries only its id.
 */
export async function loadEventData(
  db: Executor,
  event: WebhookEvent,
  id: string,
): Promise<Record<string, unknown> | null> {
  switch (event) {
    case 'project': {
      const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
      return row ? { ...presentV1Project(row) } : null;
    }
    case 'issue':
      return loadWorkItem(db, id);
    case 'cycle': {
      const [row] = await db.select().from(cycles).where(eq(cycles.id, id)).limit(1);
      return row ? { ...presentV1Cycle(row) } : null;
    }
    case 'module': {
      const [row] = await db.select().from(modules).where(eq(modules.id, id)).limit(1);
      if (!row) return null;
      const members = await db
        .select({ id: moduleMembers.member_id })
        .from(moduleMembers)
        .where(eq(moduleMembers.module_id, id));
      return {
        ...presentV1Module(
          row,
          members.map((member) => member.id),
        ),
      };
    }
    case 'issue_comment': {
      const [row] = await db
        .select()
        .from(workItemComments)
        .where(eq(workItemComments.id, id))
        .limit(1);
      return row ? { ...presentV1Comment(row) } : null;
    }
    case 'intake': {
      const [row] = await db.select().from(intakeItems).where(eq(intakeItems.id, id)).limit(1);
      if (!row) return null;
      return {
        id: row.id,
        issue: row.work_item_id,
        status: row.status,
        snoozed_till: row.snoozed_till?.toISOString() ?? null,
        duplicate_to: row.duplicate_to_id,
        source: row.source,
        source_email: row.source_email,
        project: row.project_id,
        workspace: row.workspace_id,
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
        created_by: row.created_by_id,
        updated_by: row.updated_by_id,
        issue_detail: await loadWorkItem(db, row.work_item_id),
      };
    }
    case 'page':
      return null;
  }
}

async function loadWorkItem(db: Executor, id: string): Promise<Record<string, unknown> | null> {
  const [item] = await db.select().from(workItems).where(eq(workItems.id, id)).limit(1);
  if (!item) return null;
  const [assigned, labelled] = await readTogether(
    db,
    () =>
      db
        .select({ user: users })
        .from(workItemAssignees)
        .innerJoin(users, eq(users.id, workItemAssignees.assignee_id))
        .where(eq(workItemAssignees.work_item_id, id)),
    () =>
      db
        .select({ label: labels })
        .from(workItemLabels)
        .innerJoin(labels, eq(labels.id, workItemLabels.label_id))
        .where(and(eq(workItemLabels.work_item_id, id), isNull(labels.deleted_at))),
  );
  return {
    ...presentV1WorkItem(item, {
      assigneeIds: assigned.map(({ user }) => user.id),
      labelIds: labelled.map(({ label }) => label.id),
      assignees: assigned.map(({ user }) => presentV1User(user)),
      labels: labelled.map(({ label }) => presentV1Label(label)),
    }),
  };
}

/** The people behind the activity's actors, in Plane's UserLite shape. */
export async function loadActors(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, ReturnType<typeof presentV1User>>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, presentV1User(row)]));
}
