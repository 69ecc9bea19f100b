import {
  AppError,
  COMMENT_REQUIRED_MESSAGE,
  type CreateCommentBody,
  ROLE,
  type UpdateCommentBody,
  type WorkItemComment,
  mentionedUserIds,
} from '@keel/core';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import { workItemCommentMentions, workItemComments, workspaceMembers } from '#server/db/schema';
import { cleanDescription } from '../kernel/description';
import { activityBase } from '../kernel/activity';
import { loadUserLites } from '#server/lib/user-lites';
import { reactionsOfComments, visibleComment } from '../reactions/reactables';
import { visibleWorkItemId } from '../kernel/loading';
import { addSubscribers, insertActivities } from '../kernel/work-items.queries';
import type { Actor } from '../kernel/actor';

type CommentRow = typeof workItemComments.$inferSelect;

/** Comments in the wire shape, with their authors and reactions. */
export async function presentComments(
  db: Executor,
  workspaceId: string,
  rows: CommentRow[],
): Promise<WorkItemComment[]> {
  const people = await loadUserLites(
    db,
    rows.flatMap((row) => (row.actor_id ? [row.actor_id] : [])),
  );
  const reactions = await reactionsOfComments(db, {
    workspaceId,
    commentIds: rows.map((row) => row.id),
  });
  return rows.map((row) => ({
    id: row.id,
    issue: row.work_item_id,
    project: row.project_id,
    workspace: row.workspace_id,
    actor: row.actor_id,
    actor_detail: row.actor_id ? (people.get(row.actor_id) ?? null) : null,
    comment_html: row.comment_html,
    comment_stripped: row.comment_stripped,
    access: row.access === 'EXTERNAL' ? 'EXTERNAL' : 'INTERNAL',
    edited_at: row.edited_at?.toISOString() ?? null,
    comment_reactions: reactions.get(row.id) ?? [],
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    created_by: row.created_by_id,
    updated_by: row.updated_by_id,
  }));
}

async function presentOne(db: Executor, row: CommentRow): Promise<WorkItemComment> {
  const [presented] = await presentComments(db, row.workspace_id, [row]);
  if (!presented) throw new AppError('INTERNAL');
  return presented;
}

const NON_TEXT_CONTENT = /<(?:img|image-component|mention-component)\b/i;

/** A comment's HTML made safe, refused when nothing is left to read (400 naming comment_html). */
function cleanComment(html: string): { html: string; stripped: string } {
  const cleaned = cleanDescription(html);
  if (cleaned.stripped === '' && !NON_TEXT_CONTENT.test(cleaned.html))
    throw new AppError('VALIDATION_ERROR', {
      message: `comment_html: ${COMMENT_REQUIRED_MESSAGE}`,
      field: 'comment_html',
    });
  return cleaned;
}

/**
 * Records who a comment mentions: the workspace's active members among the ids its HTML names
 * (anyone else is ignored), replacing what an earlier version of the comment mentioned.
 */
async function storeMentions(db: Executor, comment: CommentRow): Promise<void> {
  await db
    .delete(workItemCommentMentions)
    .where(eq(workItemCommentMentions.comment_id, comment.id));
  const named = mentionedUserIds(comment.comment_html);
  if (named.length === 0) return;
  const members = await db
    .select({ id: workspaceMembers.member_id })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspace_id, comment.workspace_id),
        eq(workspaceMembers.is_active, true),
        inArray(
          workspaceMembers.member_id,
          named.filter((id) => /^[0-9a-f-]{36}$/i.test(id)),
        ),
      ),
    );
  if (members.length === 0) return;
  await db.insert(workItemCommentMentions).values(
    members.map((member) => ({
      comment_id: comment.id,
      mention_id: member.id,
      workspace_id: comment.workspace_id,
    })),
  );
}

/** A work item's live comments, oldest first. */
export async function listComments(options: {
  db: Executor;
  actor: Actor;
  id: string;
}): Promise<WorkItemComment[]> {
  const { db, actor } = options;
  const workItemId = await visibleWorkItemId(db, actor, options.id);
  const rows = await db
    .select()
    .from(workItemComments)
    .where(
      and(
        eq(workItemComments.workspace_id, actor.project.workspace_id),
        eq(workItemComments.project_id, actor.project.id),
        eq(workItemComments.work_item_id, workItemId),
        isNull(workItemComments.deleted_at),
      ),
    )
    .orderBy(asc(workItemComments.created_at));
  return presentComments(db, actor.project.workspace_id, rows);
}

