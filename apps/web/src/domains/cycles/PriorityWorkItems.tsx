import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '#web/app/store-context';
import { PriorityIcon } from '#web/domains/work-items/properties/PriorityIcon';
import { Button } from '#web/ui/Button';
import { Skeleton } from '#web/ui/Skeleton';
import { PriorityItems } from './priority-items';
import { useCycleProject } from './use-cycle-project';

/**
 * The running cycle's urgent and high-priority work items, most urgent first, each opening its
 * page; more come a page at a time. Read again when the cycle's counts change.
 */
export const PriorityWorkItems = observer(function PriorityWorkItems({
  slug,
  projectId,
  cycleId,
  version,
}: {
  slug: string;
  projectId: string;
  cycleId: string;
  /** Changes when the cycle's counts do (its items were read again). */
  version: string;
}) {
  const { t } = useTranslation('cycles');
  const api = useApi();
  const { project } = useCycleProject(slug, projectId);
  const [list] = useState(() => new PriorityItems(api, slug, projectId, cycleId));
  useEffect(() => {
    void list.load();
  }, [list, version]);

  const { page } = list;
  if (page.isWaiting) return <Skeleton className="h-16 w-full" />;
  if (page.error !== null) return <p className="text-sm text-danger">{page.error}</p>;
  if (page.value.length === 0)
    return <p className="text-sm text-tertiary">{t('priority.empty')}</p>;
  return (
    <div className="flex flex-col gap-1">
      <ul aria-label={t('priority.title')} className="flex flex-col">
        {page.value.map((item) => (
          <li key={item.id}>
            <Link
              to={`/${slug}/projects/${projectId}/issues/${item.id}`}
              className="flex min-w-0 items-center gap-2 rounded-md px-1.5 py-1 text-sm hover:bg-surface-hover"
            >
              <PriorityIcon priority={item.priority} />
              <span className="shrink-0 font-mono text-xs text-tertiary">
                {project ? `${project.identifier}-${String(item.sequence_id)}` : ''}
              </span>
              <span className="truncate text-primary">{item.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      {list.nextPageResults && (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => void list.loadMore()}
        >
          {t('priority.more', { count: list.issueCount - page.value.length })}
        </Button>
      )}
    </div>
  );
});
