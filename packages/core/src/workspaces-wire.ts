import { z } from 'zod';
import { ERRORS } from './error-catalogue';
import { isValidEmail, normalizeEmail } from './auth';
import { ROLE } from './roles';
import {
  MAX_WORKSPACE_NAME_LENGTH,
  MAX_WORKSPACE_SLUG_LENGTH,
  type SlugProblem,
  workspaceSlugProblem,
} from './workspace-rules';

/** Messages for a slug that cannot name a workspace, shown under the slug field. */
export const SLUG_PROBLEM_MESSAGES: Readonly<Record<SlugProblem, string>> = {
  empty: 'Workspace URL is required',
  'too-long': `Workspace URL must be at most ${MAX_WORKSPACE_SLUG_LENGTH} characters`,
  'invalid-characters': 'Workspace URL can only contain lowercase letters, numbers and hyphens (-)',
  reserved: 'This workspace URL is reserved',
};

/** Exact text of the 409 answered when a slug is taken, deleted workspaces included. */
export const WORKSPACE_SLUG_TAKEN_MESSAGE = ERRORS.WORKSPACE_SLUG_TAKEN.message;

/** Plane refuses names that carry a link, so that workspace names cannot advertise sites. */
const URL_PATTERN =
  /(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|io|dev|app|co|xyz|info|biz|me|ru|cn)\b/i;

export function containsUrl(value: string): boolean {
  return URL_PATTERN.test(value);
}

export const WorkspaceNameSchema = z
  .string()
  .trim()
  .min(1, 'Workspace name is required')
  .max(
    MAX_WORKSPACE_NAME_LENGTH,
    `Workspace name must be at most ${MAX_WORKSPACE_NAME_LENGTH} characters`,
  )
  .refine((name) => !containsUrl(name), 'Workspace name must not contain URLs');

export const WorkspaceSlugSchema = z.string().superRefine((slug, context) => {
  const problem = workspaceSlugProblem(slug);
  if (problem) context.addIssue({ code: 'custom', message: SLUG_PROBLEM_MESSAGES[problem] });
});

export const RoleSchema = z.union(
  [z.literal(ROLE.admin), z.literal(ROLE.member), z.literal(ROLE.guest)],
  {
    error: 'Role must be 20 (admin), 15 (member) or 5 (guest)',
  },
);

/** A workspace as seen by one of its members. */
export const WorkspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  logo_url: z.string().nullable(),
  organization_size: z.string().nullable(),
  timezone: z.string(),
  /** Id of the user who owns the workspace. */
  owner: z.string(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The caller's role in it. */
  role: RoleSchema,
  /** Active members, bots excluded. */
  total_members: z.number().int(),
});
export type Workspace = z.infer<typeof WorkspaceSchema>;
/** `GET /api/users/me/workspaces/`: the caller's workspaces. */
export const WorkspaceListSchema = z.array(WorkspaceSchema);

export const CreateWorkspaceBodySchema = z.object({
  name: WorkspaceNameSchema,
  slug: WorkspaceSlugSchema,
  organization_size: z.string().trim().max(20).nullable().optional(),
});
export type CreateWorkspaceBody = z.infer<typeof CreateWorkspaceBodySchema>;

export const UpdateWorkspaceBodySchema = z.strictObject({
  name: WorkspaceNameSchema.optional(),
  logo_url: z.string().max(2048).nullable().optional(),
  organization_size: z.string().trim().max(20).nullable().optional(),
  timezone: z.string().trim().min(1).max(64).optional(),
});
export type UpdateWorkspaceBody = z.infer<typeof UpdateWorkspaceBodySchema>;

export const SlugCheckQuerySchema = z.object({ slug: z.string() });
export type SlugCheckQuery = z.infer<typeof SlugCheckQuerySchema>;
/** `status` is true when the slug is free to use. */
export const SlugCheckResponseSchema = z.object({ status: z.boolean() });
export type SlugCheckResponse = z.infer<typeof SlugCheckResponseSchema>;

export const WorkspaceLiteSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  logo_url: z.string().nullable(),
});
export type WorkspaceLite = z.infer<typeof WorkspaceLiteSchema>;

export const MemberUserSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  /** Plane's IUserLite name for the picture (the same value as avatar). */
  avatar_url: z.string().nullable(),
  is_bot: z.boolean(),
});
export type MemberUser = z.infer<typeof MemberUserSchema>;

