import {
  type CommentReaction,
  CommentReactionSchema,
  type WorkItemComment,
  WorkItemCommentSchema,
  type WorkItemHistoryEntry,
  WorkItemHistorySchema,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

/** Where one work item's sub-resources live. */
import type { WorkItemScope } from '../work-item-scope';

export { type WorkItemScope };

function projectBase({ slug, projectId }: WorkItemScope): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}`;
}

function itemBase(scope: WorkItemScope): string {
  return `${projectBase(scope)}/issues/${encodeURIComponent(scope.workItemId)}`;
}

/** The item's changes and comments merged, oldest first; `after` keeps only what came later. */
export function fetchHistory(
  api: ApiClient,
  scope: WorkItemScope,
  after?: string,
  signal?: AbortSignal,
): Promise<WorkItemHistoryEntry[]> {
  return api.get(`${itemBase(scope)}/history/`, {
    schema: WorkItemHistorySchema,
    query: { created_at__gt: after },
    ...(signal ? { signal } : {}),
  });
}

export function postComment(
  api: ApiClient,
  scope: WorkItemScope,
  html: string,
): Promise<WorkItemComment> {
  return api.post(
    `${itemBase(scope)}/comments/`,
    { comment_html: html },
    { schema: WorkItemCommentSchema },
  );
}

export function patchComment(
  api: ApiClient,
  scope: WorkItemScope,
  commentId: string,
  html: string,
): Promise<WorkItemComment> {
  return api.patch(
    `${itemBase(scope)}/comments/${encodeURIComponent(commentId)}/`,
    { comment_html: html },
    { schema: WorkItemCommentSchema },
  );
}

export async function deleteComment(
  api: ApiClient,
  scope: WorkItemScope,
  commentId: string,
): Promise<void> {
  await api.delete(`${itemBase(scope)}/comments/${encodeURIComponent(commentId)}/`);
}

export function postCommentReaction(
  api: ApiClient,
  scope: WorkItemScope,
  commentId: string,
  reaction: string,
): Promise<CommentReaction> {
  return api.post(
    `${projectBase(scope)}/comments/${encodeURIComponent(commentId)}/reactions/`,
    { reaction },
    { schema: CommentReactionSchema },
  );
}

export async function deleteCommentReaction(
  api: ApiClient,
  scope: WorkItemScope,
  commentId: string,
  reaction: string,
): Promise<void> {
  await api.delete(
    `${projectBase(scope)}/comments/${encodeURIComponent(commentId)}/reactions/${encodeURIComponent(reaction)}/`,
  );
}
