import type { Module, ModuleDetail, ModuleLink, ModuleStatus } from '@keel/core';
import { type Executor, readAllTogether } from '#server/db/executor';
import type { ProjectRow } from '#server/plugins/access';
import { itemDistribution, pointDistribution } from './module-distribution';
import {
  countByStateGroup,
  type GroupCountRow,
  listDistributionItems,
  listItemAssignees,
  listItemLabels,
  todayIn,
} from './module-progress.queries';
import {
  favoriteModuleIds,
  loadLinks,
  loadMemberIds,
  type ModuleLinkRow,
  type ModuleRow,
} from './modules.queries';

export function presentLink(row: ModuleLinkRow): ModuleLink {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    metadata: row.metadata,
    module_id: row.module_id,
    created_at: row.created_at.toISOString(),
    created_by: row.created_by_id,
  };
}

type Progress = Pick<
  Module,
  | 'total_issues'
  | 'completed_issues'
  | 'cancelled_issues'
  | 'started_issues'
  | 'unstarted_issues'
  | 'backlog_issues'
  | 'total_estimate_points'
  | 'completed_estimate_points'
  | 'backlog_estimate_points'
  | 'started_estimate_points'
  | 'unstarted_estimate_points'
  | 'cancelled_estimate_points'
>;

const GROUPS = ['completed', 'cancelled', 'started', 'unstarted', 'backlog'] as const;

/** A module's counts from its rows of countByStateGroup (triage items count in the total only). */
export function progressOf(rows: readonly GroupCountRow[]): Progress {
  const items = (group: string) => rows.find((row) => row.state_group === group)?.items ?? 0;
  const points = (group: string) => rows.find((row) => row.state_group === group)?.points ?? 0;
  const [completed, cancelled, started, unstarted, backlog] = GROUPS;
  return {
    total_issues: rows.reduce((sum, row) => sum + row.items, 0),
    completed_issues: items(completed),
    cancelled_issues: items(cancelled),
    started_issues: items(started),
    unstarted_issues: items(unstarted),
    backlog_issues: items(backlog),
    total_estimate_points: rows.reduce((sum, row) => sum + row.points, 0),
    completed_estimate_points: points(completed),
    cancelled_estimate_points: points(cancelled),
    started_estimate_points: points(started),
    unstarted_estimate_points: points(unstarted),
    backlog_estimate_points: points(backlog),
  };
}

function isoOrNull(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

/** Modules as `userId` reads them: members, links, favorite flag and progress, in one go. */
export async function presentModules(
  db: Executor,
  rows: readonly ModuleRow[],
  userId: string,
): Promise<Module[]> {
  const ids = rows.map((row) => row.id);
  const [members, links, favorites, counts] = await readAllTogether(db, [
    () => loadMemberIds(db, ids),
    () => loadLinks(db, ids),
    () => favoriteModuleIds(db, userId, ids),
    () => countByStateGroup(db, ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    workspace_id: row.workspace_id,
    project_id: row.project_id,
    name: row.name,
    description: row.description,
    description_html: row.description_html,
    status: row.status as ModuleStatus,
    lead_id: row.lead_id,
    member_ids: members.get(row.id) ?? [],
    start_date: row.start_date,
    target_date: row.target_date,
    view_props: row.view_props,
    sort_order: row.sort_order,
    logo_props: row.logo_props,
    archived_at: isoOrNull(row.archived_at),
    is_favorite: favorites.has(row.id),
    link_module: (links.get(row.id) ?? []).map(presentLink),
    ...progressOf(counts.filter((count) => count.module_id === row.id)),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    created_by: row.created_by_id,
    updated_by: row.updated_by_id,
  }));
}

export async function presentModule(db: Executor, row: ModuleRow, userId: string): Promise<Module> {
  const [module] = await presentModules(db, [row], userId);
  if (!module) throw new Error('The module could not be read');
  return module;
}

/**
 * A module with its distributions by assignee, label and day (`completion_chart`), and the same
 * by estimate points when the project has an active estimate.
 */
export async function presentModuleDetail(
  db: Executor,
  row: ModuleRow,
  project: ProjectRow,
  userId: string,
): Promise<ModuleDetail> {
  const module = await presentModule(db, row, userId);
  const items = await listDistributionItems(db, row.id, project.timezone);
  const itemIds = items.map((item) => item.id);
  const [assignees, labels, today] = await readAllTogether(db, [
    () => listItemAssignees(db, itemIds),
    () => listItemLabels(db, itemIds),
    () => todayIn(db, project.timezone),
  ]);
  const input = {
    items,
    assignees,
    labels,
    startDate: row.start_date,
    targetDate: row.target_date,
    today,
  };
  return {
    ...module,
    distribution: itemDistribution(input),
    ...(project.estimate_id ? { estimate_distribution: pointDistribution(input) } : {}),
  };
}
