import { z } from 'zod';

/** The part of the browser's localStorage the cache's preferences use. */
export type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key'> & {
  readonly length: number;
};

const PREFIX = 'keel:local-cache:';

/** The stored hints: project id to what was known of its viewer. */
const SyncedHintsSchema = z.record(z.string(), z.object({ ownItemsOnly: z.boolean().optional() }));

/** What this browser remembers of a synced project between visits. */
export interface SyncedProjectHint {
  /** The viewer sees only the items they created (a guest of a project that hides the rest). */
  ownItemsOnly: boolean;
}

/**
 * The cache's preferences in this browser, per person (spec §1: "on by default and toggled by a
 * stored flag"), and a hint per workspace of the projects already synced, so that a reload knows
 * at once which lists to wait for the cache for. Storage that refuses (private modes) reads as
 * the defaults.
 */
export class LocalCachePreferences {
  readonly #storage: PreferenceStorage | null;

  constructor(storage: PreferenceStorage | null) {
    this.#storage = storage;
  }

  /** Whether the person keeps the cache on (true unless they turned it off). */
  isEnabled(userId: string): boolean {
    return this.#read(`${PREFIX}${userId}:enabled`) !== 'false';
  }

  setEnabled(userId: string, isEnabled: boolean): void {
    const key = `${PREFIX}${userId}:enabled`;
    if (isEnabled) this.#remove(key);
    else this.#write(key, 'false');
  }

  /** The projects of the workspace whose first sync finished in this browser. */
  syncedProjects(userId: string, slug: string): Map<string, SyncedProjectHint> {
    const raw = this.#read(syncedKey(userId, slug));
    const found = new Map<string, SyncedProjectHint>();
    if (raw === null) return found;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      // A hint that does not parse is no hint.
      return found;
    }
    const hints = SyncedHintsSchema.safeParse(parsed);
    if (!hints.success) return found;
    for (const [projectId, hint] of Object.entries(hints.data))
      found.set(projectId, { ownItemsOnly: hint.ownItemsOnly ?? false });
    return found;
  }

  setSyncedProjects(
    userId: string,
    slug: string,
    projects: ReadonlyMap<string, SyncedProjectHint>,
  ): void {
    this.#write(syncedKey(userId, slug), JSON.stringify(Object.fromEntries(projects)));
  }

  /** Forgets every workspace's hints (the databases were cleared). */
  forgetSynced(): void {
    const storage = this.#storage;
    if (!storage) return;
    try {
      const keys: string[] = [];
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index);
        if (key?.startsWith(PREFIX) === true && key.endsWith(':synced')) keys.push(key);
      }
      for (const key of keys) storage.removeItem(key);
    } catch {
      // Nothing more to forget.
    }
  }

  #read(key: string): string | null {
    try {
      return this.#storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  #write(key: string, value: string): void {
    try {
      this.#storage?.setItem(key, value);
    } catch {
      // Full or refused: the default applies next time.
    }
  }

  #remove(key: string): void {
    try {
      this.#storage?.removeItem(key);
    } catch {
      // Refused: nothing was stored either.
    }
  }
}

function syncedKey(userId: string, slug: string): string {
  return `${PREFIX}${userId}:${slug}:synced`;
}
