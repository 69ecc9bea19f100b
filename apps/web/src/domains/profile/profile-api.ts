import {
  type ReportPeriod,
  type WorkspaceReport,
  WorkspaceReportSchema,
  type ProfileActivityPage,
  ProfileActivityPageSchema,
  type UserProfileOverview,
  UserProfileOverviewSchema,
  type UserStats,
  UserStatsSchema,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

function personUrl(slug: string, what: string, userId: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/${what}/${encodeURIComponent(userId)}/`;
}

/** A person's counts in the workspace: by state group, by priority, created, assigned… */
export function fetchUserStats(api: ApiClient, slug: string, userId: string): Promise<UserStats> {
  return api.get(personUrl(slug, 'user-stats', userId), { schema: UserStatsSchema });
}

/** The person, and their counts in each project the reader may see. */
export function fetchUserProfile(
  api: ApiClient,
  slug: string,
  userId: string,
): Promise<UserProfileOverview> {
  return api.get(personUrl(slug, 'user-profile', userId), { schema: UserProfileOverviewSchema });
}

/** A page of the person's activity, newest first (`cursor` from the previous page). */
export function fetchUserActivity(
  api: ApiClient,
  slug: string,
  userId: string,
  options: { perPage: number; cursor?: string | null },
): Promise<ProfileActivityPage> {
  return api.get(personUrl(slug, 'user-activity', userId), {
    schema: ProfileActivityPageSchema,
    query: { per_page: options.perPage, cursor: options.cursor ?? undefined },
  });
}

/** The person's activity of one day (YYYY-MM-DD) as CSV text (Plane's export). */
export function exportUserActivity(
  api: ApiClient,
  slug: string,
  userId: string,
  date: string,
): Promise<string> {
  return api.post<string>(
    `${personUrl(slug, 'user-activity', userId)}export/`,
    { date },
    {
      isText: true,
    },
  );
}

/** A page of the signed-in person's own activity, in every workspace, newest first. */
export function fetchOwnActivity(
  api: ApiClient,
  options: { perPage: number; cursor?: string | null },
): Promise<ProfileActivityPage> {
  return api.get('/api/users/me/activities/', {
    schema: ProfileActivityPageSchema,
    query: { per_page: options.perPage, cursor: options.cursor ?? undefined },
  });
}

/** The workspace report: each assignee's created, completed, pending and overdue work items. */
export function fetchWorkspaceReport(
  api: ApiClient,
  slug: string,
  period: ReportPeriod,
): Promise<WorkspaceReport> {
  return api.get(`/api/workspaces/${encodeURIComponent(slug)}/issues/report/`, {
    schema: WorkspaceReportSchema,
    query: { period, group_by: 'assignee' },
  });
}
