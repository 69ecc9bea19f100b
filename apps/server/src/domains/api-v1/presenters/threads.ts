import type { V1Activity, V1Comment, V1Link, WorkItemActivity } from '@keel/core';
import { type ActivityRow, type CommentRow, type LinkRow, iso } from './rows';

/**
 * Plane's v1 IssueCommentSerializer. `isMember`: whether the comment's author is an active member
 * of the project (Plane's annotation).
 */
export function presentV1Comment(comment: CommentRow, isMember = true): V1Comment {
  return {
    id: comment.id,
    is_member: isMember,
    created_at: comment.created_at.toISOString(),
    updated_at: comment.updated_at.toISOString(),
    deleted_at: iso(comment.deleted_at),
    comment_html: comment.comment_html,
    attachments: [],
    access: comment.access,
    external_source: null,
    external_id: null,
    edited_at: iso(comment.edited_at),
    created_by: comment.created_by_id,
    updated_by: comment.updated_by_id,
    project: comment.project_id,
    workspace: comment.workspace_id,
    issue: comment.work_item_id,
    actor: comment.actor_id,
  };
}

/** Plane's v1 IssueLinkSerializer. */
export function presentV1Link(link: LinkRow): V1Link {
  return {
    id: link.id,
    created_at: link.created_at.toISOString(),
    updated_at: link.updated_at.toISOString(),
    deleted_at: iso(link.deleted_at),
    title: link.title,
    url: link.url,
    metadata: link.metadata,
    created_by: link.created_by_id,
    updated_by: link.updated_by_id,
    project: link.project_id,
    workspace: link.workspace_id,
    issue: link.work_item_id,
  };
}

/** Plane's v1 IssueActivitySerializer (activity rows are never edited: updated_at = created_at). */
export function presentV1Activity(activity: ActivityRow): V1Activity {
  return {
    id: activity.id,
    created_at: activity.created_at.toISOString(),
    updated_at: activity.created_at.toISOString(),
    deleted_at: null,
    verb: activity.verb,
    field: activity.field,
    old_value: activity.old_value,
    new_value: activity.new_value,
    comment: activity.comment,
    attachments: [],
    old_identifier: activity.old_identifier,
    new_identifier: activity.new_identifier,
    epoch: activity.epoch,
    project: activity.project_id,
    workspace: activity.workspace_id,
    issue: activity.work_item_id,
    issue_comment: activity.comment_id,
    actor: activity.actor_id,
  };
}

/**
 * Plane's v1 IssueActivitySerializer of an activity as the app's history presents it: values
 * read as names (state, label, person, IDENT-seq), as Plane stores them, the ids kept in
 * old_identifier/new_identifier.
 */
export function presentV1ActivityEntry(activity: WorkItemActivity): V1Activity {
  return {
    id: activity.id,
    created_at: activity.created_at,
    updated_at: activity.updated_at,
    deleted_at: null,
    verb: activity.verb,
    field: activity.field,
    old_value: activity.old_value,
    new_value: activity.new_value,
    comment: activity.comment,
    attachments: [],
    old_identifier: activity.old_identifier,
    new_identifier: activity.new_identifier,
    epoch: activity.epoch,
    project: activity.project,
    workspace: activity.workspace,
    issue: activity.issue,
    issue_comment: activity.issue_comment,
    actor: activity.actor,
  };
}
