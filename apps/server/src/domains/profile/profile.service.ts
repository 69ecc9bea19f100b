import {
  ACTIVITY_DEFAULT_PAGE_SIZE,
  ACTIVITY_EXPORT_HEADER,
  ACTIVITY_EXPORT_MAX_ROWS,
  AppError,
  PRIORITIES,
  type ProfileActivityPage,
  ROLE,
  STATE_GROUPS,
  type UserActivityQuery,
  type UserProfileOverview,
  type UserStats,
  isUuid,
  parseCursor,
  toCsv,
} from '@keel/core';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { users, workspaceMembers } from '#server/db/schema';
import { presentActivities } from '#server/domains/work-items';
import {
  type ActivityScope,
  type ActivityWithItem,
  countActivities,
  listActivities,
} from './profile-activity.queries';
import { type ProfileViewer, profileCycles, profileTallies } from './profile.queries';
import { projectCounts } from './profile-projects.queries';

type UserRow = typeof users.$inferSelect;

/**
 * The person whose profile is read: a member (now or before) of the workspace; anyone else,
 * or an id that is not one, is "Member not found".
 */
export async function profilePerson(
  db: Executor,
  workspaceId: string,
  userId: string,
): Promise<UserRow> {
  if (!isUuid(userId)) throw new AppError('MEMBER_NOT_FOUND');
  const [row] = await db
    .select({ user: users })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.member_id))
    .where(
      and(eq(workspaceMembers.workspace_id, workspaceId), eq(workspaceMembers.member_id, userId)),
    )
    .limit(1);
  if (!row) throw new AppError('MEMBER_NOT_FOUND');
  return row.user;
}

const OPEN_GROUPS = new Set(['backlog', 'unstarted', 'started']);

/**
 * The profile overview's counts (Plane's user-stats): the person's assigned items by state group
 * and by priority, and their created, assigned, completed, pending and followed totals, counting
 * only items the viewer may see; the current and upcoming cycles holding their items.
 */
export async function userStats(
  db: Executor,
  viewer: ProfileViewer,
  personId: string,
  now = new Date(),
): Promise<UserStats> {
  const tallies = await profileTallies(db, viewer, personId);
  const byGroup = new Map<string | null, number>();
  const byPriority = new Map<string, number>();
  const stats = { created: 0, assigned: 0, completed: 0, pending: 0, subscribed: 0 };
  for (const tally of tallies) {
    stats.created += tally.created;
    stats.subscribed += tally.subscribed;
    if (tally.assigned === 0) continue;
    stats.assigned += tally.assigned;
    if (tally.state_group === 'completed') stats.completed += tally.assigned;
    if (tally.state_group === null || OPEN_GROUPS.has(tally.state_group))
      stats.pending += tally.assigned;
    byGroup.set(tally.state_group, (byGroup.get(tally.state_group) ?? 0) + tally.assigned);
    byPriority.set(tally.priority, (byPriority.get(tally.priority) ?? 0) + tally.assigned);
  }
  const cycles = await profileCycles(db, viewer, personId, now);
  return {
    state_distribution: STATE_GROUPS.filter((group) => byGroup.has(group)).map((group) => ({
      state_group: group,
      state_count: byGroup.get(group) ?? 0,
    })),
    priority_distribution: PRIORITIES.filter((priority) => byPriority.has(priority)).map(
      (priority) => ({ priority, priority_count: byPriority.get(priority) ?? 0 }),
    ),
    created_issues: stats.created,
    assigned_issues: stats.assigned,
    completed_issues: stats.completed,
    pending_issues: stats.pending,
    subscribed_issues: stats.subscribed,
    present_cycles: cycles.present,
    upcoming_cycles: cycles.upcoming,
  };
}

/**
 * The profile's header and sidebar (Plane's user-profile): the person's lite details and, for a
 * viewer above guest, their counts in each unarchived project the viewer belongs to. The email is
 * shown to members and admins, as the member list does.
 */
export async function userProfileOverview(
  db: Executor,
  viewer: ProfileViewer & { role: number },
  person: UserRow,
): Promise<UserProfileOverview> {
  const seesProjects = viewer.role >= ROLE.member;
  return {
    project_data: seesProjects ? await projectCounts(db, viewer, person.id) : [],
    user_data: {
      id: person.id,
      email: seesProjects ? person.email : null,
      first_name: person.first_name,
      last_name: person.last_name,
      avatar_url: person.avatar,
      cover_image_url: person.cover_image,
      date_joined: person.created_at.toISOString(),
      user_timezone: person.user_timezone,
      display_name: person.display_name,
    },
  };
}

async function presentWithItems(db: Executor, rows: ActivityWithItem[]) {
  const presented = await presentActivities(
    db,
    rows.map((row) => row.activity),
  );
  return presented.map((activity, index) => {
    const row = rows[index];
    return {
      ...activity,
      project_detail: row?.project ?? { id: activity.project, name: '', identifier: '' },
      issue_detail: row?.item ?? null,
    };
  });
}

/** A page of a person's changes, newest first, in Plane's global paginator envelope. */
export async function activityPage(
  db: Executor,
  scope: ActivityScope,
  query: Pick<UserActivityQuery, 'cursor' | 'per_page'>,
): Promise<ProfileActivityPage> {
  const cursor = query.cursor
    ? parseCursor(query.cursor)
    : { perPage: query.per_page ?? ACTIVITY_DEFAULT_PAGE_SIZE, page: 0, third: 0 };
  const pageSize = query.per_page ?? cursor.perPage;
  const total = await countActivities(db, scope);
  const start = cursor.page * pageSize;
  const rows = await listActivities(db, scope, { limit: pageSize, offset: start });
  const hasNext = start + rows.length < total;
  const at = (page: number) => `${String(pageSize)}:${String(page)}:0`;
  return {
    prev_cursor: `${String(pageSize)}:${String(cursor.page - 1)}:1`,
    cursor: at(cursor.page),
    next_cursor: hasNext ? at(cursor.page + 1) : null,
    prev_page_results: cursor.page > 0,
    next_page_results: hasNext,
    page_count: rows.length,
    total_results: total,
    total_pages: Math.ceil(total / pageSize),
    results: await presentWithItems(db, rows),
  };
}

/**
 * The person's changes of one day as CSV (Plane's export): a header row, then one row per change,
 * oldest first, at most 10,000; every cell quoted and defused against formula injection.
 */
export async function activityCsv(
  db: Executor,
  scope: ActivityScope,
  actorName: string,
): Promise<string> {
  const rows = await listActivities(db, scope, {
    limit: ACTIVITY_EXPORT_MAX_ROWS,
    offset: 0,
    oldestFirst: true,
  });
  const presented = await presentWithItems(db, rows);
  return toCsv([
    ACTIVITY_EXPORT_HEADER,
    ...presented.map((activity) => [
      actorName,
      `${activity.project_detail.identifier}-${String(activity.issue_detail?.sequence_id ?? '')}`,
      activity.project_detail.name,
      activity.created_at,
      activity.updated_at,
      activity.verb,
      activity.field,
      activity.old_value,
      activity.new_value,
    ]),
  ]);
}
