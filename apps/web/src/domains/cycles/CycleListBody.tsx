import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import { EmptyState } from '#web/ui/EmptyState';
import { Icon } from '#web/ui/Icon';
import { ListSkeleton } from '#web/ui/ListSkeleton';
import { LoadFailed } from '#web/ui/LoadFailed';
import { ActiveCyclePanel } from './ActiveCyclePanel';
import { CYCLE_SECTIONS, groupCyclesByStatus } from './cycle-dates';
import { type CycleRowActions, openItemCount } from './CycleControls';
import { CycleRow } from './CycleRow';
import { CycleSection } from './CycleSection';
import type { Cycle } from './cycles-wire';

interface BodyProps {
  slug: string;
  projectId: string;
  timeZone: string;
  canEdit: boolean;
  actions: CycleRowActions;
}

/** Which completed cycle still holds open work: the most recent one, offered a transfer. */
export function cycleToComplete(completed: readonly Cycle[]): Cycle | undefined {
  return completed.find((cycle) => openItemCount(cycle) > 0);
}

/** The list's stand-in while it loads or when it failed; null once it is there. */
export function ListState({
  isLoaded,
  error,
  onRetry,
}: {
  isLoaded: boolean;
  error: string | undefined;
  onRetry: () => void;
}) {
  const { t } = useTranslation('cycles');
  if (isLoaded) return null;
  if (error !== undefined)
    return <LoadFailed title={t('list.loadFailed')} description={error} onRetry={onRetry} />;
  return (
    <ListSkeleton
      label={t('list.loading')}
      rows={4}
      cells={['size-4', 'h-4 flex-1', 'h-2 w-16', 'size-5']}
      className="gap-4 rounded-lg border border-subtle bg-surface p-4"
    />
  );
}

/** The live cycles: the current one on top, then Upcoming, Completed and Draft. */
export const LiveCycles = observer(function LiveCycles({
  cycles,
  onCreate,
  ...props
}: BodyProps & { cycles: readonly Cycle[]; onCreate: () => void }) {
  const { t } = useTranslation('cycles');
  const groups = groupCyclesByStatus(cycles);
  const toComplete = props.canEdit ? cycleToComplete(groups.completed) : undefined;
  if (cycles.length === 0)
    return (
      <EmptyState
        icon={<Icon name="contrast" size={18} />}
        title={t('list.emptyTitle')}
        description={t('list.emptyDescription')}
        className="rounded-lg border border-subtle bg-surface"
        action={
          props.canEdit && (
            <Button
              variant="primary"
              leadingIcon={<Icon name="plus" size={14} />}
              onClick={onCreate}
            >
              {t('list.createFirst')}
            </Button>
          )
        }
      />
    );
  return (
    <div className="flex flex-col gap-6">
      {groups.current.map((cycle) => (
        <ActiveCyclePanel
          key={cycle.id}
          slug={props.slug}
          projectId={props.projectId}
          cycle={cycle}
          timeZone={props.timeZone}
          canEdit={props.canEdit}
          actions={props.actions}
        />
      ))}
      {groups.current.length === 0 && (
        <p className="rounded-lg border border-dashed border-strong px-4 py-3 text-sm text-secondary">
          {t('active.none')}
        </p>
      )}
      {toComplete && (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-warning/40 bg-warning-subtle px-4 py-2.5 text-sm text-primary"
        >
          <span>
            {t('transfer.banner', {
              name: toComplete.name,
              count: openItemCount(toComplete),
            })}
          </span>
          <Button
            size="sm"
            onClick={() => {
              props.actions.onTransfer(toComplete);
            }}
          >
            {t('actions.transfer')}
          </Button>
        </div>
      )}
      {CYCLE_SECTIONS.map(
        (section) =>
          groups[section].length > 0 && (
            <CycleSection
              key={section}
              title={t(`sections.${section}`)}
              count={groups[section].length}
            >
              {groups[section].map((cycle) => (
                <CycleRow key={cycle.id} cycleId={cycle.id} {...props} />
              ))}
            </CycleSection>
          ),
      )}
    </div>
  );
});

/** The archived cycles, most recently ended first. */
export const ArchivedCycles = observer(function ArchivedCycles({
  cycles,
  ...props
}: BodyProps & { cycles: readonly Cycle[] }) {
  const { t } = useTranslation('cycles');
  if (cycles.length === 0)
    return (
      <EmptyState
        icon={<Icon name="archive" size={18} />}
        title={t('archived.emptyTitle')}
        description={t('archived.emptyDescription')}
        className="rounded-lg border border-subtle bg-surface"
      />
    );
  const sorted = [...cycles].sort((a, b) => (b.end_date ?? '').localeCompare(a.end_date ?? ''));
  return (
    <ul className="divide-y divide-subtle overflow-hidden rounded-lg border border-subtle bg-surface">
      {sorted.map((cycle) => (
        <CycleRow key={cycle.id} cycleId={cycle.id} {...props} />
      ))}
    </ul>
  );
});
