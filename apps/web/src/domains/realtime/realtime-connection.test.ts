import {
  REALTIME_DEAD_AFTER_MS,
  REALTIME_HEARTBEAT_MS,
  type RealtimeClientMessage,
  type RealtimeEvent,
  type RealtimeServerMessage,
} from '@keel/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RealtimeConnection,
  type RealtimeEnvironment,
  type RealtimeSocket,
} from './realtime-connection';

class FakeSocket implements RealtimeSocket {
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readonly sent: RealtimeClientMessage[] = [];
  isClosed = false;

  send(data: string): void {
    this.sent.push(JSON.parse(data) as RealtimeClientMessage);
  }

  close(): void {
    this.isClosed = true;
  }

  open(): void {
    this.onopen?.();
  }

  receive(message: RealtimeServerMessage | string): void {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }

  /** The server (or the network) ends the socket. */
  drop(): void {
    this.isClosed = true;
    this.onclose?.();
  }
}

function event(version: number, overrides: Partial<RealtimeEvent> = {}): RealtimeEvent {
  return {
    version,
    entity: 'work_item',
    entity_id: 'i1',
    operation: 'update',
    workspace_id: 'w1',
    project_id: 'p1',
    work_item_id: 'i1',
    fields: ['name'],
    data: { name: 'Renamed' },
    actor_id: 'u2',
    created_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

function setUp() {
  const sockets: FakeSocket[] = [];
  let isOnline = true;
  let onNetwork: ((isOnline: boolean) => void) | null = null;
  const environment: RealtimeEnvironment = {
    openSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    isOnline: () => isOnline,
    watchNetwork: (onChange) => {
      onNetwork = onChange;
      return () => {
        onNetwork = null;
      };
    },
    random: () => 0.5,
  };
  const events: RealtimeEvent[] = [];
  const resyncs: string[] = [];
  const revoked: string[] = [];
  let finishResync: () => void = () => undefined;
  const connection = new RealtimeConnection({
    environment,
    handlers: {
      onEvent: (received) => events.push(received),
      onResync: (slug) => {
        resyncs.push(slug);
        return new Promise<void>((resolve) => {
          finishResync = resolve;
        });
      },
      onRevoked: (slug) => revoked.push(slug),
    },
  });
  const latest = (): FakeSocket => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  };
  /** Opens the latest socket and confirms the subscription at `version`. */
  const goLive = (version: number) => {
    latest().open();
    latest().receive({ type: 'subscribed', workspace_slug: 'acme', version });
  };
  return {
    connection,
    sockets,
    latest,
    goLive,
    events,
    resyncs,
    revoked,
    finishResync: () => {
      finishResync();
    },
    setNetwork: (next: boolean) => {
      isOnline = next;
      onNetwork?.(next);
    },
    isWatchingNetwork: () => onNetwork !== null,
  };
}

describe('RealtimeConnection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens a socket on the first subscription and is live once the server confirms it', () => {
    const t = setUp();
    expect(t.connection.status).toBe('idle');
    t.connection.subscribe('acme');
    expect(t.sockets).toHaveLength(1);
    expect(t.connection.status).toBe('connecting');
    t.latest().open();
    expect(t.latest().sent).toEqual([{ type: 'subscribe', workspace_slug: 'acme', since: null }]);
    t.latest().receive({ type: 'subscribed', workspace_slug: 'acme', version: 7 });
    expect(t.connection.status).toBe('live');
    expect(t.connection.lastVersion).toBe(7);
  });

  it('hands on valid events once each and ignores what does not match the protocol', () => {
    const t = setUp();
    t.connection.subscribe('acme');
    t.goLive(7);
    t.latest().receive({ type: 'event', event: event(8) });
    t.latest().receive({ type: 'event', event: event(8) });
    t.latest().receive('not json');
    t.latest().receive(JSON.stringify({ type: 'event', event: { version: 'nine' } }));
    expect(t.events.map((received) => received.version)).toEqual([8]);
    expect(t.connection.lastVersion).toBe(8);
  });

  it('reconnects after a drop with a growing backoff and resumes from the last version', () => {
    const t = setUp();
    t.connection.subscribe('acme');
    t.goLive(7);
    t.latest().receive({ type: 'event', event: event(9) });
    t.latest().drop();
    expect(t.connection.status).toBe('reconnecting');
    // random 0.5: 3/4 of the step (500 ms) for the first attempt.
    vi.advanceTimersByTime(374);
    expect(t.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(t.sockets).toHaveLength(2);
    // That one fails too: the next wait is twice as long.
    t.latest().drop();
    vi.advanceTimersByTime(749);
    expect(t.sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(t.sockets).toHaveLength(3);
    t.latest().open();
    expect(t.connection.status).toBe('catching-up');
    expect(t.latest().sent).toEqual([{ type: 'subscribe', workspace_slug: 'acme', since: 9 }]);
    t.latest().receive({ type: 'subscribed', workspace_slug: 'acme', version: 12 });
    expect(t.connection.status).toBe('live');
    // Live again: the backoff starts over.
    t.latest().drop();
    vi.advanceTimersByTime(375);
    expect(t.sockets).toHaveLength(4);
  });

  it('says "catching up" while the screens refetch after a resync, then live', async () => {
    const t = setUp();
    t.connection.subscribe('acme');
    t.goLive(7);
    t.latest().drop();
    vi.advanceTimersByTime(375);
    t.latest().open();
    t.latest().receive({ type: 'resync', workspace_slug: 'acme', version: 500 });
    expect(t.resyncs).toEqual(['acme']);
    expect(t.connection.status).toBe('catching-up');
    expect(t.connection.lastVersion).toBe(500);
    t.finishResync();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.connection.status).toBe('live');
  });

  it('pings on the heartbeat and treats a silent socket as dead', () => {
    const t = setUp();
    t.connection.subscribe('acme');
    t.goLive(7);
    vi.advanceTimersByTime(REALTIME_HEARTBEAT_MS);
    expect(t.latest().sent.at(-1)).toEqual({ type: 'ping' });
    t.latest().receive({ type: 'pong' });
    // Messages keep it alive; silence for the whole window does not.
    vi.advanceTimersByTime(REALTIME_DEAD_AFTER_MS - 1);
    expect(t.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(t.sockets[0]?.isClosed).toBe(true);
    expect(t.connection.status).toBe('reconnecting');
    vi.advanceTimersByTime(375);
    expect(t.sockets).toHaveLength(2);
  });

  it('goes offline at once with the browser and reconnects at once when the network is back', () => {
    const t = setUp();
    t.connection.subscribe('acme');
    t.goLive(7);
    t.setNetwork(false);
    expect(t.connection.status).toBe('offline');
    expect(t.sockets[0]?.isClosed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(t.sockets).toHaveLength(1);
    t.setNetwork(true);
    expect(t.sockets).toHaveLength(2);
    expect(t.connection.status).toBe('reconnecting');
    t.latest().open();
    expect(t.connection.status).toBe('catching-up');
    t.latest().receive({ type: 'subscribed', workspace_slug: 'acme', version: 7 });
    expect(t.connection.status).toBe('live');
  });

  it('does not open a socket while the browser is offline', () => {
    const t = setUp();
    t.setNetwork(false);
    t.connection.subscribe('acme');
    expect(t.sockets).toHaveLength(0);
    expect(t.connection.status).toBe('offline');
  });

  it('closes the socket shortly after the last workspace is left, and reuses it on a quick return', () => {
    const t = setUp();
    t.connection.subscribe('acme');
    t.goLive(7);
    t.connection.unsubscribe('acme');
    expect(t.latest().sent.at(-1)).toEqual({ type: 'unsubscribe', workspace_slug: 'acme' });
    t.connection.subscribe('beta');
    vi.advanceTimersByTime(10_000);
    expect(t.sockets).toHaveLength(1);
    expect(t.latest().sent.at(-1)).toEqual({ type: 'subscribe', workspace_slug: 'beta', since: 7 });
    expect(t.connection.status).toBe('catching-up');
    t.connection.unsubscribe('beta');
    vi.advanceTimersByTime(2_000);
    expect(t.latest().isClosed).toBe(true);
    expect(t.connection.status).toBe('idle');
    expect(t.isWatchingNetwork()).toBe(false);
  });

  it('stops listening to a workspace whose access was revoked', () => {
    const t = setUp();
    t.connection.subscribe('acme');
    t.goLive(7);
    t.latest().receive({ type: 'revoked', workspace_slug: 'acme' });
    expect(t.revoked).toEqual(['acme']);
    vi.advanceTimersByTime(2_000);
    expect(t.latest().isClosed).toBe(true);
    expect(t.connection.status).toBe('idle');
  });

  it('stays quiet when the first socket cannot open, then says it is reconnecting', () => {
    const t = setUp();
    t.connection.subscribe('acme');
    t.latest().drop();
    expect(t.connection.status).toBe('reconnecting');
  });
});
