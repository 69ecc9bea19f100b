import {
  AppError,
  type CreateExportBody,
  type CreateExportResponse,
  CursorError,
  EXPORT_HISTORY_DEFAULT_PAGE_SIZE,
  EXPORT_HISTORY_MAX_PAGE_SIZE,
  EXPORT_STARTED_MESSAGE,
  ISSUE_EXPORT_TYPE,
  type ExportHistoryQuery,
  type ExportProvider,
  type ExportStatus,
  type ExporterHistory,
  type ExporterHistoryPage,
  ROLE,
  actingProjectRole,
  exportContentType,
  isUuid,
  parseCursor,
} from '@keel/core';
import { type SQL, and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import { exporterHistories, projectMembers, projects } from '#server/db/schema';
import { type AssetStorage, LocalAssetStorage } from '#server/domains/assets';
import type { WorkspaceMemberRow, WorkspaceRow } from '#server/plugins/access';
import type { SessionUser } from '#server/lib/sessions';
import { loadUserLites } from '#server/lib/user-lites';
import { enqueueExport } from './export-queue';

export type ExportRow = typeof exporterHistories.$inferSelect;

/** A project the person is an active member of, with the role they act with in it. */
interface ProjectAccess {
  id: string;
  role: number;
  archived: boolean;
}

/** The person's active memberships of the workspace's live projects, oldest project first. */
export async function projectAccessOf(
  db: Executor,
  options: { workspaceId: string; userId: string; workspaceRole: number },
): Promise<ProjectAccess[]> {
  const rows = await db
    .select({
      id: projects.id,
      archived_at: projects.archived_at,
      role: projectMembers.role,
      original_role: projectMembers.original_role,
    })
    .from(projects)
    .innerJoin(
      projectMembers,
      and(
        eq(projectMembers.project_id, projects.id),
        eq(projectMembers.member_id, options.userId),
        eq(projectMembers.is_active, true),
      ),
    )
    .where(and(eq(projects.workspace_id, options.workspaceId), sql`${projects.deleted_at} is null`))
    .orderBy(projects.created_at, projects.id);
  return rows.map((row) => ({
    id: row.id,
    role: actingProjectRole(options.workspaceRole, row) ?? ROLE.guest,
    archived: row.archived_at !== null,
  }));
}

/** Whether a role may export a project's work items: members and admins (Plane), not guests. */
function mayExport(role: number): boolean {
  return role >= ROLE.member;
}

/**
 * The projects an export covers. None asked: every live, unarchived project the person is a
 * member or admin of (Plane). Otherwise each one must be a project they are an active member of
 * (400 naming `project` when it is not, as for a project they cannot see) with at least the member
 * role (403 naming `project` for a guest).
 */
async function resolveExportProjects(
  db: Executor,
  options: { workspaceId: string; userId: string; workspaceRole: number; asked: string[] },
): Promise<string[]> {
  const access = await projectAccessOf(db, options);
  if (options.asked.length === 0) {
    const all = access.filter((project) => !project.archived && mayExport(project.role));
    if (all.length === 0) {
      throw new AppError('VALIDATION_ERROR', {
        message: 'project: You are not a member of any project to export',
        field: 'project',
      });
    }
    return all.map((project) => project.id);
  }
  const byId = new Map(access.map((project) => [project.id, project]));
  const chosen: string[] = [];
  for (const id of new Set(options.asked)) {
    const project = isUuid(id) ? byId.get(id.toLowerCase()) : undefined;
    if (!project) {
      throw new AppError('VALIDATION_ERROR', {
        message: `project: Project ${id} not found`,
        field: 'project',
      });
    }
    if (!mayExport(project.role)) {
      // Guests of the project may not export it (Plane: members and admins).
      throw new AppError('FORBIDDEN', { field: 'project' });
    }
    chosen.push(project.id);
  }
  return chosen;
}

/** Whether a completed export's file is past its expiry (the schedule may not have run yet). */
function isPastExpiry(row: ExportRow, now: Date): boolean {
  return row.expires_at !== null && row.expires_at.getTime() <= now.getTime();
}

/** The status as people see it: a completed export past its expiry is expired. */
export function effectiveStatus(row: ExportRow, now: Date = new Date()): ExportStatus {
  const status = row.status as ExportStatus;
  return status === 'completed' && isPastExpiry(row, now) ? 'expired' : status;
}

/** Where an export is downloaded from: Keel's path that checks access and redirects. */
export function exportDownloadPath(slug: string, exportId: string): string {
  return `/api/workspaces/${slug}/export-issues/${exportId}/download/`;
}

async function presentExports(
  db: Executor,
  rows: ExportRow[],
  slug: string,
): Promise<ExporterHistory[]> {
  const people = await loadUserLites(
    db,
    rows.map((row) => row.initiated_by_id),
  );
  const now = new Date();
  return rows.map((row) => {
    const status = effectiveStatus(row, now);
    return {
      id: row.id,
      name: row.name,
      type: row.type,
      workspace: row.workspace_id,
      project: row.project,
      provider: row.provider as ExportProvider,
      status,
      reason: row.reason,
      url: status === 'completed' ? exportDownloadPath(slug, row.id) : null,
      token: row.token,
      multiple: row.multiple,
      rows_done: row.rows_done,
      rows_total: row.rows_total,
      file_name: row.file_name,
      size: row.size,
      completed_at: row.completed_at?.toISOString() ?? null,
      expires_at: row.expires_at?.toISOString() ?? null,
      initiated_by: row.initiated_by_id,
      initiated_by_detail: people.get(row.initiated_by_id) ?? null,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      created_by: row.created_by_id,
      updated_by: row.updated_by_id,
    };
  });
}

/**
 * Starts an export (Plane's `export-issues/` POST): checks the projects, writes the history row
 * (queued) and hands it to the background jobs, which write the file.
 */
export async function createExport(options: {
  db: Database;
  user: SessionUser;
  workspace: WorkspaceRow;
  membership: WorkspaceMemberRow;
  body: CreateExportBody;
}): Promise<CreateExportResponse> {
  const { db, user, workspace, membership, body } = options;
  const projectIds = await resolveExportProjects(db, {
    workspaceId: workspace.id,
    userId: user.id,
    workspaceRole: membership.role,
    asked: body.project ?? [],
  });
  const [row] = await db
    .insert(exporterHistories)
    .values({
      workspace_id: workspace.id,
      type: ISSUE_EXPORT_TYPE,
      project: projectIds,
      provider: body.provider,
      multiple: body.multiple ?? false,
      initiated_by_id: user.id,
      created_by_id: user.id,
      updated_by_id: user.id,
    })
    .returning();
  if (!row) throw new Error('The export was not written');
  let sent = row;
  try {
    await enqueueExport(row.id);
  } catch (error) {
    const [failed] = await db
      .update(exporterHistories)
      .set({ status: 'failed', reason: 'The export could not be queued' })
      .where(eq(exporterHistories.id, row.id))
      .returning();
    sent = failed ?? row;
    if (!failed) throw error;
  }
  const [presented] = await presentExports(db, [sent], workspace.slug);
  if (!presented) throw new Error('The export was not presented');
  return { message: EXPORT_STARTED_MESSAGE, export: presented };
}

/**
 * Exports the person may see and download: their own, and any whose projects they are all a
 * member or admin of (so an export never shows them work items they could not export).
 */
function visibleTo(options: { workspaceId: string; userId: string; workspaceRole: number }): SQL {
  const { workspaceId, userId, workspaceRole } = options;
  const isAdmin = workspaceRole >= ROLE.admin;
  return sql`${exporterHistories.workspace_id} = ${workspaceId} and (
    ${exporterHistories.initiated_by_id} = ${userId}
    or ${exporterHistories.project} <@ array(
      select pm.project_id from project_members pm
      join projects p on p.id = pm.project_id and p.deleted_at is null
      where pm.workspace_id = ${workspaceId} and pm.member_id = ${userId} and pm.is_active
        and (${isAdmin} or coalesce(pm.original_role, pm.role) >= ${ROLE.member})))`;
}

/** The workspace's export history the person may see, newest first, as Plane paginates it. */
export async function listExports(options: {
  db: Database;
  user: SessionUser;
  workspace: WorkspaceRow;
  membership: WorkspaceMemberRow;
  query: ExportHistoryQuery;
}): Promise<ExporterHistoryPage> {
  const { db, user, workspace, membership, query } = options;
  let cursor;
  try {
    cursor = query.cursor ? parseCursor(query.cursor) : undefined;
  } catch (error) {
    if (error instanceof CursorError) throw new AppError('INVALID_CURSOR', { field: 'cursor' });
    throw error;
  }
  const perPage = Math.min(
    query.per_page ?? cursor?.perPage ?? EXPORT_HISTORY_DEFAULT_PAGE_SIZE,
    EXPORT_HISTORY_MAX_PAGE_SIZE,
  );
  const page = cursor?.page ?? 0;
  const where = visibleTo({
    workspaceId: workspace.id,
    userId: user.id,
    workspaceRole: membership.role,
  });
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(exporterHistories)
      .where(where)
      .orderBy(desc(exporterHistories.created_at), desc(exporterHistories.id))
      .limit(perPage)
      .offset(page * perPage),
    db.select({ total: count() }).from(exporterHistories).where(where),
  ]);
  const total = totals[0]?.total ?? 0;
  const size = String(perPage);
  return {
    results: await presentExports(db, rows, workspace.slug),
    next_cursor: `${size}:${String(page + 1)}:0`,
    prev_cursor: `${size}:${String(Math.max(page - 1, 0))}:0`,
    next_page_results: (page + 1) * perPage < total,
    prev_page_results: page > 0,
    count: rows.length,
    total_pages: Math.ceil(total / perPage),
    total_results: total,
    extra_stats: null,
  };
}

