import { describe, expect, it } from 'vitest';
import { RECONNECT_BASE_MS, RECONNECT_CAP_MS, reconnectDelay } from './reconnect-delay';

describe('reconnectDelay', () => {
  it('doubles from the base with each attempt', () => {
    const upper = [0, 1, 2, 3].map((attempt) => reconnectDelay(attempt, () => 0.999_999));
    expect(upper).toEqual([500, 1000, 2000, 4000]);
  });

  it('keeps at least half of the step, whatever the jitter', () => {
    expect(reconnectDelay(0, () => 0)).toBe(RECONNECT_BASE_MS / 2);
    expect(reconnectDelay(3, () => 0)).toBe(2000);
  });

  it('never waits longer than the cap, however many attempts failed', () => {
    for (const attempt of [10, 20, 1000]) {
      expect(reconnectDelay(attempt, () => 0.999_999)).toBeLessThanOrEqual(RECONNECT_CAP_MS);
      expect(reconnectDelay(attempt, () => 0)).toBe(RECONNECT_CAP_MS / 2);
    }
  });

  it('spreads browsers out: different random draws give different waits', () => {
    const waits = new Set([0.1, 0.4, 0.7].map((draw) => reconnectDelay(4, () => draw)));
    expect(waits.size).toBe(3);
  });
});
