import { z } from 'zod';

/** A person as Plane's UserLiteSerializer shows them beside what they did. */
export const UserLiteSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  avatar: z.string().nullable(),
  is_bot: z.boolean(),
});
export type UserLite = z.infer<typeof UserLiteSchema>;

/** The text of a refused reaction code. */
export const REACTION_CODE_MESSAGE =
  'reaction must be an emoji as decimal code points, e.g. 128077';
/** A second identical reaction by the same person (Plane's text). */
export const REACTION_EXISTS_MESSAGE = 'Reaction already exists for the user';

/**
 * A reaction as Plane stores it: the emoji's Unicode code points in decimal, joined by '-'
 * ("128077" for a thumbs-up, "10084-65039" for a red heart).
 */
export const ReactionCodeSchema = z
  .string({ error: REACTION_CODE_MESSAGE })
  .trim()
  .regex(/^\d{1,7}(?:-\d{1,7}){0,9}$/, REACTION_CODE_MESSAGE);

export const CreateReactionBodySchema = z.object({ reaction: ReactionCodeSchema });
export type CreateReactionBody = z.infer<typeof CreateReactionBodySchema>;

export const WorkItemReactionParamsSchema = z.object({
  slug: z.string(),
  projectId: z.string(),
  id: z.string(),
});
export const WorkItemReactionCodeParamsSchema = WorkItemReactionParamsSchema.extend({
  reactionCode: z.string(),
});
export const CommentReactionParamsSchema = z.object({
  slug: z.string(),
  projectId: z.string(),
  commentId: z.string(),
});
export const CommentReactionCodeParamsSchema = CommentReactionParamsSchema.extend({
  reactionCode: z.string(),
});

/** A work item's reaction (Plane's IssueReactionSerializer; also the `issue_reactions` element). */
export const WorkItemReactionSchema = z.object({
  id: z.string(),
  actor: z.string(),
  actor_detail: UserLiteSchema,
  issue: z.string(),
  reaction: z.string(),
  created_at: z.string(),
});
export type WorkItemReaction = z.infer<typeof WorkItemReactionSchema>;
export const WorkItemReactionListSchema = z.array(WorkItemReactionSchema);

/** A comment's reaction (Plane's CommentReactionSerializer). */
export const CommentReactionSchema = z.object({
  id: z.string(),
  actor: z.string(),
  actor_detail: UserLiteSchema,
  comment: z.string(),
  reaction: z.string(),
  created_at: z.string(),
});
export type CommentReaction = z.infer<typeof CommentReactionSchema>;
export const CommentReactionListSchema = z.array(CommentReactionSchema);

/** The reaction code of an emoji: its code points in decimal joined by '-' (Plane's storage). */
export function emojiToReactionCode(emoji: string): string {
  // Code points, not graphemes, are what Plane stores, so iterate the string by code point.
  const points: string[] = [];
  for (const char of emoji) points.push(String(char.codePointAt(0)));
  return points.join('-');
}

/** The emoji a reaction code stands for; a code that is not one is shown as it is. */
export function reactionCodeToEmoji(code: string): string {
  const points = code.split('-').map(Number);
  if (points.some((point) => !Number.isInteger(point) || point < 0 || point > 0x10ffff))
    return code;
  return String.fromCodePoint(...points);
}
