/**
 * The offline service worker's caches in Cache Storage, named `keel-<kind>-<build version>`:
 * - `shell`: the last index.html a navigation answered (the app shell offline);
 * - `assets`: built files under /assets/;
 * - `api`: the last 200 answer of each kept API GET (offline-routes.ts, isKeptApiPath).
 * A new build's worker carries what is still good into its own caches and deletes the others
 * (service-worker.ts, on activate). The page uses this module too, to forget the API answers.
 */

export type OfflineCacheKind = 'shell' | 'assets' | 'api';

const OFFLINE_CACHE_NAME = /^keel-(shell|assets|api)-([\w-]+)$/;

/** What the build writes into the worker (apps/web/vite.config.ts, serviceWorker()). */
export interface ServiceWorkerBuild {
  /** Derived from the build's files: names the caches of this build's worker. */
  version: string;
  /** Every built file (`/assets/…`), which is what the asset cache may keep of an older build. */
  assets: string[];
  /**
   * Kept on install: the files the first page loads, and what the local cache's worker loads
   * itself (its script and SQLite's WebAssembly), which the page's Resource Timing does not list.
   */
  precache: string[];
  /**
   * Kept on install after those, as far as they load: the code of every other screen, so that a
   * screen first opened offline (the create dialog's editor, say) still opens.
   */
  screens: string[];
}

export function offlineCacheName(kind: OfflineCacheKind, version: string): string {
  return `keel-${kind}-${version}`;
}

/** The kind and version of one of the worker's caches; null for any other cache. */
export function parseOfflineCacheName(
  name: string,
): { kind: OfflineCacheKind; version: string } | null {
  const match = OFFLINE_CACHE_NAME.exec(name);
  const kind = match?.[1];
  const version = match?.[2];
  if (kind === undefined || version === undefined) return null;
  return { kind: kind as OfflineCacheKind, version };
}

/**
 * Deletes every API answer the offline worker kept (all versions), which belong to the person who
 * was signed in. Called by the page at sign-out (app/root-store.ts), before the sign-out's form
 * post; Cache Storage is the page's as much as the worker's, so no message goes to a worker that
 * may not be running. The worker calls it too, for what the page cannot see: an API answer that
 * is 401 (the session is gone, and the app goes to sign-in), and a session or `users/me` answer
 * naming nobody, or someone else than the kept answers were for (another person signed in on
 * this browser: a sign-in that succeeds is followed by those GETs). Never fails: where Cache
 * Storage is missing (an insecure origin) or refused there is nothing to delete.
 */
export async function forgetOfflineAnswers(): Promise<void> {
  try {
    if (typeof caches === 'undefined') return;
    const names = await caches.keys();
    await Promise.all(
      names
        .filter((name) => parseOfflineCacheName(name)?.kind === 'api')
        .map((name) => caches.delete(name)),
    );
  } catch {
    // Nothing kept can be read either.
  }
}
