import { z } from 'zod';
import { PAGE_ACCESS } from './permissions/pages';

/** The longest page title. */
export const MAX_PAGE_NAME_LENGTH = 255;
/** The largest document a page may hold: its Yjs state, in bytes (a clear limit, issue 19). */
export const PAGE_DESCRIPTION_MAX_BYTES = 5 * 1024 * 1024;
/** The longest HTML of a page's document, in characters. */
export const PAGE_DESCRIPTION_MAX_HTML = 5_000_000;
/** Versions kept per page (Plane keeps 20). */
export const PAGE_VERSIONS_KEPT = 20;
/** A version is at most this old while an editing session lasts: newer saves update it. */
export const PAGE_VERSION_WINDOW_MS = 10 * 60_000;

const PageAccessSchema = z.union([z.literal(PAGE_ACCESS.public), z.literal(PAGE_ACCESS.private)], {
  error: 'access must be 0 (public) or 1 (private)',
});

/** A page as Plane's PageSerializer answers it (spec §3). */
export const PageSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Plane's description_json; Keel keeps the document as Yjs state and HTML instead. */
  description: z.record(z.string(), z.unknown()),
  owned_by: z.string(),
  access: z.number(),
  color: z.string(),
  label_ids: z.array(z.string()),
  parent: z.string().nullable(),
  is_favorite: z.boolean(),
  is_locked: z.boolean(),
  archived_at: z.string().nullable(),
  workspace: z.string(),
  project_ids: z.array(z.string()),
  view_props: z.record(z.string(), z.unknown()),
  logo_props: z.record(z.string(), z.unknown()),
  sort_order: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type Page = z.infer<typeof PageSchema>;
export const PageListSchema = z.array(PageSchema);

/** One page with its document's HTML (Plane's PageDetailSerializer). */
export const PageDetailSchema = PageSchema.extend({ description_html: z.string() });
export type PageDetail = z.infer<typeof PageDetailSchema>;

const PageNameSchema = z
  .string({ error: 'name must be text' })
  .trim()
  .max(MAX_PAGE_NAME_LENGTH, `name must be at most ${String(MAX_PAGE_NAME_LENGTH)} characters`);
const LabelIdsSchema = z.array(z.uuid('label_ids must be label ids')).max(100);
const HtmlSchema = z
  .string({ error: 'description_html must be text' })
  .max(PAGE_DESCRIPTION_MAX_HTML, 'description_html is too long');

const pageFields = {
  name: PageNameSchema,
  access: PageAccessSchema,
  color: z.string().max(32, 'color is too long'),
  logo_props: z.record(z.string(), z.unknown()),
  view_props: z.record(z.string(), z.unknown()),
  parent: z.uuid('parent must be a page id').nullable(),
  label_ids: LabelIdsSchema,
  /** Plane's write name for label_ids. */
  labels: LabelIdsSchema,
  description_html: HtmlSchema,
};

/** `POST …/pages/`: a new page (everything optional; Plane's clients send `labels`). */
export const CreatePageBodySchema = z.object(pageFields).partial();
export type CreatePageBody = z.infer<typeof CreatePageBodySchema>;

/** `PATCH …/pages/{id}/`: a page's properties (access through its own route too). */
export const UpdatePageBodySchema = z.object(pageFields).partial();
export type UpdatePageBody = z.infer<typeof UpdatePageBodySchema>;

export const PageAccessBodySchema = z.object({ access: PageAccessSchema });

export const MovePageBodySchema = z.object({
  new_project_id: z.uuid('new_project_id must be a project id'),
});

/** `GET …/pages-summary/`: how many pages each tab holds. */
export const PagesSummarySchema = z.object({
  public_pages: z.number(),
  private_pages: z.number(),
  archived_pages: z.number(),
});
export type PagesSummary = z.infer<typeof PagesSummarySchema>;

export const PageArchivedSchema = z.object({ archived_at: z.string() });

/**
 * `PATCH …/pages/{id}/description/`: the document as the editors hold it, its Yjs state in base64
 * with its HTML (Plane's PageBinaryUpdateSerializer; description_json is accepted and ignored).
 */
export const PageDescriptionBodySchema = z.object({
  description_binary: z.string({ error: 'description_binary must be base64 text' }).optional(),
  description_html: HtmlSchema.optional(),
  description_json: z.unknown().optional(),
});
export type PageDescriptionBody = z.infer<typeof PageDescriptionBodySchema>;

/** A version in a page's list (Plane's PageVersionSerializer). */
export const PageVersionSchema = z.object({
  id: z.string(),
  workspace: z.string(),
  page: z.string(),
  last_saved_at: z.string(),
  owned_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type PageVersion = z.infer<typeof PageVersionSchema>;
export const PageVersionListSchema = z.array(PageVersionSchema);

/** One version with its document (Yjs state in base64, null when it had none). */
export const PageVersionDetailSchema = PageVersionSchema.extend({
  description_html: z.string(),
  description_binary: z.string().nullable(),
});
export type PageVersionDetail = z.infer<typeof PageVersionDetailSchema>;

export const PageParamsSchema = z.object({
  slug: z.string(),
  projectId: z.string(),
  pageId: z.string(),
});
export const PageVersionParamsSchema = PageParamsSchema.extend({ versionId: z.string() });
