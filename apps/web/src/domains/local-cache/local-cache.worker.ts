import { expose } from 'comlink';
import { ApiClient } from '#web/lib/api-client';
import { LocalCacheEngine } from './local-cache-engine';
import { sqliteWasmHost } from './sqlite-host';

/**
 * The cache's dedicated worker (started by local-cache-client.ts): SQLite, the sync's requests,
 * their JSON parsing and every insert run here, off the page's main thread. Requests go to the
 * page's own origin with its cookies; a 401 is the page's to handle, so nothing redirects here.
 */
const api = new ApiClient({
  getLocation: () => self.location,
  redirect: () => undefined,
});

expose(new LocalCacheEngine(sqliteWasmHost(), api));
