import {
  REACTION_EXISTS_MESSAGE,
  AppError,
  type CommentReaction,
  type UserLite,
  type WorkItemReaction,
  isUuid,
} from '@keel/core';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import { commentReactions, workItemComments, workItemReactions } from '#server/db/schema';
import { activityBase } from '../kernel/activity';
import { insertActivities } from '../kernel/work-items.queries';
import { type Actor } from '../kernel/actor';
import { visibleWorkItemId } from '../kernel/loading';
import { loadUserLites } from '../kernel/present';

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

type ReactionRow = typeof workItemReactions.$inferSelect;
type CommentReactionRow = typeof commentReactions.$inferSelect;

function actorOf(people: Map<string, UserLite>, id: string): UserLite {
  return (
    people.get(id) ?? {
      id,
      first_name: '',
      last_name: '',
      display_name: '',
      avatar: null,
      is_bot: false,
    }
  );
}

/** Work-item reactions in the wire shape, with their actors. */
export async function presentWorkItemReactions(
  db: Executor,
  rows: ReactionRow[],
): Promise<WorkItemReaction[]> {
  const people = await loadUserLites(
    db,
    rows.map((row) => row.actor_id),
  );
  return rows.map((row) => ({
    id: row.id,
    actor: row.actor_id,
    actor_detail: actorOf(people, row.actor_id),
    issue: row.work_item_id,
    reaction: row.reaction,
    created_at: row.created_at.toISOString(),
  }));
}

/** Comment reactions in the wire shape, with their actors. */
export async function presentCommentReactions(
  db: Executor,
  rows: CommentReactionRow[],
): Promise<CommentReaction[]> {
  const people = await loadUserLites(
    db,
    rows.map((row) => row.actor_id),
  );
  return rows.map((row) => ({
    id: row.id,
    actor: row.actor_id,
    actor_detail: actorOf(people, row.actor_id),
    comment: row.comment_id,
    reaction: row.reaction,
    created_at: row.created_at.toISOString(),
  }));
}

/** The reactions of work items of one project, oldest first (the `issue_reactions` expansion). */
export async function reactionsOfWorkItem(
  db: Executor,
  scope: { workspaceId: string; projectId: string; workItemId: string },
): Promise<WorkItemReaction[]> {
  const rows = await db
    .select()
    .from(workItemReactions)
    .where(
      and(
        eq(workItemReactions.workspace_id, scope.workspaceId),
        eq(workItemReactions.project_id, scope.projectId),
        eq(workItemReactions.work_item_id, scope.workItemId),
      ),
    )
    .orderBy(asc(workItemReactions.created_at));
  return presentWorkItemReactions(db, rows);
}

/** Reactions of comments, by comment id, oldest first. */
export async function reactionsOfComments(
  db: Executor,
  scope: { workspaceId: string; commentIds: string[] },
): Promise<Map<string, CommentReaction[]>> {
  const byComment = new Map<string, CommentReaction[]>();
  if (scope.commentIds.length === 0) return byComment;
  const rows = await db
    .select()
    .from(commentReactions)
    .where(
      and(
        eq(commentReactions.workspace_id, scope.workspaceId),
        inArray(commentReactions.comment_id, scope.commentIds),
      ),
    )
    .orderBy(asc(commentReactions.created_at));
  for (const reaction of await presentCommentReactions(db, rows)) {
    const list = byComment.get(reaction.comment) ?? [];
    list.push(reaction);
    byComment.set(reaction.comment, list);
  }
  return byComment;
}

function refuseDuplicate(): never {
  throw new AppError('VALIDATION_ERROR', {
    message: `reaction: ${REACTION_EXISTS_MESSAGE}`,
    field: 'reaction',
  });
}

/** Lists a work item's reactions. */
export async function listWorkItemReactions(options: {
  db: Executor;
  actor: Actor;
  id: string;
}): Promise<WorkItemReaction[]> {
  const { db, actor } = options;
  const workItemId = await visibleWorkItemId(db, actor, options.id);
  return reactionsOfWorkItem(db, {
    workspaceId: actor.project.workspace_id,
    projectId: actor.project.id,
    workItemId,
  });
}

/**
 * Adds the actor's reaction to a work item: one per emoji per person, a second one refused as
 * Plane refuses it. Records a `reaction` activity (left out of the history, as in Plane).
 */
