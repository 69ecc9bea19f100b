import { describe, expect, it } from 'vitest';
import { type ThrottleClock, createProgressThrottle } from './progress-throttle';

function fakeClock() {
  let now = 0;
  let pending: { at: number; callback: () => void } | null = null;
  const clock: ThrottleClock = {
    now: () => now,
    setTimeout: (callback, ms) => {
      pending = { at: now + ms, callback };
      return pending;
    },
    clearTimeout: () => {
      pending = null;
    },
  };
  const advance = (ms: number) => {
    now += ms;
    const due = pending;
    if (due !== null && due.at <= now) {
      pending = null;
      due.callback();
    }
  };
  return { clock, advance };
}

describe('createProgressThrottle', () => {
  it('sends the first value at once and at most one per interval, ending with the latest', () => {
    const { clock, advance } = fakeClock();
    const sent: number[] = [];
    const throttle = createProgressThrottle(16, (value) => sent.push(value), clock);
    throttle.report(0.1);
    advance(2);
    throttle.report(0.2);
    advance(2);
    throttle.report(0.3);
    expect(sent).toEqual([0.1]);
    advance(12);
    expect(sent).toEqual([0.1, 0.3]);
    advance(20);
    throttle.report(0.5);
    expect(sent).toEqual([0.1, 0.3, 0.5]);
  });

  it('flushes a held value and drops it on cancel', () => {
    const { clock, advance } = fakeClock();
    const sent: number[] = [];
    const throttle = createProgressThrottle(16, (value) => sent.push(value), clock);
    throttle.report(0.1);
    throttle.report(0.9);
    throttle.flush();
    expect(sent).toEqual([0.1, 0.9]);
    throttle.report(1);
    throttle.cancel();
    advance(50);
    expect(sent).toEqual([0.1, 0.9]);
  });
});
