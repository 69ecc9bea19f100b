import {
  type CreateExportBody,
  type CreateExportResponse,
  CreateExportResponseSchema,
  type ExporterHistoryPage,
  ExporterHistoryPageSchema,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

/** History rows the screen reads: the newest ones. */
export const EXPORT_HISTORY_PAGE_SIZE = 50;

function base(slug: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/export-issues/`;
}

/** The workspace's newest exports the person may see (Plane's paginated history). */
export function listExports(api: ApiClient, slug: string): Promise<ExporterHistoryPage> {
  const size = String(EXPORT_HISTORY_PAGE_SIZE);
  return api.get(`${base(slug)}?per_page=${size}&cursor=${size}:0:0`, {
    schema: ExporterHistoryPageSchema,
  });
}

/** Starts an export; the job writes the file in the background. */
export function createExport(
  api: ApiClient,
  slug: string,
  body: CreateExportBody,
): Promise<CreateExportResponse> {
  return api.post(base(slug), body, { schema: CreateExportResponseSchema });
}
