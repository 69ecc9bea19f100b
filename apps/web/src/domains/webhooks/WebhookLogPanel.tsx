import type { WebhookLog } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelativeTime } from '#web/lib/format';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { Icon } from '#web/ui/Icon';
import { ListSkeleton } from '#web/ui/ListSkeleton';
import { LoadFailed } from '#web/ui/LoadFailed';
import { cx } from '#web/ui/cx';
import type { WebhookLogList } from './webhooks-store';

function StatusBadge({ log }: { log: WebhookLog }) {
  const { t } = useTranslation('webhooks');
  return (
    <span
      data-testid="webhook-log-status"
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium tabular-nums',
        log.is_success ? 'bg-success-subtle text-success' : 'bg-danger-subtle text-danger',
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {log.response_status === null ? t('log.noAnswer') : String(log.response_status)}
    </span>
  );
}

function Headers({ headers }: { headers: Record<string, string> | null }) {
  if (headers === null) return null;
  return (
    <pre className="max-h-48 overflow-auto rounded-md bg-surface-hover p-2 font-mono text-xs leading-5 whitespace-pre-wrap break-all text-secondary">
      {Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}`)
        .join('\n')}
    </pre>
  );
}

/** A body as sent or answered: pretty JSON when it is JSON. */
function Body({ text }: { text: string | null }) {
  if (text === null || text === '') return <p className="text-xs text-tertiary">—</p>;
  let shown = text;
  try {
    shown = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // Not JSON: shown as it came.
  }
  return (
    <pre className="max-h-72 overflow-auto rounded-md bg-surface-hover p-2 font-mono text-xs leading-5 whitespace-pre-wrap break-all text-primary">
      {shown}
    </pre>
  );
}

const LogRow = observer(function LogRow({
  log,
  list,
  onRedelivered,
}: {
  log: WebhookLog;
  list: WebhookLogList;
  onRedelivered: (message: string, isError: boolean) => void;
}) {
  const { t } = useTranslation('webhooks');
  const detailsId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const isBusy = list.redelivering.has(log.id);
  const time = formatDateTime(log.created_at);
  return (
    <li data-testid="webhook-log-row" className="border-b border-subtle last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5 sm:flex-nowrap">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={detailsId}
          aria-label={t('log.details', { time })}
          onClick={() => {
            setIsOpen(!isOpen);
          }}
          className="flex min-w-0 flex-1 items-center gap-3 rounded text-left focus-visible:outline-2 focus-visible:outline-focus"
        >
          <Icon
            name="chevron-right"
            size={14}
            className={cx('shrink-0 text-tertiary transition-transform', isOpen && 'rotate-90')}
          />
          <StatusBadge log={log} />
          <span className="min-w-0 truncate text-sm font-medium text-primary">
            {log.event}.{log.action}
          </span>
          {log.is_redelivery && (
            <span className="shrink-0 rounded bg-surface-hover px-1.5 py-0.5 text-xs text-secondary">
              {t('log.redelivery')}
            </span>
          )}
        </button>
        <span className="flex shrink-0 items-center gap-3 text-xs text-tertiary tabular-nums max-sm:w-full max-sm:pl-7">
          <span title={t('log.attempt')}>{t('log.attemptNumber', { attempt: log.attempt })}</span>
          <span title={t('log.duration')}>{t('log.durationMs', { ms: log.duration_ms })}</span>
          <time dateTime={log.created_at} title={time}>
            {formatRelativeTime(log.created_at)}
          </time>
          <Button
            size="sm"
            variant="ghost"
            isLoading={isBusy}
            leadingIcon={<Icon name="refresh" size={13} />}
            onClick={() => {
              list
                .redeliver(log.id)
                .then((sent) => {
                  onRedelivered(
                    t('log.redelivered', {
                      status: sent.response_status ?? t('log.noAnswer'),
                    }),
                    !sent.is_success,
                  );
                })
                .catch((error: unknown) => {
                  onRedelivered(
                    error instanceof Error ? error.message : t('log.redeliverFailed'),
                    true,
                  );
                });
            }}
            className="max-sm:ml-auto"
          >
            {t('log.redeliver')}
          </Button>
        </span>
      </div>
      {isOpen && (
        <div id={detailsId} className="grid gap-4 px-3 pb-4 pl-10 md:grid-cols-2">
          <section className="min-w-0">
            <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-tertiary">
              {t('log.request')}
            </h4>
            <p className="mb-2 truncate font-mono text-xs text-secondary">
              {t('log.requestLine', { url: log.request_url })}
            </p>
            <p className="mb-1 text-xs font-medium text-secondary">{t('log.headers')}</p>
            <Headers headers={log.request_headers} />
            <p className="mb-1 mt-2 text-xs font-medium text-secondary">{t('log.body')}</p>
            <Body text={log.request_body} />
          </section>
          <section className="min-w-0">
            <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-tertiary">
              {t('log.response')}
            </h4>
            {log.error !== null && (
              <p className="mb-2 text-xs text-danger">
                {t('log.error')}: {log.error}
              </p>
            )}
            <p className="mb-1 text-xs font-medium text-secondary">{t('log.headers')}</p>
            <Headers headers={log.response_headers} />
            <p className="mb-1 mt-2 text-xs font-medium text-secondary">{t('log.body')}</p>
            <Body text={log.response_body} />
            <p className="mt-2 font-mono text-xs text-tertiary">
              {t('log.deliveryId', { id: log.delivery_id })}
            </p>
          </section>
        </div>
      )}
    </li>
  );
});

/** A webhook's delivery log: each attempt with its status, expandable, and Redeliver. */
export const WebhookLogPanel = observer(function WebhookLogPanel({
  list,
}: {
  list: WebhookLogList;
}) {
  const { t } = useTranslation(['webhooks', 'common']);
  const [notice, setNotice] = useState<{ message: string; isError: boolean } | null>(null);
  useEffect(() => {
    void list.load();
  }, [list]);

  let body;
  if (list.isWaiting)
    body = <ListSkeleton label={t('webhooks:log.loading')} cells={['h-5 w-12', 'h-4 w-40']} />;
  else if (list.status === 'error' && list.entries.length === 0)
    body = (
      <LoadFailed
        titleAs="h3"
        title={t('webhooks:errors.loadLog')}
        description={list.error ?? undefined}
        onRetry={() => void list.load()}
      />
    );
  else if (list.entries.length === 0)
    body = (
      <p className="px-4 py-8 text-center text-sm text-secondary">{t('webhooks:log.empty')}</p>
    );
  else
    body = (
      <ul aria-label={t('webhooks:log.listLabel')}>
        {list.entries.map((log) => (
          <LogRow
            key={log.id}
            log={log}
            list={list}
            onRedelivered={(message, isError) => {
              setNotice({ message, isError });
            }}
          />
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="webhook-log-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="webhook-log-title" className="text-base font-semibold text-primary">
            {t('webhooks:log.title')}
          </h2>
          <p className="text-sm text-secondary">{t('webhooks:log.description')}</p>
        </div>
        <Button
          size="sm"
          variant="secondary"
          leadingIcon={<Icon name="refresh" size={13} />}
          isLoading={list.status === 'loading' && list.entries.length > 0}
          onClick={() => void list.load()}
        >
          {t('webhooks:log.refresh')}
        </Button>
      </div>
      {notice !== null && (
        <Alert tone={notice.isError ? 'danger' : 'success'}>{notice.message}</Alert>
      )}
      <div className="overflow-hidden rounded-lg border border-subtle bg-surface">{body}</div>
      {list.entries.length > 0 && (
        <div className="flex items-center justify-between gap-2 text-sm text-tertiary">
          <span>{t('webhooks:log.count', { shown: list.entries.length, total: list.total })}</span>
          {list.hasMore && (
            <Button
              size="sm"
              variant="ghost"
              isLoading={list.isLoadingMore}
              onClick={() => void list.loadMore()}
            >
              {t('webhooks:log.more')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
});