/** One comment of the work item named in the URL. */
export async function getComment(options: {
  db: Executor;
  actor: Actor;
  id: string;
  commentId: string;
}): Promise<WorkItemComment> {
  const comment = await commentOfItem(options.db, options.actor, options.id, options.commentId);
  return presentOne(options.db, comment);
}

async function commentOfItem(db: Executor, actor: Actor, id: string, commentId: string) {
  const comment = await visibleComment(db, actor, commentId);
  if (comment.work_item_id !== id) throw new AppError('COMMENT_NOT_FOUND');
  return comment;
}

/**
 * Comments on a work item the actor can see: the HTML sanitized, mentions of members recorded,
 * the author subscribed to the item, and a `comment` activity written.
 */
export async function createComment(options: {
  db: Database;
  actor: Actor;
  id: string;
  body: CreateCommentBody;
}): Promise<WorkItemComment> {
  const { db, actor, body } = options;
  const { html, stripped } = cleanComment(body.comment_html);
  const row = await db.transaction(async (tx) => {
    const workItemId = await visibleWorkItemId(tx, actor, options.id);
    const now = new Date();
    const [inserted] = await tx
      .insert(workItemComments)
      .values({
        workspace_id: actor.project.workspace_id,
        project_id: actor.project.id,
        work_item_id: workItemId,
        actor_id: actor.userId,
        comment_html: html,
        comment_stripped: stripped,
        access: body.access ?? 'INTERNAL',
        created_by_id: actor.userId,
        updated_by_id: actor.userId,
        created_at: now,
        updated_at: now,
      })
      .returning();
    if (!inserted) throw new AppError('INTERNAL');
    await storeMentions(tx, inserted);
    await addSubscribers(
      tx,
      { id: workItemId, workspaceId: actor.project.workspace_id, projectId: actor.project.id },
      [actor.userId],
    );
    await insertActivities(tx, [
      {
        ...activityBase(actor, workItemId, now),
        verb: 'created',
        field: 'comment',
        new_value: html,
        comment_id: inserted.id,
        comment: 'added a comment',
      },
    ]);
    return inserted;
  });
  return presentOne(db, row);
}

/** Only a comment's author edits it (Plane); `edited_at` moves when the text changes. */
export async function updateComment(options: {
  db: Database;
  actor: Actor;
  id: string;
  commentId: string;
  body: UpdateCommentBody;
}): Promise<WorkItemComment> {
  const { db, actor, body } = options;
  const cleaned = body.comment_html === undefined ? undefined : cleanComment(body.comment_html);
  const row = await db.transaction(async (tx) => {
    const before = await commentOfItem(tx, actor, options.id, options.commentId);
    if (before.actor_id !== actor.userId) throw new AppError('FORBIDDEN');
    const now = new Date();
    const isTextChanged = cleaned !== undefined && cleaned.html !== before.comment_html;
    const [updated] = await tx
      .update(workItemComments)
      .set({
        ...(cleaned ? { comment_html: cleaned.html, comment_stripped: cleaned.stripped } : {}),
        ...(body.access ? { access: body.access } : {}),
        ...(isTextChanged ? { edited_at: now } : {}),
        updated_by_id: actor.userId,
        updated_at: now,
      })
      .where(eq(workItemComments.id, before.id))
      .returning();
    if (!updated) throw new AppError('INTERNAL');
    if (isTextChanged) {
      await storeMentions(tx, updated);
      await insertActivities(tx, [
        {
          ...activityBase(actor, before.work_item_id, now),
          verb: 'updated',
          field: 'comment',
          old_value: before.comment_html,
          new_value: updated.comment_html,
          comment_id: before.id,
          comment: 'updated a comment',
        },
      ]);
    }
    return updated;
  });
  return presentOne(db, row);
}

/** Soft-deletes a comment: its author, or an admin of the project or workspace (Plane). */
export async function deleteComment(options: {
  db: Database;
  actor: Actor;
  id: string;
  commentId: string;
}): Promise<void> {
  const { db, actor } = options;
  await db.transaction(async (tx) => {
    const comment = await commentOfItem(tx, actor, options.id, options.commentId);
    if (comment.actor_id !== actor.userId && actor.role < ROLE.admin)
      throw new AppError('FORBIDDEN');
    const now = new Date();
    await tx
      .update(workItemComments)
      .set({ deleted_at: now, updated_by_id: actor.userId })
      .where(eq(workItemComments.id, comment.id));
    await insertActivities(tx, [
      {
        ...activityBase(actor, comment.work_item_id, now),
        verb: 'deleted',
        field: 'comment',
        old_value: comment.comment_html,
        comment_id: comment.id,
        comment: 'deleted a comment',
      },
    ]);
  });
}
