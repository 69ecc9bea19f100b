import { z } from 'zod';
import { UserLiteSchema } from './work-item-reactions-wire';

/**
 * Saves of a description by the same person within this many milliseconds update their newest
 * snapshot instead of adding one (Plane's 10-minute rule).
 */
export const DESCRIPTION_VERSION_MERGE_WINDOW_MS = 10 * 60 * 1000;
/** Largest page of versions (Plane's global paginator). */
export const DESCRIPTION_VERSIONS_MAX_PAGE = 1000;

export const DescriptionVersionsParamsSchema = z.object({
  slug: z.string(),
  projectId: z.string(),
  id: z.string(),
});
export const DescriptionVersionParamsSchema = DescriptionVersionsParamsSchema.extend({
  versionId: z.string(),
});
/** `?cursor=<page size>:<page>:0` (Plane's global paginator). */
export const DescriptionVersionsQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,9}:\d{1,9}:\d{1,9}$/, 'Invalid cursor')
    .optional(),
});

/** A snapshot as the list shows it (no description: fetch one to preview it). */
export const DescriptionVersionSummarySchema = z.object({
  id: z.string(),
  workspace: z.string(),
  project: z.string(),
  issue: z.string(),
  last_saved_at: z.string(),
  owned_by: z.string().nullable(),
  /** Keel adds the owner's name so the list can show who saved without another request. */
  owned_by_detail: UserLiteSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type DescriptionVersionSummary = z.infer<typeof DescriptionVersionSummarySchema>;

/** One snapshot with its content. */
export const DescriptionVersionSchema = DescriptionVersionSummarySchema.extend({
  description_html: z.string(),
  description_stripped: z.string(),
  description_json: z.record(z.string(), z.unknown()),
});
export type DescriptionVersion = z.infer<typeof DescriptionVersionSchema>;

/** Plane's global paginator envelope. */
export const DescriptionVersionPageSchema = z.object({
  prev_cursor: z.string(),
  cursor: z.string(),
  next_cursor: z.string().nullable(),
  prev_page_results: z.boolean(),
  next_page_results: z.boolean(),
  page_count: z.number(),
  total_results: z.number(),
  total_pages: z.number(),
  results: z.array(DescriptionVersionSummarySchema),
});
export type DescriptionVersionPage = z.infer<typeof DescriptionVersionPageSchema>;
