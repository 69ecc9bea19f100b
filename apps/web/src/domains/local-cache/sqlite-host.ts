import sqlite3InitModule, { type SAHPoolUtil, type Sqlite3Static } from '@sqlite.org/sqlite-wasm';
import { sqliteWasmRunner } from '@keel/core';
import type { DatabaseHost } from './local-cache-engine';
import { LOCAL_CACHE_DIRECTORY } from './local-cache-protocol';

/** Pool entries kept free beyond the files in use: a database and its journal, twice over. */
const SPARE_POOL_ENTRIES = 4;

interface Engine {
  sqlite3: Sqlite3Static;
  /** The opfs-sahpool VFS; null where OPFS is missing (or another tab holds the pool). */
  pool: SAHPoolUtil | null;
}

/**
 * SQLite compiled to WebAssembly, in the worker, with the opfs-sahpool VFS: files in the origin's
 * private file system, through synchronous access handles, which need no cross-origin isolation
 * headers. Where OPFS is missing, databases live in memory (and say so).
 */
export function sqliteWasmHost(): DatabaseHost {
  let engine: Promise<Engine> | null = null;
  const start = (): Promise<Engine> =>
    (engine ??= (async () => {
      // Only the sahpool VFS is used: the others' start-up checks would only warn.
      Object.assign(globalThis, {
        sqlite3ApiConfig: { disable: { vfs: { opfs: true, 'opfs-vfs': true, 'opfs-wl': true } } },
      });
      const sqlite3 = await sqlite3InitModule();
      let pool: SAHPoolUtil | null = null;
      try {
        pool = await sqlite3.installOpfsSAHPoolVfs({
          name: 'keel-local-cache',
          directory: LOCAL_CACHE_DIRECTORY,
          // Another tab holding the pool makes this one fail: its files must stay as they are.
          preserveOnInitFailure: true,
        });
      } catch {
        pool = null;
      }
      return { sqlite3, pool };
    })());

  return {
    async open(name) {
      const { sqlite3, pool } = await start();
      if (pool) {
        await pool.reserveMinimumCapacity(pool.getFileCount() + SPARE_POOL_ENTRIES);
        const db = new pool.OpfsSAHPoolDb(name);
        return { db: sqliteWasmRunner(db), persistence: 'opfs', close: () => db.close() };
      }
      const db = new sqlite3.oo1.DB(':memory:', 'c');
      return { db: sqliteWasmRunner(db), persistence: 'memory', close: () => db.close() };
    },
    async wipe() {
      const { pool } = await start();
      // Removes the pool's directory and every database in it; the worker ends after this.
      await pool?.removeVfs();
    },
  };
}
