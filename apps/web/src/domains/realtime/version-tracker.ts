/** How many recent versions are remembered to drop an event delivered twice. */
const REMEMBERED_VERSIONS = 2000;

/**
 * The versions a connection has applied. Versions increase across the instance, but two
 * transactions may commit (and so arrive) out of version order, so an event older than the newest
 * is still applied once; only one seen before is dropped (a replay that overlaps live events).
 * The resume point is the newest version seen.
 */
export class VersionTracker {
  #latest: number | null = null;
  readonly #seen = new Set<number>();

  /** The version to resume from (`since`); null before anything was seen. */
  get latest(): number | null {
    return this.#latest;
  }

  /** Records an event's version; false when it was applied already. */
  accept(version: number): boolean {
    if (this.#seen.has(version)) return false;
    this.#seen.add(version);
    if (this.#seen.size > REMEMBERED_VERSIONS) {
      const oldest = this.#seen.values().next().value;
      if (oldest !== undefined) this.#seen.delete(oldest);
    }
    this.advanceTo(version);
    return true;
  }

  /** Moves the resume point forward (a `subscribed` or `resync` names the current version). */
  advanceTo(version: number): void {
    if (this.#latest === null || version > this.#latest) this.#latest = version;
  }
}
