/**
 * The part of the `ws` package (installed with @fastify/websocket, which ships no types for it)
 * that Keel uses: the server's sockets in realtime/, and the client in its tests and bench.
 */
declare module 'ws' {
  import type { IncomingMessage } from 'node:http';

  export type RawData = Buffer | ArrayBuffer | Buffer[];

  export interface ClientOptions {
    headers?: Record<string, string>;
    origin?: string;
    handshakeTimeout?: number;
  }

  export class WebSocket {
    static readonly CONNECTING: 0;
    static readonly OPEN: 1;
    static readonly CLOSING: 2;
    static readonly CLOSED: 3;
    constructor(address: string | URL, options?: ClientOptions);
    readonly readyState: 0 | 1 | 2 | 3;
    /** Bytes queued by send() and not yet handed to the network. */
    readonly bufferedAmount: number;
    send(data: string | Buffer, callback?: (error?: Error) => void): void;
    ping(data?: string | Buffer, mask?: boolean, callback?: (error?: Error) => void): void;
    close(code?: number, reason?: string): void;
    terminate(): void;
    on(event: 'message', listener: (data: RawData, isBinary: boolean) => void): this;
    on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    on(event: 'open' | 'ping' | 'pong', listener: () => void): this;
    on(
      event: 'unexpected-response',
      listener: (request: unknown, response: IncomingMessage) => void,
    ): this;
    once(event: 'message', listener: (data: RawData, isBinary: boolean) => void): this;
    once(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    once(event: 'error', listener: (error: Error) => void): this;
    once(event: 'open' | 'ping' | 'pong', listener: () => void): this;
    once(
      event: 'unexpected-response',
      listener: (request: unknown, response: IncomingMessage) => void,
    ): this;
    off(event: string, listener: (...args: never[]) => void): this;
  }

  export class WebSocketServer {
    readonly clients: Set<WebSocket>;
    close(callback?: (error?: Error) => void): void;
  }

  export { WebSocketServer as Server };
}
