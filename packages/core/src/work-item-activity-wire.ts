import { z } from 'zod';
import { WorkItemCommentSchema } from './work-item-comments-wire';
import { UserLiteSchema } from './work-item-reactions-wire';

export const WorkItemHistoryParamsSchema = z.object({
  slug: z.string(),
  projectId: z.string(),
  id: z.string(),
});

/** `history/?activity_type=issue-property|issue-comment&created_at__gt=<iso>` (Plane). */
export const WorkItemHistoryQuerySchema = z.object({
  activity_type: z
    .enum(['issue-property', 'issue-comment'], {
      error: 'activity_type must be issue-property or issue-comment',
    })
    .optional(),
  created_at__gt: z.iso
    .datetime({ offset: true, error: 'created_at__gt must be a date and time' })
    .optional(),
});
export type WorkItemHistoryQuery = z.infer<typeof WorkItemHistoryQuerySchema>;

/** Activity fields the history leaves out: they have feeds of their own (Plane). */
export const HISTORY_EXCLUDED_FIELDS = ['comment', 'vote', 'reaction', 'draft'] as const;

/**
 * One recorded change of a work item (Plane's IssueActivitySerializer). `old_value`/`new_value`
 * are readable by people: state, label and assignee names, `IDENT-seq` for parents, rather than
 * the ids, which stay in `old_identifier`/`new_identifier`.
 */
export const WorkItemActivitySchema = z.object({
  id: z.string(),
  issue: z.string(),
  project: z.string(),
  workspace: z.string(),
  /** created, updated, deleted, archived, restored. */
  verb: z.string(),
  /** The field that changed; null for creation and deletion. */
  field: z.string().nullable(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  old_identifier: z.string().nullable(),
  new_identifier: z.string().nullable(),
  /** Plane's English summary, when the writer left one. */
  comment: z.string(),
  issue_comment: z.string().nullable(),
  actor: z.string().nullable(),
  actor_detail: UserLiteSchema.nullable(),
  epoch: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WorkItemActivity = z.infer<typeof WorkItemActivitySchema>;

/** An entry of the merged history: a change or a comment (only comments carry comment_html). */
export const WorkItemHistoryEntrySchema = z.union([WorkItemCommentSchema, WorkItemActivitySchema]);
export type WorkItemHistoryEntry = z.infer<typeof WorkItemHistoryEntrySchema>;
export const WorkItemHistorySchema = z.array(WorkItemHistoryEntrySchema);

/** Whether a history entry is a comment rather than a recorded change. */
export function isCommentEntry(
  entry: WorkItemHistoryEntry,
): entry is z.infer<typeof WorkItemCommentSchema> {
  return 'comment_html' in entry;
}
