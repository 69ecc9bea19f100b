import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import type { ExportRecord } from './export-columns';
import { archiveEntryName, exportOutput } from './export-output';
import { readZip } from './export-test-zip';

function record(key: string): ExportRecord {
  return {
    key,
    project: 'Web',
    name: `Item ${key}`,
    description: '',
    state: null,
    state_group: null,
    priority: 'none',
    assignees: [],
    labels: [],
    start_date: null,
    due_date: null,
    cycle: null,
    modules: [],
    estimate: null,
    parent: null,
    created_by: null,
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: '2030-01-01T00:00:00.000Z',
    completed_at: null,
    archived: false,
    shop: null,
    shops: [],
    customer: null,
    customers: [],
    budget_source: null,
    budget_source_display: null,
    is_revision: false,
  };
}

/** Collects a stream's bytes. */
function collector() {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { sink, bytes: () => Buffer.concat(chunks) };
}

describe('archiveEntryName', () => {
  it('names a project file by its identifier, safely and uniquely', () => {
    const taken = new Set<string>();
    expect(archiveEntryName('KEEL', 'csv', taken)).toBe('KEEL.csv');
    expect(archiveEntryName('keel', 'csv', taken)).toBe('keel-2.csv');
    expect(archiveEntryName('ÜBER', 'csv', taken)).toBe('ÜBER.csv');
    expect(archiveEntryName('../x', 'json', taken)).toBe('___x.json');
    expect(archiveEntryName('', 'xlsx', taken)).toBe('project.xlsx');
  });
});

describe('exportOutput', () => {
  it('writes a zip with one file per project', async () => {
    const output = exportOutput({ provider: 'json', isArchive: true, modifiedAt: new Date() });
    const { sink, bytes } = collector();
    const piped = pipeline(output.stream, sink);
    await output.startProject({ id: 'p1', identifier: 'WEB', name: 'Web' });
    await output.write(record('WEB-1'));
    await output.write(record('WEB-2'));
    await output.startProject({ id: 'p2', identifier: 'APP', name: 'App' });
    await output.startProject({ id: 'p3', identifier: 'WEB', name: 'Web again' });
    await output.write(record('WEB-9'));
    await output.finish();
    await piped;
    const files = readZip(bytes()).map((entry) => [
      entry.name,
      (JSON.parse(entry.data.toString('utf8')) as ExportRecord[]).map((item) => item.key),
    ]);
    expect(files).toEqual([
      ['WEB.json', ['WEB-1', 'WEB-2']],
      ['APP.json', []],
      ['WEB-2.json', ['WEB-9']],
    ]);
  });

  it('rejects a write waiting on a reader once the output is destroyed', async () => {
    const output = exportOutput({ provider: 'csv', isArchive: true, modifiedAt: new Date() });
    await output.startProject({ id: 'p1', identifier: 'WEB', name: 'Web' });
    // Nobody reads the zip: writes soon wait for room, until the output gives up.
    const writing = (async () => {
      for (let index = 0; ; index += 1) await output.write(record(`WEB-${String(index)}`));
    })();
    setTimeout(() => {
      output.destroy(new Error('upload failed'));
    }, 20);
    await expect(writing).rejects.toThrow('upload failed');
  });
});
