import { z } from 'zod';
import { ERRORS } from './error-catalogue';
import {
  MAX_PROJECT_IDENTIFIER_LENGTH,
  MAX_PROJECT_NAME_LENGTH,
  PROJECT_NETWORK,
  isCoverImageUrl,
} from './project-rules';
import { RoleSchema } from './workspaces-wire';

/** Exact text of the 409 answered when a live project of the workspace has the identifier. */
export const PROJECT_IDENTIFIER_TAKEN_MESSAGE = ERRORS.PROJECT_IDENTIFIER_TAKEN.message;
/** Exact text of the 409 answered when a live project of the workspace has the name. */
export const PROJECT_NAME_TAKEN_MESSAGE = ERRORS.PROJECT_NAME_TAKEN.message;
/** Exact text of the 400 answered for a cover image that is no web address. */
export const PROJECT_COVER_IMAGE_MESSAGE =
  'Cover image must be a web address starting with http:// or https://';

export const ProjectParamsSchema = z.object({ slug: z.string(), projectId: z.string() });

export const ProjectNameSchema = z
  .string()
  .trim()
  .min(1, 'Project name is required')
  .max(
    MAX_PROJECT_NAME_LENGTH,
    `Project name must be at most ${String(MAX_PROJECT_NAME_LENGTH)} characters`,
  );

/** A web address or an uploaded image; empty (or null) means no cover, stored as null. */
const CoverImageSchema = z
  .string()
  .trim()
  .max(2000, 'Cover image URL is too long')
  .refine((value) => value === '' || isCoverImageUrl(value), PROJECT_COVER_IMAGE_MESSAGE)
  .transform((value) => (value === '' ? null : value))
  .nullable();

/** Trimmed and upper-cased; letters and digits only, at most 12 characters (Plane). */
export const ProjectIdentifierSchema = z
  .string()
  .trim()
  .min(1, 'Project identifier is required')
  .max(
    MAX_PROJECT_IDENTIFIER_LENGTH,
    `Project identifier must be at most ${MAX_PROJECT_IDENTIFIER_LENGTH} characters`,
  )
  .regex(/^[\p{L}\p{N}]+$/u, 'Project identifier can only contain letters and numbers')
  .transform((value) => value.toUpperCase());

const NetworkSchema = z.union(
  [z.literal(PROJECT_NETWORK.secret), z.literal(PROJECT_NETWORK.public)],
  {
    error: 'Network must be 0 (secret) or 2 (public)',
  },
);
const MonthsSchema = z
  .number({ error: 'Must be a whole number of months' })
  .int('Must be a whole number of months')
  .min(0, 'Must be between 0 and 12 months')
  .max(12, 'Must be between 0 and 12 months');
const UserIdSchema = z.uuid('Must be a user id').nullable();

const editableFields = {
  description: z.string().max(10_000, 'Description is too long'),
  network: NetworkSchema,
  logo_props: z.record(z.string(), z.unknown()),
  cover_image: CoverImageSchema,
  project_lead: UserIdSchema,
  default_assignee: UserIdSchema,
  cycle_view: z.boolean(),
  module_view: z.boolean(),
  issue_views_view: z.boolean(),
  page_view: z.boolean(),
  inbox_view: z.boolean(),
  is_time_tracking_enabled: z.boolean(),
  guest_view_all_features: z.boolean(),
  archive_in: MonthsSchema,
  close_in: MonthsSchema,
  timezone: z.string().trim().min(1, 'Timezone is required').max(64, 'Timezone is too long'),
  sort_order: z.number(),
};

/**
 * Plane's newer clients name the intake feature `intake_view`; it is the same switch as
 * `inbox_view`, which wins when both are sent.
 */
function withIntakeAlias<Body extends { inbox_view?: boolean | undefined }>(
  body: Body & { intake_view?: boolean | undefined },
): Body {
  const { intake_view: intakeView, ...rest } = body;
  const inboxView = rest.inbox_view ?? intakeView;
  return (inboxView === undefined ? rest : { ...rest, inbox_view: inboxView }) as Body;
}

export const CreateProjectBodySchema = z
  .object({
    name: ProjectNameSchema,
    identifier: ProjectIdentifierSchema,
    ...z.object(editableFields).partial().shape,
    intake_view: z.boolean().optional(),
  })
  .transform(withIntakeAlias);
export type CreateProjectBody = z.infer<typeof CreateProjectBodySchema>;

