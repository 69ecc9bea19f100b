import { existsSync } from 'node:fs';
import type { CreateExportResponse, ExporterHistory, ExporterHistoryPage } from '@keel/core';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { exporterHistories } from '#server/db/schema';
import { LocalAssetStorage, createAssetStorage } from '#server/domains/assets';
import { useTestApp } from '#server/test/harness';
import { EXPORT_COLUMNS } from './export-columns';
import { expireExports, runIssueExport } from './export-job';
import { TRICKY_TEXT, exportWorld } from './export-test-world';
import { readZip } from './export-test-zip';

type Method = 'GET' | 'POST';

/** RFC 4180 rows: quoted cells with doubled quotes, CRLF between rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}

describe('workspaces/{slug}/export-issues/', () => {
  const ctx = useTestApp();
  let world: Awaited<ReturnType<typeof exportWorld>>;

  beforeAll(async () => {
    world = await exportWorld(ctx.db);
  });

  function call(method: Method, url: string, cookie?: string, payload?: object) {
    return ctx.app.inject({
      method,
      url,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload ? { payload } : {}),
    });
  }

  async function start(cookie: string, payload: object): Promise<ExporterHistory> {
    const response = await call('POST', world.base, cookie, payload);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<CreateExportResponse>();
    expect(body.message).toBe('Once the export is ready you will be able to download it');
    return body.export;
  }

  async function run(exportId: string) {
    const status = await runIssueExport({
      db: ctx.db,
      storage: createAssetStorage(ctx.config),
      exportId,
    });
    if (status === 'failed') {
      const [row] = await ctx.db
        .select({ reason: exporterHistories.reason })
        .from(exporterHistories)
        .where(eq(exporterHistories.id, exportId));
      throw new Error(`export failed: ${row?.reason ?? ''}`);
    }
    return status;
  }

  async function history(cookie: string, query = '') {
    const response = await call('GET', `${world.base}${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ExporterHistoryPage>();
  }

  /** Follows the download redirect to the signed link and answers the file. */
  async function download(cookie: string, exportId: string) {
    const redirect = await call('GET', `${world.base}${exportId}/download/`, cookie);
    expect(redirect.statusCode, redirect.body).toBe(302);
    const location = redirect.headers.location;
    expect(location).toMatch(/^\/api\/export-files\/[0-9a-f-]+\/\?expires=\d+&signature=/);
    const file = await call('GET', String(location));
    expect(file.statusCode, file.body).toBe(200);
    return { file, location: String(location) };
  }

  async function exported(provider: 'csv' | 'json' | 'xlsx', project?: string[]) {
    const started = await start(world.member.cookie, {
      provider,
      project: project ?? [world.project.id],
    });
    expect(await run(started.id)).toBe('completed');
    return { started, ...(await download(world.member.cookie, started.id)) };
  }

  it('refuses anonymous callers', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await call('POST', world.base, undefined, { provider: 'csv' })).statusCode).toBe(401);
    expect((await call('GET', world.base)).statusCode).toBe(401);
    expect((await call('GET', `${world.base}${id}/download/`)).statusCode).toBe(401);
  });

  it('refuses workspace guests and people of another workspace', async () => {
    const guest = await call('POST', world.base, world.guest.cookie, { provider: 'csv' });
    expect(guest.statusCode).toBe(403);
    expect((await call('GET', world.base, world.guest.cookie)).statusCode).toBe(403);
    const outsider = await call('POST', world.base, world.outsider.cookie, { provider: 'csv' });
    expect(outsider.statusCode).toBe(403);
    expect((await call('GET', world.base, world.outsider.cookie)).statusCode).toBe(403);
  });

  it('refuses a project the caller is a guest of, naming project', async () => {
    const response = await call('POST', world.base, world.projectGuest.cookie, {
      provider: 'csv',
      project: [world.project.id],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', field: 'project' });
    const all = await call('POST', world.base, world.projectGuest.cookie, { provider: 'csv' });
    expect(all.statusCode).toBe(400);
    expect(all.json()).toMatchObject({ field: 'project' });
  });

  it('refuses projects the caller cannot see and bad input, naming the field', async () => {
    for (const project of [
      [world.other.id],
      ['not-a-uuid'],
      ['00000000-0000-4000-8000-000000000000'],
    ]) {
      const response = await call('POST', world.base, world.member.cookie, {
        provider: 'csv',
        project,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'project' });
    }
    const provider = await call('POST', world.base, world.member.cookie, { provider: 'pdf' });
    expect(provider.statusCode).toBe(400);
    expect(provider.json()).toMatchObject({ field: 'provider' });
    const cursor = await call('GET', `${world.base}?cursor=nope`, world.member.cookie);
    expect(cursor.statusCode).toBe(400);
  });

  it('writes a CSV with the expected columns, business fields and escaping', async () => {
    const { started, file } = await exported('csv');
    expect(started.status).toBe('queued');
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(file.headers['content-disposition'])).toMatch(
      new RegExp(`attachment; filename="${world.workspace.slug}-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
    );
    const rows = parseCsv(file.body.replace(/^\ufeff/, ''));
    expect(rows[0]).toEqual(EXPORT_COLUMNS.map((column) => column.header));
    expect(rows).toHaveLength(3);
    const record = (row: string[] | undefined) =>
      Object.fromEntries(EXPORT_COLUMNS.map((column, index) => [column.field, row?.[index]]));
    expect(record(rows[1])).toEqual({
      key: 'WEB-1',
      project: 'Web',
      name: 'Login, "fast"',
      description: TRICKY_TEXT,
      state: 'In Progress',
      state_group: 'started',
      priority: 'high',
      assignees: 'Ada, Bob',
      labels: 'API, Bug',
      start_date: '2026-03-01',
      due_date: '2026-03-15',
      cycle: 'Sprint 1',
      modules: 'Auth',
      estimate: '3',
      parent: '',
      created_by: 'Ada',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
      completed_at: '',
      archived: 'No',
      shop: 'Berlin',
      shops: 'Berlin, Paris',
      customer: 'ACME, Inc.',
      customers: 'ACME, Inc.',
      budget_source: 'Capex',
      budget_source_display: 'Capital expenses',
      is_revision: 'Yes',
    });
    // The archived child; a formula-looking name is defused for spreadsheets.
    expect(record(rows[2])).toMatchObject({
      key: 'WEB-2',
      name: "'=SUM(A1)",
      parent: 'WEB-1',
      archived: 'Yes',
      is_revision: 'No',
      assignees: '',
    });
  });

  it('writes JSON as one array of records', async () => {
    const { file } = await exported('json');
    const records = JSON.parse(file.body) as Record<string, unknown>[];
    expect(records.map((record) => record.key)).toEqual(['WEB-1', 'WEB-2']);
    expect(records[0]).toMatchObject({
      name: 'Login, "fast"',
      description: TRICKY_TEXT,
      assignees: ['Ada', 'Bob'],
      labels: ['API', 'Bug'],
      modules: ['Auth'],
      shops: ['Berlin', 'Paris'],
      customers: ['ACME, Inc.'],
      shop: 'Berlin',
      customer: 'ACME, Inc.',
      budget_source: 'Capex',
      budget_source_display: 'Capital expenses',
      is_revision: true,
      archived: false,
      due_date: '2026-03-15',
    });
    expect(records[1]).toMatchObject({ name: '=SUM(A1)', parent: 'WEB-1', archived: true });
  });

  it('writes an XLSX that reads back with its dates and text', async () => {
    const { file } = await exported('xlsx');
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Work items');
    if (!sheet) throw new Error('no sheet');
    expect(sheet.rowCount).toBe(3);
    const header = sheet.getRow(1).values as unknown[];
    expect(header.slice(1)).toEqual(EXPORT_COLUMNS.map((column) => column.header));
    const cell = (row: number, field: string) =>
      sheet.getRow(row).getCell(EXPORT_COLUMNS.findIndex((column) => column.field === field) + 1)
        .value;
    expect(cell(2, 'key')).toBe('WEB-1');
    expect(cell(2, 'description')).toBe(TRICKY_TEXT);
    expect(cell(2, 'customer')).toBe('ACME, Inc.');
    expect(cell(2, 'is_revision')).toBe('Yes');
    expect(cell(2, 'start_date')).toEqual(new Date('2026-03-01T00:00:00.000Z'));
    expect(cell(3, 'name')).toBe('=SUM(A1)');
  });

  it('exports every project of the caller by default into one file with a project column', async () => {
    const started = await start(world.admin.cookie, { provider: 'json' });
    expect([...started.project].sort()).toEqual([world.project.id, world.other.id].sort());
    expect(started.multiple).toBe(false);
    expect(await run(started.id)).toBe('completed');
    const { file } = await download(world.admin.cookie, started.id);
    expect(file.headers['content-type']).toBe('application/json; charset=utf-8');
    const records = JSON.parse(file.body) as { key: string; project: string }[];
    expect(records.map((record) => [record.project, record.key])).toEqual([
      ['Web', 'WEB-1'],
      ['Web', 'WEB-2'],
      ['Zeta', 'ZETA-1'],
    ]);
  });

  it('zips one file per project, named by its identifier, when multiple is set', async () => {
    const started = await start(world.admin.cookie, { provider: 'csv', multiple: true });
    expect(started.multiple).toBe(true);
    expect(await run(started.id)).toBe('completed');
    const listed = (await history(world.admin.cookie, '?per_page=100')).results.find(
      (row) => row.id === started.id,
    );
    // Progress counts the work items of every project.
    expect(listed).toMatchObject({ status: 'completed', rows_done: 3, rows_total: 3 });
    const zipName = new RegExp(`^${world.workspace.slug}-\\d{4}-\\d{2}-\\d{2}\\.zip$`);
    expect(listed?.file_name).toMatch(zipName);

    const { file } = await download(world.admin.cookie, started.id);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(String(file.headers['content-disposition'])).toContain(
      `attachment; filename="${listed?.file_name ?? ''}"`,
    );
    expect(Number(file.headers['content-length'])).toBe(listed?.size);
    const entries = readZip(file.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual(['WEB.csv', 'ZETA.csv']);
    const [web, zeta] = entries.map((entry) =>
      parseCsv(entry.data.toString('utf8').replace(/^\ufeff/, '')),
    );
    const header = EXPORT_COLUMNS.map((column) => column.header);
    expect(web?.[0]).toEqual(header);
    expect(web?.slice(1).map((row) => [row[0], row[1]])).toEqual([
      ['WEB-1', 'Web'],
      ['WEB-2', 'Web'],
    ]);
    expect(web?.[1]?.[3]).toBe(TRICKY_TEXT);
    expect(zeta?.[0]).toEqual(header);
    expect(zeta?.slice(1).map((row) => [row[0], row[2]])).toEqual([['ZETA-1', 'Secret plan']]);
  });

  it('zips JSON and XLSX files per project the same way', async () => {
    const json = await start(world.admin.cookie, {
      provider: 'json',
      project: [world.other.id, world.project.id],
      multiple: true,
    });
    expect(await run(json.id)).toBe('completed');
    const jsonEntries = readZip((await download(world.admin.cookie, json.id)).file.rawPayload);
    expect(
      jsonEntries.map((entry) => [
        entry.name,
        (JSON.parse(entry.data.toString('utf8')) as { key: string }[]).map((record) => record.key),
      ]),
    ).toEqual([
      ['WEB.json', ['WEB-1', 'WEB-2']],
      ['ZETA.json', ['ZETA-1']],
    ]);

    const xlsx = await start(world.admin.cookie, { provider: 'xlsx', multiple: true });
    expect(await run(xlsx.id)).toBe('completed');
    const xlsxEntries = readZip((await download(world.admin.cookie, xlsx.id)).file.rawPayload);
    expect(xlsxEntries.map((entry) => entry.name)).toEqual(['WEB.xlsx', 'ZETA.xlsx']);
    const keys: unknown[][] = [];
    for (const entry of xlsxEntries) {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(entry.data as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Work items');
      if (!sheet) throw new Error('no sheet');
      const column = sheet.getColumn(1).values as unknown[];
      keys.push(column.slice(2));
    }
    expect(keys).toEqual([['WEB-1', 'WEB-2'], ['ZETA-1']]);
  });

  it('writes one plain file when multiple is set for a single project', async () => {
    const started = await start(world.member.cookie, {
      provider: 'csv',
      project: [world.project.id],
      multiple: true,
    });
    expect(await run(started.id)).toBe('completed');
    const { file } = await download(world.member.cookie, started.id);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(file.headers['content-disposition'])).toMatch(/\.csv"/);
    expect(parseCsv(file.body.replace(/^\ufeff/, ''))).toHaveLength(3);
  });

  it('keeps the history with progress, shows each person only what they may see', async () => {
    const mine = await start(world.admin.cookie, { provider: 'csv', project: [world.project.id] });
    const secret = await start(world.admin.cookie, { provider: 'csv', project: [world.other.id] });
    let page = await history(world.admin.cookie, '?per_page=100&cursor=100:0:0');
    const queued = page.results.find((row) => row.id === mine.id);
    expect(queued).toMatchObject({ status: 'queued', url: null, rows_done: 0, rows_total: null });
    expect(queued?.initiated_by_detail?.display_name).toBe('Ada');
    await run(mine.id);
    page = await history(world.admin.cookie, '?per_page=100&cursor=100:0:0');
    expect(page.results.find((row) => row.id === mine.id)).toMatchObject({
      status: 'completed',
      rows_done: 2,
      rows_total: 2,
      provider: 'csv',
      url: `/api/workspaces/${world.workspace.slug}/export-issues/${mine.id}/download/`,
    });
    // The member sees the admin's export of their project, not the one of a project they are not in.
    const seen = (await history(world.member.cookie, '?per_page=100')).results.map((row) => row.id);
    expect(seen).toContain(mine.id);
    expect(seen).not.toContain(secret.id);
    const hidden = await call('GET', `${world.base}${secret.id}/download/`, world.member.cookie);
    expect(hidden.statusCode).toBe(404);
    // Newest first, paginated as Plane.
    const first = await history(world.admin.cookie, '?per_page=1&cursor=1:0:0');
    expect(first.results.map((row) => row.id)).toEqual([secret.id]);
    expect(first).toMatchObject({ count: 1, next_page_results: true, next_cursor: '1:1:0' });
    const second = await history(world.admin.cookie, '?per_page=1&cursor=1:1:0');
    expect(second.results.map((row) => row.id)).toEqual([mine.id]);
    // Not ready yet: nothing to download.
    const notReady = await call('GET', `${world.base}${secret.id}/download/`, world.admin.cookie);
    expect(notReady.statusCode).toBe(404);
  });

  it('pages the history with Plane cursors to its end; the default answer is the first page', async () => {
    for (const provider of ['csv', 'json', 'xlsx']) {
      await start(world.member.cookie, { provider, project: [world.project.id] });
    }
    const all = await history(world.member.cookie, '?per_page=100&cursor=100:0:0');
    expect(all.total_results).toBeGreaterThanOrEqual(3);
    expect(all.total_results).toBeLessThanOrEqual(100);
    const everyId = all.results.map((row) => row.id);

    const first = await history(world.member.cookie);
    expect(first).toMatchObject({
      prev_page_results: false,
      total_results: all.total_results,
      next_cursor: '20:1:0',
    });
    expect(first.results.map((row) => row.id)).toEqual(everyId.slice(0, 20));

    const walked: string[] = [];
    let cursor = '2:0:0';
    let pages = 0;
    for (;;) {
      const page = await history(world.member.cookie, `?per_page=2&cursor=${cursor}`);
      pages += 1;
      expect(page.prev_page_results).toBe(pages > 1);
      expect(page.count).toBe(page.results.length);
      walked.push(...page.results.map((row) => row.id));
      if (!page.next_page_results) break;
      cursor = page.next_cursor;
    }
    expect(walked).toEqual(everyId);
    expect(pages).toBe(all.total_results > 0 ? Math.ceil(all.total_results / 2) : 1);
    const past = await history(world.member.cookie, `?per_page=2&cursor=2:${String(pages)}:0`);
    expect(past).toMatchObject({ results: [], next_page_results: false });
  });

  it('expires exports: status expired, link refused, file deleted by the schedule', async () => {
    const { started, location } = await exported('csv');
    const [row] = await ctx.db
      .select()
      .from(exporterHistories)
      .where(eq(exporterHistories.id, started.id));
    if (!row) throw new Error('no row');
    expect(row.expires_at?.getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    const storage = createAssetStorage(ctx.config);
    if (!(storage instanceof LocalAssetStorage)) throw new Error('local storage expected');
    expect(existsSync(storage.pathOf(row.key))).toBe(true);

    await ctx.db
      .update(exporterHistories)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(exporterHistories.id, started.id));
    const listed = (await history(world.member.cookie, '?per_page=100')).results.find(
      (item) => item.id === started.id,
    );
    expect(listed).toMatchObject({ status: 'expired', url: null });
    const refused = await call('GET', `${world.base}${started.id}/download/`, world.member.cookie);
    expect(refused.statusCode).toBe(404);
    expect((await call('GET', location)).statusCode).toBe(404);

    expect(await expireExports({ db: ctx.db, storage })).toBeGreaterThanOrEqual(1);
    expect(existsSync(storage.pathOf(row.key))).toBe(false);
    const [after] = await ctx.db
      .select({ status: exporterHistories.status })
      .from(exporterHistories)
      .where(eq(exporterHistories.id, started.id));
    expect(after?.status).toBe('expired');
  });

  it('refuses a tampered file link', async () => {
    const { location } = await exported('json');
    const tampered = location.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await call('GET', tampered)).statusCode).toBe(403);
  });
});
