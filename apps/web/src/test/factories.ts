import {
  type Instance,
  type InstanceConfig,
  type InstanceInfo,
  type MemberUser,
  type OnboardingStepWire,
  type Project,
  ROLE,
  type UserMe,
  type UserProfile,
  type UserSettings,
  type WorkItem,
  type WorkspaceMember,
} from '@keel/core';

/** GET /api/instances/ as a fresh, not yet set up instance answers it. */
export function makeInstanceInfo(
  overrides: { instance?: Partial<Instance>; config?: Partial<InstanceConfig> } = {},
): InstanceInfo {
  return {
    instance: {
      id: 'c0a8f0a4-6f5b-4d53-9a55-0f1f0f8e4c11',
      instance_name: null,
      current_version: '0.1.0',
      is_setup_done: false,
      is_signup_screen_visited: false,
      is_telemetry_enabled: false,
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-01T00:00:00.000Z',
      ...overrides.instance,
    },
    config: {
      enable_signup: true,
      is_workspace_creation_disabled: false,
      is_email_password_enabled: true,
      is_magic_login_enabled: true,
      is_google_enabled: false,
      is_github_enabled: false,
      is_gitlab_enabled: false,
      is_gitea_enabled: false,
      is_smtp_configured: false,
      has_unsplash_configured: false,
      has_llm_configured: false,
      file_size_limit: 5_242_880,
      app_base_url: null,
      is_self_managed: true,
      ...overrides.config,
    },
  };
}

const CREATED_AT = '2025-01-01T00:00:00.000Z';

/** GET /api/users/me/ for a signed-in person who has not filled in a profile yet. */
export function makeUserMe(overrides: Partial<UserMe> = {}): UserMe {
  return {
    id: '5b0e1d52-3c1f-4a8e-9f3b-7d2a6c4e8f10',
    email: 'ada@example.com',
    username: 'ada',
    display_name: 'ada',
    first_name: '',
    last_name: '',
    avatar: null,
    avatar_url: null,
    cover_image: null,
    cover_image_url: null,
    cover_image_asset: null,
    is_active: true,
    is_bot: false,
    is_email_verified: true,
    is_password_autoset: false,
    user_timezone: 'UTC',
    date_joined: CREATED_AT,
    created_at: CREATED_AT,
    updated_at: CREATED_AT,
    last_login_at: CREATED_AT,
    ...overrides,
  };
}

/** GET /api/users/me/profile/ before onboarding: no step done, no workspace yet. */
export function makeUserProfile(
  overrides: Omit<Partial<UserProfile>, 'onboarding_step'> & {
    onboarding_step?: Partial<OnboardingStepWire>;
  } = {},
): UserProfile {
  const { onboarding_step, ...rest } = overrides;
  return {
    id: '8d4c2a1e-6b3f-4e7a-a2c9-1f5e3d7b9a20',
    user: '5b0e1d52-3c1f-4a8e-9f3b-7d2a6c4e8f10',
    theme: {},
    is_onboarded: false,
    is_tour_completed: false,
    last_workspace_id: null,
    use_case: null,
    role: null,
    language: 'en',
    start_of_the_week: 0,
    billing_address_country: null,
    billing_address: null,
    has_billing_address: false,
    has_marketing_email_consent: false,
    created_at: CREATED_AT,
    updated_at: CREATED_AT,
    ...rest,
    onboarding_step: {
      workspace_join: false,
      profile_complete: false,
      workspace_create: false,
      workspace_invite: false,
      ...onboarding_step,
    },
  };
}

/** GET /api/users/me/settings/ for someone with no workspace and no invitation. */
export function makeUserSettings(
  overrides: { workspace?: Partial<UserSettings['workspace']> } = {},
): UserSettings {
  return {
    id: '5b0e1d52-3c1f-4a8e-9f3b-7d2a6c4e8f10',
    email: 'ada@example.com',
    workspace: {
      last_workspace_id: null,
      last_workspace_slug: null,
      last_workspace_name: null,
      last_workspace_logo: null,
      fallback_workspace_id: null,
      fallback_workspace_slug: null,
      invites: 0,
      ...overrides.workspace,
    },
  };
}

/** A workspace member's user; the names and email left out are empty. */
export function makeMemberUser(overrides: Partial<MemberUser> = {}): MemberUser {
  return {
    id: '5b0e1d52-3c1f-4a8e-9f3b-7d2a6c4e8f10',
    first_name: '',
    last_name: '',
    display_name: '',
    email: '',
    avatar: null,
    avatar_url: null,
    is_bot: false,
    ...overrides,
  };
}

/** An active member of a workspace, as GET /api/workspaces/:slug/members/ lists it. */
export function makeWorkspaceMember(
  overrides: Omit<Partial<WorkspaceMember>, 'member'> & { member?: Partial<MemberUser> } = {},
): WorkspaceMember {
  const { member, ...rest } = overrides;
  return {
    id: '2e7f9c3a-8b1d-4f6e-b5a4-3c9d1e7f2b30',
    role: ROLE.member,
    is_active: true,
    created_at: CREATED_AT,
    ...rest,
    member: makeMemberUser(member),
  };
}

/** A project as GET .../projects/ answers it; the caller is its admin unless overridden. */
export function makeProject(overrides: Partial<Project> = {}): Project {
  return {
    id: 'b6c1d7a2-3f4e-4a5b-8c6d-7e8f9a0b1c2d',
    workspace: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    name: 'Website',
    identifier: 'WEB',
    description: '',
    network: 2,
    logo_props: {},
    cover_image: null,
    project_lead: null,
    default_assignee: null,
    default_state: null,
    estimate: null,
    cycle_view: false,
    module_view: false,
    issue_views_view: false,
    page_view: false,
    inbox_view: false,
    intake_view: false,
    is_time_tracking_enabled: false,
    guest_view_all_features: false,
    archive_in: 0,
    close_in: 0,
    timezone: 'UTC',
    sort_order: 65535,
    archived_at: null,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    created_by: null,
    member_role: ROLE.admin,
    is_favorite: false,
    ...overrides,
  };
}

/** A work item in the list shape, in project p1 and state s1 (backlog) unless overridden. */
export function makeWorkItem(id: string, overrides: Partial<WorkItem> = {}): WorkItem {
  return {
    id,
    name: `Item ${id}`,
    sequence_id: 1,
    project_id: 'p1',
    workspace_id: 'w1',
    state_id: 's1',
    state__group: 'backlog',
    priority: 'none',
    sort_order: 65535,
    parent_id: null,
    estimate_point: null,
    start_date: null,
    target_date: null,
    completed_at: null,
    archived_at: null,
    is_draft: false,
    is_epic: false,
    type_id: null,
    label_ids: [],
    assignee_ids: [],
    module_ids: [],
    cycle_id: null,
    sub_issues_count: 0,
    attachment_count: 0,
    link_count: 0,
    is_subscribed: false,
    shop: null,
    shops: [],
    customer: null,
    customers: [],
    budget_source: null,
    budget_source_display: null,
    budget_source_options: [],
    is_revision: false,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    created_by: 'u1',
    updated_by: 'u1',
    ...overrides,
  };
}