export const UpdateProjectBodySchema = z
  .object({
    name: ProjectNameSchema,
    identifier: ProjectIdentifierSchema,
    ...editableFields,
    intake_view: z.boolean(),
  })
  .partial()
  .transform(withIntakeAlias);
export type UpdateProjectBody = z.infer<typeof UpdateProjectBodySchema>;

export const ProjectSchema = z.object({
  id: z.string(),
  workspace: z.string(),
  name: z.string(),
  identifier: z.string(),
  description: z.string(),
  network: z.number(),
  logo_props: z.record(z.string(), z.unknown()),
  cover_image: z.string().nullable(),
  project_lead: z.string().nullable(),
  default_assignee: z.string().nullable(),
  default_state: z.string().nullable(),
  estimate: z.string().nullable(),
  cycle_view: z.boolean(),
  module_view: z.boolean(),
  issue_views_view: z.boolean(),
  page_view: z.boolean(),
  inbox_view: z.boolean(),
  /** The same as inbox_view, under the name Plane's newer clients read. */
  intake_view: z.boolean(),
  is_time_tracking_enabled: z.boolean(),
  guest_view_all_features: z.boolean(),
  archive_in: z.number(),
  close_in: z.number(),
  timezone: z.string(),
  sort_order: z.number(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
  /** The caller's role in the project, null when not a member. */
  member_role: RoleSchema.nullable(),
  is_favorite: z.boolean(),
});
export type Project = z.infer<typeof ProjectSchema>;
export const ProjectListSchema = z.array(ProjectSchema);

export const ProjectIdentifierQuerySchema = z.object({
  name: z.string().trim().max(100).default(''),
});
export const ProjectIdentifierCheckSchema = z.object({
  exists: z.number(),
  identifiers: z.array(z.string()),
});

export const ProjectMemberParamsSchema = z.object({
  slug: z.string(),
  projectId: z.string(),
  id: z.string(),
});

export const FavoriteProjectBodySchema = z.object({ project: z.uuid('Must be a project id') });
export const JoinProjectsBodySchema = z.object({
  project_ids: z
    .array(z.uuid('Must be a project id'))
    .min(1, 'Choose at least one project')
    .max(100, 'At most 100 projects at a time'),
});

export const AddProjectMembersBodySchema = z.object({
  members: z
    .array(z.object({ member_id: z.uuid('Must be a user id'), role: RoleSchema }))
    .min(1, 'Add at least one member')
    .max(200, 'At most 200 members at a time'),
});
export type AddProjectMembersBody = z.infer<typeof AddProjectMembersBodySchema>;

export const UpdateProjectMemberBodySchema = z.object({ role: RoleSchema });

export const ProjectMemberSchema = z.object({
  id: z.string(),
  project: z.string(),
  workspace: z.string(),
  /** The member's user id (Plane's TProjectMembership.member). */
  member: z.string(),
  /** Who the member is, for display. */
  member_detail: z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    display_name: z.string(),
    email: z.string().nullable(),
    avatar: z.string().nullable(),
    avatar_url: z.string().nullable(),
  }),
  role: RoleSchema,
  original_role: RoleSchema.nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type ProjectMember = z.infer<typeof ProjectMemberSchema>;
export const ProjectMemberListSchema = z.array(ProjectMemberSchema);

/** `GET workspaces/{slug}/project-stats/?project_ids=a,b`: limit the answer to these projects. */
export const ProjectStatsQuerySchema = z.object({
  project_ids: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',').map((id) => id.trim()) : undefined))
    .pipe(z.array(z.uuid('project_ids must be project ids')).max(500).optional()),
});

/** Counts per visible project (Plane's project-stats); work-item counts join with work items. */
export const ProjectStatsSchema = z.object({
  id: z.string(),
  total_members: z.number(),
});
export const ProjectStatsListSchema = z.array(ProjectStatsSchema);
export type ProjectStats = z.infer<typeof ProjectStatsSchema>;

/**
 * `POST .../projects/{p}/project-views/`: the caller's own settings for a project (Plane's
 * ProjectMember view settings). `sort_order` is their manual position of the project in lists.
 */
export const ProjectViewPropsBodySchema = z.strictObject({
  sort_order: z.number({ error: 'sort_order must be a number' }).optional(),
  view_props: z.record(z.string(), z.unknown()).optional(),
  default_props: z.record(z.string(), z.unknown()).optional(),
  preferences: z.record(z.string(), z.unknown()).optional(),
});
export type ProjectViewPropsBody = z.infer<typeof ProjectViewPropsBodySchema>;
