import { describe, expect, it } from 'vitest';
import { useCacheTestKit } from './local-cache-test-helpers';
import {
  countOutbox,
  enqueueOutbox,
  noteOutboxAttempt,
  type OutboxRecord,
  readOutbox,
  reconcileUpdate,
  removeOutboxEntry,
} from './outbox';
import { DB_VERSION_KEY, getOption, openLocalCache, setOption } from './schema';
import { readWorkItems, writeWorkItems } from './work-item-rows';

const { freshDb, workItem, uuid, PROJECT, LABEL } = useCacheTestKit();

const create: OutboxRecord = {
  kind: 'create',
  projectId: PROJECT,
  itemId: uuid(7),
  label: 'Made offline',
  body: { id: uuid(7), name: 'Made offline', priority: 'high' },
};
const update: OutboxRecord = {
  kind: 'update',
  projectId: PROJECT,
  itemId: uuid(1),
  label: 'Item 1',
  patch: { priority: 'urgent' },
  base: { priority: 'none' },
};

describe('offline queue (outbox)', () => {
  it('keeps writes in the order they were made, with their attempts, until taken off', () => {
    const db = freshDb();
    openLocalCache(db);
    const [first, second] = enqueueOutbox(db, [create, update], 1_000);
    if (!first || !second) throw new Error('nothing queued');
    expect([first.kind, second.kind]).toEqual(['create', 'update']);
    expect(second.seq).toBeGreaterThan(first.seq);
    enqueueOutbox(db, [{ ...update, patch: { priority: 'low' } }], 2_000);
    expect(countOutbox(db)).toBe(3);
    expect(noteOutboxAttempt(db, first.seq)).toBe(1);
    expect(noteOutboxAttempt(db, first.seq)).toBe(2);
    removeOutboxEntry(db, second.seq);
    expect(readOutbox(db)).toEqual([
      { ...create, seq: first.seq, queuedAt: 1_000, attempts: 2 },
      expect.objectContaining({ kind: 'update', patch: { priority: 'low' }, queuedAt: 2_000 }),
    ]);
  });

  it('survives a reopen, and a schema version mismatch that clears everything else', () => {
    const db = freshDb();
    openLocalCache(db);
    writeWorkItems(db, [workItem(1)], { local: false });
    enqueueOutbox(db, [create, update], 1_000);
    expect(openLocalCache(db)).toEqual({ cleared: false });
    expect(countOutbox(db)).toBe(2);
    setOption(db, DB_VERSION_KEY, '1.2');
    expect(openLocalCache(db)).toEqual({ cleared: true });
    expect(readWorkItems(db, [uuid(1)])).toEqual([]);
    expect(getOption(db, DB_VERSION_KEY)).toBe('1.3');
    expect(readOutbox(db).map((entry) => entry.itemId)).toEqual([uuid(7), uuid(1)]);
  });

  it('is added to a database of this version made before it', () => {
    const db = freshDb();
    openLocalCache(db);
    db.run(`drop table outbox`);
    expect(openLocalCache(db)).toEqual({ cleared: false });
    expect(countOutbox(db)).toBe(0);
  });

  it('skips rows it cannot read', () => {
    const db = freshDb();
    openLocalCache(db);
    db.run(`insert into outbox (queued_at, record) values (1, 'not json')`);
    db.run(`insert into outbox (queued_at, record) values (1, '{"kind":"delete"}')`);
    enqueueOutbox(db, [update], 5);
    expect(readOutbox(db).map((entry) => entry.kind)).toEqual(['update']);
  });
});

describe('reconcileUpdate', () => {
  const server = { ...workItem(1), priority: 'none' as const, label_ids: [LABEL, uuid(2)] };

  it('sends fields the server still has at their old values', () => {
    expect(
      reconcileUpdate({ patch: { priority: 'urgent' }, base: { priority: 'none' } }, server),
    ).toEqual({ patch: { priority: 'urgent' }, conflicts: [] });
  });

  it('keeps the server’s value of a field someone else changed meanwhile, and says so', () => {
    const changed = { ...server, priority: 'low' as const, name: 'Renamed' };
    expect(
      reconcileUpdate(
        {
          patch: { priority: 'urgent', name: 'Mine', target_date: '2026-12-01' },
          base: { priority: 'none', name: 'Item 1', target_date: null },
        },
        changed,
      ),
    ).toEqual({ patch: { target_date: '2026-12-01' }, conflicts: ['priority', 'name'] });
  });

  it('drops what the server already holds (an earlier send that was taken) and compares lists as sets', () => {
    expect(
      reconcileUpdate(
        {
          patch: { label_ids: [uuid(2), LABEL], state_id: '' },
          base: { label_ids: [LABEL], state_id: uuid(3) },
        },
        { ...server, state_id: null },
      ),
    ).toEqual({ patch: {}, conflicts: [] });
  });

  it('sends fields it has no earlier value for, or that the item does not show', () => {
    expect(
      reconcileUpdate(
        { patch: { description_html: '<p>x</p>', priority: 'high' }, base: {} },
        { ...server, priority: 'low' },
      ),
    ).toEqual({ patch: { description_html: '<p>x</p>', priority: 'high' }, conflicts: [] });
  });
});
