import { z } from 'zod';

/** Longest link accepted, in characters (browsers handle about this much in their address bar). */
export const MAX_LINK_URL_LENGTH = 2048;
/** Longest link title accepted, in characters. */
export const MAX_LINK_TITLE_LENGTH = 255;

export const LINK_URL_MESSAGE = 'Must be a web address starting with http:// or https://';
/** A second link with the same address on one work item (Plane's text). */
export const LINK_EXISTS_MESSAGE = 'URL already exists for this Issue';

/** `http://` or `https://`, a host (letters, digits, dots, dashes, an optional port), then anything without spaces. */
const WEB_URL =
  /^https?:\/\/(?:[^\s/?#@]+@)?[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** Whether the text is an absolute http or https address (the only kinds a link may be). */
export function isWebUrl(text: string): boolean {
  return WEB_URL.test(text);
}

const LinkUrlSchema = z
  .string({ error: LINK_URL_MESSAGE })
  .trim()
  .max(MAX_LINK_URL_LENGTH, `Must be at most ${String(MAX_LINK_URL_LENGTH)} characters`)
  .refine(isWebUrl, LINK_URL_MESSAGE);

/** An empty or blank title means "show the address" and is stored as null. */
const LinkTitleSchema = z
  .string()
  .trim()
  .max(MAX_LINK_TITLE_LENGTH, `Must be at most ${String(MAX_LINK_TITLE_LENGTH)} characters`)
  .nullable()
  .transform((title) => (title === null || title === '' ? null : title));

export const CreateWorkItemLinkBodySchema = z.object({
  url: LinkUrlSchema,
  title: LinkTitleSchema.optional(),
});
export type CreateWorkItemLinkBody = z.infer<typeof CreateWorkItemLinkBodySchema>;

export const UpdateWorkItemLinkBodySchema = CreateWorkItemLinkBodySchema.partial();
export type UpdateWorkItemLinkBody = z.infer<typeof UpdateWorkItemLinkBodySchema>;

export const WorkItemLinksParamsSchema = z.object({
  slug: z.string(),
  projectId: z.string(),
  id: z.string(),
});
export const WorkItemLinkParamsSchema = WorkItemLinksParamsSchema.extend({ linkId: z.string() });

/**
 * A link of a work item (Plane's IssueLinkSerializer, `__all__` fields, plus `issue_id` as
 * Plane's web client names it). Lists are newest first; deleted links are absent.
 */
export const WorkItemLinkSchema = z.object({
  id: z.string(),
  url: z.string(),
  /** Null when none was given: the address is shown instead. */
  title: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  issue: z.string(),
  issue_id: z.string(),
  project: z.string(),
  workspace: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type WorkItemLink = z.infer<typeof WorkItemLinkSchema>;

export const WorkItemLinkListSchema = z.array(WorkItemLinkSchema);
