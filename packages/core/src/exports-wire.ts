import { z } from 'zod';
import { planePageSchema } from './pagination-wire';
import { UserLiteSchema } from './work-item-reactions-wire';

/**
 * Exports of work items (Plane's ExporterHistory and `export-issues/`): a person asks for the
 * work items of some projects as CSV, JSON or XLSX; a background job writes the file, and the
 * history lists it with its progress until its link expires.
 */

/** The file formats an export can be written in (Plane's providers). */
export const EXPORT_PROVIDERS = ['csv', 'json', 'xlsx'] as const;
export type ExportProvider = (typeof EXPORT_PROVIDERS)[number];

/** Where an export stands; `expired` once its file is gone (Plane's statuses, and Keel's expiry). */
export const EXPORT_STATUSES = ['queued', 'processing', 'completed', 'failed', 'expired'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** Plane's only export type for work items. */
export const ISSUE_EXPORT_TYPE = 'issue_exports';

/** Days an export's file is kept and downloadable (Plane's presigned link lasts 7 days). */
export const EXPORT_EXPIRY_DAYS = 7;

/** History rows per page unless per_page says otherwise, and the most a page may hold. */
export const EXPORT_HISTORY_DEFAULT_PAGE_SIZE = 20;
export const EXPORT_HISTORY_MAX_PAGE_SIZE = 100;

/** Most projects one export may name. */
export const EXPORT_MAX_PROJECTS = 500;

/** Plane's answer to an accepted export request. */
export const EXPORT_STARTED_MESSAGE = 'Once the export is ready you will be able to download it';

/** Whether an export is still being written (the history polls while one is). */
export function isExportRunning(status: ExportStatus): boolean {
  return status === 'queued' || status === 'processing';
}

/** The MIME type of each provider's file. */
export const EXPORT_CONTENT_TYPES: Readonly<Record<ExportProvider, string>> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * What an export's stored file is: the provider's format, or a zip holding one file per project
 * in that format (Plane's `multiple` with more than one project).
 */
export type ExportFileFormat = ExportProvider | 'zip';

/** The MIME type of a zip of per-project files. */
export const EXPORT_ARCHIVE_CONTENT_TYPE = 'application/zip';

/** `<workspace slug>-<YYYY-MM-DD>.<ext>`, the date in UTC. */
export function exportFileName(workspaceSlug: string, format: ExportFileFormat, at: Date): string {
  return `${workspaceSlug}-${at.toISOString().slice(0, 10)}.${format}`;
}

/**
 * The MIME type a stored export is served with: a zip when its file name (exportFileName) says
 * so, otherwise the provider's.
 */
export function exportContentType(provider: ExportProvider, fileName: string): string {
  return fileName.toLowerCase().endsWith('.zip')
    ? EXPORT_ARCHIVE_CONTENT_TYPE
    : EXPORT_CONTENT_TYPES[provider];
}

/** Rows done out of the total as a whole percentage, 0 while the total is unknown. */
export function exportProgressPercent(done: number, total: number | null): number {
  if (total === null || total <= 0) return 0;
  return Math.min(100, Math.floor((done / total) * 100));
}

/**
 * `POST workspaces/{slug}/export-issues/` (Plane's body): the provider, the projects (none: every
 * project the caller works in) and Plane's `multiple` flag: with it and more than one project, the
 * file is a zip of one file per project (named by its identifier); without it, one file carrying
 * a project column.
 */
export const CreateExportBodySchema = z.object({
  provider: z.enum(EXPORT_PROVIDERS),
  project: z.array(z.string()).max(EXPORT_MAX_PROJECTS).optional(),
  multiple: z.boolean().optional(),
});
export type CreateExportBody = z.infer<typeof CreateExportBodySchema>;

export const ExportHistoryQuerySchema = z.object({
  per_page: z.coerce.number().int().min(1).max(EXPORT_HISTORY_MAX_PAGE_SIZE).optional(),
  cursor: z.string().optional(),
});
export type ExportHistoryQuery = z.infer<typeof ExportHistoryQuerySchema>;

export const ExportParamsSchema = z.object({ slug: z.string(), exportId: z.string() });

/** One export as the history answers it (Plane's ExporterHistorySerializer, plus progress). */
export const ExporterHistorySchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  type: z.string(),
  workspace: z.string(),
  /** The projects exported, by id. */
  project: z.array(z.string()),
  provider: z.enum(EXPORT_PROVIDERS),
  status: z.enum(EXPORT_STATUSES),
  /** Why it failed; empty otherwise. */
  reason: z.string(),
  /** Where the file is downloaded from (a redirect to a signed link); null until completed. */
  url: z.string().nullable(),
  token: z.string(),
  multiple: z.boolean(),
  /** Work items written so far, and how many there are (null until counted). */
  rows_done: z.number().int(),
  rows_total: z.number().int().nullable(),
  file_name: z.string().nullable(),
  /** The file's size in bytes, once written. */
  size: z.number().nullable(),
  completed_at: z.string().nullable(),
  /** When the file is deleted and the link stops working. */
  expires_at: z.string().nullable(),
  initiated_by: z.string(),
  initiated_by_detail: UserLiteSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type ExporterHistory = z.infer<typeof ExporterHistorySchema>;

export const ExporterHistoryPageSchema = planePageSchema(ExporterHistorySchema);
export type ExporterHistoryPage = z.infer<typeof ExporterHistoryPageSchema>;

/** Plane's answer (a message), with the new history row beside it. */
export const CreateExportResponseSchema = z.object({
  message: z.string(),
  export: ExporterHistorySchema,
});
export type CreateExportResponse = z.infer<typeof CreateExportResponseSchema>;

/** The signed link of a stored export file (local storage), checked by the file route. */
export const SignedExportQuerySchema = z.object({
  expires: z.coerce.number(),
  signature: z.string(),
});
