/** How long events are gathered before their items are fetched (a bulk edit is one request). */
export const COALESCE_MS = 30;
/** The most ids one fetch names (the URL stays short; the server caps a call at more). */
export const FETCH_BATCH_SIZE = 50;

/**
 * Gathers ids per key (a project) for a short while, then hands each key's ids over in batches.
 * Asking for the same id twice within the window asks once.
 */
export class Coalescer {
  readonly #pending = new Map<string, Set<string>>();
  readonly #flush: (key: string, ids: string[]) => void;
  readonly #delayMs: number;
  readonly #batchSize: number;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: {
    flush: (key: string, ids: string[]) => void;
    delayMs?: number;
    batchSize?: number;
  }) {
    this.#flush = options.flush;
    this.#delayMs = options.delayMs ?? COALESCE_MS;
    this.#batchSize = options.batchSize ?? FETCH_BATCH_SIZE;
  }

  add(key: string, id: string): void {
    let ids = this.#pending.get(key);
    if (!ids) this.#pending.set(key, (ids = new Set()));
    ids.add(id);
    this.#timer ??= setTimeout(() => {
      this.flushNow();
    }, this.#delayMs);
  }

  /** Hands over everything gathered at once. */
  flushNow(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const pending = [...this.#pending];
    this.#pending.clear();
    for (const [key, ids] of pending) {
      const all = [...ids];
      for (let start = 0; start < all.length; start += this.#batchSize)
        this.#flush(key, all.slice(start, start + this.#batchSize));
    }
  }

  /** Drops what was gathered (the page is going away). */
  cancel(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#pending.clear();
  }
}
