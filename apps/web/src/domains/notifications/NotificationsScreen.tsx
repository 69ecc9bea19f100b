import { NOTIFICATION_TYPES, type Notification } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { withNamespaces } from '#web/lib/i18n';
import { useUser } from '#web/domains/users/use-user';
import { useWorkspaceSlug } from '#web/domains/workspaces/use-workspace-slug';
import { errorMessage } from '#web/lib/api-error';
import { formatRelativeTime } from '#web/lib/format';
import { inboxChanges } from '#web/lib/change-signals';
import { SNOOZE_PRESETS, snoozeUntil } from '#web/lib/snooze';
import { Avatar } from '#web/ui/Avatar';
import { Button } from '#web/ui/Button';
import { cx } from '#web/ui/cx';
import { EmptyState } from '#web/ui/EmptyState';
import { Icon } from '#web/ui/Icon';
import { IconButton } from '#web/ui/IconButton';
import { ListSkeleton } from '#web/ui/ListSkeleton';
import { Menu, menuItemClassName } from '#web/ui/Menu';
import { PageHeader } from '#web/ui/PageHeader';
import { TabButtons } from '#web/ui/TabButtons';
import { showErrorToast } from '#web/ui/Toaster';
import type { NotificationFilters } from './notifications-api';
import type { InboxTab } from './notifications-store';
import { INTAKE_STATUS_KEYS, isReminder, notificationAction } from './notification-text';
import { useNotifications } from './use-notifications';

const TABS: readonly InboxTab[] = ['all', 'mentions'];

/** The search parameter naming the work item open beside the list: `<projectId>:<itemId>`. */
const PEEK_PARAM = 'peek';

function parsePeek(value: string | null): { projectId: string; workItemId: string } | null {
  const [projectId = '', workItemId = ''] = (value ?? '').split(':');
  return projectId !== '' && workItemId !== '' ? { projectId, workItemId } : null;
}

/** The work item's detail (editor, widgets, activity) arrives in its own chunk, on first open. */
const WorkItemSidePanel = lazy(async () => {
  const { WorkItemSidePanel: Panel } = await withNamespaces(
    () => import('#web/domains/work-items/detail/WorkItemSidePanel'),
    ['work-item-detail', 'editor', 'assets'],
  );
  return { default: Panel };
});

/**
 * '/:workspaceSlug/notifications' (spec §2): the person's inbox, All and Mentions, filtered by
 * type, snoozed, archived and unread; each row says who did what to which work item and when,
 * and is read, archived or snoozed in place; opening one reads it and shows the work item beside
 * the list (peek).
 */
