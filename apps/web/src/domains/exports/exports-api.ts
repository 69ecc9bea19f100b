import {
  type CreateExportBody,
  type CreateExportResponse,
  CreateExportResponseSchema,
  type ExporterHistoryPage,
  ExporterHistoryPageSchema,
  firstCursor,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

/** History rows the screen reads at a time: the newest first, then older ones on request. */
export const EXPORT_HISTORY_PAGE_SIZE = 50;

function base(slug: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/export-issues/`;
}

/**
 * A page of the exports the person may see, newest first (Plane's paginated history): the first
 * page, or the one `cursor` (a page's `next_cursor`) points at.
 */
export function listExports(
  api: ApiClient,
  slug: string,
  cursor: string = firstCursor(EXPORT_HISTORY_PAGE_SIZE),
): Promise<ExporterHistoryPage> {
  const query = new URLSearchParams({ per_page: String(EXPORT_HISTORY_PAGE_SIZE), cursor });
  return api.get(`${base(slug)}?${query.toString()}`, { schema: ExporterHistoryPageSchema });
}

/** Starts an export; the job writes the file in the background. */
export function createExport(
  api: ApiClient,
  slug: string,
  body: CreateExportBody,
): Promise<CreateExportResponse> {
  return api.post(base(slug), body, { schema: CreateExportResponseSchema });
}
