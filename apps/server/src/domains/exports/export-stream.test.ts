import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exporterHistories } from '#server/db/schema';
import { createAssetStorage } from '#server/domains/assets';
import { createProject, createUser, createWorkspace, signIn } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';
import { runIssueExport } from './export-job';

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
});
