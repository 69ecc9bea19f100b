import { proxy, releaseProxy, wrap } from 'comlink';
import type { LocalCacheClient, LocalCacheWorkerApi } from './local-cache-protocol';

/**
 * Starts the cache's dedicated worker (a module worker Vite bundles with SQLite's WebAssembly) and
 * answers the page's handle on it: every call goes through comlink and answers a promise.
 */
export function startLocalCacheWorker(): LocalCacheClient {
  const worker = new Worker(new URL('./local-cache.worker.ts', import.meta.url), {
    type: 'module',
    name: 'keel-local-cache',
  });
  const api = wrap<LocalCacheWorkerApi>(worker);
  const failure = new Promise<Error>((resolve) => {
    worker.addEventListener('error', (event) => {
      resolve(new Error(`The local cache's worker failed: ${event.message}`));
    });
  });
  return {
    // Every method of the worker's API already answers a promise, so the remote and the local
    // shapes are the same.
    api,
    events: (handlers) => proxy(handlers),
    failure,
    terminate: () => {
      api[releaseProxy]();
      worker.terminate();
    },
  };
}