export async function addWorkItemReaction(options: {
  db: Database;
  actor: Actor;
  id: string;
  reaction: string;
}): Promise<WorkItemReaction> {
  const { db, actor, reaction } = options;
  const row = await db.transaction(async (tx) => {
    const workItemId = await visibleWorkItemId(tx, actor, options.id);
    const [inserted] = await tx
      .insert(workItemReactions)
      .values({
        workspace_id: actor.project.workspace_id,
        project_id: actor.project.id,
        work_item_id: workItemId,
        actor_id: actor.userId,
        reaction,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) refuseDuplicate();
    await insertActivities(tx, [
      {
        ...activityBase(actor, workItemId, new Date()),
        verb: 'created',
        field: 'reaction',
        new_value: reaction,
        comment: 'added the reaction',
      },
    ]);
    return inserted;
  });
  const [presented] = await presentWorkItemReactions(db, [row]);
  if (!presented) throw new AppError('INTERNAL');
  return presented;
}

/** Removes the actor's own reaction with this code; anyone else's stays (404 for none). */
export async function removeWorkItemReaction(options: {
  db: Database;
  actor: Actor;
  id: string;
  reaction: string;
}): Promise<void> {
  const { db, actor, reaction } = options;
  await db.transaction(async (tx) => {
    const workItemId = await visibleWorkItemId(tx, actor, options.id);
    const removed = await tx
      .delete(workItemReactions)
      .where(
        and(
          eq(workItemReactions.workspace_id, actor.project.workspace_id),
          eq(workItemReactions.work_item_id, workItemId),
          eq(workItemReactions.actor_id, actor.userId),
          eq(workItemReactions.reaction, reaction),
        ),
      )
      .returning({ id: workItemReactions.id });
    if (removed.length === 0) throw new AppError('REACTION_NOT_FOUND');
    await insertActivities(tx, [
      {
        ...activityBase(actor, workItemId, new Date()),
        verb: 'deleted',
        field: 'reaction',
        old_value: reaction,
        comment: 'removed the reaction',
      },
    ]);
  });
}

/** Lists a comment's reactions. */
export async function listCommentReactions(options: {
  db: Executor;
  actor: Actor;
  commentId: string;
}): Promise<CommentReaction[]> {
  const { db, actor } = options;
  const comment = await visibleComment(db, actor, options.commentId);
  const byComment = await reactionsOfComments(db, {
    workspaceId: actor.project.workspace_id,
    commentIds: [comment.id],
  });
  return byComment.get(comment.id) ?? [];
}

/** Adds the actor's reaction to a comment: one per emoji per person. */
export async function addCommentReaction(options: {
  db: Database;
  actor: Actor;
  commentId: string;
  reaction: string;
}): Promise<CommentReaction> {
  const { db, actor, reaction } = options;
  const row = await db.transaction(async (tx) => {
    const comment = await visibleComment(tx, actor, options.commentId);
    const [inserted] = await tx
      .insert(commentReactions)
      .values({
        workspace_id: actor.project.workspace_id,
        project_id: actor.project.id,
        comment_id: comment.id,
        actor_id: actor.userId,
        reaction,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) refuseDuplicate();
    await insertActivities(tx, [
      {
        ...activityBase(actor, comment.work_item_id, new Date()),
        verb: 'created',
        field: 'reaction',
        new_value: reaction,
        comment_id: comment.id,
        comment: 'added the reaction to a comment',
      },
    ]);
    return inserted;
  });
  const [presented] = await presentCommentReactions(db, [row]);
  if (!presented) throw new AppError('INTERNAL');
  return presented;
}

/** Removes the actor's own reaction to a comment. */
export async function removeCommentReaction(options: {
  db: Database;
  actor: Actor;
  commentId: string;
  reaction: string;
}): Promise<void> {
  const { db, actor, reaction } = options;
  await db.transaction(async (tx) => {
    const comment = await visibleComment(tx, actor, options.commentId);
    const removed = await tx
      .delete(commentReactions)
      .where(
        and(
          eq(commentReactions.workspace_id, actor.project.workspace_id),
          eq(commentReactions.comment_id, comment.id),
          eq(commentReactions.actor_id, actor.userId),
          eq(commentReactions.reaction, reaction),
        ),
      )
      .returning({ id: commentReactions.id });
    if (removed.length === 0) throw new AppError('REACTION_NOT_FOUND');
    await insertActivities(tx, [
      {
        ...activityBase(actor, comment.work_item_id, new Date()),
        verb: 'deleted',
        field: 'reaction',
        old_value: reaction,
        comment_id: comment.id,
        comment: 'removed the reaction from a comment',
      },
    ]);
  });
}
