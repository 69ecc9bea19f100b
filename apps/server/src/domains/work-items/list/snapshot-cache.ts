/**
 * Values computed for one state of a project's work items, kept in this process by a key that
 * begins with the project's list version (readListVersion). An entry stays right for as long as
 * that version is current; nothing invalidates it, a newer version simply stops asking for it and
 * it is evicted, least recently used first, once `capacity` entries are held. The promise is kept
 * from the start, so concurrent requests for one key share one computation; a failure is
 * forgotten at once.
 */
export class SnapshotCache<T> {
  private readonly entries = new Map<string, Promise<T>>();

  constructor(private readonly capacity: number) {}

  /** The value for `key`, computed by `compute` unless it is held. */
  remember(key: string, compute: () => Promise<T>): Promise<T> {
    const held = this.entries.get(key);
    if (held) {
      // Map keeps insertion order: taking the entry out and back makes it the newest.
      this.entries.delete(key);
      this.entries.set(key, held);
      return held;
    }
    const computed = compute();
    this.entries.set(key, computed);
    computed.catch(() => {
      if (this.entries.get(key) === computed) this.entries.delete(key);
    });
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.entries.delete(oldest.value);
    }
    return computed;
  }

  /** Entries held (for tests). */
  get size(): number {
    return this.entries.size;
  }
}
