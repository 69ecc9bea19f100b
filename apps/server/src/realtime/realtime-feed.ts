import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import {
  type OutboxEvent,
  outboxBounds,
  pruneEvents,
  readEventsAfter,
} from './realtime-events.queries';

/** The channel the outbox's commit trigger notifies (migration 0008). */
export const REALTIME_CHANNEL = 'keel_realtime';
/** How long the outbox keeps events: clients away longer are told to resync. */
export const REALTIME_RETENTION_MS = 24 * 60 * 60 * 1000;
/** How often a process prunes the outbox (several processes pruning at once is harmless). */
const PRUNE_INTERVAL_MS = 10 * 60 * 1000;
/**
 * How often the outbox is read even without a notification: a safety net for a LISTEN connection
 * that died without telling (a half-open TCP connection), not the delivery path.
 */
const POLL_INTERVAL_MS = 10_000;
/** Rows read per query when catching up. */
const READ_BATCH = 500;
/** Reconnection backoff of the LISTEN connection: doubles from the first to the last. */
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/** Where realtime logs (the app's logger, or pino's). */
export type RealtimeLog = Pick<FastifyBaseLogger, 'debug' | 'warn' | 'error'>;

export type RealtimeListener = (events: OutboxEvent[]) => void;

/**
 * The process's source of realtime events: one dedicated PostgreSQL connection LISTENs on
 * 'keel_realtime'; each notification makes the feed read the outbox after the last version it
 * handed out, in batches, and pass the rows on in version order. Versions are numbered in commit
 * order, so "after the last version" misses nothing; after a reconnection the same read catches up
 * on whatever was committed meanwhile.
 */
export class RealtimeFeed {
  private readonly url: string;
  private readonly db: Database;
  private readonly log: RealtimeLog;
  private readonly listeners = new Set<RealtimeListener>();
  private client: pg.Client | null = null;
  private stopped = false;
  private started = false;
  private reading: Promise<void> | null = null;
  private readAgain = false;
  private reconnectDelay = RECONNECT_FIRST_MS;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private readonly timers: NodeJS.Timeout[] = [];
  /** The newest version handed to the listeners. */
  lastVersion = 0;

  constructor(options: { url: string; db: Database; log: RealtimeLog }) {
    this.url = options.url;
    this.db = options.db;
    this.log = options.log;
  }

  /** Starts listening from the outbox's newest version; resolves once LISTEN is in place. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.lastVersion = (await outboxBounds(this.db)).latest;
    await this.connect();
    this.timers.push(
      setInterval(() => {
        this.read();
      }, POLL_INTERVAL_MS),
      setInterval(() => {
        void this.prune();
      }, PRUNE_INTERVAL_MS),
    );
    for (const timer of this.timers) timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
    await this.reading;
  }

  /** Calls `listener` with every batch of new events; answers the function that stops it. */
  subscribe(listener: RealtimeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      application_name: 'keel-realtime',
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
    });
    client.on('notification', () => {
      this.read();
    });
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'realtime: the LISTEN connection failed');
      this.reconnect(client);
    });
    client.on('end', () => {
      this.reconnect(client);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${REALTIME_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.reconnectDelay = RECONNECT_FIRST_MS;
    // Whatever was committed while no connection listened.
    this.read();
  }

  private reconnect(failed: pg.Client): void {
    if (this.stopped || this.client !== failed) return;
    this.client = null;
    failed.end().catch(() => undefined);
    const attempt = () => {
      this.reconnectTimer = null;
      if (this.stopped) return;
      this.connect().catch((error: unknown) => {
        this.log.warn({ err: error }, 'realtime: cannot LISTEN yet, retrying');
        this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
        this.reconnectTimer = setTimeout(attempt, this.reconnectDelay);
      });
    };
    this.reconnectTimer = setTimeout(attempt, this.reconnectDelay);
  }

  /** Reads the new events; one read at a time, and once more if asked to while reading. */
  private read(): void {
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = this.readAll()
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'realtime: cannot read the outbox');
      })
      .finally(() => {
        this.reading = null;
        if (this.readAgain && !this.stopped) {
          this.readAgain = false;
          this.read();
        }
      });
  }

  private async readAll(): Promise<void> {
    for (;;) {
      const events = await readEventsAfter(this.db, this.lastVersion, READ_BATCH);
      const last = events.at(-1);
      if (!last) return;
      this.lastVersion = last.event.version;
      for (const listener of this.listeners) {
        try {
          listener(events);
        } catch (error) {
          this.log.error({ err: error }, 'realtime: a listener failed');
        }
      }
      if (events.length < READ_BATCH) return;
    }
  }

  private async prune(): Promise<void> {
    try {
      const deleted = await pruneEvents(this.db, new Date(Date.now() - REALTIME_RETENTION_MS));
      if (deleted > 0) this.log.debug({ deleted }, 'realtime: pruned the outbox');
    } catch (error) {
      this.log.warn({ err: error }, 'realtime: cannot prune the outbox');
    }
  }
}
