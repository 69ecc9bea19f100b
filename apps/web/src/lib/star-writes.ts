import { observable, runInAction } from 'mobx';

/**
 * How many favorite writes (a star set or cleared, an archive or delete that drops favorites)
 * the server has taken in this page: the sidebar's favorites read again when it moves, once the
 * row they share is written, not when a star only shows.
 */
const written = observable.box(0);

/** The count of star writes taken so far (observable). */
export function starWrites(): number {
  return written.get();
}

/** Tells the favorites that the server took a write touching them. */
export function noteStarWritten(): void {
  runInAction(() => {
    written.set(written.get() + 1);
  });
}
