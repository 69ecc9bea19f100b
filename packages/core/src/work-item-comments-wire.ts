import { z } from 'zod';
import { CommentReactionSchema, UserLiteSchema } from './work-item-reactions-wire';

/** Largest comment accepted, in characters of HTML. */
export const MAX_COMMENT_HTML_LENGTH = 200_000;
/** The text of an empty comment refused. */
export const COMMENT_REQUIRED_MESSAGE = 'Comment cannot be empty';

/** INTERNAL comments are for members; EXTERNAL ones also show on published boards (Plane). */
export const COMMENT_ACCESS = ['INTERNAL', 'EXTERNAL'] as const;
export type CommentAccess = (typeof COMMENT_ACCESS)[number];

const CommentHtmlSchema = z
  .string({ error: COMMENT_REQUIRED_MESSAGE })
  .max(MAX_COMMENT_HTML_LENGTH, 'Comment is too long');

export const CreateCommentBodySchema = z.object({
  comment_html: CommentHtmlSchema,
  access: z
    .enum(COMMENT_ACCESS, { error: `access must be one of ${COMMENT_ACCESS.join(', ')}` })
    .optional(),
});
export type CreateCommentBody = z.infer<typeof CreateCommentBodySchema>;

export const UpdateCommentBodySchema = CreateCommentBodySchema.partial();
export type UpdateCommentBody = z.infer<typeof UpdateCommentBodySchema>;

export const WorkItemCommentsParamsSchema = z.object({
  slug: z.string(),
  projectId: z.string(),
  id: z.string(),
});
export const WorkItemCommentParamsSchema = WorkItemCommentsParamsSchema.extend({
  commentId: z.string(),
});

/** A comment (Plane's IssueCommentSerializer): oldest first in lists, soft-deleted ones absent. */
export const WorkItemCommentSchema = z.object({
  id: z.string(),
  issue: z.string(),
  project: z.string(),
  workspace: z.string(),
  actor: z.string().nullable(),
  actor_detail: UserLiteSchema.nullable(),
  comment_html: z.string(),
  comment_stripped: z.string(),
  access: z.enum(COMMENT_ACCESS),
  /** When its author last changed the text; null for a comment never edited. */
  edited_at: z.string().nullable(),
  comment_reactions: z.array(CommentReactionSchema),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type WorkItemComment = z.infer<typeof WorkItemCommentSchema>;
export const WorkItemCommentListSchema = z.array(WorkItemCommentSchema);

/** The `entity_name` of a person mentioned in rich text (Plane's editor). */
export const USER_MENTION_ENTITY = 'user_mention';

/**
 * The HTML of a mention of a person, as Plane's editor writes it and both the editor and the
 * server read it: `<mention-component entity_identifier="<user id>" entity_name="user_mention">`.
 */
export function userMentionHtml(userId: string, label: string): string {
  const escaped = label.replace(/[&<>"]/g, (char) => `&#${String(char.charCodeAt(0))};`);
  return `<mention-component entity_identifier="${userId}" entity_name="${USER_MENTION_ENTITY}" label="${escaped}"></mention-component>`;
}

const MENTION_TAG = /<mention-component\b[^>]*>/gi;
const ATTRIBUTE = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** The ids of the people mentioned in rich text, each once, in order of first mention. */
export function mentionedUserIds(html: string): string[] {
  const ids: string[] = [];
  for (const [tag] of html.matchAll(MENTION_TAG)) {
    const attributes = new Map<string, string>();
    for (const match of tag.matchAll(ATTRIBUTE)) {
      const name = match[1];
      if (name !== undefined) attributes.set(name.toLowerCase(), match[2] ?? match[3] ?? '');
    }
    const id = attributes.get('entity_identifier') ?? attributes.get('id');
    const entity = attributes.get('entity_name') ?? USER_MENTION_ENTITY;
    if (id && entity === USER_MENTION_ENTITY && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
