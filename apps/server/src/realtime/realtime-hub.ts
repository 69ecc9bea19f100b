import {
  AppError,
  REALTIME_CLOSE_SESSION_ENDED,
  REALTIME_CLOSE_TOO_SLOW,
  REALTIME_DEAD_AFTER_MS,
  REALTIME_HEARTBEAT_MS,
  type RealtimeClientMessage,
  RealtimeClientMessageSchema,
  type RealtimeServerMessage,
} from '@keel/core';
import type { Database } from '../db/client';
import {
  findSubscribableWorkspace,
  liveSessionIds,
  type OutboxEvent,
  outboxBounds,
  readWorkspaceEvents,
} from './realtime-events.queries';
import { memberProjects } from '../permissions';
import type { RealtimeFeed, RealtimeLog } from './realtime-feed';
import { actingRole, canSee, changesAccess, type SubscriberAccess } from './realtime-visibility';

/** Events replayed at most on a subscribe; a longer gap is cheaper to refetch (resync). */
export const REALTIME_REPLAY_LIMIT = 1_000;
/** A socket with more unsent bytes than this cannot keep up: it is closed and resumes later. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** How often open sockets' sessions are checked: sign-out, expiry or deactivation close them. */
const SESSION_CHECK_INTERVAL_MS = 60_000;
const NOT_A_MEMBER = new AppError('NOT_A_MEMBER').message;

type Task = () => Promise<void> | undefined;

type RawData = Buffer | ArrayBuffer | Buffer[];

/**
 * What the hub needs of a socket: ws's WebSocket as @fastify/websocket hands it over, described
 * here so that the server's code does not depend on the `ws` package's types.
 */
