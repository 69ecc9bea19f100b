import type { Estimate } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { type SubmitEvent, useState } from 'react';
import { ApiError } from '#web/lib/api-client';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { cx } from '#web/ui/cx';
import { Dialog } from '#web/ui/Dialog';
import { controlClassName } from '#web/ui/field-styles';
import { Icon } from '#web/ui/Icon';
import { IconButton } from '#web/ui/IconButton';
import { SelectField } from '#web/ui/SelectField';
import { TextField } from '#web/ui/TextField';
import {
  CUSTOM_PRESET_ID,
  ESTIMATE_TYPE_OPTIONS,
  type EstimateType,
  MAX_ESTIMATE_POINTS,
  MIN_ESTIMATE_POINTS,
  findPreset,
  hasDraftErrors,
  initialValues,
  pointsFromValues,
  presetsFor,
  validateEstimateDraft,
} from './estimate-presets';
import { ESTIMATE_CREATE_ERROR, estimateErrorMessage } from './estimates-store';
import { useTranslation } from 'react-i18next';
import { useEstimates } from './use-estimates';

function firstPresetId(type: EstimateType): string {
  return presetsFor(type)[0]?.id ?? CUSTOM_PRESET_ID;
}

/** The server names nested fields with dots; these belong to the name input. */
const NAME_FIELDS = new Set(['estimate.name', 'name']);

