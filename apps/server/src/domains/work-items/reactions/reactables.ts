import { AppError, isUuid } from '@keel/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { commentReactions, workItemComments, workItemReactions } from '#server/db/schema';
import {
  type ReactionChange,
  type ReactionTarget,
  defineReactable,
  reactionsOf,
} from '#server/domains/reactions';
import { activityBase } from '../kernel/activity';
import { insertActivities } from '../kernel/work-items.queries';
import type { Actor } from '../kernel/actor';
import { visibleWorkItemId } from '../kernel/loading';

/**
 * A live comment of the actor's project on a work item the actor may see; 404 'Not found'
 * otherwise (also for another project's comment).
 */
export async function visibleComment(db: Executor, actor: Actor, commentId: string) {
  const [comment] = isUuid(commentId)
    ? await db
        .select()
        .from(workItemComments)
        .where(
          and(
            eq(workItemComments.id, commentId),
            eq(workItemComments.workspace_id, actor.project.workspace_id),
            eq(workItemComments.project_id, actor.project.id),
            isNull(workItemComments.deleted_at),
          ),
        )
    : [];
  if (!comment) throw new AppError('COMMENT_NOT_FOUND');
  await visibleWorkItemId(db, actor, comment.work_item_id);
  return comment;
}

/**
 * Records an added or removed reaction as a `reaction` activity on the work item (left out of the
 * history, as in Plane); a comment's names the comment.
 */
async function recordReaction(
  change: ReactionChange<Actor, ReactionTarget>,
  on: { workItemId: string; commentId?: string; texts: readonly [string, string] },
) {
  const { actor, reaction, added } = change;
  await insertActivities(change.tx, [
    {
      ...activityBase(actor, on.workItemId, new Date()),
      verb: added ? 'created' : 'deleted',
      field: 'reaction',
      ...(added ? { new_value: reaction } : { old_value: reaction }),
      ...(on.commentId === undefined ? {} : { comment_id: on.commentId }),
      comment: added ? on.texts[0] : on.texts[1],
    },
  ]);
}

/** Reactions to work items (Plane's IssueReaction): any project member who can see the item. */
export const workItemReactable = defineReactable({
  table: workItemReactions,
  entityColumn: workItemReactions.work_item_id,
  wireField: 'issue',
  findVisible: async (db, actor: Actor, id) => ({
    id: await visibleWorkItemId(db, actor, id),
    workspaceId: actor.project.workspace_id,
  }),
  newRow: (actor, target, reaction) => ({
    workspace_id: target.workspaceId,
    project_id: actor.project.id,
    work_item_id: target.id,
    actor_id: actor.userId,
    reaction,
  }),
  onChange: (change) =>
    recordReaction(change, {
      workItemId: change.target.id,
      texts: ['added the reaction', 'removed the reaction'],
    }),
});

/** Reactions to comments (Plane's CommentReaction): anyone who can see the comment's item. */
export const commentReactable = defineReactable({
  table: commentReactions,
  entityColumn: commentReactions.comment_id,
  wireField: 'comment',
  findVisible: async (db, actor: Actor, id) => {
    const comment = await visibleComment(db, actor, id);
    return { id: comment.id, workspaceId: comment.workspace_id, workItemId: comment.work_item_id };
  },
  newRow: (actor, target, reaction) => ({
    workspace_id: target.workspaceId,
    project_id: actor.project.id,
    comment_id: target.id,
    actor_id: actor.userId,
    reaction,
  }),
  onChange: (change) =>
    recordReaction(change, {
      workItemId: change.target.workItemId,
      commentId: change.target.id,
      texts: ['added the reaction to a comment', 'removed the reaction from a comment'],
    }),
});

/** The reactions of a work item, oldest first (the `issue_reactions` expansion). */
export async function reactionsOfWorkItem(
  db: Executor,
  scope: { workspaceId: string; workItemId: string },
) {
  const byItem = await reactionsOf(db, workItemReactable, {
    workspaceId: scope.workspaceId,
    ids: [scope.workItemId],
  });
  return byItem.get(scope.workItemId) ?? [];
}

/** Reactions of comments, by comment id, oldest first. */
export async function reactionsOfComments(
  db: Executor,
  scope: { workspaceId: string; commentIds: string[] },
) {
  return reactionsOf(db, commentReactable, {
    workspaceId: scope.workspaceId,
    ids: scope.commentIds,
  });
}
