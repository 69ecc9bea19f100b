import type { QuickLink } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { Button } from '#web/ui/Button';
import { Icon } from '#web/ui/Icon';
import { RowActionsMenu } from '#web/ui/RowActionsMenu';
import { Skeleton } from '#web/ui/Skeleton';
import { showErrorToast } from '#web/ui/Toaster';
import { QuickLinkDialog } from './QuickLinkDialog';
import { quickLinkFavicon, quickLinkHost, quickLinkHref } from './quick-links';
import { useHome } from './use-home';
import { WidgetFrame } from './WidgetFrame';

/** The link's site icon, or a link glyph when it has none (or cannot be reached). */
function LinkIcon({ url }: { url: string }) {
  const [hasFailed, setHasFailed] = useState(false);
  const favicon = quickLinkFavicon(url);
  if (favicon === null || hasFailed)
    return <Icon name="link" size={14} className="shrink-0 text-tertiary" />;
  return (
    <img
      src={favicon}
      alt=""
      width={16}
      height={16}
      loading="lazy"
      referrerPolicy="no-referrer"
      className="size-4 shrink-0 rounded-xs"
      onError={() => {
        setHasFailed(true);
      }}
    />
  );
}

/** The home's quick links: the person's own bookmarks, added, edited and removed here. */
export const QuickLinksWidget = observer(function QuickLinksWidget({ slug }: { slug: string }) {
  const { t } = useTranslation('home');
  const home = useHome();
  const [editing, setEditing] = useState<QuickLink | 'new' | null>(null);
  const links = home.quickLinks(slug);
  const error = home.quickLinksError(slug);

  return (
    <WidgetFrame
      title={t('links.title')}
      testId="home-quick-links"
      action={
        <Button
          variant="ghost"
          size="sm"
          leadingIcon={<Icon name="plus" size={14} />}
          onClick={() => {
            setEditing('new');
          }}
        >
          {t('links.add')}
        </Button>
      }
    >
      {links === undefined ? (
        error !== undefined ? (
          <p className="text-sm text-danger">{error}</p>
        ) : (
          <Skeleton className="h-9 w-full" />
        )
      ) : links.length === 0 ? (
        <p className="text-sm text-tertiary">{t('links.empty')}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {links.map((link) => {
            const label = link.title ?? quickLinkHost(link.url);
            return (
              <li
                key={link.id}
                className="flex min-w-0 items-center gap-1 rounded-md border border-subtle bg-surface pl-2.5 hover:border-strong"
              >
                <a
                  href={quickLinkHref(link.url)}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="flex min-w-0 flex-1 items-center gap-2 py-2 text-base text-primary focus-visible:outline-2 focus-visible:outline-focus"
                >
                  <LinkIcon url={link.url} />
                  <span className="min-w-0">
                    <span className="block truncate">{label}</span>
                    {link.title !== null && (
                      <span className="block truncate text-xs text-tertiary">
                        {quickLinkHost(link.url)}
                      </span>
                    )}
                  </span>
                </a>
                <RowActionsMenu
                  label={t('links.actions', { name: label })}
                  actions={[
                    {
                      label: t('links.edit'),
                      icon: 'pencil',
                      onSelect: () => {
                        setEditing(link);
                      },
                    },
                    {
                      label: t('links.remove'),
                      icon: 'trash',
                      isDanger: true,
                      onSelect: () => {
                        home.removeQuickLink(slug, link.id).catch((cause: unknown) => {
                          showErrorToast(errorMessage(cause, t('links.removeFailed')));
                        });
                      },
                    },
                  ]}
                />
              </li>
            );
          })}
        </ul>
      )}
      {editing !== null && (
        <QuickLinkDialog
          link={editing === 'new' ? null : editing}
          onClose={() => {
            setEditing(null);
          }}
          onSave={async (body) => {
            if (editing === 'new') await home.addQuickLink(slug, body);
            else await home.editQuickLink(slug, editing.id, body);
          }}
        />
      )}
    </WidgetFrame>
  );
});
