import { z } from 'zod';

/** What an uploaded file belongs to (spec §3 Assets, Plane's FileAsset.EntityTypeContext). */
export const ASSET_ENTITY_TYPES = [
  'ISSUE_ATTACHMENT',
  'ISSUE_DESCRIPTION',
  'COMMENT_DESCRIPTION',
  'PAGE_DESCRIPTION',
  'PROJECT_COVER',
  'USER_AVATAR',
  'USER_COVER',
  'WORKSPACE_LOGO',
] as const;
export type AssetEntityType = (typeof ASSET_ENTITY_TYPES)[number];

/** Entity types the project endpoint (`assets/v2/workspaces/<slug>/projects/<p>/`) takes. */
export const PROJECT_ASSET_ENTITY_TYPES = [
  'ISSUE_DESCRIPTION',
  'COMMENT_DESCRIPTION',
  'PAGE_DESCRIPTION',
] as const satisfies readonly AssetEntityType[];

/** Entity types the user endpoint (`assets/v2/user-assets/`) takes: a person's own pictures. */
export const USER_ASSET_ENTITY_TYPES = [
  'USER_AVATAR',
  'USER_COVER',
] as const satisfies readonly AssetEntityType[];

/** The user asset routes' id parameter. */
export const UserAssetIdParamsSchema = z.object({ assetId: z.string() });

/** Entity types the workspace endpoint (`assets/v2/workspaces/<slug>/`) takes. */
export const WORKSPACE_ASSET_ENTITY_TYPES = [
  'WORKSPACE_LOGO',
  'PROJECT_COVER',
  'ISSUE_DESCRIPTION',
  'COMMENT_DESCRIPTION',
  'PAGE_DESCRIPTION',
] as const satisfies readonly AssetEntityType[];

/**
 * Images that descriptions, comments, logos and covers may hold (Plane's list). SVG is left out on
 * purpose: these are shown inline, and an SVG can carry script.
 */
export const IMAGE_MIME_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/webp',
  'image/gif',
] as const;

/** Content types an attachment may have (Plane's settings.ATTACHMENT_MIME_TYPES). */
export const ATTACHMENT_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/svg+xml',
  'image/webp',
  'image/tiff',
  'image/bmp',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'text/plain',
  'application/rtf',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.presentation',
  'application/vnd.oasis.opendocument.graphics',
  'application/vnd.oasis.opendocument.database',
  'application/vnd.visio',
  'image/x-portable-graymap',
  'image/x-portable-bitmap',
  'image/x-portable-pixmap',
  'audio/mpeg',
  'audio/wav',
  'audio/ogg',
  'audio/midi',
  'audio/x-midi',
  'audio/aac',
  'audio/flac',
  'audio/x-m4a',
  'video/mp4',
  'video/mpeg',
  'video/ogg',
  'video/webm',
  'video/quicktime',
  'video/x-msvideo',
  'video/x-ms-wmv',
  'application/zip',
  'application/x-rar',
  'application/x-rar-compressed',
  'application/x-tar',
  'application/gzip',
  'application/x-gzip',
  'model/gltf-binary',
  'model/gltf+json',
  'application/octet-stream',
  'font/ttf',
  'font/otf',
  'font/woff',
  'font/woff2',
  'text/css',
  'text/javascript',
  'application/json',
  'text/xml',
  'text/csv',
  'application/xml',
  'application/x-sql',
] as const;

/** The content type sent for a file the browser could not name (File.type is ''). */
export const UNKNOWN_FILE_TYPE = 'application/octet-stream';

/** Longest stored file name, in characters (the extension is kept when a name is cut). */
export const MAX_ASSET_NAME_LENGTH = 200;

/** How long a signed upload or download URL lives when the instance sets nothing (Plane: 3600 s). */
export const DEFAULT_SIGNED_URL_EXPIRATION_S = 3600;

/** Whether a content type may be an attachment. */
export function isAllowedAttachmentType(type: string): boolean {
  return (ATTACHMENT_MIME_TYPES as readonly string[]).includes(type.toLowerCase());
}

/** Whether a content type is an image that may be shown inline. */
export function isInlineImageType(type: string): boolean {
  return (IMAGE_MIME_TYPES as readonly string[]).includes(type.toLowerCase());
}

/** A byte count for people: "512 B", "1.5 KB", "5 MB" (binary units, one decimal at most). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes))} B`;
  const units = ['KB', 'MB', 'GB', 'TB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = Math.round(value * 10) / 10;
  return `${Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1)} ${units[unit] ?? 'TB'}`;
}

/** The refusal for a file above the limit; the same words on the server and in the browser. */
export function fileTooLargeMessage(limit: number): string {
  return `File size exceeds the limit of ${formatFileSize(limit)}`;
}

/** The refusal for an attachment whose content type is not allowed. */
export const INVALID_FILE_TYPE_MESSAGE = 'Invalid file type.';
/** The refusal for an image asset (description, comment, logo, cover) that is not an image. */
export const INVALID_IMAGE_TYPE_MESSAGE =
  'Invalid file type. Only JPEG, PNG, WebP and GIF images are allowed.';