/** One export the person may see; 404 otherwise. */
async function visibleExport(
  db: Executor,
  options: { workspaceId: string; userId: string; workspaceRole: number; exportId: string },
): Promise<ExportRow> {
  if (!isUuid(options.exportId)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select()
    .from(exporterHistories)
    .where(and(eq(exporterHistories.id, options.exportId), visibleTo(options)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * The signed, expiring link of a completed export's file: a presigned S3 GET, or Keel's own file
 * route for local storage. 404 while it is not ready, and once it has expired.
 */
export async function exportDownloadUrl(options: {
  db: Database;
  storage: AssetStorage;
  user: SessionUser;
  workspace: WorkspaceRow;
  membership: WorkspaceMemberRow;
  exportId: string;
  linkSeconds: number;
}): Promise<string> {
  const { db, storage, user, workspace, membership, exportId, linkSeconds } = options;
  const row = await visibleExport(db, {
    workspaceId: workspace.id,
    userId: user.id,
    workspaceRole: membership.role,
    exportId,
  });
  // Not written yet, failed, or expired (its file deleted): there is nothing to download.
  if (effectiveStatus(row) !== 'completed' || !row.key || !row.file_name) {
    throw new AppError('NOT_FOUND');
  }
  const provider = row.provider as ExportProvider;
  if (storage instanceof LocalAssetStorage) {
    const until = Math.floor(Date.now() / 1000) + linkSeconds;
    const expires = Math.min(until, Math.floor((row.expires_at?.getTime() ?? 0) / 1000));
    const signature = storage.signer.sign('export', row.id, expires);
    return `/api/export-files/${row.id}/?expires=${String(expires)}&signature=${signature}`;
  }
  return storage.presignDownload(
    {
      id: row.id,
      key: row.key,
      contentType: exportContentType(provider, row.file_name),
      name: row.file_name,
    },
    'attachment',
  );
}
