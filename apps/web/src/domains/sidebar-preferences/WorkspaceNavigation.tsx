import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/ui/Icon';
import { SidebarLink } from '#web/ui/SidebarLink';
import { inboxChanges } from '#web/lib/change-signals';
import { useStoredFlag } from '#web/ui/use-stored-state';
import { useNotifications } from '../notifications/use-notifications';
import { useWorkspaces } from '../workspaces/use-workspaces';
import { useSidebarItems } from './sidebar-items';
import type { SidebarEntry } from './sidebar-preferences-store';
import { useSidebarPreferences } from './use-sidebar-preferences';

const CustomizeSidebarDialog = lazy(async () => ({
  default: (await import('./CustomizeSidebarDialog')).CustomizeSidebarDialog,
}));

/**
 * The workspace's sections in the sidebar: Home, the inbox (with its unread count) and Projects, then the entries the person pinned
 * in their order, the rest under "More" (with "Customize sidebar"), then Members and Settings.
 */
export const WorkspaceNavigation = observer(function WorkspaceNavigation({
  slug,
}: {
  slug: string;
}) {
  const { t } = useTranslation('workspaces');
  const workspaces = useWorkspaces();
  const preferences = useSidebarPreferences();
  const items = useSidebarItems(slug);
  const [isMoreOpen, setMoreOpen] = useStoredFlag('keel:sidebar-more-open');
  const [isCustomizing, setCustomizing] = useState(false);
  const moreId = useId();

  useEffect(() => {
    void preferences.load(slug).catch(() => undefined);
  }, [preferences, slug]);

  // The inbox's unread count, read again now and then and whenever the page comes back to view.
  const notifications = useNotifications();
  useEffect(() => {
    const refresh = () => {
      void notifications.refreshCounts(slug).catch(() => undefined);
    };
    refresh();
    const timer = setInterval(refresh, 30_000);
    window.addEventListener('focus', refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', refresh);
    };
  }, [notifications, slug]);
  const inboxTick = inboxChanges(slug);
  useEffect(() => {
    if (inboxTick > 0) void notifications.refreshCounts(slug).catch(() => undefined);
  }, [notifications, slug, inboxTick]);

  const entries = preferences.entries(slug);
  const link = (entry: SidebarEntry) => {
    const item = items[entry.key];
    return (
      <SidebarLink
        key={entry.key}
        to={item.to}
        icon={item.icon}
        label={item.label}
        {...(entry.key === 'drafts' ? { count: workspaces.draftCountBySlug.get(slug) } : {})}
      />
    );
  };

  return (
    <nav aria-label={t('layout.sections')} className="flex flex-col gap-0.5 px-2 py-1">
      <SidebarLink to={`/${slug}`} end icon="home" label={t('layout.home')} />
      <SidebarLink
        to={`/${slug}/notifications`}
        icon="bell"
        label={t('layout.inbox')}
        count={notifications.unread(slug)}
      />
      <SidebarLink to={`/${slug}/projects`} end icon="folder-kanban" label={t('layout.projects')} />
      {entries.filter((entry) => entry.is_pinned).map(link)}
      <button
        type="button"
        aria-expanded={isMoreOpen}
        aria-controls={moreId}
        className="flex items-center gap-2 rounded-md px-2 py-1.5 text-base text-secondary transition-colors duration-100 touch:py-2.5 hover:bg-surface-hover hover:text-primary"
        onClick={() => {
          setMoreOpen(!isMoreOpen);
        }}
      >
        <Icon name="ellipsis" size={15} className="shrink-0" />
        <span className="min-w-0 flex-1 truncate text-left">{t('sidebar.more')}</span>
        <Icon name={isMoreOpen ? 'chevron-down' : 'chevron-right'} size={14} />
      </button>
      {isMoreOpen && (
        <div id={moreId} className="flex flex-col gap-0.5 pl-3">
          {entries.filter((entry) => !entry.is_pinned).map(link)}
          <button
            type="button"
            className="flex items-center gap-2 rounded-md px-2 py-1.5 text-base text-secondary transition-colors duration-100 touch:py-2.5 hover:bg-surface-hover hover:text-primary"
            onClick={() => {
              setCustomizing(true);
            }}
          >
            <Icon name="sliders-horizontal" size={15} className="shrink-0" />
            <span className="min-w-0 flex-1 truncate text-left">{t('sidebar.customize')}</span>
          </button>
        </div>
      )}
      <SidebarLink to={`/${slug}/settings/members`} icon="users" label={t('layout.members')} />
      <SidebarLink to={`/${slug}/settings`} end icon="settings" label={t('layout.settings')} />
      {isCustomizing && (
        <Suspense fallback={null}>
          <CustomizeSidebarDialog
            slug={slug}
            onClose={() => {
              setCustomizing(false);
            }}
          />
        </Suspense>
      )}
    </nav>
  );
});
