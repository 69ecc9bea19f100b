import {
  AppError,
  DASHBOARD_WIDGET_KEYS,
  type Dashboard,
  type DashboardWidget,
  type DashboardWidgetData,
  type DashboardWidgetQuery,
  type HomeDashboard,
  isUuid,
  type UpdateDashboardWidgetBody,
} from '@keel/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { dashboardWidgets, dashboards, workspaceMembers } from '#server/db/schema';
import {
  itemsWidget,
  overviewStats,
  countsByPriority,
  countsByStateGroup,
} from './dashboard-widgets';
import type { HomeOwner } from './home-owner';
import { recentProjectIds } from './recent-visits.service';

const HOME = 'home';
/** Widgets are placed 10000 apart, like every other reorderable list (spec §9). */
const WIDGET_SORT_ORDER_GAP = 10_000;

type DashboardRow = typeof dashboards.$inferSelect;
type WidgetRow = typeof dashboardWidgets.$inferSelect;

function presentDashboard(row: DashboardRow): Dashboard {
  return {
    id: row.id,
    name: row.name,
    description_html: row.description_html,
    identifier: row.identifier,
    owned_by: row.owned_by_id,
    is_default: row.is_default,
    type_identifier: row.type_identifier,
    logo_props: row.logo_props,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    created_by: row.created_by_id,
    updated_by: row.updated_by_id,
  };
}

function presentWidget(row: WidgetRow): DashboardWidget {
  return {
    id: row.id,
    key: row.key,
    is_visible: row.is_visible,
    sort_order: row.sort_order,
    widget_filters: row.filters,
  };
}

/** The person's home dashboard with its widgets, both made on the first read (Plane). */
export async function getHomeDashboard(options: {
  db: Database;
  owner: HomeOwner;
}): Promise<HomeDashboard> {
  const { db, owner } = options;
  const mine = and(
    eq(dashboards.workspace_id, owner.workspaceId),
    eq(dashboards.owned_by_id, owner.userId),
    eq(dashboards.type_identifier, HOME),
  );
  let [dashboard] = await db.select().from(dashboards).where(mine).limit(1);
  dashboard ??= await db.transaction(async (tx) => {
    await tx
      .insert(dashboards)
      .values({
        workspace_id: owner.workspaceId,
        owned_by_id: owner.userId,
        name: 'Home',
        type_identifier: HOME,
        is_default: true,
        created_by_id: owner.userId,
        updated_by_id: owner.userId,
      })
      .onConflictDoNothing();
    const [made] = await tx.select().from(dashboards).where(mine).limit(1);
    if (!made) throw new Error('The dashboard could not be written');
    await tx
      .insert(dashboardWidgets)
      .values(
        DASHBOARD_WIDGET_KEYS.map((key, index) => ({
          workspace_id: owner.workspaceId,
          dashboard_id: made.id,
          key,
          sort_order: (index + 1) * WIDGET_SORT_ORDER_GAP,
          created_by_id: owner.userId,
          updated_by_id: owner.userId,
        })),
      )
      .onConflictDoNothing();
    return made;
  });
  const widgets = await db
    .select()
    .from(dashboardWidgets)
    .where(eq(dashboardWidgets.dashboard_id, dashboard.id))
    .orderBy(asc(dashboardWidgets.sort_order), asc(dashboardWidgets.key));
  return { dashboard: presentDashboard(dashboard), widgets: widgets.map(presentWidget) };
}

/**
 * A dashboard of the caller's, while they are still an active member of its workspace (and, for
 * routes under a workspace, of that workspace); 'Dashboard not found' otherwise (spec §5).
 */
async function requireDashboard(
  db: Database,
  userId: string,
  id: string,
  workspaceId?: string,
): Promise<DashboardRow> {
  const [found] = isUuid(id)
    ? await db
        .select({ dashboard: dashboards })
        .from(dashboards)
        .innerJoin(
          workspaceMembers,
          and(
            eq(workspaceMembers.workspace_id, dashboards.workspace_id),
            eq(workspaceMembers.member_id, userId),
            eq(workspaceMembers.is_active, true),
          ),
        )
        .where(
          and(
            eq(dashboards.id, id),
            eq(dashboards.owned_by_id, userId),
            ...(workspaceId ? [eq(dashboards.workspace_id, workspaceId)] : []),
          ),
        )
        .limit(1)
    : [];
  if (!found) throw new AppError('DASHBOARD_NOT_FOUND');
  return found.dashboard;
}

/** One widget's data for the caller in the dashboard's workspace. */
export async function getWidgetData(options: {
  db: Database;
  owner: HomeOwner;
  dashboardId: string;
  query: DashboardWidgetQuery;
}): Promise<DashboardWidgetData> {
  const { db, owner, dashboardId, query } = options;
  await requireDashboard(db, owner.userId, dashboardId, owner.workspaceId);
  switch (query.widget_key) {
    case 'overview_stats':
      return overviewStats(db, owner);
    case 'assigned_issues':
      return itemsWidget(db, owner, 'assigned', query.issue_type);
    case 'created_issues':
      return itemsWidget(db, owner, 'created', query.issue_type);
    case 'issues_by_state_groups':
      return countsByStateGroup(db, owner, 'assigned');
    case 'issues_by_priority':
      return countsByPriority(db, owner);
    case 'recent_projects':
      return recentProjectIds(db, owner);
  }
}

/** Shows, hides, moves or filters one widget of the caller's dashboard (Plane's answer). */
export async function updateDashboardWidget(options: {
  db: Database;
  userId: string;
  dashboardId: string;
  widgetId: string;
  body: UpdateDashboardWidgetBody;
}): Promise<{ message: string }> {
  const { db, userId, dashboardId, widgetId, body } = options;
  const dashboard = await requireDashboard(db, userId, dashboardId);
  const [widget] = isUuid(widgetId)
    ? await db
        .select()
        .from(dashboardWidgets)
        .where(
          and(eq(dashboardWidgets.dashboard_id, dashboard.id), eq(dashboardWidgets.id, widgetId)),
        )
        .limit(1)
    : [];
  if (!widget) throw new AppError('WIDGET_NOT_FOUND');
  await db
    .update(dashboardWidgets)
    .set({
      is_visible: body.is_visible ?? widget.is_visible,
      sort_order: body.sort_order ?? widget.sort_order,
      filters: body.filters ?? widget.filters,
      updated_by_id: userId,
    })
    .where(eq(dashboardWidgets.id, widget.id));
  return { message: 'successfully updated' };
}
