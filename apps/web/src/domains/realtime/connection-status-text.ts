import { i18n } from '#web/lib/i18n';
import type { ConnectionStatus } from './realtime-connection';

/**
 * What the indicator says for a status; null when it shows nothing (live, or the first
 * connection of the page, when nothing can have been missed yet).
 */
export function connectionStatusText(status: ConnectionStatus): string | null {
  switch (status) {
    case 'offline':
      return i18n.t('realtime:status.offline');
    case 'reconnecting':
      return i18n.t('realtime:status.reconnecting');
    case 'catching-up':
      return i18n.t('realtime:status.catchingUp');
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
