import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { type ExportProvider, toCsv } from '@keel/core';
import ExcelJS from 'exceljs';
import { EXPORT_COLUMNS, type ExportRecord, csvCellText, toExportCells } from './export-columns';

/**
 * Writes an export's records to a stream, one at a time and never more than the stream's buffer
 * ahead of its reader: `write` waits for 'drain' when the stream is full.
 */
export interface ExportWriter {
  write(record: ExportRecord): Promise<void>;
  /** Ends the file (closing bracket, the workbook's last parts) and the stream. */
  finish(): Promise<void>;
}

/** Resolves when the stream drains; rejects when it fails or closes first (its reader gave up). */
function drained(out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      out.off('error', settle);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(out.errored ?? new Error('The export stream closed'));
    out.on('drain', onDrain);
    out.on('close', onClose);
    out.on('error', settle);
  });
}

function checkOpen(out: Writable): void {
  if (out.destroyed) throw out.errored ?? new Error('The export stream closed');
}

/** Writes a chunk, waiting while the stream's buffer is full (rejects when the stream fails). */
async function put(out: Writable, chunk: string): Promise<void> {
  checkOpen(out);
  if (!out.write(chunk)) await drained(out);
}

async function end(out: Writable): Promise<void> {
  checkOpen(out);
  out.end();
  await finished(out, { readable: false });
}

/** A byte-order mark first, so that spreadsheets read the UTF-8 text as such. */
const CSV_BOM = '\ufeff';

/**
 * CSV (RFC 4180): a header row, then one row per work item, every cell quoted with inner quotes
 * doubled, so commas, quotes and line breaks stay inside their cell; cells a spreadsheet would
 * take for a formula are defused (core `toCsv`).
 */
export function csvWriter(out: Writable): ExportWriter {
  let started = false;
  return {
    async write(record) {
      if (!started) {
        started = true;
        await put(out, CSV_BOM + toCsv([EXPORT_COLUMNS.map((column) => column.header)]));
      }
      const cells = toExportCells(record);
      await put(
        out,
        toCsv([
          cells.map((cell, index) => csvCellText(cell, EXPORT_COLUMNS[index]?.kind ?? 'text')),
        ]),
      );
    },
    async finish() {
      if (!started)
        await put(out, CSV_BOM + toCsv([EXPORT_COLUMNS.map((column) => column.header)]));
      await end(out);
    },
  };
}

/** JSON: one array of records, written a record at a time. */
export function jsonWriter(out: Writable): ExportWriter {
  let count = 0;
  return {
    async write(record) {
      await put(out, `${count === 0 ? '[\n' : ',\n'}${JSON.stringify(record)}`);
      count += 1;
    },
    async finish() {
      await put(out, count === 0 ? '[]\n' : '\n]\n');
      await end(out);
    },
  };
}

/** Excel's number formats for the date columns. */
const DATE_FORMAT = 'yyyy-mm-dd';
const TIMESTAMP_FORMAT = 'yyyy-mm-dd hh:mm';

/**
 * XLSX through exceljs's streaming WorkbookWriter: each row is committed (and leaves memory) as
 * it is written; dates are real dates, text stays text (no formulas are ever written).
 */
export function xlsxWriter(out: Writable): ExportWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Work items', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((column) => ({
    header: column.header,
    key: column.field,
    width: column.width,
    ...(column.kind === 'date'
      ? { style: { numFmt: DATE_FORMAT } }
      : column.kind === 'timestamp'
        ? { style: { numFmt: TIMESTAMP_FORMAT } }
        : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  return {
    async write(record) {
      checkOpen(out);
      sheet.addRow(toExportCells(record)).commit();
      if (out.writableNeedDrain) await drained(out);
    },
    async finish() {
      checkOpen(out);
      sheet.commit();
      await workbook.commit();
      await finished(out, { readable: false });
    },
  };
}

/** The writer of a provider's format. */
export function exportWriter(provider: ExportProvider, out: Writable): ExportWriter {
  switch (provider) {
    case 'csv':
      return csvWriter(out);
    case 'json':
      return jsonWriter(out);
    case 'xlsx':
      return xlsxWriter(out);
  }
}
