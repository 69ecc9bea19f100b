import type {
  V1Project,
  V1ProjectLite,
  V1ProjectMember,
  V1UserLite,
  V1WorkspaceMember,
} from '@keel/core';
import { type ProjectMemberRow, type ProjectRow, type UserRow, iso } from './rows';

/** What a project's v1 shape counts and knows about the caller (Plane's annotations). */
export interface V1ProjectFacts {
  totalMembers: number;
  totalCycles: number;
  totalModules: number;
  /** The caller's active project role, null when they are not a member. */
  memberRole: number | null;
  isDeployed: boolean;
  /** The caller's own place for the project (Plane annotates the member's); absent: the project's. */
  sortOrder?: number;
}

const NO_FACTS: V1ProjectFacts = {
  totalMembers: 0,
  totalCycles: 0,
  totalModules: 0,
  memberRole: null,
  isDeployed: false,
};

/** Plane's v1 ProjectSerializer of a project row. */
export function presentV1Project(project: ProjectRow, facts: V1ProjectFacts = NO_FACTS): V1Project {
  return {
    id: project.id,
    total_members: facts.totalMembers,
    total_cycles: facts.totalCycles,
    total_modules: facts.totalModules,
    is_member: facts.memberRole !== null,
    sort_order: facts.sortOrder ?? project.sort_order,
    member_role: facts.memberRole,
    is_deployed: facts.isDeployed,
    cover_image_url: project.cover_image,
    created_at: project.created_at.toISOString(),
    updated_at: project.updated_at.toISOString(),
    deleted_at: iso(project.deleted_at),
    name: project.name,
    description: project.description,
    description_html: project.description_html,
    network: project.network,
    identifier: project.identifier,
    emoji: null,
    icon_prop: null,
    module_view: project.module_view,
    cycle_view: project.cycle_view,
    issue_views_view: project.issue_views_view,
    page_view: project.page_view,
    intake_view: project.inbox_view,
    is_time_tracking_enabled: project.is_time_tracking_enabled,
    is_issue_type_enabled: false,
    guest_view_all_features: project.guest_view_all_features,
    cover_image: project.cover_image,
    archive_in: project.archive_in,
    close_in: project.close_in,
    logo_props: project.logo_props,
    archived_at: iso(project.archived_at),
    timezone: project.timezone,
    external_source: null,
    external_id: null,
    created_by: project.created_by_id,
    updated_by: project.updated_by_id,
    workspace: project.workspace_id,
    default_assignee: project.default_assignee_id,
    project_lead: project.project_lead_id,
    estimate: project.estimate_id,
    default_state: project.default_state_id,
  };
}

/** Plane's ProjectLiteSerializer (a work item's expanded `project`). */
export function presentV1ProjectLite(project: ProjectRow): V1ProjectLite {
  return {
    id: project.id,
    identifier: project.identifier,
    name: project.name,
    cover_image: project.cover_image,
    icon_prop: null,
    emoji: null,
    description: project.description,
    cover_image_url: project.cover_image,
  };
}

/** Plane's v1 UserLiteSerializer. */
export function presentV1User(user: UserRow): V1UserLite {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    avatar: user.avatar,
    avatar_url: user.avatar,
    display_name: user.display_name,
  };
}

/** `W/members/`: a member as a v1 user with their workspace role. */
export function presentV1WorkspaceMember(user: UserRow, role: number): V1WorkspaceMember {
  return { ...presentV1User(user), role };
}

/** Plane's v1 ProjectMemberSerializer of a membership row. */
export function presentV1ProjectMember(member: ProjectMemberRow): V1ProjectMember {
  return {
    id: member.id,
    member: member.member_id,
    role: member.role,
    project: member.project_id,
    workspace: member.workspace_id,
    is_active: member.is_active,
    created_at: member.created_at.toISOString(),
    updated_at: member.updated_at.toISOString(),
    created_by: member.created_by_id,
    updated_by: member.updated_by_id,
  };
}
