import {
  RECENT_VISIT_ENTITIES,
  RECENT_VISITS_LIMIT,
  type RecentVisit,
  type RecentVisitEntity,
} from '@keel/core';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client';
import {
  projectMembers,
  projects,
  recentVisits,
  workItemAssignees,
  workItems,
} from '#server/db/schema';
import type { HomeOwner } from './home-owner';

type EntityData = RecentVisit['entity_data'];

/**
 * Notes that the person opened a work item or project: one upsert that moves `visited_at` forward
 * on a revisit. A failure is logged and never fails the read that made the visit.
 */
export async function recordVisit(options: {
  db: Database;
  log: FastifyBaseLogger;
  owner: HomeOwner;
  entityName: RecentVisitEntity;
  entityId: string;
  projectId: string | null;
}): Promise<void> {
  const { db, owner, entityName, entityId, projectId } = options;
  const now = new Date();
  try {
    await db
      .insert(recentVisits)
      .values({
        workspace_id: owner.workspaceId,
        user_id: owner.userId,
        entity_name: entityName,
        entity_identifier: entityId,
        project_id: projectId,
        visited_at: now,
        created_by_id: owner.userId,
        updated_by_id: owner.userId,
      })
      .onConflictDoUpdate({
        target: [
          recentVisits.workspace_id,
          recentVisits.user_id,
          recentVisits.entity_name,
          recentVisits.entity_identifier,
        ],
        set: { visited_at: now, updated_at: now, project_id: projectId },
      });
  } catch (error) {
    options.log.warn({ err: error }, 'recent visit not recorded');
  }
}

/** The projects among `ids` the person is an active member of. */
async function visibleProjectIds(db: Database, owner: HomeOwner, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: projectMembers.project_id })
    .from(projectMembers)
    .where(
      and(
        eq(projectMembers.workspace_id, owner.workspaceId),
        eq(projectMembers.member_id, owner.userId),
        eq(projectMembers.is_active, true),
        inArray(projectMembers.project_id, ids),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

async function issueData(db: Database, owner: HomeOwner, ids: string[]) {
  const found = new Map<string, EntityData>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({ item: workItems, identifier: projects.identifier })
    .from(workItems)
    .innerJoin(projects, eq(projects.id, workItems.project_id))
    .where(
      and(
        eq(workItems.workspace_id, owner.workspaceId),
        inArray(workItems.id, ids),
        isNull(workItems.deleted_at),
        isNull(projects.deleted_at),
      ),
    );
  const visible = await visibleProjectIds(
    db,
    owner,
    rows.map((row) => row.item.project_id),
  );
  const shown = rows.filter((row) => visible.has(row.item.project_id));
  const assignees =
    shown.length === 0
      ? []
      : await db
          .select()
          .from(workItemAssignees)
          .where(
            inArray(
              workItemAssignees.work_item_id,
              shown.map((row) => row.item.id),
            ),
          );
  for (const { item, identifier } of shown)
    found.set(item.id, {
      id: item.id,
      name: item.name,
      state: item.state_id,
      priority: item.priority,
      assignees: assignees
        .filter((row) => row.work_item_id === item.id)
        .map((row) => row.assignee_id),
      type: item.type_id,
      sequence_id: item.sequence_id,
      project_id: item.project_id,
      project_identifier: identifier,
    });
  return found;
}

async function projectData(db: Database, owner: HomeOwner, ids: string[]) {
  const found = new Map<string, EntityData>();
  const visible = await visibleProjectIds(db, owner, ids);
  if (visible.size === 0) return found;
  const rows = await db
    .select()
    .from(projects)
    .where(and(inArray(projects.id, [...visible]), isNull(projects.deleted_at)));
  const members = await db
    .select({ project: projectMembers.project_id, member: projectMembers.member_id })
    .from(projectMembers)
    .where(
      and(
        inArray(
          projectMembers.project_id,
          rows.map((row) => row.id),
        ),
        eq(projectMembers.is_active, true),
      ),
    );
  for (const row of rows)
    found.set(row.id, {
      id: row.id,
      name: row.name,
      logo_props: row.logo_props,
      project_members: members.filter((m) => m.project === row.id).map((m) => m.member),
      identifier: row.identifier,
    });
  return found;
}

/**
 * The person's latest visits (at most 20), newest first, of work items, pages and projects or of
 * one kind. Things since deleted or out of the person's reach come with entity_data null.
 */
export async function listRecentVisits(options: {
  db: Database;
  owner: HomeOwner;
  entityName: RecentVisitEntity | undefined;
}): Promise<RecentVisit[]> {
  const { db, owner, entityName } = options;
  const rows = await db
    .select()
    .from(recentVisits)
    .where(
      and(
        eq(recentVisits.workspace_id, owner.workspaceId),
        eq(recentVisits.user_id, owner.userId),
        entityName
          ? eq(recentVisits.entity_name, entityName)
          : inArray(recentVisits.entity_name, [...RECENT_VISIT_ENTITIES]),
      ),
    )
    .orderBy(desc(recentVisits.visited_at), desc(recentVisits.id))
    .limit(RECENT_VISITS_LIMIT);
  const idsOf = (name: RecentVisitEntity) =>
    rows.filter((row) => row.entity_name === name).map((row) => row.entity_identifier);
  const [issues, projectsById] = await Promise.all([
    issueData(db, owner, idsOf('issue')),
    projectData(db, owner, idsOf('project')),
  ]);
  // Pages arrive with their own issue; until then a page visit has no data.
  const dataOf = (name: string, id: string): EntityData =>
    (name === 'issue' ? issues.get(id) : name === 'project' ? projectsById.get(id) : null) ?? null;
  return rows.map((row) => ({
    id: row.id,
    entity_name: row.entity_name,
    entity_identifier: row.entity_identifier,
    entity_data: dataOf(row.entity_name, row.entity_identifier),
    visited_at: row.visited_at.toISOString(),
  }));
}

/** The projects the person opened lately and still belongs to, newest first (at most 5). */
export async function recentProjectIds(db: Database, owner: HomeOwner): Promise<string[]> {
  const rows = await db
    .select({ id: recentVisits.entity_identifier })
    .from(recentVisits)
    .where(
      and(
        eq(recentVisits.workspace_id, owner.workspaceId),
        eq(recentVisits.user_id, owner.userId),
        eq(recentVisits.entity_name, 'project'),
      ),
    )
    .orderBy(desc(recentVisits.visited_at), desc(recentVisits.id))
    .limit(RECENT_VISITS_LIMIT);
  const visible = await projectData(
    db,
    owner,
    rows.map((row) => row.id),
  );
  return rows
    .map((row) => row.id)
    .filter((id) => visible.has(id))
    .slice(0, 5);
}
