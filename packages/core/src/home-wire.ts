import { z } from 'zod';
import { isWebUrl, LINK_URL_MESSAGE, MAX_LINK_URL_LENGTH } from './work-item-links-wire';

/** A new sticky goes this far above the owner's highest one (spec §9: reorder gap 10000). */
export const STICKY_SORT_ORDER_GAP = 10_000;
/** The sort_order of a person's first sticky (Plane's default). */
export const STICKY_FIRST_SORT_ORDER = 65_535;
/** The most stickies a page may hold (the default size is STICKY_DEFAULT_PAGE_SIZE). */
export const STICKY_MAX_PAGE_SIZE = 100;
/** Longest sticky description accepted, in characters of HTML. */
export const MAX_STICKY_HTML_LENGTH = 100_000;
/** How many recent visits are answered (Plane keeps 20 per person and workspace). */
export const RECENT_VISITS_LIMIT = 20;
/** What a recent visit may be of. */
export const RECENT_VISIT_ENTITIES = ['issue', 'page', 'project'] as const;
export type RecentVisitEntity = (typeof RECENT_VISIT_ENTITIES)[number];

const JsonObjectSchema = (field: string) =>
  z
    .record(z.string(), z.unknown(), { error: `${field} must be an object` })
    .refine((value) => JSON.stringify(value).length <= 10_000, `${field} is too large`);

const ColourSchema = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(50, `${field} must be at most 50 characters`)
    .nullable();

export const StickySchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  description: z.record(z.string(), z.unknown()),
  description_html: z.string(),
  description_stripped: z.string(),
  logo_props: z.record(z.string(), z.unknown()),
  color: z.string().nullable(),
  background_color: z.string().nullable(),
  sort_order: z.number(),
  workspace: z.string(),
  owner: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type Sticky = z.infer<typeof StickySchema>;

/** `POST workspaces/<slug>/stickies/`: every field may be left out (an empty sticky). */
export const CreateStickyBodySchema = z.object({
  name: z
    .string({ error: 'name must be text' })
    .trim()
    .max(255, 'name must be at most 255 characters')
    .nullable()
    .optional(),
  description: JsonObjectSchema('description').optional(),
  description_html: z
    .string({ error: 'description_html must be text' })
    .max(
      MAX_STICKY_HTML_LENGTH,
      `description_html must be at most ${String(MAX_STICKY_HTML_LENGTH)} characters`,
    )
    .optional(),
  logo_props: JsonObjectSchema('logo_props').optional(),
  color: ColourSchema('color').optional(),
  background_color: ColourSchema('background_color').optional(),
  sort_order: z.number({ error: 'sort_order must be a number' }).optional(),
});
export type CreateStickyBody = z.infer<typeof CreateStickyBodySchema>;
export const UpdateStickyBodySchema = CreateStickyBodySchema;
export type UpdateStickyBody = z.infer<typeof UpdateStickyBodySchema>;

export const StickyParamsSchema = z.object({ slug: z.string(), stickyId: z.string() });

/** `GET workspaces/<slug>/stickies/?cursor=&per_page=&query=`. */
export const StickyListQuerySchema = z.object({
  cursor: z.string().trim().max(40, 'cursor is too long').optional(),
  per_page: z.coerce
    .number({ error: 'per_page must be a number' })
    .int('per_page must be a whole number')
    .min(1, 'per_page must be at least 1')
    .max(STICKY_MAX_PAGE_SIZE, `per_page must be at most ${String(STICKY_MAX_PAGE_SIZE)}`)
    .optional(),
  query: z.string().trim().max(255, 'query must be at most 255 characters').optional(),
});
export type StickyListQuery = z.infer<typeof StickyListQuerySchema>;

/** Plane's global paginator envelope around a page of stickies, highest sort_order first. */
export const StickyPageSchema = z.object({
  prev_cursor: z.string(),
  cursor: z.string(),
  next_cursor: z.string().nullable(),
  prev_page_results: z.boolean(),
  next_page_results: z.boolean(),
  page_count: z.number(),
  total_results: z.number(),
  total_pages: z.number(),
  results: z.array(StickySchema),
});
export type StickyPage = z.infer<typeof StickyPageSchema>;

/** An address without a scheme is taken as http:// (Plane); any other scheme is refused. */
const QuickLinkUrlSchema = z
  .string({ error: LINK_URL_MESSAGE })
  .trim()
  .max(MAX_LINK_URL_LENGTH, `Must be at most ${String(MAX_LINK_URL_LENGTH)} characters`)
  .transform((url) => (url !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(url) ? `http://${url}` : url))
  .refine(isWebUrl, LINK_URL_MESSAGE);

export const QuickLinkSchema = z.object({
  id: z.string(),
  url: z.string(),
  title: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  workspace: z.string(),
  owner: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type QuickLink = z.infer<typeof QuickLinkSchema>;
export const QuickLinkListSchema = z.array(QuickLinkSchema);

export const CreateQuickLinkBodySchema = z.object({
  url: QuickLinkUrlSchema,
  title: z
    .string({ error: 'title must be text' })
    .trim()
    .max(255, 'title must be at most 255 characters')
    .nullable()
    .transform((title) => (title === null || title === '' ? null : title))
    .optional(),
  metadata: JsonObjectSchema('metadata').optional(),
});
export type CreateQuickLinkBody = z.infer<typeof CreateQuickLinkBodySchema>;
export const UpdateQuickLinkBodySchema = CreateQuickLinkBodySchema.partial();
export type UpdateQuickLinkBody = z.infer<typeof UpdateQuickLinkBodySchema>;

export const QuickLinkParamsSchema = z.object({ slug: z.string(), linkId: z.string() });

/** `GET workspaces/<slug>/recent-visits/?entity_name=`. */
export const RecentVisitQuerySchema = z.object({
  entity_name: z
    .enum(RECENT_VISIT_ENTITIES, {
      error: `entity_name must be one of ${RECENT_VISIT_ENTITIES.join(', ')}`,
    })
    .optional(),
});

/** A visited work item as the recents list shows it (Plane's IssueRecentVisitSerializer). */
export const RecentIssueDataSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.string().nullable(),
  priority: z.string(),
  assignees: z.array(z.string()),
  type: z.string().nullable(),
  sequence_id: z.number(),
  project_id: z.string(),
  project_identifier: z.string().nullable(),
});
/** A visited project (Plane's ProjectRecentVisitSerializer). */
export const RecentProjectDataSchema = z.object({
  id: z.string(),
  name: z.string(),
  logo_props: z.record(z.string(), z.unknown()),
  project_members: z.array(z.string()),
  identifier: z.string(),
});

/** One recent visit; entity_data is null when the thing is gone or no longer visible. */
export const RecentVisitSchema = z.object({
  id: z.string(),
  entity_name: z.string(),
  entity_identifier: z.string(),
  entity_data: z.union([RecentIssueDataSchema, RecentProjectDataSchema]).nullable(),
  visited_at: z.string(),
});
export type RecentVisit = z.infer<typeof RecentVisitSchema>;
export const RecentVisitListSchema = z.array(RecentVisitSchema);
