import type { Estimate, EstimatePoint } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { type SubmitEvent, useState } from 'react';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { cx } from '#web/ui/cx';
import { Dialog } from '#web/ui/Dialog';
import { controlClassName } from '#web/ui/field-styles';
import { Icon } from '#web/ui/Icon';
import { IconButton } from '#web/ui/IconButton';
import { TextField } from '#web/ui/TextField';
import { MAX_ESTIMATE_POINTS, MIN_ESTIMATE_POINTS, pointValueError } from './estimate-presets';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { useEstimates } from './use-estimates';

interface EditTarget {
  slug: string;
  projectId: string;
  estimate: Estimate;
}

function sortedPoints(estimate: Estimate): EstimatePoint[] {
  return [...estimate.points].sort((a, b) => a.key - b.key);
}

const NameForm = observer(function NameForm({ slug, projectId, estimate }: EditTarget) {
  const { t } = useTranslation(['estimates', 'common']);
  const estimates = useEstimates();
  const [name, setName] = useState(estimate.name);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const isChanged = name.trim() !== estimate.name;

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(t('validation.nameRequired'));
      return;
    }
    if (!isChanged) return;
    setError(null);
    setIsSaving(true);
    estimates
      .rename(slug, projectId, estimate.id, name.trim())
      .catch((cause: unknown) => {
        setError(errorMessage(cause, t('errors.rename')));
      })
      .finally(() => {
        setIsSaving(false);
      });
  };

  return (
    <form noValidate onSubmit={submit} className="flex items-end gap-2">
      <TextField
        label={t('common:name')}
        value={name}
        maxLength={255}
        error={error}
        className="flex-1"
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
      />
      <Button type="submit" isLoading={isSaving} disabled={!isChanged} className="mb-px">
        {t('common:rename')}
      </Button>
    </form>
  );
});

const PointRow = observer(function PointRow({
  slug,
  projectId,
  estimate,
  point,
  position,
  onError,
}: EditTarget & {
  point: EstimatePoint;
  position: number;
  onError: (message: string | null) => void;
}) {
  const { t } = useTranslation('estimates');
  const estimates = useEstimates();
  const [value, setValue] = useState(point.value);
  const [isSaving, setIsSaving] = useState(false);
  const others = estimate.points.filter((each) => each.id !== point.id).map((each) => each.value);
  const error = value === point.value ? null : pointValueError(estimate.type, value, others);
  const isChanged = value.trim() !== point.value;
  const errorId = `estimate-point-error-${point.id}`;

  const save = () => {
    if (!isChanged || error !== null || isSaving) return;
    onError(null);
    setIsSaving(true);
    estimates
      .updatePoint(slug, projectId, estimate.id, point.id, value.trim())
      .catch((cause: unknown) => {
        setValue(point.value);
        onError(errorMessage(cause, t('errors.savePoint')));
      })
      .finally(() => {
        setIsSaving(false);
      });
  };

  return (
    <li data-testid="estimate-point-row" className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <span className="w-5 text-right font-mono text-sm text-tertiary">{position}</span>
        <input
          aria-label={t('edit.point', { position })}
          aria-invalid={error !== null || undefined}
          aria-describedby={error !== null ? errorId : undefined}
          value={value}
          maxLength={255}
          onChange={(event) => {
            setValue(event.target.value);
          }}
          onBlur={save}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              save();
            }
          }}
          className={cx(controlClassName(error !== null), 'min-w-0 flex-1')}
        />
        <IconButton
          icon="check"
          label={t('edit.savePoint', { position })}
          disabled={!isChanged || error !== null || isSaving}
          onClick={save}
        />
        <IconButton
          icon="trash"
          tone="danger"
          label={
            estimate.points.length <= MIN_ESTIMATE_POINTS
              ? t('edit.atLeast', { count: MIN_ESTIMATE_POINTS })
              : t('edit.deletePoint', { position })
          }
          disabled={estimate.points.length <= MIN_ESTIMATE_POINTS}
          onClick={() => {
            onError(null);
            estimates
              .removePoint(slug, projectId, estimate.id, point.id)
              .catch((cause: unknown) => {
                onError(errorMessage(cause, t('errors.deletePoint')));
              });
          }}
        />
      </div>
      {error !== null && (
        <p id={errorId} className="pl-7 text-sm text-danger">
          {error}
        </p>
      )}
    </li>
  );
});

const AddPointForm = observer(function AddPointForm({
  slug,
  projectId,
  estimate,
  onError,
}: EditTarget & { onError: (message: string | null) => void }) {
  const { t } = useTranslation('estimates');
  const estimates = useEstimates();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const isFull = estimate.points.length >= MAX_ESTIMATE_POINTS;

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const problem = pointValueError(
      estimate.type,
      value,
      estimate.points.map((point) => point.value),
    );
    if (problem !== null) {
      setError(problem);
      return;
    }
    onError(null);
    setIsSaving(true);
    estimates
      .addPoint(slug, projectId, estimate.id, value.trim())
      .then(() => {
        setValue('');
      })
      .catch((cause: unknown) => {
        onError(errorMessage(cause, t('errors.addPoint')));
      })
      .finally(() => {
        setIsSaving(false);
      });
  };

  if (isFull)
    return (
      <p className="pl-7 text-sm text-tertiary">{t('edit.full', { count: MAX_ESTIMATE_POINTS })}</p>
    );
  return (
    <form noValidate onSubmit={submit} className="flex items-start gap-2 pl-7">
      <TextField
        label={t('edit.newPoint')}
        isLabelHidden
        placeholder={t('edit.newPointPlaceholder')}
        value={value}
        maxLength={255}
        error={error}
        className="flex-1"
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
      />
      <Button type="submit" isLoading={isSaving} leadingIcon={<Icon name="plus" size={14} />}>
        {t('edit.addPoint')}
      </Button>
    </form>
  );
});

/** Renames an estimate and edits its points; each change is saved on its own. */
export const EstimateEditDialog = observer(function EstimateEditDialog({
  slug,
  projectId,
  estimate,
  onClose,
}: {
  slug: string;
  projectId: string;
  /** The estimate being edited; null keeps the dialog closed. */
  estimate: Estimate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['estimates', 'common']);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <Dialog
      isOpen={estimate !== null}
      onClose={close}
      title={t('edit.title')}
      description={t('edit.description')}
      isWide
    >
      {estimate && (
        <div className="flex flex-col gap-5">
          <NameForm slug={slug} projectId={projectId} estimate={estimate} />
          <section aria-label={t('edit.points')} className="flex flex-col gap-2">
            <h3 className="text-sm font-medium text-secondary">
              {t('edit.pointsRange', { min: MIN_ESTIMATE_POINTS, max: MAX_ESTIMATE_POINTS })}
            </h3>
            {error !== null && <Alert>{error}</Alert>}
            <ol className="flex flex-col gap-1.5">
              {sortedPoints(estimate).map((point, index) => (
                <PointRow
                  key={point.id}
                  slug={slug}
                  projectId={projectId}
                  estimate={estimate}
                  point={point}
                  position={index + 1}
                  onError={setError}
                />
              ))}
            </ol>
            <AddPointForm
              slug={slug}
              projectId={projectId}
              estimate={estimate}
              onError={setError}
            />
          </section>
          <div className="flex justify-end">
            <Button variant="primary" onClick={close}>
              {t('common:done')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
});