export interface RealtimeSocket {
  readonly readyState: number;
  /** Bytes queued by send() and not yet handed to the network. */
  readonly bufferedAmount: number;
  send(text: string): void;
  ping(): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'message', listener: (data: RawData) => void): unknown;
  on(event: 'close' | 'pong', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

function parseClientMessage(data: RawData): RealtimeClientMessage | null {
  try {
    const bytes = Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.isBuffer(data)
        ? data
        : Buffer.from(new Uint8Array(data));
    const text = bytes.toString('utf8');
    const parsed = RealtimeClientMessageSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** One open socket: its user, its subscriptions, and the queue its messages go out through. */
class Connection {
  lastSeenAt = Date.now();
  isClosed = false;
  readonly subscriptions = new Map<string, Subscription>();
  private readonly tasks: Task[] = [];
  private isDraining = false;

  constructor(
    readonly socket: RealtimeSocket,
    readonly userId: string,
    readonly sessionId: string,
    private readonly log: RealtimeLog,
  ) {}

  send(message: RealtimeServerMessage): void {
    this.sendText(JSON.stringify(message));
  }

  sendText(text: string): void {
    if (this.socket.readyState !== 1) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.close(REALTIME_CLOSE_TOO_SLOW, 'too slow');
      return;
    }
    this.socket.send(text);
  }

  /**
   * Runs the connection's work one task at a time, in order, so a subscribe's replay and a
   * refreshed access come before the live events behind them. Synchronous tasks run at once.
   */
  enqueue(task: Task): void {
    this.tasks.push(task);
    if (!this.isDraining) void this.drain();
  }

  private async drain(): Promise<void> {
    this.isDraining = true;
    for (let task = this.tasks.shift(); task; task = this.tasks.shift()) {
      try {
        const pending = task();
        if (pending) await pending;
      } catch (error) {
        this.log.error({ err: error }, 'realtime: a socket task failed');
        this.send({ type: 'error', message: 'Something went wrong; subscribe again.' });
      }
    }
    this.isDraining = false;
  }
}

/** A connection's interest in one workspace, with the access its events are filtered by. */
class Subscription {
  isClosed = false;

  constructor(
    readonly connection: Connection,
    readonly slug: string,
    public access: SubscriberAccess,
    /** The newest version sent or skipped: older events are duplicates. */
    public lastVersion: number,
  ) {}
}

export interface RealtimeHubOptions {
  db: Database;
  /** Null: no live events (replays still work), for apps built without a database listener. */
  feed: RealtimeFeed | null;
  log: RealtimeLog;
  heartbeatMs?: number;
  deadAfterMs?: number;
}

/**
 * The process's WebSocket clients: subscribes them to workspaces (replaying what they missed),
 * hands each event from the feed to the subscribers who may see it, and closes sockets that went
 * silent or whose session ended.
 */
/** Largest message a realtime client may send; its messages are a few dozen bytes. */
export const REALTIME_MAX_MESSAGE_BYTES = 16 * 1024;

function messageBytes(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, part) => sum + part.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}

export class RealtimeHub {
  private readonly db: Database;
  private readonly log: RealtimeLog;
  private readonly connections = new Set<Connection>();
  private readonly byWorkspace = new Map<string, Set<Subscription>>();
  private readonly timers: NodeJS.Timeout[];
  private readonly stopFeed: () => void;
  private readonly deadAfterMs: number;

  constructor(options: RealtimeHubOptions) {
    this.db = options.db;
    this.log = options.log;
    this.deadAfterMs = options.deadAfterMs ?? REALTIME_DEAD_AFTER_MS;
    this.stopFeed =
      options.feed?.subscribe((events) => {
        this.dispatch(events);
      }) ?? (() => {});
    this.timers = [
      setInterval(() => {
        this.heartbeat();
      }, options.heartbeatMs ?? REALTIME_HEARTBEAT_MS),
      setInterval(() => {
        void this.checkSessions();
      }, SESSION_CHECK_INTERVAL_MS),
    ];
    for (const timer of this.timers) timer.unref();
  }

  /** How many sockets are open (for logs and tests). */
  get connectionCount(): number {
    return this.connections.size;
  }

  /** Takes over a socket whose upgrade request was authenticated as `userId`. */
  attach(socket: RealtimeSocket, userId: string, sessionId: string): void {
    const connection = new Connection(socket, userId, sessionId, this.log);
    this.connections.add(connection);
    socket.on('pong', () => {
      connection.lastSeenAt = Date.now();
    });
    socket.on('message', (data) => {
      connection.lastSeenAt = Date.now();
      if (messageBytes(data) > REALTIME_MAX_MESSAGE_BYTES) {
        socket.close(1009, 'Message too big');
        return;
      }
      this.receive(connection, data);
    });
    socket.on('close', () => {
      connection.isClosed = true;
      this.connections.delete(connection);
      for (const subscription of connection.subscriptions.values()) this.remove(subscription);
    });
    socket.on('error', (error) => {
      this.log.debug({ err: error }, 'realtime: socket error');
    });
  }

  close(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.stopFeed();
    for (const connection of this.connections) connection.socket.close(1001, 'shutting down');
  }

  private receive(connection: Connection, data: RawData): void {
    const message = parseClientMessage(data);
    if (!message) {
      connection.send({ type: 'error', message: 'Invalid message' });
      return;
    }
    switch (message.type) {
      case 'ping':
        connection.send({ type: 'pong' });
        return;
      case 'subscribe':
        connection.enqueue(() => this.subscribe(connection, message.workspace_slug, message.since));
        return;
      case 'unsubscribe':
        connection.enqueue(() => {
          const subscription = connection.subscriptions.get(message.workspace_slug);
          if (subscription) this.remove(subscription);
          return undefined;
        });
        return;
    }
  }

  private async loadAccess(slug: string, userId: string): Promise<SubscriberAccess | null> {
    const workspace = await findSubscribableWorkspace(this.db, slug, userId);
    if (!workspace) return null;
    const memberships = await memberProjects(this.db, {
      workspaceId: workspace.id,
      userId,
      includeArchived: true,
    });
    return {
      userId,
      workspaceId: workspace.id,
      projects: new Map(
        memberships.map((row) => [
          row.projectId,
          {
            role: actingRole(workspace.role, row.role),
            guestViewAllFeatures: row.guestViewAllFeatures,
          },
        ]),
      ),
    };
  }

  /**
   * Subscribes the connection to a workspace: registers first, so live events queue behind the
   * replay, then replays the workspace's events after `since` up to the newest version, or asks
   * for a resync when the gap is pruned or too long.
   */
  private async subscribe(
    connection: Connection,
    slug: string,
    since: number | null,
  ): Promise<void> {
    const access = await this.loadAccess(slug, connection.userId);
    if (connection.isClosed) return;
    if (!access) {
      connection.send({ type: 'error', message: NOT_A_MEMBER });
      return;
    }
    const previous = connection.subscriptions.get(slug);
    if (previous) this.remove(previous);
    const subscription = new Subscription(connection, slug, access, 0);
    connection.subscriptions.set(slug, subscription);
    let subscribers = this.byWorkspace.get(access.workspaceId);
    if (!subscribers) {
      subscribers = new Set();
      this.byWorkspace.set(access.workspaceId, subscribers);
    }
    subscribers.add(subscription);

    const { oldest, latest } = await outboxBounds(this.db);
    subscription.lastVersion = latest;
    if (since === null) {
      connection.send({ type: 'subscribed', workspace_slug: slug, version: latest });
      return;
    }
    const isPruned = oldest !== null && since < oldest - 1;
    const events =
      since > latest || isPruned
        ? null
        : await readWorkspaceEvents(this.db, {
            workspaceId: access.workspaceId,
            after: since,
            upTo: latest,
            limit: REALTIME_REPLAY_LIMIT + 1,
          });
    if (!events || events.length > REALTIME_REPLAY_LIMIT) {
      connection.send({ type: 'resync', workspace_slug: slug, version: latest });
      return;
    }
    for (const outbox of events) {
      if (canSee(subscription.access, outbox))
        connection.send({ type: 'event', event: outbox.event });
    }
    connection.send({ type: 'subscribed', workspace_slug: slug, version: latest });
  }

  private remove(subscription: Subscription): void {
    subscription.isClosed = true;
    const { connection, access } = subscription;
    if (connection.subscriptions.get(subscription.slug) === subscription)
      connection.subscriptions.delete(subscription.slug);
    const subscribers = this.byWorkspace.get(access.workspaceId);
    subscribers?.delete(subscription);
    if (subscribers?.size === 0) this.byWorkspace.delete(access.workspaceId);
  }

  /** Hands a batch from the feed to the subscribers of each event's workspace. */
  private dispatch(events: OutboxEvent[]): void {
    for (const outbox of events) {
      const subscribers = this.byWorkspace.get(outbox.event.workspace_id);
      if (!subscribers) continue;
      const text = JSON.stringify({ type: 'event', event: outbox.event });
      for (const subscription of subscribers) {
        subscription.connection.enqueue(() => this.deliver(subscription, outbox, text));
      }
    }
  }

  private deliver(
    subscription: Subscription,
    outbox: OutboxEvent,
    text: string,
  ): Promise<void> | undefined {
    if (subscription.isClosed || outbox.event.version <= subscription.lastVersion) return;
    subscription.lastVersion = outbox.event.version;
    if (!changesAccess(subscription.access, outbox)) {
      if (canSee(subscription.access, outbox)) subscription.connection.sendText(text);
      return;
    }
    return this.refreshAndDeliver(subscription, outbox, text);
  }

  /**
   * A membership or project-setting change: reads the access again, for this event and the ones
   * after it. The event itself goes out if the subscriber could see it before or can now (a
   * project's deletion reaches its former members).
   */
  private async refreshAndDeliver(
    subscription: Subscription,
    outbox: OutboxEvent,
    text: string,
  ): Promise<void> {
    const { connection, slug } = subscription;
    const couldSee = canSee(subscription.access, outbox);
    const access = await this.loadAccess(slug, connection.userId);
    if (subscription.isClosed) return;
    if (!access) {
      this.remove(subscription);
      connection.send({ type: 'revoked', workspace_slug: slug });
      return;
    }
    subscription.access = access;
    if (couldSee || canSee(access, outbox)) connection.sendText(text);
  }

  /** Pings every socket (browsers answer ping frames) and drops those silent for too long. */
  private heartbeat(): void {
    const now = Date.now();
    for (const connection of this.connections) {
      if (now - connection.lastSeenAt > this.deadAfterMs) {
        connection.socket.terminate();
        continue;
      }
      if (connection.socket.readyState === 1) connection.socket.ping();
    }
  }

  private async checkSessions(): Promise<void> {
    if (this.connections.size === 0) return;
    try {
      const ids = [...new Set([...this.connections].map((connection) => connection.sessionId))];
      const live = await liveSessionIds(this.db, ids);
      for (const connection of this.connections) {
        if (!live.has(connection.sessionId))
          connection.socket.close(REALTIME_CLOSE_SESSION_ENDED, 'session ended');
      }
    } catch (error) {
      this.log.warn({ err: error }, 'realtime: cannot check the sockets’ sessions');
    }
  }
}
