import { useTranslation } from 'react-i18next';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useRealtimeConnection } from './use-realtime';
import { useOfflineQueue } from '#web/domains/local-cache/use-local-cache';
import { cx } from '#web/ui/cx';
import { Spinner } from '#web/ui/Spinner';
import { connectionStatusDelayMs, connectionStatusText } from './connection-status-text';
import type { ConnectionStatus } from './realtime-connection';

/**
 * A quiet line in the sidebar saying when changes from others may be missing: "Offline",
 * "Reconnecting…" or "Catching up…"; nothing while live. Below it, how many of the person's own
 * changes wait to be sent (the offline queue), or are being sent. The status region is always
 * there, so that screen readers announce what appears in it.
 */
export const ConnectionStatusIndicator = observer(function ConnectionStatusIndicator() {
  const realtime = useRealtimeConnection();
  const queue = useOfflineQueue();
  const { t } = useTranslation(['realtime', 'local-cache']);
  const status = realtime.status;
  const waiting = queue.waiting;
  const [shown, setShown] = useState<ConnectionStatus>(status);

  useEffect(() => {
    const timer = setTimeout(() => {
      setShown(status);
    }, connectionStatusDelayMs(status));
    return () => {
      clearTimeout(timer);
    };
  }, [status]);

  // Going back to live hides the indicator at once; only appearing waits.
  const text = connectionStatusText(status) === null ? null : connectionStatusText(shown);
  return (
    <div
      role="status"
      data-testid="connection-status"
      data-connection={status}
      data-waiting={waiting}
    >
      {text !== null && (
        <p
          title={t('status.hint')}
          className={cx(
            'mx-2 mb-2 flex items-center gap-2 rounded-md px-2 py-1.5 text-sm',
            shown === 'offline'
              ? 'bg-warning-subtle text-primary'
              : 'bg-surface-hover text-secondary',
          )}
        >
          {shown === 'offline' ? (
            <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-warning" />
          ) : (
            <Spinner size={12} className="shrink-0 text-tertiary" />
          )}
          <span className="min-w-0 flex-1 truncate">{text}</span>
        </p>
      )}
      {waiting > 0 && (
        <p
          title={t('local-cache:offline.waitingHint')}
          data-testid="offline-queue-status"
          className="mx-2 mb-2 flex items-center gap-2 rounded-md bg-surface-hover px-2 py-1.5 text-sm text-secondary"
        >
          {queue.isSending ? (
            <Spinner size={12} className="shrink-0 text-tertiary" />
          ) : (
            <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-warning" />
          )}
          <span className="min-w-0 flex-1 truncate">
            {queue.isSending
              ? t('local-cache:offline.sending', { n: waiting })
              : t('local-cache:offline.waiting', { n: waiting })}
          </span>
        </p>
      )}
    </div>
  );
});
