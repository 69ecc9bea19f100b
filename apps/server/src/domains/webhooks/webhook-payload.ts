import type { WebhookEvent } from '@keel/core';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { type Executor, readTogether } from '#server/db/executor';
import {
  cycles,
  intakeItems,
  labels,
  moduleMembers,
  modules,
  pageLabels,
  pages,
  projectPages,
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
 * which case the delivery carries only its id; for a page, also when it is private.
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
      return loadPublicPage(db, id);
  }
}

/**
 * A public page in the shape of Plane's page serializer, its labels and projects as ids; null when
 * it is gone or private (access 1, its owner's alone: the dispatcher then delivers nothing). Its
 * document's Yjs state is never read.
 */
async function loadPublicPage(db: Executor, id: string): Promise<Record<string, unknown> | null> {
  const [page] = await db
    .select({
      id: pages.id,
      name: pages.name,
      description_html: pages.description_html,
      owned_by_id: pages.owned_by_id,
      access: pages.access,
      color: pages.color,
      parent_id: pages.parent_id,
      archived_at: pages.archived_at,
      is_locked: pages.is_locked,
      logo_props: pages.logo_props,
      workspace_id: pages.workspace_id,
      created_at: pages.created_at,
      updated_at: pages.updated_at,
      created_by_id: pages.created_by_id,
      updated_by_id: pages.updated_by_id,
    })
    .from(pages)
    .where(eq(pages.id, id))
    .limit(1);
  if (page?.access !== 0) return null;
  const [labelled, shown] = await readTogether(
    db,
    () =>
      db
        .select({ id: pageLabels.label_id })
        .from(pageLabels)
        .innerJoin(labels, eq(labels.id, pageLabels.label_id))
        .where(and(eq(pageLabels.page_id, id), isNull(labels.deleted_at))),
    () =>
      db
        .select({ id: projectPages.project_id })
        .from(projectPages)
        .where(eq(projectPages.page_id, id)),
  );
  return {
    id: page.id,
    name: page.name,
    description_html: page.description_html,
    owned_by: page.owned_by_id,
    access: page.access,
    color: page.color,
    labels: labelled.map((label) => label.id),
    parent: page.parent_id,
    archived_at: page.archived_at?.toISOString() ?? null,
    is_locked: page.is_locked,
    projects: shown.map((project) => project.id),
    logo_props: page.logo_props,
    workspace: page.workspace_id,
    created_at: page.created_at.toISOString(),
    updated_at: page.updated_at.toISOString(),
    created_by: page.created_by_id,
    updated_by: page.updated_by_id,
  };
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
