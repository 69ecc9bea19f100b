import type { OutboxEntry, OutboxRecord, UpdateWorkItemBody, WorkItem } from '@keel/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-client';
import { type Mutation, MutationPipeline } from '#web/lib/mutation';
import { makeWorkItem } from '#web/test/factories';
import { type OfflineRequests, OfflineQueue, REPLAY_RETRY_MS } from './offline-queue';
import type { OutboxPort } from './local-cache-store';

const unreachable = () => new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'offline' });
const crashed = () => new ApiError({ status: 500, code: 'SERVER_OWN', message: 'Boom' });

/** The cache's outbox, in memory. */
class MemoryOutbox implements OutboxPort {
  entries: OutboxEntry[] = [];
  #seq = 0;

  async enqueue(records: OutboxRecord[]): Promise<OutboxEntry[]> {
    const added = records.map((record) => ({
      ...record,
      seq: ++this.#seq,
      queuedAt: 0,
      attempts: 0,
    }));
    this.entries.push(...added);
    return added;
  }

  async outbox(): Promise<OutboxEntry[]> {
    return [...this.entries];
  }

  async dequeue(seq: number): Promise<void> {
    this.entries = this.entries.filter((entry) => entry.seq !== seq);
  }

  async noteAttempt(seq: number): Promise<number> {
    const entry = this.entries.find((candidate) => candidate.seq === seq);
    if (!entry) return 0;
    entry.attempts++;
    return entry.attempts;
  }
}

function update(itemId: string, patch: UpdateWorkItemBody, base: object): OutboxRecord {
  return { kind: 'update', projectId: 'p1', itemId, label: `Item ${itemId}`, patch, base };
}

function setUp({ hasOutbox = true } = {}) {
  const outbox = new MemoryOutbox();
  let online = true;
  /** The server's items, by id. */
  const server = new Map<string, WorkItem>([
    ['a', makeWorkItem('a')],
    ['b', makeWorkItem('b')],
  ]);
  const sent: string[] = [];
  let failure: (() => ApiError) | null = null;
  const answer = async <T>(request: string, result: () => T): Promise<T> => {
    if (!online || failure) throw (failure ?? unreachable)();
    sent.push(request);
    return result();
  };
  const requests: OfflineRequests = {
    create: (_slug, record) =>
      answer(`POST ${record.itemId}`, () => {
        const created = makeWorkItem(record.itemId, { name: record.body.name, sequence_id: 42 });
        server.set(created.id, created);
        return created;
      }),
    read: (_slug, _projectId, id) =>
      answer(`GET ${id}`, () => {
        const item = server.get(id);
        if (!item) throw new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found' });
        return { ...item };
      }),
    update: (_slug, _projectId, id, patch) =>
      answer(`PATCH ${id} ${JSON.stringify(patch)}`, () => {
        const item = server.get(id);
        if (item) server.set(id, { ...item, ...(patch as Partial<WorkItem>) });
      }),
  };
  const created: WorkItem[] = [];
  const gone: string[] = [];
  const refetched: string[] = [];
  const held = new Map<string, number>();
  const told: string[] = [];
  const queue = new OfflineQueue({
    outboxOf: async (slug) => (hasOutbox && slug === 'acme' ? outbox : null),
    requests,
    items: {
      created: (item) => created.push(item),
      gone: (ids) => gone.push(...ids),
      refetch: async (_slug, _projectId, ids) => {
        refetched.push(...ids);
      },
      holdFields: (id, fields) => {
        const key = `${id}:${fields.join(',')}`;
        held.set(key, (held.get(key) ?? 0) + 1);
        return () => {
          held.set(key, (held.get(key) ?? 1) - 1);
          if (held.get(key) === 0) held.delete(key);
        };
      },
    },
    notify: (message) => told.push(message),
    isOnline: () => online,
  });
  const pipeline = new MutationPipeline({ notify: (message) => told.push(`error: ${message}`) });
  pipeline.useTransport(queue);
  /** An edit of priority (from `before`), sent with `send` unless it waits in the queue. */
  const edit = (
    id: string,
    priority: 'high' | 'urgent' | 'low',
    send?: () => Promise<unknown>,
    before = 'none',
  ) =>
    pipeline.run({
      send:
        send ??
        (() => requests.update('acme', 'p1', id, { priority }).then(() => `sent ${priority}`)),
      failure: 'Could not save.',
      offline: {
        slug: 'acme',
        records: [update(id, { priority }, { priority: before })],
        answer: () => 'queued',
      },
    } satisfies Mutation<unknown>);
  return {
    queue,
    outbox,
    server,
    sent,
    created,
    gone,
    refetched,
    held,
    told,
    pipeline,
    edit,
    requests,
    setOnline: (value: boolean) => {
      online = value;
    },
    failWith: (next: (() => ApiError) | null) => {
      failure = next;
    },
  };
}