export const WorkspaceMemberSchema = z.object({
  /** The membership's id, used by the member endpoints. */
  id: z.string(),
  member: MemberUserSchema,
  role: RoleSchema,
  is_active: z.boolean(),
  created_at: z.string(),
});
export type WorkspaceMember = z.infer<typeof WorkspaceMemberSchema>;
/**
 * `GET /api/workspaces/:slug/workspace-members/me/`: the caller's membership and how many drafts
 * they hold in the workspace (Plane's badge on Drafts; +1 on create, -1 on delete or conversion).
 */
export const WorkspaceMemberMeSchema = WorkspaceMemberSchema.extend({
  draft_issue_count: z.number().int(),
});
export type WorkspaceMemberMe = z.infer<typeof WorkspaceMemberMeSchema>;
/** `GET /api/workspaces/:slug/members/`: active members, the caller first. */
export const WorkspaceMemberListSchema = z.array(WorkspaceMemberSchema);

export const MemberListQuerySchema = z.object({ search: z.string().max(255).optional() });

export const UpdateMemberBodySchema = z.strictObject({ role: RoleSchema });
export type UpdateMemberBody = z.infer<typeof UpdateMemberBodySchema>;

/** Ids in paths are checked by the handlers, so that a malformed one is a 404 like an unknown one. */
export const IdParamsSchema = z.object({ slug: z.string(), id: z.string() });

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
export const SlugParamsSchema = z.object({ slug: z.string() });

export const InviteeSchema = z.object({
  email: z.string().refine(isValidEmail, 'Enter a valid email address').transform(normalizeEmail),
  role: RoleSchema.default(ROLE.guest),
});
export type Invitee = z.infer<typeof InviteeSchema>;

/** Invitations sent at once; Plane's UI sends a handful, this bounds abuse. */
export const MAX_INVITES_PER_REQUEST = 100;

export const CreateInvitationsBodySchema = z.object({
  emails: z
    .array(InviteeSchema)
    .min(1, 'At least one email is required')
    .max(MAX_INVITES_PER_REQUEST, `At most ${MAX_INVITES_PER_REQUEST} invitations at once`),
  message: z.string().max(2000).optional(),
});
export type CreateInvitationsBody = z.infer<typeof CreateInvitationsBodySchema>;

export const InvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: RoleSchema,
  accepted: z.boolean(),
  /** When the invitee accepted or declined; null while pending. */
  responded_at: z.string().nullable(),
  message: z.string().nullable(),
  workspace: WorkspaceLiteSchema,
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;
/** A workspace's invitations as its members list them, and a user's pending ones. */
export const InvitationListSchema = z.array(InvitationSchema);

export const CreateInvitationsResponseSchema = z.object({
  message: z.string(),
  invitations: InvitationListSchema,
});
export type CreateInvitationsResponse = z.infer<typeof CreateInvitationsResponseSchema>;

export const UpdateInvitationBodySchema = z.strictObject({ role: RoleSchema });

export const AcceptInvitationsBodySchema = z.object({
  invitations: z.array(z.uuid('Not a valid invitation id')).min(1, 'No invitations given'),
});
export type AcceptInvitationsBody = z.infer<typeof AcceptInvitationsBodySchema>;

export const JoinInvitationBodySchema = z.object({
  accepted: z.boolean(),
  email: z.string().transform(normalizeEmail),
  token: z.string().min(1, 'The invitation token is required'),
});
export type JoinInvitationBody = z.infer<typeof JoinInvitationBodySchema>;

export const AcceptInvitationsResponseSchema = z.object({
  message: z.string(),
  workspaces: z.array(WorkspaceLiteSchema),
});
export type AcceptInvitationsResponse = z.infer<typeof AcceptInvitationsResponseSchema>;

export const JoinInvitationResponseSchema = z.object({
  message: z.string(),
  workspace: WorkspaceLiteSchema,
  /** True when the invitee now belongs to the workspace; false when declined or not signed up yet. */
  is_member: z.boolean(),
});
export type JoinInvitationResponse = z.infer<typeof JoinInvitationResponseSchema>;

/**
 * `GET /api/users/last-visited-workspace/`: the user's last workspace while they still belong to
 * it, else `{}` as Plane answers; and their project memberships in it.
 */
export const LastVisitedWorkspaceSchema = z.object({
  workspace_details: z.union([WorkspaceSchema, z.strictObject({})]),
  project_details: z.array(z.record(z.string(), z.unknown())),
});
export type LastVisitedWorkspace = z.infer<typeof LastVisitedWorkspaceSchema>;

/** An invitation as its email link shows it before it is answered (no sign-in needed). */
export const InvitationByLinkSchema = InvitationSchema.pick({
  id: true,
  email: true,
  role: true,
  accepted: true,
  responded_at: true,
  workspace: true,
});
export type InvitationByLink = z.infer<typeof InvitationByLinkSchema>;
