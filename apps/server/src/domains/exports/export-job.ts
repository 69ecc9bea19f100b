import {
  EXPORT_EXPIRY_DAYS,
  type ExportProvider,
  ROLE,
  exportContentType,
  exportFileName,
} from '@keel/core';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { exporterHistories, workspaceMembers, workspaces } from '#server/db/schema';
import type { AssetStorage } from '#server/domains/assets';
import { toExportRecord } from './export-columns';
import { type ExportOutput, exportOutput } from './export-output';
import { countExportRows, exportProjects, readExportBatch } from './export-rows.queries';
import { projectAccessOf } from './exports.service';

/** Work items read from PostgreSQL at a time: a batch's rows are all a run holds. */
export const EXPORT_BATCH_SIZE = 500;

const DAY_MS = 86_400_000;

/**
 * Writes one export's file (the pg-boss job): claims the queued row, counts its work items, then
 * reads them in keyset batches and streams each through the format's writer into the storage,
 * storing the progress (counted across projects) after every batch. With Plane's `multiple` and
 * more than one project the file is a zip of one file per project, streamed the same way.
 * Completed exports expire EXPORT_EXPIRY_DAYS later; a failure is recorded with its reason and
 * leaves no file. Answers the final status, or null when the row was not waiting (already done by
 * another run, or gone).
 */
export async function runIssueExport(options: {
  db: Database;
  storage: AssetStorage;
  exportId: string;
  batchSize?: number;
  /** Awaited after each batch is read, with its size (tests watch the streaming). */
  onBatch?: (rows: number) => Promise<void> | void;
  now?: () => Date;
}): Promise<'completed' | 'failed' | null> {
  const { db, storage, exportId, onBatch } = options;
  const batchSize = options.batchSize ?? EXPORT_BATCH_SIZE;
  const now = options.now ?? (() => new Date());
  const [row] = await db
    .update(exporterHistories)
    .set({ status: 'processing', rows_done: 0, reason: '' })
    .where(
      and(
        eq(exporterHistories.id, exportId),
        inArray(exporterHistories.status, ['queued', 'processing']),
      ),
    )
    .returning();
  if (!row) return null;
  const provider = row.provider as ExportProvider;
  let key = '';
  let output: ExportOutput | null = null;
  let stored: Promise<number> | null = null;
  try {
    const [workspace] = await db
      .select({ slug: workspaces.slug, role: workspaceMembers.role })
      .from(workspaces)
      .leftJoin(
        workspaceMembers,
        and(
          eq(workspaceMembers.workspace_id, workspaces.id),
          eq(workspaceMembers.member_id, row.initiated_by_id),
          eq(workspaceMembers.is_active, true),
        ),
      )
      .where(eq(workspaces.id, row.workspace_id))
      .limit(1);
    if (!workspace) throw new Error('The workspace is gone');
    // What the person may export now: a membership lost since the request leaves its project out.
    const access = workspace.role
      ? await projectAccessOf(db, {
          workspaceId: row.workspace_id,
          userId: row.initiated_by_id,
          workspaceRole: workspace.role,
        })
      : [];
    const allowed = new Set(
      access.filter((project) => project.role >= ROLE.member).map((project) => project.id),
    );
    const projects = await exportProjects(
      db,
      row.project.filter((id) => allowed.has(id)),
    );
    const total = await countExportRows(
      db,
      projects.map((project) => project.id),
    );
    const isArchive = row.multiple && projects.length > 1;
    const fileName = exportFileName(workspace.slug, isArchive ? 'zip' : provider, now());
    key = `exports/${row.workspace_id}/${row.token}/${fileName}`;
    await db
      .update(exporterHistories)
      .set({ rows_total: total, file_name: fileName, key })
      .where(eq(exporterHistories.id, row.id));

    const writing = exportOutput({ provider, isArchive, modifiedAt: now() });
    output = writing;
    stored = storage.putStream(key, writing.stream, exportContentType(provider, fileName));
    // A failed upload ends the output; the writes below then reject instead of waiting.
    stored.catch((error: unknown) => {
      writing.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    let done = 0;
    for (const project of projects) {
      await writing.startProject(project);
      let after = 0;
      for (;;) {
        const batch = await readExportBatch(db, {
          project,
          afterSequence: after,
          limit: batchSize,
        });
        if (batch.length === 0) break;
        await onBatch?.(batch.length);
        for (const item of batch) await writing.write(toExportRecord(item));
        done += batch.length;
        after = batch[batch.length - 1]?.sequence_id ?? after;
        await db
          .update(exporterHistories)
          .set({ rows_done: done })
          .where(eq(exporterHistories.id, row.id));
        if (batch.length < batchSize) break;
      }
    }
    await writing.finish();
    const size = await stored;
    const completedAt = now();
    await db
      .update(exporterHistories)
      .set({
        status: 'completed',
        rows_done: done,
        rows_total: Math.max(total, done),
        size,
        completed_at: completedAt,
        expires_at: new Date(completedAt.getTime() + EXPORT_EXPIRY_DAYS * DAY_MS),
      })
      .where(eq(exporterHistories.id, row.id));
    return 'completed';
  } catch (error) {
    output?.destroy(error instanceof Error ? error : new Error(String(error)));
    await stored?.catch(() => undefined);
    if (key) await storage.deleteObject(key).catch(() => undefined);
    await db
      .update(exporterHistories)
      .set({
        status: 'failed',
        reason: error instanceof Error ? error.message.slice(0, 500) : 'The export failed',
      })
      .where(eq(exporterHistories.id, row.id));
    return 'failed';
  }
}

/**
 * Deletes the files of completed exports past their expiry and marks them expired (the hourly
 * schedule). Answers how many expired.
 */
export async function expireExports(options: {
  db: Database;
  storage: AssetStorage;
  now?: Date;
}): Promise<number> {
  const { db, storage } = options;
  const now = options.now ?? new Date();
  const due = await db
    .select({ id: exporterHistories.id, key: exporterHistories.key })
    .from(exporterHistories)
    .where(and(eq(exporterHistories.status, 'completed'), lte(exporterHistories.expires_at, now)))
    .limit(1000);
  let expired = 0;
  for (const item of due) {
    if (item.key) await storage.deleteObject(item.key);
    const updated = await db
      .update(exporterHistories)
      .set({ status: 'expired', updated_at: sql`now()` })
      .where(and(eq(exporterHistories.id, item.id), eq(exporterHistories.status, 'completed')))
      .returning({ id: exporterHistories.id });
    expired += updated.length;
  }
  return expired;
}