/** Lets the queue's sends and their follow-ups settle. */
async function settle(): Promise<void> {
  for (let round = 0; round < 3; round++) await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the offline queue, while the server answers', () => {
  it('sends writes as usual and queues nothing', async () => {
    const t = setUp();
    expect(await t.edit('a', 'high')).toEqual({ ok: true, value: 'sent high' });
    expect(t.sent).toEqual(['PATCH a {"priority":"high"}']);
    expect(t.outbox.entries).toEqual([]);
    expect(t.queue.waiting).toBe(0);
  });

  it('sends writes without an offline form as usual, even while others wait', async () => {
    const t = setUp();
    t.setOnline(false);
    await t.edit('a', 'high');
    const outcome = await t.pipeline.run({
      send: () => Promise.resolve('deleted'),
      failure: 'Could not delete.',
    });
    expect(outcome).toEqual({ ok: true, value: 'deleted' });
    expect(t.queue.waiting).toBe(1);
  });
});

describe('the offline queue, while the server cannot be reached', () => {
  it('keeps a write that got no answer, answers it at once and holds its fields on screen', async () => {
    const t = setUp();
    t.failWith(unreachable);
    expect(await t.edit('a', 'high')).toEqual({ ok: true, value: 'queued' });
    expect(t.told).toEqual([]);
    expect(t.outbox.entries.map((entry) => entry.itemId)).toEqual(['a']);
    expect(t.queue.waiting).toBe(1);
    expect(t.held.get('a:priority')).toBe(1);
  });

  it('queues straight away while the browser is offline, and later writes behind waiting ones', async () => {
    const t = setUp();
    t.setOnline(false);
    const send = vi.fn(() => Promise.resolve('sent'));
    expect(await t.edit('a', 'high', send)).toEqual({ ok: true, value: 'queued' });
    t.setOnline(true);
    t.failWith(crashed);
    // Online again, but one write still waits: the next one goes behind it, not around it.
    expect(await t.edit('b', 'urgent', send)).toEqual({ ok: true, value: 'queued' });
    expect(send).not.toHaveBeenCalled();
    expect(t.outbox.entries.map((entry) => entry.itemId)).toEqual(['a', 'b']);
  });

  it('fails as before where there is no cache to keep the write in', async () => {
    const t = setUp({ hasOutbox: false });
    t.failWith(unreachable);
    const outcome = await t.edit('a', 'high');
    expect(outcome.ok).toBe(false);
    expect(t.told).toEqual(['error: offline']);
    expect(t.queue.waiting).toBe(0);
  });
});

