/**
 * The fields of each item this client is writing right now (sent, not yet answered), so that a
 * realtime event does not put back an older value over an optimistic edit, nor apply the client's
 * own write a second time. When another person's change to such a field was skipped, the write's
 * end says so: the item is then read again, and the server's value wins.
 */
export class PendingWrites {
  /** `${id}\u0000${field}` → writes in flight. */
  readonly #counts = new Map<string, number>();
  /** Items for which another person's change was skipped while a write of this client was out. */
  readonly #skipped = new Set<string>();

  /**
   * Marks fields of an item as being written. Answers the function to call once the write is
   * answered (taken or refused); it answers true when the item should be read again.
   */
  begin(id: string, fields: Iterable<string>): () => boolean {
    const keys = [...new Set(fields)].map((field) => keyOf(id, field));
    for (const key of keys) this.#counts.set(key, (this.#counts.get(key) ?? 0) + 1);
    let hasEnded = false;
    return () => {
      if (hasEnded) return false;
      hasEnded = true;
      for (const key of keys) {
        const count = (this.#counts.get(key) ?? 1) - 1;
        if (count > 0) this.#counts.set(key, count);
        else this.#counts.delete(key);
      }
      if (!this.#skipped.has(id) || this.hasAny(id)) return false;
      this.#skipped.delete(id);
      return true;
    };
  }

  isPending(id: string, field: string): boolean {
    return this.#counts.has(keyOf(id, field));
  }

  /** Whether any field of the item is being written. */
  hasAny(id: string): boolean {
    const prefix = keyOf(id, '');
    for (const key of this.#counts.keys()) if (key.startsWith(prefix)) return true;
    return false;
  }

  /** Notes that a change by someone else was skipped for the item. */
  markSkipped(id: string): void {
    this.#skipped.add(id);
  }
}

function keyOf(id: string, field: string): string {
  return `${id}\u0000${field}`;
}
