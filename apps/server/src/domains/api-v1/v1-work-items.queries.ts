import type { V1WorkItem, V1WorkItemExpansion } from '@keel/core';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { type Executor, readTogether } from '#server/db/executor';
import { labels, projects, states, users, workItems } from '#server/db/schema';
import {
  type V1WorkItemRelations,
  type WorkItemRow,
  presentV1Label,
  presentV1ProjectLite,
  presentV1StateLite,
  presentV1User,
  presentV1WorkItem,
} from './presenters';

/** A work item as the work-items domain loads it: its row and its relations' ids. */
export interface V1WorkItemSource {
  item: WorkItemRow;
  labelIds: string[];
  assigneeIds: string[];
}

const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

/**
 * Presents loaded work items in Plane's v1 shape, reading the relations `expand` names (states,
 * users, labels, the project) in one query each, whatever the number of items.
 */
export async function presentV1WorkItems(
  db: Executor,
  sources: readonly V1WorkItemSource[],
  expand: readonly V1WorkItemExpansion[] = [],
): Promise<V1WorkItem[]> {
  if (sources.length === 0) return [];
  const stateIds = [...new Set(sources.flatMap((s) => (s.item.state_id ? [s.item.state_id] : [])))];
  const userIds = [...new Set(sources.flatMap((s) => s.assigneeIds))];
  const labelIds = [...new Set(sources.flatMap((s) => s.labelIds))];
  const projectIds = [...new Set(sources.map((s) => s.item.project_id))];
  // Side by side on the pool; one after the other in a transaction (readTogether).
  const [stateRows, userRows] = await readTogether(
    db,
    async () =>
      expand.includes('state') && stateIds.length > 0
        ? db.select().from(states).where(inArray(states.id, stateIds))
        : [],
    async () =>
      expand.includes('assignees') && userIds.length > 0
        ? db.select().from(users).where(inArray(users.id, userIds))
        : [],
  );
  const [labelRows, projectRows] = await readTogether(
    db,
    async () =>
      expand.includes('labels') && labelIds.length > 0
        ? db
            .select()
            .from(labels)
            .where(and(inArray(labels.id, labelIds), isNull(labels.deleted_at)))
        : [],
    async () =>
      expand.includes('project')
        ? db.select().from(projects).where(inArray(projects.id, projectIds))
        : [],
  );
  const stateMap = byId(stateRows);
  const userMap = byId(userRows);
  const labelMap = byId(labelRows);
  const projectMap = byId(projectRows);
  return sources.map(({ item, labelIds: itemLabels, assigneeIds }) => {
    const relations: V1WorkItemRelations = { labelIds: itemLabels, assigneeIds };
    if (expand.includes('state')) {
      const state = item.state_id ? stateMap.get(item.state_id) : undefined;
      relations.state = state ? presentV1StateLite(state) : null;
    }
    if (expand.includes('assignees'))
      relations.assignees = assigneeIds.flatMap((id) => {
        const user = userMap.get(id);
        return user ? [presentV1User(user)] : [];
      });
    if (expand.includes('labels'))
      relations.labels = itemLabels.flatMap((id) => {
        const label = labelMap.get(id);
        return label ? [presentV1Label(label)] : [];
      });
    const project = expand.includes('project') ? projectMap.get(item.project_id) : undefined;
    if (project) relations.project = presentV1ProjectLite(project);
    return presentV1WorkItem(item, relations);
  });
}

/** The live item of the project with this external_id + external_source, if any. */
export async function findByExternalId(
  db: Executor,
  projectId: string,
  external: { id: string; source: string },
): Promise<string | null> {
  const [row] = await db
    .select({ id: workItems.id })
    .from(workItems)
    .where(
      and(
        eq(workItems.project_id, projectId),
        eq(workItems.external_id, external.id),
        eq(workItems.external_source, external.source),
        isNull(workItems.deleted_at),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}
