import type { SqlRunner } from './contract';
import type { CreateWorkItemBody, UpdateWorkItemBody } from '../work-items-wire';

/**
 * The offline queue (issue 21, "Offline"): work-item writes made while the server could not be
 * reached, kept in the cache's `outbox` table in the order they were made, until they are sent.
 * A reload finds them there; a schema change keeps them (see carryOutbox).
 */

/** A create: the item's id is chosen by the client, so that sending it twice makes one item. */
export interface QueuedCreate {
  kind: 'create';
  projectId: string;
  itemId: string;
  /** The item's name when queued, for what the person is told. */
  label: string;
  body: CreateWorkItemBody & { id: string };
}

/** An edit of one item, with the values its fields had before it (to find conflicts). */
export interface QueuedUpdate {
  kind: 'update';
  projectId: string;
  itemId: string;
  label: string;
  patch: UpdateWorkItemBody;
  /** Each patched field's value on the item when it was edited (what the server had, as known). */
  base: Partial<Record<keyof UpdateWorkItemBody, unknown>>;
}

export type OutboxRecord = QueuedCreate | QueuedUpdate;

/** A queued write with its place in the queue. */
export type OutboxEntry = OutboxRecord & {
  /** Increasing: the order the writes were made in. */
  seq: number;
  /** When it was queued (ms since the epoch). */
  queuedAt: number;
  /** Sends that failed on the server's side (5xx); the write is dropped after MAX_OUTBOX_ATTEMPTS. */
  attempts: number;
};

/** A write the server keeps failing (5xx) is given up after this many sends. */
export const MAX_OUTBOX_ATTEMPTS = 5;

export const OUTBOX_DDL = `create table if not exists outbox (
  seq integer primary key autoincrement,
  queued_at integer not null,
  attempts integer not null default 0,
  record text not null
)`;

/** Appends writes to the queue, in order, in one transaction; answers them with their places. */
export function enqueueOutbox(
  db: SqlRunner,
  records: readonly OutboxRecord[],
  now: number,
): OutboxEntry[] {
  return db.transaction(() =>
    records.map((record) => {
      db.run(`insert into outbox (queued_at, record) values (?, ?)`, [now, JSON.stringify(record)]);
      const [row] = db.all(`select last_insert_rowid() as seq`);
      return { ...record, seq: Number(row?.seq), queuedAt: now, attempts: 0 };
    }),
  );
}

/** The queue, oldest first. Rows that no longer parse (written by another version) are skipped. */
export function readOutbox(db: SqlRunner): OutboxEntry[] {
  return db
    .all(`select seq, queued_at, attempts, record from outbox order by seq`)
    .flatMap((row) => {
      const record = parseRecord(row.record);
      if (record === null) return [];
      return [
        {
          ...record,
          seq: Number(row.seq),
          queuedAt: Number(row.queued_at),
          attempts: Number(row.attempts),
        },
      ];
    });
}

export function countOutbox(db: SqlRunner): number {
  const [row] = db.all(`select count(*) as n from outbox`);
  return Number(row?.n ?? 0);
}

/** Takes a write off the queue (sent, or given up). */
export function removeOutboxEntry(db: SqlRunner, seq: number): void {
  db.run(`delete from outbox where seq = ?`, [seq]);
}

/** Counts a failed send; answers the attempts made so far. */
export function noteOutboxAttempt(db: SqlRunner, seq: number): number {
  db.run(`update outbox set attempts = attempts + 1 where seq = ?`, [seq]);
  const [row] = db.all(`select attempts from outbox where seq = ?`, [seq]);
  return Number(row?.attempts ?? 0);
}

/** The queue's rows before the database is dropped, to be put back after (see openLocalCache). */
export function carryOutbox(db: SqlRunner, tables: readonly string[]): () => void {
  if (!tables.includes('outbox')) return () => undefined;
  const rows = db.all(`select queued_at, attempts, record from outbox order by seq`);
  return () => {
    for (const row of rows)
      db.run(`insert into outbox (queued_at, attempts, record) values (?, ?, ?)`, [
        row.queued_at ?? 0,
        row.attempts ?? 0,
        row.record ?? '',
      ]);
  };
}

function parseRecord(text: unknown): OutboxRecord | null {
  if (typeof text !== 'string') return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const fields = value as Record<string, unknown>;
    const isKnown = fields.kind === 'create' || fields.kind === 'update';
    if (!isKnown || typeof fields.itemId !== 'string' || typeof fields.projectId !== 'string')
      return null;
    // Written by this module (enqueueOutbox) from a record of this shape.
    return value as OutboxRecord;
  } catch {
    return null;
  }
}

/** What to send of a queued edit, given the item as the server has it now. */
export interface ReconciledUpdate {
  /** The fields still to send. */
  patch: UpdateWorkItemBody;
  /**
   * Fields someone else changed meanwhile to another value: the server's newer value wins, and
   * the person is told.
   */
  conflicts: (keyof UpdateWorkItemBody)[];
}

/**
 * Reconciles a queued edit with the server's item: a field the server already holds at the
 * edit's value is done (the edit reached it before, or someone made the same change); a field
 * still at its value from before the edit is sent; a field changed to something else meanwhile
 * is a conflict, and the server keeps its value. Fields the item does not show are sent.
 */
export function reconcileUpdate(
  update: Pick<QueuedUpdate, 'patch' | 'base'>,
  server: Readonly<Record<string, unknown>>,
): ReconciledUpdate {
  const patch: Record<string, unknown> = {};
  const conflicts: (keyof UpdateWorkItemBody)[] = [];
  for (const [field, value] of Object.entries(update.patch) as [
    keyof UpdateWorkItemBody,
    unknown,
  ][]) {
    if (value === undefined) continue;
    if (!(field in server) || !(field in update.base)) {
      patch[field] = value;
      continue;
    }
    const now = server[field];
    if (sameValue(now, value)) continue;
    if (sameValue(now, update.base[field])) patch[field] = value;
    else conflicts.push(field);
  }
  return { patch, conflicts };
}

/** Equal values, with lists of ids compared as sets and '' the same as null (no reference). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    const left = new Set(a.map(String));
    const right = new Set(b.map(String));
    return left.size === right.size && [...left].every((value) => right.has(value));
  }
  const norm = (value: unknown) => (value === '' || value === undefined ? null : value);
  return norm(a) === norm(b);
}
