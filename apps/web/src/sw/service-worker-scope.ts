/**
 * The parts of a service worker's global scope (ServiceWorkerGlobalScope) that service-worker.ts
 * uses. The web project is type-checked with TypeScript's DOM library, whose `self` is a window;
 * its WebWorker library declares the same globals differently and cannot join it, so the worker
 * declares here the few members it needs, as the Service Workers specification defines them.
 * `caches` and `fetch` are the DOM library's.
 */

export interface ExtendableEvent extends Event {
  /** Keeps the worker alive until `promise` settles. */
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}

export interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}

interface ServiceWorkerEvents {
  install: ExtendableEvent;
  activate: ExtendableEvent;
  fetch: FetchEvent;
  message: ExtendableMessageEvent;
}

export interface ServiceWorkerScope {
  readonly location: { readonly origin: string };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener<Type extends keyof ServiceWorkerEvents>(
    type: Type,
    listener: (event: ServiceWorkerEvents[Type]) => void,
  ): void;
}
