import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exporterHistories } from '#server/db/schema';
import { LocalAssetStorage, createAssetStorage } from '#server/domains/assets';
import { createProject, createUser, createWorkspace, signIn } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';
import { runIssueExport } from './export-job';
import { readZip } from './export-test-zip';

const ROWS = 5000;
const BATCH = 500;

describe('an export of many work items', () => {
  const ctx = useTestApp();

  it('reads them in keyset batches, storing progress after each, and streams the file', async () => {
    const owner = await createUser(ctx.db);
    const workspace = await createWorkspace(ctx.db, owner);
    const project = await createProject(ctx.db, workspace, owner, { identifier: 'BIG' });
    await ctx.db.execute(
      sql`insert into work_items (workspace_id, project_id, sequence_id, name, created_by_id)
        select ${workspace.id}, ${project.id}, n, 'Item ' || n, ${owner.id}
        from generate_series(1, ${ROWS}) as n`,
    );
    const [row] = await ctx.db
      .insert(exporterHistories)
      .values({
        workspace_id: workspace.id,
        project: [project.id],
        provider: 'csv',
        initiated_by_id: owner.id,
      })
      .returning();
    if (!row) throw new Error('no export');

    const batches: number[] = [];
    const progress: number[] = [];
    const status = await runIssueExport({
      db: ctx.db,
      storage: createAssetStorage(ctx.config),
      exportId: row.id,
      batchSize: BATCH,
      onBatch: async (size) => {
        batches.push(size);
        const [current] = await ctx.db
          .select({ done: exporterHistories.rows_done, total: exporterHistories.rows_total })
          .from(exporterHistories)
          .where(eq(exporterHistories.id, row.id));
        expect(current?.total).toBe(ROWS);
        progress.push(current?.done ?? -1);
      },
    });
    expect(status).toBe('completed');
    expect(batches).toEqual(Array.from({ length: ROWS / BATCH }, () => BATCH));
    // Progress was stored batch by batch while the file was being written.
    expect(progress).toEqual(Array.from({ length: ROWS / BATCH }, (_, index) => index * BATCH));

    const [done] = await ctx.db
      .select()
      .from(exporterHistories)
      .where(eq(exporterHistories.id, row.id));
    expect(done).toMatchObject({ status: 'completed', rows_done: ROWS, rows_total: ROWS });
    const { cookie } = await signIn(ctx.db, owner.id);
    const redirect = await ctx.app.inject({
      method: 'GET',
      url: `/api/workspaces/${workspace.slug}/export-issues/${row.id}/download/`,
      headers: { cookie },
    });
    expect(redirect.statusCode).toBe(302);
    const file = await ctx.app.inject({ method: 'GET', url: String(redirect.headers.location) });
    const lines = file.body.split('\r\n').filter((line) => line !== '');
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines[1]).toMatch(/^"BIG-1","/);
    expect(lines[ROWS]).toMatch(new RegExp(`^"BIG-${String(ROWS)}","`));
  });

  it('streams a zip of one file per project into the storage while it reads them', async () => {
    const owner = await createUser(ctx.db);
    const workspace = await createWorkspace(ctx.db, owner);
    const alpha = await createProject(ctx.db, workspace, owner, { name: 'A', identifier: 'ALPHA' });
    const beta = await createProject(ctx.db, workspace, owner, { name: 'B', identifier: 'BETA' });
    const perProject = ROWS / 2;
    for (const project of [alpha, beta]) {
      await ctx.db.execute(
        sql`insert into work_items (workspace_id, project_id, sequence_id, name, created_by_id)
          select ${workspace.id}, ${project.id}, n, 'Item ' || n, ${owner.id}
          from generate_series(1, ${perProject}) as n`,
      );
    }
    const [row] = await ctx.db
      .insert(exporterHistories)
      .values({
        workspace_id: workspace.id,
        project: [alpha.id, beta.id],
        provider: 'csv',
        multiple: true,
        initiated_by_id: owner.id,
      })
      .returning();
    if (!row) throw new Error('no export');
    const storage = createAssetStorage(ctx.config);
    if (!(storage instanceof LocalAssetStorage)) throw new Error('local storage expected');

    /** Bytes of the zip already in storage (its partial file, renamed into place at the end). */
    const storedSoFar = async () => {
      const [current] = await ctx.db
        .select({ key: exporterHistories.key })
        .from(exporterHistories)
        .where(eq(exporterHistories.id, row.id));
      const target = storage.pathOf(current?.key ?? '');
      const names = await readdir(path.dirname(target));
      const partial = names.find(
        (name) => name.startsWith(`${path.basename(target)}.`) && name.endsWith('.part'),
      );
      return partial ? (await stat(path.join(path.dirname(target), partial))).size : -1;
    };

    const progress: number[] = [];
    const stored: number[] = [];
    const status = await runIssueExport({
      db: ctx.db,
      storage,
      exportId: row.id,
      batchSize: BATCH,
      onBatch: async () => {
        const [current] = await ctx.db
          .select({ done: exporterHistories.rows_done })
          .from(exporterHistories)
          .where(eq(exporterHistories.id, row.id));
        progress.push(current?.done ?? -1);
        stored.push(await storedSoFar());
      },
    });
    expect(status).toBe('completed');
    // Progress counts across both projects.
    expect(progress).toEqual(Array.from({ length: ROWS / BATCH }, (_, index) => index * BATCH));
    // The zip reached the storage as it was written: its start from the first batch on, the first
    // project's file before the last batch was read, and all of it only at the end.
    const first = stored[0] ?? -1;
    const last = stored[stored.length - 1] ?? -1;
    expect(first).toBeGreaterThan(0);
    expect(last).toBeGreaterThan(first);

    const [done] = await ctx.db
      .select()
      .from(exporterHistories)
      .where(eq(exporterHistories.id, row.id));
    expect(done).toMatchObject({ status: 'completed', rows_done: ROWS, rows_total: ROWS });
    expect(done?.file_name).toMatch(/\.zip$/);
    expect(done?.size).toBeGreaterThan(last);
    const { cookie } = await signIn(ctx.db, owner.id);
    const redirect = await ctx.app.inject({
      method: 'GET',
      url: `/api/workspaces/${workspace.slug}/export-issues/${row.id}/download/`,
      headers: { cookie },
    });
    const file = await ctx.app.inject({ method: 'GET', url: String(redirect.headers.location) });
    expect(file.headers['content-type']).toBe('application/zip');
    const entries = readZip(file.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual(['ALPHA.csv', 'BETA.csv']);
    for (const entry of entries) {
      const lines = entry.data
        .toString('utf8')
        .split('\r\n')
        .filter((line) => line !== '');
      const prefix = entry.name.replace('.csv', '');
      expect(lines).toHaveLength(perProject + 1);
      expect(lines[1]).toMatch(new RegExp(`^"${prefix}-1","`));
      expect(lines[perProject]).toMatch(new RegExp(`^"${prefix}-${String(perProject)}","`));
    }
  });
});
