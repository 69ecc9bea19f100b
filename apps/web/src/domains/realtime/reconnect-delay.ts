/** The first retry waits about this long; each failure doubles it. */
export const RECONNECT_BASE_MS = 500;
/** No retry waits longer than this (a server down for an hour costs a request every ~30 s). */
export const RECONNECT_CAP_MS = 30_000;

/**
 * How long to wait before reconnection attempt `attempt` (0 for the first after a drop):
 * exponential, capped, with "equal jitter" (half fixed, half random) so that the browsers a
 * restarted server dropped together do not all come back in the same instant.
 *
 * @param random a number in [0, 1), Math.random by default.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const exponential = RECONNECT_BASE_MS * 2 ** Math.min(Math.max(attempt, 0), 16);
  const ceiling = Math.min(RECONNECT_CAP_MS, exponential);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
