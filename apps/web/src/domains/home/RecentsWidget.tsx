import type { RecentVisit } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '#web/ui/Icon';
import { Skeleton } from '#web/ui/Skeleton';
import { useHome } from './use-home';
import { WidgetFrame } from './WidgetFrame';

/** How many visits the widget lists. */
const RECENTS_SHOWN = 8;

/** Where a visit leads and what it is called; null for a thing gone or out of sight. */
function visitLink(
  slug: string,
  visit: RecentVisit,
): { to: string; name: string; detail: string } | null {
  const data = visit.entity_data;
  if (data === null) return null;
  if ('sequence_id' in data) {
    const key = `${data.project_identifier ?? ''}-${String(data.sequence_id)}`;
    return { to: `/${slug}/browse/${key}`, name: data.name, detail: key };
  }
  return { to: `/${slug}/projects/${data.id}/issues`, name: data.name, detail: data.identifier };
}

/** The home's recents: the work items and projects the person opened last, newest first. */
export const RecentsWidget = observer(function RecentsWidget({ slug }: { slug: string }) {
  const { t } = useTranslation('home');
  const home = useHome();
  const part = home.recents.get(slug);
  const visits = (part?.value ?? [])
    .map((visit) => ({ visit, link: visitLink(slug, visit) }))
    .filter((entry) => entry.link !== null)
    .slice(0, RECENTS_SHOWN);

  return (
    <WidgetFrame title={t('recents.title')} testId="home-recents">
      {part?.value === undefined ? (
        part?.error ? (
          <p className="text-sm text-danger">{part.error}</p>
        ) : (
          <Skeleton className="h-24 w-full" />
        )
      ) : visits.length === 0 ? (
        <p className="text-sm text-tertiary">{t('recents.empty')}</p>
      ) : (
        <ul className="flex flex-col">
          {visits.map(({ visit, link }) =>
            link === null ? null : (
              <li key={visit.id}>
                <Link
                  to={link.to}
                  className="flex min-w-0 items-center gap-2.5 rounded-md px-2 py-1.5 text-base hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus touch:py-2.5"
                >
                  <Icon
                    name={visit.entity_name === 'project' ? 'folder-kanban' : 'square-check'}
                    size={14}
                    className="shrink-0 text-tertiary"
                  />
                  <span className="w-20 shrink-0 truncate font-mono text-xs text-tertiary">
                    {link.detail}
                  </span>
                  <span className="min-w-0 flex-1 truncate text-primary">{link.name}</span>
                </Link>
              </li>
            ),
          )}
        </ul>
      )}
    </WidgetFrame>
  );
});
