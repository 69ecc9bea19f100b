import type { CreateApiTokenBody, CreatedApiToken } from '@keel/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/api-client';
import { errorMessage } from '#web/lib/api-error';
import { formatDate } from '#web/lib/format';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { Dialog } from '#web/ui/Dialog';
import { SecretOnce } from '#web/ui/SecretOnce';
import { Select } from '#web/ui/SelectField';
import { TextField } from '#web/ui/TextField';
import { ApiTokenFields, useApiTokenFields } from './ApiTokenFields';
import {
  DEFAULT_EXPIRY_PRESET,
  EXPIRY_PRESETS,
  type ExpiryPreset,
  expiryDate,
  localDay,
} from './api-token-expiry';

/**
 * Adds an API token: a label, a description and an expiry (a preset, a day of one's own, or
 * never). Once made, the dialog shows the secret, once, with a Copy button; closing it forgets
 * the secret for good.
 */
export function CreateApiTokenDialog({
  onClose,
  onCreate,
}: {
  onClose: () => void;
  onCreate: (body: CreateApiTokenBody) => Promise<CreatedApiToken>;
}) {
  const { t } = useTranslation('api-tokens');
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={created === null ? t('create.title') : t('created.title')}
      description={created === null ? t('create.description') : undefined}
    >
      {created === null ? (
        <CreateForm onCancel={onClose} onCreate={onCreate} onCreated={setCreated} />
      ) : (
        <CreatedSecret token={created.token} onDone={onClose} />
      )}
    </Dialog>
  );
}

function CreateForm({
  onCancel,
  onCreate,
  onCreated,
}: {
  onCancel: () => void;
  onCreate: (body: CreateApiTokenBody) => Promise<CreatedApiToken>;
  onCreated: (token: CreatedApiToken) => void;
}) {
  const { t } = useTranslation(['api-tokens', 'common']);
  const expiryId = useId();
  const expiryHintId = useId();
  const fields = useApiTokenFields({ label: '', description: '' });
  const [preset, setPreset] = useState<ExpiryPreset>(DEFAULT_EXPIRY_PRESET);
  const [customDay, setCustomDay] = useState('');
  const [dayError, setDayError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  // The dialog's hints count from when it opened; the token's expiry from when it is made.
  const [openedAt] = useState(() => new Date());
  const expiry = expiryDate(preset, openedAt, customDay);
  const expiryHint =
    preset === 'never'
      ? t('create.neverHint')
      : expiry
        ? t('create.expiresOn', { date: formatDate(expiry, { dateStyle: 'long' }) })
        : null;

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const values = fields.read();
    const chosen = expiryDate(preset, new Date(), customDay);
    if (chosen === undefined) setDayError(t('create.customDateInvalid'));
    if (values === null || chosen === undefined) return;
    setIsSaving(true);
    setFormError(null);
    try {
      const token = await onCreate({
        ...values,
        expired_at: chosen === null ? null : chosen.toISOString(),
      });
      onCreated(token);
    } catch (error) {
      const message = errorMessage(error, t('create.failed'));
      if (fields.showError(error, message)) return;
      if (error instanceof ApiError && error.field === 'expired_at') setDayError(message);
      else setFormError(message);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={(event) => void submit(event)}>
      {formError !== null && <Alert>{formError}</Alert>}
      <ApiTokenFields fields={fields} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={expiryId} className="text-sm font-medium text-secondary">
          {t('create.expiry')}
        </label>
        <Select
          id={expiryId}
          value={preset}
          aria-describedby={expiryHint === null ? undefined : expiryHintId}
          options={EXPIRY_PRESETS.map((value) => ({
            value,
            label: t(`create.presets.${value}`),
          }))}
          onChange={(value) => {
            setDayError(null);
            setPreset(value);
          }}
          className="w-full"
        />
        {preset !== 'custom' && expiryHint !== null && (
          <p id={expiryHintId} className="text-sm text-tertiary">
            {expiryHint}
          </p>
        )}
      </div>
      {preset === 'custom' && (
        <TextField
          type="date"
          label={t('create.customDate')}
          value={customDay}
          min={localDay(openedAt)}
          error={dayError}
          hint={expiryHint}
          onChange={(event) => {
            setDayError(null);
            setCustomDay(event.target.value);
          }}
        />
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" variant="primary" isLoading={isSaving}>
          {t('create.submit')}
        </Button>
      </div>
    </form>
  );
}

function CreatedSecret({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('api-tokens');
  return (
    <SecretOnce
      secret={token}
      testId="api-token-secret"
      onDone={onDone}
      text={{
        warning: t('created.warning'),
        label: t('created.tokenLabel'),
        copy: t('created.copy'),
        copied: t('created.copied'),
        copyFailed: t('created.copyFailed'),
        usage: t('created.usage'),
        done: t('created.done'),
      }}
    />
  );
}
