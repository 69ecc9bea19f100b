import { type ConnectionStatus } from './realtime-connection';

/**
 * What the indicator says for a status; null when it shows nothing (live, or the first
 * connection of the page, when nothing can have been missed yet).
 */
export function connectionStatusText(status: ConnectionStatus): string | null {
  switch (status) {
    case 'offline':
      return 'Offline';
    case 'reconnecting':
      return 'Reconnecting…';
    case 'catching-up':
      return 'Catching up…';
    case 'idle':
    case 'connecting':
    case 'live':
      return null;
  }
}

/**
 * How long a status must last before the indicator shows it: being offline shows at once, while
 * a reconnection that succeeds within a moment (a server restart, a short blip) shows nothing.
 */
export function connectionStatusDelayMs(status: ConnectionStatus): number {
  return status === 'offline' ? 0 : 1_000;
}
