import { LOCAL_CACHE_DIRECTORY } from './local-cache-protocol';

/**
 * Removes the cache's directory from the origin's private file system, from the page (no worker
 * holds its files then). Nothing to do where OPFS is missing or the directory is gone already.
 */
export async function removeLocalCacheFiles(): Promise<void> {
  if (typeof navigator === 'undefined' || !('storage' in navigator)) return;
  if (!('getDirectory' in navigator.storage)) return;
  const root = await navigator.storage.getDirectory();
  try {
    await root.removeEntry(LOCAL_CACHE_DIRECTORY, { recursive: true });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotFoundError') return;
    throw error;
  }
}

/** Whether this browser can run the cache: module workers and WebAssembly. */
export function canRunLocalCache(): boolean {
  return typeof Worker !== 'undefined' && typeof WebAssembly !== 'undefined';
}
