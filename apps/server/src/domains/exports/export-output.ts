import { PassThrough, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { ExportProvider } from '@keel/core';
import { ZipFile } from 'yazl';
import type { ExportRecord } from './export-columns';
import type { ExportProject } from './export-rows.queries';
import { type ExportWriter, exportWriter } from './export-writers';

/**
 * Where an export's records go, project after project: one file, or (Plane's `multiple`) a zip
 * holding one file per project. Either way the bytes leave through `stream`, which the storage
 * reads as they come: the zip is written entry by entry through yazl, and a project's file is
 * streamed into its entry as its records are written, so neither is ever held whole.
 */
export interface ExportOutput {
  /** What the storage reads: the file, or the zip. */
  readonly stream: Readable;
  /** Begins a project's records (in a zip, ends the previous project's file and opens its own). */
  startProject(project: ExportProject): Promise<void>;
  /** Writes a record, waiting while the reader is behind; rejects once the output failed. */
  write(record: ExportRecord): Promise<void>;
  /** Ends the last file and, for a zip, writes its directory; resolves once `stream` has it all. */
  finish(): Promise<void>;
  /** Gives up: the streams are destroyed with `error`, so a waiting write rejects. */
  destroy(error: Error): void;
}

/** Failures surface through the writers and the storage; this keeps one from being unhandled. */
function ignoreError(): void {
  return undefined;
}

function singleFileOutput(provider: ExportProvider): ExportOutput {
  const stream = new PassThrough();
  stream.on('error', ignoreError);
  const writer = exportWriter(provider, stream);
  return {
    stream,
    startProject: () => Promise.resolve(),
    write: (record) => writer.write(record),
    finish: () => writer.finish(),
    destroy: (error) => {
      stream.destroy(error);
    },
  };
}

/**
 * The name of a project's file in the zip: `<identifier>.<provider>`. Identifiers are letters and
 * digits, unique among a workspace's live projects; anything else is replaced all the same, and a
 * name already `taken` (compared without case, as Windows and macOS do) gets `-2`, `-3`…
 */
export function archiveEntryName(
  identifier: string,
  provider: ExportProvider,
  taken: Set<string>,
): string {
  const base = identifier.replace(/[^\p{L}\p{N}_-]/gu, '_') || 'project';
  let name = `${base}.${provider}`;
  for (let copy = 2; taken.has(name.toLowerCase()); copy += 1) {
    name = `${base}-${String(copy)}.${provider}`;
  }
  taken.add(name.toLowerCase());
  return name;
}

function zipOutput(provider: ExportProvider, modifiedAt: Date): ExportOutput {
  const zip = new ZipFile();
  const stream = new PassThrough();
  stream.on('error', ignoreError);
  const taken = new Set<string>();
  let entry: PassThrough | null = null;
  let writer: ExportWriter | null = null;

  const destroy = (error: Error) => {
    entry?.destroy(error);
    stream.destroy(error);
  };
  zip.on('error', destroy);
  zip.outputStream.pipe(stream);

  const endEntry = async () => {
    const current = writer;
    writer = null;
    entry = null;
    await current?.finish();
  };

  return {
    stream,
    async startProject(project) {
      await endEntry();
      if (stream.destroyed) throw stream.errored ?? new Error('The export stream closed');
      const next = new PassThrough();
      next.on('error', ignoreError);
      // yazl reads an entry once the one before it is written: only one file is open at a time.
      zip.addReadStream(next, archiveEntryName(project.identifier, provider, taken), {
        mtime: modifiedAt,
        // An XLSX file is a zip already; deflating it again gains nothing.
        compress: provider !== 'xlsx',
      });
      entry = next;
      writer = exportWriter(provider, next);
    },
    write(record) {
      if (!writer) return Promise.reject(new Error('No project was started'));
      return writer.write(record);
    },
    async finish() {
      await endEntry();
      zip.end();
      await finished(stream, { readable: false });
    },
    destroy,
  };
}

/** The output of an export: a zip of per-project files when `isArchive`, else one file. */
export function exportOutput(options: {
  provider: ExportProvider;
  isArchive: boolean;
  /** The modification time the zip gives its files. */
  modifiedAt: Date;
}): ExportOutput {
  return options.isArchive
    ? zipOutput(options.provider, options.modifiedAt)
    : singleFileOutput(options.provider);
}
