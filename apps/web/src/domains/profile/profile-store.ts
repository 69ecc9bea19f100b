import type {
  ProfileActivityPage,
  ReportPeriod,
  UserProfileOverview,
  UserStats,
  WorkspaceReport,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';
import {
  exportUserActivity,
  fetchOwnActivity,
  fetchUserActivity,
  fetchUserProfile,
  fetchUserStats,
  fetchWorkspaceReport,
} from './profile-api';

/** Activity rows asked of the server per page (the profile's feed and its overview). */
export const ACTIVITY_PAGE_SIZE = 30;

/** What a person's profile overview shows: who they are, their counts, their projects. */
export interface ProfileOverview {
  profile: UserProfileOverview;
  stats: UserStats;
}

/**
 * A person's profile as the reader may see it (spec §2, §7): reads only, each answered to the
 * screen that asked, which keeps it while it is shown.
 */
export class ProfileStore {
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  async overview(slug: string, userId: string): Promise<ProfileOverview> {
    const [profile, stats] = await Promise.all([
      fetchUserProfile(this.#api, slug, userId),
      fetchUserStats(this.#api, slug, userId),
    ]);
    return { profile, stats };
  }

  activity(
    slug: string,
    userId: string,
    cursor: string | null = null,
    perPage = ACTIVITY_PAGE_SIZE,
  ): Promise<ProfileActivityPage> {
    return fetchUserActivity(this.#api, slug, userId, { perPage, cursor });
  }

  /** The signed-in person's own activity, in every workspace. */
  ownActivity(cursor: string | null = null): Promise<ProfileActivityPage> {
    return fetchOwnActivity(this.#api, { perPage: ACTIVITY_PAGE_SIZE, cursor });
  }

  /** The workspace report for a period (spec §7, §9: this_week by default). */
  report(slug: string, period: ReportPeriod): Promise<WorkspaceReport> {
    return fetchWorkspaceReport(this.#api, slug, period);
  }

  /** One day's activity (YYYY-MM-DD) as a CSV file's text. */
  exportDay(slug: string, userId: string, date: string): Promise<string> {
    return exportUserActivity(this.#api, slug, userId, date);
  }
}
