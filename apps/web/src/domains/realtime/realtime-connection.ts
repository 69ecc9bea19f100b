import {
  type RealtimeClientMessage,
  type RealtimeEvent,
  REALTIME_DEAD_AFTER_MS,
  REALTIME_HEARTBEAT_MS,
  RealtimeServerMessageSchema,
} from '@keel/core';
import { makeObservable, observable, runInAction } from 'mobx';
import { reconnectDelay } from './reconnect-delay';
import { VersionTracker } from './version-tracker';

/**
 * Where the connection stands, as the status indicator shows it:
 * - `idle`: no workspace is subscribed, so there is no socket;
 * - `connecting`: the first socket of the page is opening (nothing is missed yet: not shown);
 * - `live`: subscribed, events arrive as they happen;
 * - `reconnecting`: the socket dropped and a new one is being opened (after a backoff);
 * - `catching-up`: a new socket is receiving what was missed, or the screens are refetching;
 * - `offline`: the browser says it has no network; it reconnects when the network comes back.
 */
export type ConnectionStatus =
  'idle' | 'connecting' | 'live' | 'reconnecting' | 'catching-up' | 'offline';

/** The part of a WebSocket the connection uses (a fake in tests). */
export interface RealtimeSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: (() => void) | null;
  onmessage: ((message: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
  onerror: (() => void) | null;
}

/** What the connection needs of the browser. */
export interface RealtimeEnvironment {
  openSocket(): RealtimeSocket;
  isOnline(): boolean;
  /** Calls back when the network comes or goes; answers the function that stops listening. */
  watchNetwork(onChange: (isOnline: boolean) => void): () => void;
  random?: () => number;
}

/** What the connection hands on; the applier (or a test) does the work. */
export interface RealtimeHandlers {
  onEvent(event: RealtimeEvent): void;
  /** The gap was too old to replay: refetch what is shown. The status says "catching up" until it settles. */
  onResync(slug: string): Promise<void>;
  /** Access to the workspace ended. */
  onRevoked(slug: string): void;
}

/** How long the socket stays open after the last workspace screen is left (a quick switch reuses it). */
const IDLE_CLOSE_MS = 2_000;

/** The browser's: a WebSocket to `/ws` on the page's own origin (wss: when the page is https:). */
export function browserEnvironment(): RealtimeEnvironment {
  return {
    openSocket: () => {
      const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
      const socket = new WebSocket(`${protocol}//${window.location.host}/ws`);
      const adapter: RealtimeSocket = {
        send: (data) => {
          socket.send(data);
        },
        close: (code, reason) => {
          socket.close(code, reason);
        },
        onopen: null,
        onmessage: null,
        onclose: null,
        onerror: null,
      };
      socket.onopen = () => adapter.onopen?.();
      socket.onmessage = (message) => adapter.onmessage?.({ data: message.data });
      socket.onclose = () => adapter.onclose?.();
      socket.onerror = () => adapter.onerror?.();
      return adapter;
    },
    isOnline: () => navigator.onLine,
    watchNetwork: (onChange) => {
      const online = () => {
        onChange(true);
      };
      const offline = () => {
        onChange(false);
      };
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
      };
    },
  };
}

/**
 * The page's one realtime connection (issue 8): a WebSocket to `/ws`, subscribed to the workspaces
 * whose screens are mounted. It reconnects with a jittered, capped backoff and resumes from the
 * last version it applied; it pings every REALTIME_HEARTBEAT_MS and counts a socket silent for
 * REALTIME_DEAD_AFTER_MS as dead; the browser's online and offline events close it at once and
 * bring it back at once.
 */
export class RealtimeConnection {
  status: ConnectionStatus = 'idle';
  readonly #environment: RealtimeEnvironment;
  readonly #handlers: RealtimeHandlers;
  readonly #versions = new VersionTracker();
  /** Workspaces subscribed, and whether the server confirmed each on the current socket. */
  readonly #slugs = new Map<string, { isConfirmed: boolean }>();
  #socket: RealtimeSocket | null = null;
  #isOpen = false;
  /** Whether a socket of this page was ever live: a later one is a reconnection. */
  #wasLive = false;
  #attempt = 0;
  #resyncs = 0;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #idleTimer: ReturnType<typeof setTimeout> | undefined;
  #pingTimer: ReturnType<typeof setInterval> | undefined;
  #deadTimer: ReturnType<typeof setTimeout> | undefined;
  #stopWatching: (() => void) | null = null;

