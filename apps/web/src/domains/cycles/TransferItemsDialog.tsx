import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { Dialog } from '#web/ui/Dialog';
import { Select } from '#web/ui/SelectField';
import { cycleDatesLabel } from './cycle-labels';
import { openItemCount } from './CycleControls';
import type { Cycle } from './cycles-wire';
import { useCycles } from './use-cycles';

/** The cycles open work can move to: current or upcoming, not the one it leaves. */
export function transferTargets(cycles: readonly Cycle[], fromId: string): Cycle[] {
  return cycles.filter(
    (cycle) =>
      cycle.id !== fromId &&
      cycle.archived_at === null &&
      (cycle.status === 'current' || cycle.status === 'upcoming'),
  );
}

/**
 * Completing a cycle: its open work items (not completed or cancelled) move to a current or
 * upcoming cycle the person chooses; the completed cycle keeps its burndown.
 */
export const TransferItemsDialog = observer(function TransferItemsDialog({
  slug,
  projectId,
  cycle,
  timeZone,
  onClose,
}: {
  slug: string;
  projectId: string;
  /** The completed cycle; null when the dialog is closed. */
  cycle: Cycle | null;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['cycles', 'common']);
  const cycles = useCycles();
  const selectId = useId();
  const targets = cycle ? transferTargets(cycles.cycles(projectId) ?? [], cycle.id) : [];
  const [targetId, setTargetId] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const firstTarget = targets[0]?.id ?? '';

  useEffect(() => {
    setTargetId(firstTarget);
    setError(null);
  }, [cycle, firstTarget]);

  const open = cycle ? openItemCount(cycle) : 0;

  const transfer = async () => {
    if (!cycle || targetId === '') return;
    setIsBusy(true);
    setError(null);
    try {
      await cycles.transfer(slug, projectId, cycle.id, targetId);
      onClose();
    } catch (cause) {
      setError(errorMessage(cause, t('errors.transfer')));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Dialog
      isOpen={cycle !== null}
      onClose={onClose}
      title={t('transfer.title')}
      description={cycle ? t('transfer.description', { count: open, name: cycle.name }) : ''}
    >
      {error !== null && <Alert className="mb-4">{error}</Alert>}
      {targets.length === 0 ? (
        <p className="mb-4 text-base text-secondary">{t('transfer.noTargets')}</p>
      ) : (
        <div className="mb-4 flex flex-col gap-1.5">
          <label htmlFor={selectId} className="text-sm font-medium text-secondary">
            {t('transfer.target')}
          </label>
          <Select<string>
            id={selectId}
            value={targetId}
            options={targets.map((target) => ({
              value: target.id,
              label: target.name,
              description: cycleDatesLabel(target, timeZone),
            }))}
            onChange={setTargetId}
          />
        </div>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          {t('common:cancel')}
        </Button>
        <Button
          variant="primary"
          isLoading={isBusy}
          disabled={targets.length === 0 || targetId === ''}
          onClick={() => void transfer()}
        >
          {t('transfer.confirm')}
        </Button>
      </div>
    </Dialog>
  );
});
