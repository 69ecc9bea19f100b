/** The clock a throttle reads and the timer it sets; the browser's by default, fakes in tests. */
export interface ThrottleClock {
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const browserClock: ThrottleClock = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => {
    globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>);
  },
};

export interface ProgressThrottle {
  /** Takes a new value; it is passed on now, or with the next tick if one was passed on lately. */
  report: (value: number) => void;
  /** Passes on a held value at once (the upload finished). */
  flush: () => void;
  /** Drops a held value (the upload was canceled). */
  cancel: () => void;
}

/**
 * Passes progress on at most once per `intervalMs` (spec §9: 16 ms), always ending with the latest
 * value: the first report goes at once, later ones within the interval are held and the newest is
 * sent when it ends. Upload progress events can fire far faster than a frame.
 */
export function createProgressThrottle(
  intervalMs: number,
  emit: (value: number) => void,
  clock: ThrottleClock = browserClock,
): ProgressThrottle {
  let lastEmit = Number.NEGATIVE_INFINITY;
  let held: number | null = null;
  let timer: unknown = null;

  const send = (value: number) => {
    lastEmit = clock.now();
    held = null;
    emit(value);
  };
  const stopTimer = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };

  return {
    report(value) {
      const elapsed = clock.now() - lastEmit;
      if (elapsed >= intervalMs && timer === null) {
        send(value);
        return;
      }
      held = value;
      timer ??= clock.setTimeout(() => {
        timer = null;
        if (held !== null) send(held);
      }, intervalMs - elapsed);
    },
    flush() {
      stopTimer();
      if (held !== null) send(held);
    },
    cancel() {
      stopTimer();
      held = null;
    },
  };
}