function EstimateForm({
  slug,
  projectId,
  active,
  onDone,
  onError,
}: {
  slug: string;
  projectId: string;
  /** The estimate active before this one is created, if any. */
  active: Estimate | undefined;
  onDone: () => void;
  /** Reports a failure that happened after the estimate was created. */
  onError: (message: string) => void;
}) {
  const { t } = useTranslation(['estimates', 'common']);
  const estimates = useEstimates();
  // Read once: creating makes the new estimate active, and the form must still name the old one.
  const [previousActive] = useState(active);
  const [name, setName] = useState('');
  const [type, setType] = useState<EstimateType>('points');
  const [presetId, setPresetId] = useState(firstPresetId('points'));
  const [values, setValues] = useState<string[]>(initialValues('points'));
  const [isMakingActive, setIsMakingActive] = useState(true);
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const [serverError, setServerError] = useState<ApiError | Error | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const errors = validateEstimateDraft({ name, type, values });
  const shown = hasTriedSubmit ? errors : null;
  const serverNameError =
    serverError instanceof ApiError &&
    serverError.field !== undefined &&
    NAME_FIELDS.has(serverError.field)
      ? serverError.message
      : null;

  const presetOptions = [
    ...presetsFor(type).map((preset) => ({
      value: preset.id,
      label: `${preset.label} (${preset.values.join(', ')})`,
    })),
    { value: CUSTOM_PRESET_ID, label: t('create.custom') },
  ];

  const chooseType = (next: EstimateType) => {
    setType(next);
    setPresetId(firstPresetId(next));
    setValues(initialValues(next));
  };

  const choosePreset = (id: string) => {
    setPresetId(id);
    const preset = findPreset(id);
    if (preset) setValues([...preset.values]);
  };

  const changeValues = (next: string[]) => {
    setValues(next);
    setPresetId(CUSTOM_PRESET_ID);
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setHasTriedSubmit(true);
    setServerError(null);
    if (hasDraftErrors(errors)) return;
    setIsSubmitting(true);
    let created: Estimate;
    try {
      created = await estimates.create(slug, projectId, {
        estimate: { name: name.trim(), type },
        estimate_points: pointsFromValues(values),
      });
    } catch (cause) {
      setServerError(cause instanceof Error ? cause : new Error(ESTIMATE_CREATE_ERROR));
      setIsSubmitting(false);
      return;
    }
    // The server makes every new estimate active; keeping the old one means switching back.
    if (!isMakingActive && previousActive && created.last_used) {
      try {
        await estimates.activate(slug, projectId, previousActive.id);
      } catch (cause) {
        onError(
          t('create.stillActive', {
            name: created.name,
            reason:
              cause instanceof Error
                ? cause.message
                : t('create.couldNotReactivate', { name: previousActive.name }),
          }),
        );
      }
    }
    setIsSubmitting(false);
    onDone();
  };

  const serverMessage =
    serverError !== null && serverNameError === null
      ? estimateErrorMessage(ESTIMATE_CREATE_ERROR, serverError)
      : null;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <TextField
        label={t('common:name')}
        value={name}
        placeholder={t('create.namePlaceholder')}
        maxLength={255}
        error={shown?.name ?? serverNameError}
        onChange={(event) => {
          setName(event.target.value);
        }}
      />

      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-secondary">{t('create.type')}</legend>
        <div className="inline-flex w-fit rounded-md border border-strong bg-surface-sunken p-0.5">
          {ESTIMATE_TYPE_OPTIONS.map((option) => (
            <label
              key={option.value}
              className={cx(
                'relative cursor-pointer rounded px-3 py-1 text-base transition-colors duration-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus',
                type === option.value
                  ? 'bg-surface font-medium text-primary shadow-xs'
                  : 'text-secondary hover:text-primary',
              )}
            >
              <input
                type="radio"
                name="estimate-type"
                value={option.value}
                checked={type === option.value}
                onChange={() => {
                  chooseType(option.value);
                }}
                className="absolute inset-0 cursor-pointer opacity-0"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>

      <SelectField
        label={t('create.preset')}
        value={presetId}
        options={presetOptions}
        onChange={choosePreset}
        hint={t('create.presetHint')}
      />

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium text-secondary">
          {t('create.values', { min: MIN_ESTIMATE_POINTS, max: MAX_ESTIMATE_POINTS })}
        </legend>
        <ol className="flex flex-col gap-1.5">
          {values.map((value, index) => {
            const error = shown?.values[index] ?? null;
            const errorId = `estimate-value-error-${String(index)}`;
            return (
              // Values have no identity beyond their position until they are saved.
              <li key={index} className="flex flex-col gap-1">
                <div className="flex items-center gap-2">
                  <span className="w-5 text-right font-mono text-sm text-tertiary">
                    {index + 1}
                  </span>
                  <input
                    aria-label={t('create.value', { position: index + 1 })}
                    aria-invalid={error !== null || undefined}
                    aria-describedby={error !== null ? errorId : undefined}
                    value={value}
                    maxLength={255}
                    onChange={(event) => {
                      changeValues(
                        values.map((each, at) => (at === index ? event.target.value : each)),
                      );
                    }}
                    className={cx(controlClassName(error !== null), 'min-w-0 flex-1')}
                  />
                  <IconButton
                    icon="x"
                    label={t('create.removeValue', { position: index + 1 })}
                    disabled={values.length <= MIN_ESTIMATE_POINTS}
                    onClick={() => {
                      changeValues(values.filter((_, at) => at !== index));
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
          })}
        </ol>
        <div className="flex items-center gap-3 pl-7">
          <Button
            size="sm"
            variant="ghost"
            leadingIcon={<Icon name="plus" size={14} />}
            disabled={values.length >= MAX_ESTIMATE_POINTS}
            onClick={() => {
              changeValues([...values, '']);
            }}
          >
            {t('create.addValue')}
          </Button>
          {values.length >= MAX_ESTIMATE_POINTS && (
            <span className="text-sm text-tertiary">
              {t('create.atMost', { count: MAX_ESTIMATE_POINTS })}
            </span>
          )}
        </div>
        {shown?.list != null && <p className="text-sm text-danger">{shown.list}</p>}
      </fieldset>

      {previousActive && (
        <label className="flex items-start gap-2 text-base text-secondary">
          <input
            type="checkbox"
            checked={isMakingActive}
            onChange={(event) => {
              setIsMakingActive(event.target.checked);
            }}
            className="mt-0.5 size-4 accent-(--color-accent)"
          />
          <span>
            {t('create.makeActive')}
            <span className="block text-sm text-tertiary">
              {t('create.makeActiveHint', { name: previousActive.name })}
            </span>
          </span>
        </label>
      )}

      {serverMessage !== null && <Alert>{serverMessage}</Alert>}

      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" variant="primary" isLoading={isSubmitting}>
          {t('settings.create')}
        </Button>
      </div>
    </form>
  );
}

/** Creates an estimate from a preset or from the admin's own values. */
export const EstimateCreateDialog = observer(function EstimateCreateDialog({
  isOpen,
  slug,
  projectId,
  onClose,
  onError,
}: {
  isOpen: boolean;
  slug: string;
  projectId: string;
  onClose: () => void;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation('estimates');
  const estimates = useEstimates();
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('settings.create')}
      description={t('create.description', { min: MIN_ESTIMATE_POINTS, max: MAX_ESTIMATE_POINTS })}
      isWide
    >
      <EstimateForm
        slug={slug}
        projectId={projectId}
        active={estimates.active(projectId)}
        onDone={onClose}
        onError={onError}
      />
    </Dialog>
  );
});
