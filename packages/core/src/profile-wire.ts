import { z } from 'zod';
import { PRIORITIES, STATE_GROUPS } from './constants';
import { WorkItemActivitySchema } from './work-item-activity-wire';
import { isUuid } from './workspaces-wire';

/** `workspaces/{slug}/user-…/{userId}/`: whose profile is read. */
export const UserProfileParamsSchema = z.object({
  slug: z.string(),
  userId: z.string(),
});

/** Plane's global paginator: the page size it starts with and the largest it allows. */
export const ACTIVITY_DEFAULT_PAGE_SIZE = 100;
export const ACTIVITY_MAX_PAGE_SIZE = 1000;

/** `?cursor=<page size>:<page>:0&per_page=&project=<id>` (Plane's user activity list). */
export const UserActivityQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,9}:\d{1,9}:\d{1,9}$/, 'Invalid cursor')
    .optional(),
  per_page: z.coerce
    .number({ error: 'per_page must be a number' })
    .int('per_page must be a whole number')
    .min(1, 'per_page must be at least 1')
    .max(ACTIVITY_MAX_PAGE_SIZE, `per_page must be at most ${ACTIVITY_MAX_PAGE_SIZE}`)
    .optional(),
  /** Only activity of these projects; a comma-separated list or the parameter repeated. */
  project: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) =>
      (Array.isArray(value) ? value : value === undefined ? [] : value.split(','))
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    )
    .refine((ids) => ids.every(isUuid), 'project must be a list of project ids'),
});
export type UserActivityQuery = z.infer<typeof UserActivityQuerySchema>;

/** One change in a profile's activity feed: the item's change with its key and project. */
export const ProfileActivitySchema = WorkItemActivitySchema.extend({
  project_detail: z.object({ id: z.string(), name: z.string(), identifier: z.string() }),
  issue_detail: z
    .object({ id: z.string(), name: z.string(), sequence_id: z.number().int() })
    .nullable(),
});
export type ProfileActivity = z.infer<typeof ProfileActivitySchema>;

/** Plane's global paginator envelope around activity rows, newest first. */
export const ProfileActivityPageSchema = z.object({
  prev_cursor: z.string(),
  cursor: z.string(),
  next_cursor: z.string().nullable(),
  prev_page_results: z.boolean(),
  next_page_results: z.boolean(),
  page_count: z.number(),
  total_results: z.number(),
  total_pages: z.number(),
  results: z.array(ProfileActivitySchema),
});
export type ProfileActivityPage = z.infer<typeof ProfileActivityPageSchema>;

/** Most rows one CSV export holds (Plane). */
export const ACTIVITY_EXPORT_MAX_ROWS = 10_000;

/** `POST …/user-activity/{userId}/export/` body: the day whose activity is exported (Plane). */
export const UserActivityExportBodySchema = z.object({
  date: z.iso.date({ error: 'date must be a day as YYYY-MM-DD' }),
});

/** The header row of the activity export (Plane's columns). */
export const ACTIVITY_EXPORT_HEADER = [
  'Actor name',
  'Issue ID',
  'Project',
  'Created at',
  'Updated at',
  'Action',
  'Field',
  'Old value',
  'New value',
] as const;

/** `GET …/user-stats/{userId}/`: what the profile's overview counts (Plane's names). */
export const UserStatsSchema = z.object({
  state_distribution: z.array(
    z.object({ state_group: z.enum(STATE_GROUPS).nullable(), state_count: z.number().int() }),
  ),
  priority_distribution: z.array(
    z.object({ priority: z.enum(PRIORITIES), priority_count: z.number().int() }),
  ),
  created_issues: z.number().int(),
  assigned_issues: z.number().int(),
  completed_issues: z.number().int(),
  pending_issues: z.number().int(),
  subscribed_issues: z.number().int(),
  present_cycles: z.array(
    z.object({ cycle__name: z.string(), cycle__id: z.string(), cycle__project_id: z.string() }),
  ),
  upcoming_cycles: z.array(
    z.object({ cycle__name: z.string(), cycle__id: z.string(), cycle__project_id: z.string() }),
  ),
});
export type UserStats = z.infer<typeof UserStatsSchema>;

/** `GET …/user-profile/{userId}/`: the person and their counts in each project the caller sees. */
export const UserProfileOverviewSchema = z.object({
  project_data: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      identifier: z.string(),
      logo_props: z.record(z.string(), z.unknown()),
      created_issues: z.number().int(),
      assigned_issues: z.number().int(),
      completed_issues: z.number().int(),
      pending_issues: z.number().int(),
    }),
  ),
  user_data: z.object({
    id: z.string(),
    email: z.string().nullable(),
    first_name: z.string(),
    last_name: z.string(),
    avatar_url: z.string().nullable(),
    cover_image_url: z.string().nullable(),
    date_joined: z.string(),
    user_timezone: z.string(),
    display_name: z.string(),
  }),
});
export type UserProfileOverview = z.infer<typeof UserProfileOverviewSchema>;
