import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  EXPORT_COLUMNS,
  type ExportSourceRow,
  csvCellText,
  toExportCells,
  toExportRecord,
} from './export-columns';
import { csvWriter, jsonWriter } from './export-writers';

const row: ExportSourceRow = {
  project_identifier: 'WEB',
  project_name: 'Web',
  sequence_id: 12,
  name: 'A, "b"',
  description: 'line 1\nline 2',
  state_name: 'Done',
  state_group: 'completed',
  priority: 'urgent',
  assignees: ['Ada', 'Bob'],
  labels: [],
  start_date: '2026-01-02',
  target_date: null,
  cycle_name: null,
  modules: ['Auth', 'Billing'],
  estimate_value: '5',
  parent_key: 'WEB-3',
  created_by_name: 'Ada',
  created_at: new Date('2026-01-01T10:00:00.000Z'),
  updated_at: new Date('2026-01-03T10:00:00.000Z'),
  completed_at: new Date('2026-01-04T08:30:00.000Z'),
  archived_at: null,
  shop_name: 'Berlin',
  shop_names: ['Berlin'],
  customer_name: null,
  customer_names: [],
  budget_source: null,
  budget_source_display: null,
  is_revision: false,
};

async function written(make: (out: PassThrough) => ReturnType<typeof csvWriter>) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer = make(out);
  await writer.write(toExportRecord(row));
  await writer.finish();
  return Buffer.concat(chunks).toString('utf8');
}

describe('export columns', () => {
  it('maps a row to its record: key, due date, archived flag, ISO timestamps', () => {
    expect(toExportRecord(row)).toMatchObject({
      key: 'WEB-12',
      project: 'Web',
      due_date: null,
      parent: 'WEB-3',
      archived: false,
      completed_at: '2026-01-04T08:30:00.000Z',
      shops: ['Berlin'],
      is_revision: false,
    });
    expect(toExportRecord({ ...row, archived_at: new Date() }).archived).toBe(true);
  });

  it('has one cell per column, lists joined, booleans as Yes/No, dates as dates', () => {
    const cells = toExportCells(toExportRecord(row));
    expect(cells).toHaveLength(EXPORT_COLUMNS.length);
    const cell = (field: string) =>
      cells[EXPORT_COLUMNS.findIndex((column) => column.field === field)];
    expect(cell('assignees')).toBe('Ada, Bob');
    expect(cell('labels')).toBe('');
    expect(cell('is_revision')).toBe('No');
    expect(cell('due_date')).toBeNull();
    expect(cell('start_date')).toEqual(new Date('2026-01-02T00:00:00.000Z'));
  });

  it('writes dates and timestamps as text for CSV', () => {
    const date = new Date('2026-01-02T00:00:00.000Z');
    expect(csvCellText(date, 'date')).toBe('2026-01-02');
    expect(csvCellText(date, 'timestamp')).toBe('2026-01-02T00:00:00.000Z');
    expect(csvCellText(null, 'text')).toBe('');
  });

  it('writes CSV with a header, quoting commas, quotes and line breaks', async () => {
    const text = await written(csvWriter);
    expect(text.startsWith('\ufeff"Key","Project","Name"')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[1]).toContain('"WEB-12","Web","A, ""b""","line 1\nline 2"');
    expect(lines[2]).toBe('');
  });

  it('writes an empty export as a header alone, or an empty JSON array', async () => {
    const csv = new PassThrough();
    const csvChunks: Buffer[] = [];
    csv.on('data', (chunk: Buffer) => csvChunks.push(chunk));
    await csvWriter(csv).finish();
    expect(Buffer.concat(csvChunks).toString('utf8').split('\r\n')).toHaveLength(2);
    const json = new PassThrough();
    const jsonChunks: Buffer[] = [];
    json.on('data', (chunk: Buffer) => jsonChunks.push(chunk));
    await jsonWriter(json).finish();
    expect(JSON.parse(Buffer.concat(jsonChunks).toString('utf8'))).toEqual([]);
  });

  it('writes JSON as an array of records', async () => {
    const parsed = JSON.parse(await written(jsonWriter)) as unknown[];
    expect(parsed).toEqual([toExportRecord(row)]);
  });

  it('rejects a write once the stream has failed instead of waiting forever', async () => {
    const out = new PassThrough({ highWaterMark: 16 });
    out.on('error', () => undefined);
    const writer = jsonWriter(out);
    const pending = writer.write(toExportRecord(row));
    out.destroy(new Error('storage failed'));
    await expect(pending).rejects.toThrow('storage failed');
    await expect(writer.write(toExportRecord(row))).rejects.toThrow('storage failed');
  });
});
