import { performance } from 'node:perf_hooks';
import {
  type RealtimeClientMessage,
  type RealtimeServerMessage,
  RealtimeServerMessageSchema,
} from '@keel/core';
import { WebSocket } from 'ws';

/** A message as received, with when it arrived (performance.now()). */
export interface ReceivedMessage {
  message: RealtimeServerMessage;
  at: number;
}

/** Thrown when the server refuses the upgrade; `status` is its HTTP answer. */
export class RefusedError extends Error {
  constructor(readonly status: number) {
    super(`the server refused the socket with ${status}`);
  }
}

/**
 * A realtime client for tests and benches: connects to `/ws` with a cookie (and an Origin),
 * validates every message against the protocol, and lets callers wait for one.
 */
export class RealtimeTestClient {
  readonly received: ReceivedMessage[] = [];
  private readonly waiters = new Set<() => void>();
  private closed = false;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const text = Array.isArray(data)
        ? Buffer.concat(data).toString('utf8')
        : Buffer.isBuffer(data)
          ? data.toString('utf8')
          : Buffer.from(new Uint8Array(data)).toString('utf8');
      const at = performance.now();
      this.received.push({ message: RealtimeServerMessageSchema.parse(JSON.parse(text)), at });
      for (const wake of this.waiters) wake();
    });
    socket.on('close', () => {
      this.closed = true;
      for (const wake of this.waiters) wake();
    });
  }

  /** Opens a socket on `baseUrl` (http://host:port); rejects with RefusedError on a refusal. */
  static connect(
    baseUrl: string,
    options: { cookie?: string; origin?: string } = {},
  ): Promise<RealtimeTestClient> {
    const headers: Record<string, string> = {};
    if (options.cookie) headers.cookie = options.cookie;
    if (options.origin) headers.origin = options.origin;
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`, {
      headers,
      handshakeTimeout: 10_000,
    });
    return new Promise((resolve, reject) => {
      socket.once('open', () => {
        resolve(new RealtimeTestClient(socket));
      });
      socket.once('unexpected-response', (_request, response) => {
        socket.terminate();
        reject(new RefusedError(response.statusCode ?? 0));
      });
      socket.once('error', reject);
    });
  }

  get isClosed(): boolean {
    return this.closed;
  }

  send(message: RealtimeClientMessage): void {
    this.socket.send(JSON.stringify(message));
  }

  /** Sends `subscribe` and waits for its answer (subscribed, resync or error). */
  async subscribe(slug: string, since: number | null = null): Promise<RealtimeServerMessage> {
    const from = this.received.length;
    this.send({ type: 'subscribe', workspace_slug: slug, since });
    const answer = await this.waitFor(
      (message) =>
        ((message.type === 'subscribed' || message.type === 'resync') &&
          message.workspace_slug === slug) ||
        message.type === 'error',
      { from },
    );
    return answer.message;
  }

  /** Waits for a message matching `predicate` among those received from index `from` on. */
  waitFor(
    predicate: (message: RealtimeServerMessage) => boolean,
    options: { from?: number; timeoutMs?: number } = {},
  ): Promise<ReceivedMessage> {
    const timeoutMs = options.timeoutMs ?? 5_000;
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.received
          .slice(options.from ?? 0)
          .find((each) => predicate(each.message));
        if (found) {
          finish();
          resolve(found);
        } else if (this.closed) {
          finish();
          reject(new Error('the socket closed'));
        }
      };
      const timer = setTimeout(() => {
        finish();
        reject(
          new Error(
            `no matching message within ${timeoutMs} ms; got ${JSON.stringify(this.received.map((each) => each.message))}`,
          ),
        );
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
      check();
    });
  }

  /** The events received so far. */
  events() {
    return this.received.flatMap(({ message }) =>
      message.type === 'event' ? [message.event] : [],
    );
  }

  /** Closes the socket and resolves once it is closed. */
  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => {
        resolve();
      });
      this.socket.close();
    });
  }
}
