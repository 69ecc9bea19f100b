import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  STATE_GROUP_ORDER,
  isEditableStateGroup,
  stateGroupLabel,
} from '#web/domains/states/state-groups';
import { Skeleton } from '#web/ui/Skeleton';
import { useHome } from './use-home';
import { WidgetFrame } from './WidgetFrame';

/** One row of counts: the person's assigned or created work items by state group. */
function CountsRow({
  label,
  to,
  counts,
}: {
  label: string;
  to: string;
  counts: { state: string; count: number }[];
}) {
  const byGroup = new Map(counts.map((entry) => [entry.state, entry.count]));
  const total = counts.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <Link
      to={to}
      className="flex flex-col gap-2 rounded-lg border border-subtle bg-surface p-4 hover:border-strong focus-visible:outline-2 focus-visible:outline-focus"
    >
      <span className="flex items-baseline justify-between gap-2">
        <span className="font-medium text-primary">{label}</span>
        <span className="text-lg font-semibold tabular-nums text-primary">{total}</span>
      </span>
      <dl className="grid grid-cols-5 gap-1 text-center">
        {STATE_GROUP_ORDER.map((group) => (
          <div key={group} className="flex min-w-0 flex-col">
            <dd className="text-base tabular-nums text-primary">{byGroup.get(group) ?? 0}</dd>
            <dt className="truncate text-xs text-tertiary">{stateGroupLabel(group)}</dt>
          </div>
        ))}
      </dl>
    </Link>
  );
}

/** "Your work": how many work items are assigned to and created by the person, by state group. */
export const YourWorkWidget = observer(function YourWorkWidget({ slug }: { slug: string }) {
  const { t } = useTranslation('home');
  const part = useHome().yourWork.get(slug);
  const work = part?.value;
  const known = (counts: { state: string; count: number }[]) =>
    counts.filter((entry) => isEditableStateGroup(entry.state));
  return (
    <WidgetFrame title={t('work.title')} testId="home-your-work">
      {work === undefined ? (
        part?.error ? (
          <p className="text-sm text-danger">{part.error}</p>
        ) : (
          <Skeleton className="h-24 w-full" />
        )
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          <CountsRow
            label={t('work.assigned')}
            to={`/${slug}/profile/me/assigned`}
            counts={known(work.assigned)}
          />
          <CountsRow
            label={t('work.created')}
            to={`/${slug}/profile/me/created`}
            counts={known(work.created)}
          />
        </div>
      )}
    </WidgetFrame>
  );
});