describe('sending the queue', () => {
  it('sends the writes in order once back, reads the items again and lets their fields go', async () => {
    const t = setUp();
    t.setOnline(false);
    await t.edit('a', 'high');
    await t.edit('a', 'urgent', undefined, 'high');
    const stored = await t.outbox.enqueue([
      {
        kind: 'create',
        projectId: 'p1',
        itemId: 'new',
        label: 'Made offline',
        body: { id: 'new', name: 'Made offline' },
      },
    ]);
    t.queue.opened('acme', [...t.outbox.entries.slice(0, 2), ...stored]);
    expect(t.queue.waiting).toBe(3);

    t.setOnline(true);
    t.queue.replay();
    await settle();
    expect(t.sent).toEqual([
      'GET a',
      'PATCH a {"priority":"high"}',
      'GET a',
      'PATCH a {"priority":"urgent"}',
      'POST new',
    ]);
    expect(t.created.map((item) => [item.id, item.sequence_id])).toEqual([['new', 42]]);
    expect(t.refetched).toEqual(['a']);
    expect(t.outbox.entries).toEqual([]);
    expect(t.queue.waiting).toBe(0);
    expect(t.held.size).toBe(0);
    expect(t.told).toEqual([]);
  });

  it('keeps the server’s newer value of a field someone else changed, and says so', async () => {
    const t = setUp();
    t.setOnline(false);
    await t.pipeline.run({
      send: () => Promise.resolve(),
      failure: '',
      offline: {
        slug: 'acme',
        records: [
          update(
            'b',
            { priority: 'urgent', target_date: '2026-12-01' },
            { priority: 'none', target_date: null },
          ),
        ],
        answer: () => undefined,
      },
    });
    t.server.set('b', makeWorkItem('b', { priority: 'low' }));
    t.setOnline(true);
    t.queue.replay();
    await settle();
    expect(t.sent).toEqual(['GET b', 'PATCH b {"target_date":"2026-12-01"}']);
    expect(t.server.get('b')?.priority).toBe('low');
    expect(t.told).toEqual([
      '“Item b”: someone else changed the priority while you were offline. Their newer value was kept.',
    ]);
  });

  it('stops when the server cannot be reached and tries again later', async () => {
    vi.useFakeTimers();
    const t = setUp();
    t.setOnline(false);
    await t.edit('a', 'high');
    t.setOnline(true);
    t.failWith(unreachable);
    t.queue.replay();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.queue.waiting).toBe(1);
    t.failWith(null);
    await vi.advanceTimersByTimeAsync(REPLAY_RETRY_MS);
    expect(t.sent).toEqual(['GET a', 'PATCH a {"priority":"high"}']);
    expect(t.queue.waiting).toBe(0);
  });

  it('gives up a write the server keeps failing, and says so', async () => {
    vi.useFakeTimers();
    const t = setUp();
    t.setOnline(false);
    await t.edit('a', 'high');
    t.setOnline(true);
    t.failWith(crashed);
    t.queue.replay();
    await vi.advanceTimersByTimeAsync(REPLAY_RETRY_MS * 5);
    expect(t.outbox.entries).toEqual([]);
    expect(t.queue.waiting).toBe(0);
    expect(t.told).toEqual([
      '“Item a”: a change made offline could not be saved. The server kept failing.',
    ]);
  });

  it('drops a refused create and an edit of a deleted item, telling why and taking them away', async () => {
    const t = setUp();
    t.setOnline(false);
    await t.edit('gone', 'high');
    await t.pipeline.run({
      send: () => Promise.resolve(),
      failure: '',
      offline: {
        slug: 'acme',
        records: [
          {
            kind: 'create',
            projectId: 'p1',
            itemId: 'x',
            label: 'Refused',
            body: { id: 'x', name: 'Refused' },
          },
        ],
        answer: () => undefined,
      },
    });
    t.requests.create = () =>
      Promise.reject(
        new ApiError({ status: 403, code: 'FORBIDDEN', message: 'You may not do this.' }),
      );
    t.setOnline(true);
    t.queue.replay();
    await settle();
    expect(t.gone).toEqual(['gone', 'x']);
    expect(t.told).toEqual([
      '“Item gone” was deleted while you were offline, so your change to it was not saved.',
      '“Refused”, created offline, could not be saved. You may not do this.',
    ]);
    expect(t.queue.waiting).toBe(0);
  });
});
