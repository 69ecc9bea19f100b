import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, softDeleteColumn } from './columns';
import { projects } from './projects';
import { workItemComments } from './work-item-threads';
import { workItems } from './work-items';
import { workspaces } from './workspaces';

/**
 * An uploaded file (Plane's FileAsset): attachments, images in descriptions and comments, logos,
 * covers and avatars. The row is made when the browser asks to upload (`is_uploaded` false); the
 * browser then sends the file to the storage URL and marks it uploaded. `storage_key` is the
 * object's key in the storage (`<workspace_id>/<32 hex>-<sanitized name>`).
 */
export const fileAssets = pgTable(
  'file_assets',
  {
    id: idColumn(),
    /** Null for user assets (avatars, covers) that belong to no workspace. */
    workspace_id: uuid().references(() => workspaces.id, { onDelete: 'cascade' }),
    project_id: uuid().references(() => projects.id, { onDelete: 'cascade' }),
    work_item_id: uuid().references(() => workItems.id, { onDelete: 'cascade' }),
    comment_id: uuid().references(() => workItemComments.id, { onDelete: 'set null' }),
    /** ISSUE_ATTACHMENT, ISSUE_DESCRIPTION, COMMENT_DESCRIPTION, PAGE_DESCRIPTION, … (spec §3). */
    entity_type: text().notNull(),
    /** The id of the thing the asset belongs to, as the client sent it (may be empty). */
    entity_identifier: text().notNull().default(''),
    storage_key: text().notNull(),
    /** The file name as the user gave it, sanitized. */
    name: text().notNull(),
    content_type: text().notNull(),
    /** Bytes, as announced before the upload and checked by the storage. */
    size: bigint({ mode: 'number' }).notNull(),
    is_uploaded: boolean().notNull().default(false),
    storage_metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ...auditColumns,
    ...softDeleteColumn,
  },
  (table) => [
    index('file_assets_work_item_idx')
      .on(table.work_item_id, table.entity_type)
      .where(sql`${table.deleted_at} IS NULL`),
    index('file_assets_workspace_idx').on(table.workspace_id),
  ],
);