/**
 * A file name safe to store and to send back in Content-Disposition: the last path segment only,
 * without control characters, quotes or backslashes, whitespace collapsed, at most
 * MAX_ASSET_NAME_LENGTH characters with the extension kept. 'file' when nothing is left.
 */
export function sanitizeAssetName(name: string): string {
  const lastSegment = name.split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .replace(/[\p{Cc}\p{Cf}"<>|:*?]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned === '') return 'file';
  const characters = Array.from(cleaned);
  if (characters.length <= MAX_ASSET_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(cleaned.slice(dot)) : [];
  const keep = extension.length < 20 ? extension : [];
  return characters.slice(0, MAX_ASSET_NAME_LENGTH - keep.length).join('') + keep.join('');
}

const AssetNameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(1000, 'name is too long');
const AssetTypeSchema = z
  .string({ error: 'type is required' })
  .trim()
  .min(1, 'type is required')
  .max(255, 'type is too long')
  .transform((type) => type.toLowerCase());
const AssetSizeSchema = z
  .number({ error: 'size must be a number of bytes' })
  .int('size must be a whole number of bytes')
  .positive('size must be greater than 0');

/** `POST assets/v2/…/issues/<id>/attachments/`: the file about to be sent. */
export const AttachmentUploadBodySchema = z.object({
  name: AssetNameSchema,
  type: AssetTypeSchema,
  size: AssetSizeSchema,
});
export type AttachmentUploadBody = z.infer<typeof AttachmentUploadBodySchema>;

/** `POST assets/v2/workspaces/<slug>/[projects/<p>/]`: an image for a description, logo or cover. */
export const AssetUploadBodySchema = AttachmentUploadBodySchema.extend({
  entity_type: z.enum(ASSET_ENTITY_TYPES, {
    error: `entity_type must be one of ${ASSET_ENTITY_TYPES.join(', ')}`,
  }),
  entity_identifier: z.string().trim().max(255, 'entity_identifier is too long').default(''),
});
export type AssetUploadBody = z.infer<typeof AssetUploadBodySchema>;

/** Where the browser sends the file: a multipart POST of `fields` and then `file`. */
export const UploadDataSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type UploadData = z.infer<typeof UploadDataSchema>;

/** An attachment of a work item (Plane's attachment serializer, the fields its client reads). */
export const AttachmentSchema = z.object({
  id: z.string(),
  attributes: z.object({ name: z.string(), type: z.string(), size: z.number() }),
  /** An API path that redirects to a signed, expiring download URL. */
  asset_url: z.string(),
  issue_id: z.string(),
  project_id: z.string(),
  workspace_id: z.string(),
  entity_type: z.string(),
  size: z.number(),
  is_uploaded: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;
export const AttachmentListSchema = z.array(AttachmentSchema);

/** The answer to an upload request: where to send the file and how it will be read. */
export const AssetUploadResponseSchema = z.object({
  upload_data: UploadDataSchema,
  asset_id: z.string(),
  asset_url: z.string(),
});
export type AssetUploadResponse = z.infer<typeof AssetUploadResponseSchema>;

export const AttachmentUploadResponseSchema = AssetUploadResponseSchema.extend({
  attachment: AttachmentSchema,
});
export type AttachmentUploadResponse = z.infer<typeof AttachmentUploadResponseSchema>;

export const WorkspaceAssetParamsSchema = z.object({ slug: z.string() });
export const WorkspaceAssetIdParamsSchema = z.object({ slug: z.string(), assetId: z.string() });
export const ProjectAssetParamsSchema = z.object({ slug: z.string(), projectId: z.string() });
export const ProjectAssetIdParamsSchema = ProjectAssetParamsSchema.extend({ assetId: z.string() });
export const AttachmentParamsSchema = ProjectAssetParamsSchema.extend({ issueId: z.string() });
export const AttachmentIdParamsSchema = AttachmentParamsSchema.extend({ assetId: z.string() });

/** The query of a signed storage URL served by Keel (local storage). */
export const SignedAssetQuerySchema = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().max(200),
  disposition: z.enum(['attachment', 'inline']).optional(),
});

/** `POST assets/v2/workspaces/<slug>/projects/<p>/<entity id>/bulk/`: the entity's new id. */
export const AttachAssetsParamsSchema = ProjectAssetParamsSchema.extend({ entityId: z.string() });

/** The images uploaded while the entity was being written, to tie to it (each once). */
export const AttachAssetsBodySchema = z.object({
  asset_ids: z
    .array(z.uuid('asset_ids must be asset ids'), {
      error: 'asset_ids must be a list of asset ids',
    })
    .min(1, 'No asset ids provided.')
    .max(100, 'At most 100 assets at a time')
    .transform((ids) => [...new Set(ids)]),
});
export type AttachAssetsBody = z.infer<typeof AttachAssetsBodySchema>;