  constructor(options: { environment: RealtimeEnvironment; handlers: RealtimeHandlers }) {
    this.#environment = options.environment;
    this.#handlers = options.handlers;
    makeObservable(this, { status: observable });
  }

  /** The version a reconnection resumes from; null before the first subscription answered. */
  get lastVersion(): number | null {
    return this.#versions.latest;
  }

  /** Starts receiving a workspace's events (its screens mounted). */
  subscribe(slug: string): void {
    clearTimeout(this.#idleTimer);
    this.#idleTimer = undefined;
    if (this.#slugs.has(slug)) return;
    this.#slugs.set(slug, { isConfirmed: false });
    this.#stopWatching ??= this.#environment.watchNetwork((isOnline) => {
      this.#networkChanged(isOnline);
    });
    if (this.#socket === null) {
      if (this.#retryTimer === undefined) this.#connect();
      return;
    }
    if (this.#isOpen) this.#sendSubscribe(slug);
    this.#updateStatus();
  }

  /** Stops receiving a workspace's events; the socket closes shortly after the last one goes. */
  unsubscribe(slug: string): void {
    if (!this.#slugs.delete(slug)) return;
    if (this.#isOpen) this.#send({ type: 'unsubscribe', workspace_slug: slug });
    if (this.#slugs.size > 0) {
      this.#updateStatus();
      return;
    }
    clearTimeout(this.#idleTimer);
    this.#idleTimer = setTimeout(() => {
      this.#idleTimer = undefined;
      if (this.#slugs.size === 0) this.#shutDown();
    }, IDLE_CLOSE_MS);
  }

  /** Closes everything for good (the page is going away, or a test ends). */
  dispose(): void {
    this.#slugs.clear();
    clearTimeout(this.#idleTimer);
    this.#shutDown();
  }

  #shutDown(): void {
    this.#stopWatching?.();
    this.#stopWatching = null;
    clearTimeout(this.#retryTimer);
    this.#retryTimer = undefined;
    this.#dropSocket();
    this.#setStatus('idle');
  }

  #connect(): void {
    this.#retryTimer = undefined;
    if (this.#slugs.size === 0) return;
    if (!this.#environment.isOnline()) {
      this.#setStatus('offline');
      return;
    }
    let socket: RealtimeSocket;
    try {
      socket = this.#environment.openSocket();
    } catch {
      this.#scheduleReconnect();
      return;
    }
    this.#socket = socket;
    this.#isOpen = false;
    for (const entry of this.#slugs.values()) entry.isConfirmed = false;
    socket.onopen = () => {
      if (this.#socket !== socket) return;
      this.#isOpen = true;
      this.#startHeartbeat();
      for (const slug of this.#slugs.keys()) this.#sendSubscribe(slug);
      this.#updateStatus();
    };
    socket.onmessage = (message) => {
      if (this.#socket === socket) this.#receive(message.data);
    };
    socket.onclose = () => {
      if (this.#socket === socket) this.#lost();
    };
    // A failed socket also closes; the close does the work.
    socket.onerror = () => undefined;
    this.#updateStatus();
  }

  #sendSubscribe(slug: string): void {
    this.#send({ type: 'subscribe', workspace_slug: slug, since: this.#versions.latest });
  }

  #send(message: RealtimeClientMessage): void {
    try {
      this.#socket?.send(JSON.stringify(message));
    } catch {
      // A socket that cannot send is closing; its close event reconnects.
    }
  }

  #receive(data: unknown): void {
    this.#armDeadTimer();
    if (typeof data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = RealtimeServerMessageSchema.safeParse(json);
    if (!parsed.success) return;
    const message = parsed.data;
    switch (message.type) {
      case 'subscribed': {
        const entry = this.#slugs.get(message.workspace_slug);
        if (!entry) return;
        entry.isConfirmed = true;
        this.#versions.advanceTo(message.version);
        this.#attempt = 0;
        this.#wasLive = true;
        this.#updateStatus();
        return;
      }
      case 'event':
        if (this.#versions.accept(message.event.version)) this.#handlers.onEvent(message.event);
        return;
      case 'resync': {
        const entry = this.#slugs.get(message.workspace_slug);
        if (!entry) return;
        // Live events follow a resync as they follow a subscribed.
        entry.isConfirmed = true;
        this.#attempt = 0;
        this.#wasLive = true;
        this.#versions.advanceTo(message.version);
        this.#resyncs += 1;
        this.#updateStatus();
        void this.#handlers
          .onResync(message.workspace_slug)
          .catch(() => undefined)
          .finally(() => {
            this.#resyncs -= 1;
            this.#updateStatus();
          });
        return;
      }
      case 'revoked':
        if (!this.#slugs.has(message.workspace_slug)) return;
        this.unsubscribe(message.workspace_slug);
        this.#handlers.onRevoked(message.workspace_slug);
        return;
      case 'pong':
      case 'error':
        return;
    }
  }

  #startHeartbeat(): void {
    clearInterval(this.#pingTimer);
    this.#pingTimer = setInterval(() => {
      this.#send({ type: 'ping' });
    }, REALTIME_HEARTBEAT_MS);
    this.#armDeadTimer();
  }

  #armDeadTimer(): void {
    clearTimeout(this.#deadTimer);
    this.#deadTimer = setTimeout(() => {
      // Silent too long (a sleeping laptop, a half-open TCP connection): start afresh.
      this.#lost();
    }, REALTIME_DEAD_AFTER_MS);
  }

  #dropSocket(): void {
    clearInterval(this.#pingTimer);
    clearTimeout(this.#deadTimer);
    this.#pingTimer = undefined;
    this.#deadTimer = undefined;
    const socket = this.#socket;
    this.#socket = null;
    this.#isOpen = false;
    if (socket === null) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    try {
      socket.close();
    } catch {
      // Closing a socket that never opened can throw in some browsers; it is gone either way.
    }
  }

  #lost(): void {
    this.#dropSocket();
    if (this.#slugs.size === 0) {
      this.#setStatus('idle');
      return;
    }
    if (!this.#environment.isOnline()) {
      this.#setStatus('offline');
      return;
    }
    this.#scheduleReconnect();
  }

  #scheduleReconnect(): void {
    clearTimeout(this.#retryTimer);
    const delay = reconnectDelay(this.#attempt, this.#environment.random);
    this.#attempt += 1;
    this.#retryTimer = setTimeout(() => {
      this.#connect();
    }, delay);
    this.#setStatus('reconnecting');
  }

  #networkChanged(isOnline: boolean): void {
    if (this.#slugs.size === 0) return;
    if (!isOnline) {
      // The socket cannot work without a network: say so now rather than after the dead timer.
      clearTimeout(this.#retryTimer);
      this.#retryTimer = undefined;
      this.#dropSocket();
      this.#setStatus('offline');
      return;
    }
    // The network is back: try at once rather than at the end of a long backoff.
    this.#attempt = 0;
    clearTimeout(this.#retryTimer);
    this.#retryTimer = undefined;
    if (this.#socket === null) this.#connect();
  }

  #updateStatus(): void {
    if (this.#slugs.size === 0 && this.#socket === null) {
      this.#setStatus('idle');
      return;
    }
    if (this.#socket === null) return;
    const isConfirmed = [...this.#slugs.values()].every((entry) => entry.isConfirmed);
    if (isConfirmed && this.#isOpen && this.#resyncs === 0) this.#setStatus('live');
    else if (!this.#wasLive) this.#setStatus('connecting');
    else this.#setStatus(this.#isOpen ? 'catching-up' : 'reconnecting');
  }

  #setStatus(status: ConnectionStatus): void {
    if (this.status !== status)
      runInAction(() => {
        this.status = status;
      });
  }
}