export const NotificationsScreen = observer(function NotificationsScreen() {
  const { t } = useTranslation(['notifications', 'common', 'intake', 'work-items']);
  const slug = useWorkspaceSlug();
  const store = useNotifications();
  const user = useUser();
  const [tab, setTab] = useState<InboxTab>('all');
  const [types, setTypes] = useState<string[]>([]);
  const [snoozed, setSnoozed] = useState(false);
  const [archived, setArchived] = useState(false);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const filters: NotificationFilters = useMemo(
    () => ({ mentioned: tab === 'mentions', types, snoozed, archived, unreadOnly }),
    [tab, types, snoozed, archived, unreadOnly],
  );

  // Realtime tells of new notifications (lib/change-signals.ts); the list reads again then.
  const inboxTick = inboxChanges(slug);
  useEffect(() => {
    void store.fetch(slug, filters);
    void store.refreshCounts(slug).catch(() => undefined);
    // A safety net for a socket that was away: the list reads again now and then.
    const timer = setInterval(() => {
      void store.fetch(slug, filters);
    }, 60_000);
    return () => {
      clearInterval(timer);
    };
  }, [store, slug, filters, inboxTick]);

  const unread = store.unread(slug);
  useEffect(() => {
    const before = document.title;
    document.title =
      unread > 0 ? t('screen.documentTitleCount', { number: unread }) : t('screen.title');
    return () => {
      document.title = before;
    };
  }, [unread, t]);

  const run = (action: Promise<void>) => {
    action.catch((cause: unknown) => {
      showErrorToast(errorMessage(cause, t('errors.update')));
    });
  };
  // The work item a row opened shows beside the list (`?peek=<project>:<item>`), so that the
  // inbox stays in reach; Back or Escape closes it.
  const [params, setParams] = useSearchParams();
  const peek = parsePeek(params.get(PEEK_PARAM));
  const closePeek = useCallback(() => {
    const opened = document.querySelector<HTMLElement>(
      '[data-testid="notification"][aria-current="true"] button',
    );
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PEEK_PARAM);
        return next;
      },
      { replace: true },
    );
    opened?.focus({ preventScroll: true });
  }, [setParams]);
  const open = (notification: Notification) => {
    if (notification.read_at === null) run(store.markRead(slug, notification, true));
    const { issue } = notification.data;
    if (notification.project === null || issue.id === '') return;
    const value = `${notification.project}:${issue.id}`;
    if (params.get(PEEK_PARAM) === value) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(PEEK_PARAM, value);
        return next;
      },
      // Moving from one peek to the next replaces it; the first one is a step Back undoes.
      { replace: peek !== null },
    );
  };
  const counts = store.counts.get(slug);
  const countOf = (each: InboxTab) =>
    each === 'mentions'
      ? counts?.mention_unread_notifications_count
      : counts?.total_unread_notifications_count;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <PageHeader
        title={
          <>
            <Icon name="bell" size={14} className="text-tertiary" />
            <h1 className="font-medium text-primary">{t('screen.title')}</h1>
          </>
        }
        actions={
          <>
            <Menu
              triggerLabel={t('filters.label')}
              trigger={
                <span className="flex items-center gap-1.5 text-sm">
                  <Icon name="list-filter" size={14} />
                  {t('filters.label')}
                </span>
              }
              placement="bottom-end"
              triggerClassName="flex h-8 items-center rounded-md px-2 text-secondary hover:bg-surface-hover hover:text-primary focus-visible:outline-2 focus-visible:outline-focus"
            >
              {() => (
                <>
                  {NOTIFICATION_TYPES.map((type) => (
                    <button
                      key={type}
                      type="button"
                      role="menuitemcheckbox"
                      aria-checked={types.includes(type)}
                      className={menuItemClassName}
                      onClick={() => {
                        setTypes((current) =>
                          current.includes(type)
                            ? current.filter((each) => each !== type)
                            : [...current, type],
                        );
                      }}
                    >
                      <Icon
                        name="check"
                        size={14}
                        className={types.includes(type) ? 'text-accent' : 'invisible'}
                      />
                      {t(`filters.types.${type}`)}
                    </button>
                  ))}
                  <div role="separator" className="my-1 border-t border-subtle" />
                  {(
                    [
                      ['unreadOnly', unreadOnly, setUnreadOnly],
                      ['snoozed', snoozed, setSnoozed],
                      ['archived', archived, setArchived],
                    ] as const
                  ).map(([key, isOn, set]) => (
                    <button
                      key={key}
                      type="button"
                      role="menuitemcheckbox"
                      aria-checked={isOn}
                      className={menuItemClassName}
                      onClick={() => {
                        set(!isOn);
                      }}
                    >
                      <Icon name="check" size={14} className={isOn ? 'text-accent' : 'invisible'} />
                      {t(`filters.${key}`)}
                    </button>
                  ))}
                </>
              )}
            </Menu>
            <Button
              variant="secondary"
              size="sm"
              leadingIcon={<Icon name="check" size={14} />}
              disabled={(countOf(tab) ?? 0) === 0}
              onClick={() => {
                run(store.markAllRead(slug, tab, filters));
              }}
            >
              {t('screen.markAllRead')}
            </Button>
          </>
        }
      />
      <TabButtons
        label={t('screen.tabs')}
        className="px-4 md:px-6"
        current={tab}
        onChange={setTab}
        countTone="accent"
        tabs={TABS.map((each) => ({ id: each, label: t(`tabs.${each}`), count: countOf(each) }))}
      />
      <div className="relative flex min-h-0 flex-1">
        <div className="min-h-0 min-w-0 flex-1 overflow-y-auto">
          <div className={cx('w-full', peek === null && 'mx-auto max-w-4xl')}>
            {store.load === 'loading' ? (
              <ListSkeleton
                label={t('screen.loading')}
                cells={['size-6 rounded-full', 'h-4 w-64', 'h-3 w-16']}
                rows={6}
              />
            ) : store.load === 'failed' ? (
              <EmptyState
                tone="danger"
                icon={<Icon name="alert-circle" size={18} />}
                title={t('errors.load')}
                action={
                  <Button
                    size="sm"
                    onClick={() => {
                      void store.fetch(slug, filters);
                    }}
                  >
                    {t('common:retry')}
                  </Button>
                }
              />
            ) : store.items.length === 0 ? (
              <EmptyState
                icon={<Icon name="bell" size={18} />}
                title={tab === 'mentions' ? t('empty.mentions') : t('empty.all')}
                description={t('empty.hint')}
              />
            ) : (
              <ul aria-label={t(`tabs.${tab}`)} className="flex flex-col">
                {store.items.map((notification) => {
                  const { issue, issue_activity: activity } = notification.data;
                  const action = notificationAction(notification, user.user?.id ?? '');
                  const actor = isReminder(notification)
                    ? t('row.reminder')
                    : (notification.triggered_by_details?.display_name ?? t('row.someone'));
                  const isUnread = notification.read_at === null;
                  return (
                    <li
                      key={notification.id}
                      data-testid="notification"
                      aria-current={
                        peek !== null &&
                        peek.workItemId === issue.id &&
                        peek.projectId === notification.project
                          ? 'true'
                          : undefined
                      }
                      className="group flex items-start gap-3 border-b border-subtle px-4 py-3 aria-[current=true]:bg-surface-hover md:px-6"
                    >
                      <span
                        aria-hidden
                        className={cx(
                          'mt-2 size-2 shrink-0 rounded-full',
                          isUnread ? 'bg-accent' : 'bg-transparent',
                        )}
                      />
                      <Avatar
                        name={actor}
                        src={notification.triggered_by_details?.avatar ?? null}
                        size="sm"
                      />
                      <button
                        type="button"
                        className="flex min-w-0 flex-1 flex-col gap-0.5 text-left"
                        onClick={() => {
                          open(notification);
                        }}
                      >
                        <span
                          className={cx('text-base', isUnread ? 'text-primary' : 'text-secondary')}
                        >
                          <span className="font-medium">{actor}</span>{' '}
                          {t(`actions.${action}`, {
                            state: issue.state_name ?? '',
                            date: activity.new_value ?? '',
                            priority: activity.new_value
                              ? t(`work-items:priority.${activity.new_value as 'none'}`, {
                                  defaultValue: activity.new_value,
                                })
                              : '',
                            status: t(
                              `intake:status.${INTAKE_STATUS_KEYS[activity.new_value ?? ''] ?? 'pending'}`,
                            ),
                          })}
                        </span>
                        <span className="truncate text-sm text-tertiary">
                          <span className="font-mono">{`${issue.identifier}-${String(issue.sequence_id)}`}</span>{' '}
                          {issue.name}
                        </span>
                      </button>
                      <span className="mt-0.5 hidden shrink-0 text-xs text-tertiary sm:block">
                        {formatRelativeTime(notification.created_at)}
                      </span>
                      <div className="flex shrink-0 items-center gap-0.5">
                        <IconButton
                          icon={isUnread ? 'check' : 'circle-dot'}
                          label={
                            isUnread
                              ? t('row.markRead', { name: issue.name })
                              : t('row.markUnread', { name: issue.name })
                          }
                          onClick={() => {
                            run(store.markRead(slug, notification, isUnread));
                          }}
                        />
                        <Menu
                          triggerLabel={t('row.snooze', { name: issue.name })}
                          trigger={<Icon name="clock" size={15} />}
                          placement="bottom-end"
                          triggerClassName="flex size-7 items-center justify-center rounded-md text-tertiary hover:bg-surface-hover hover:text-primary focus-visible:outline-2 focus-visible:outline-focus touch:size-10"
                        >
                          {(close) => (
                            <>
                              {notification.snoozed_till !== null && (
                                <button
                                  type="button"
                                  role="menuitem"
                                  className={menuItemClassName}
                                  onClick={() => {
                                    close();
                                    run(store.snooze(slug, notification, null));
                                  }}
                                >
                                  {t('snooze.wake')}
                                </button>
                              )}
                              {SNOOZE_PRESETS.map(({ days, label }) => (
                                <button
                                  key={days}
                                  type="button"
                                  role="menuitem"
                                  className={menuItemClassName}
                                  onClick={() => {
                                    close();
                                    run(store.snooze(slug, notification, snoozeUntil(days)));
                                  }}
                                >
                                  {t(`snooze.${label}`)}
                                </button>
                              ))}
                            </>
                          )}
                        </Menu>
                        <IconButton
                          icon={notification.archived_at === null ? 'archive' : 'archive-restore'}
                          label={
                            notification.archived_at === null
                              ? t('row.archive', { name: issue.name })
                              : t('row.unarchive', { name: issue.name })
                          }
                          onClick={() => {
                            run(
                              store.archive(slug, notification, notification.archived_at === null),
                            );
                          }}
                        />
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        </div>
        {peek !== null && (
          <Suspense fallback={null}>
            <WorkItemSidePanel
              key={peek.workItemId}
              slug={slug}
              projectId={peek.projectId}
              workItemId={peek.workItemId}
              onClose={closePeek}
              className="absolute inset-0 z-20 flex flex-col bg-surface outline-none md:static md:w-[min(55%,720px)] md:shrink-0 md:border-l md:border-subtle"
            />
          </Suspense>
        )}
      </div>
    </div>
  );
});
