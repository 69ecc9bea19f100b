import type { IntakeFormSettings as Settings } from '@keel/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '#web/app/store-context';
import { errorMessage } from '#web/lib/api-error';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { ButtonLink } from '#web/ui/ButtonLink';
import { ConfirmDialog } from '#web/ui/ConfirmDialog';
import { controlClassName } from '#web/ui/field-styles';
import { Icon } from '#web/ui/Icon';
import { Skeleton } from '#web/ui/Skeleton';
import { SwitchSetting } from '#web/ui/SwitchSetting';
import { showErrorToast, showSuccessToast } from '#web/ui/Toaster';
import { useRead } from '#web/ui/use-read';
import {
  fetchIntakeFormSettings,
  intakeFormLink,
  regenerateIntakeFormLink,
  setIntakeFormEnabled,
} from './intake-form-api';

/**
 * The project's public intake form, in its features settings (project admins, intake on): the
 * switch that publishes it, and once on, its link to copy or open and a way to retire the link.
 */
export function IntakeFormSettings({
  slug,
  projectId,
  disabled,
}: {
  slug: string;
  projectId: string;
  disabled: boolean;
}) {
  const { t } = useTranslation(['intake-form', 'common']);
  const api = useApi();
  const read = useRead(
    `${slug}/${projectId}`,
    () => fetchIntakeFormSettings(api, slug, projectId),
    t('settings.loadFailed'),
  );
  // What the server last answered to a change, over the first read.
  const [changed, setChanged] = useState<Settings | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isAskingRenewal, setIsAskingRenewal] = useState(false);
  const [renewalError, setRenewalError] = useState<string | null>(null);
  const settings = changed ?? read.value;

  if (read.error !== null)
    return (
      <Alert>
        {read.error}{' '}
        <button type="button" className="font-medium underline" onClick={read.retry}>
          {t('common:retry')}
        </button>
      </Alert>
    );

  const onToggle = (isOn: boolean) => {
    setError(null);
    setIsSaving(true);
    setIntakeFormEnabled(api, slug, projectId, isOn)
      .then(setChanged, (cause: unknown) => {
        setError(errorMessage(cause, t(isOn ? 'settings.turnOnFailed' : 'settings.turnOffFailed')));
      })
      .finally(() => {
        setIsSaving(false);
      });
  };

  const renew = () => {
    setIsSaving(true);
    setRenewalError(null);
    regenerateIntakeFormLink(api, slug, projectId)
      .then(
        (next) => {
          setChanged(next);
          setIsAskingRenewal(false);
          showSuccessToast(t('settings.regenerated'));
        },
        (cause: unknown) => {
          setRenewalError(errorMessage(cause, t('settings.regenerateFailed')));
        },
      )
      .finally(() => {
        setIsSaving(false);
      });
  };

  const link = settings?.anchor == null ? null : intakeFormLink(settings.anchor);
  const copy = () => {
    if (link === null) return;
    navigator.clipboard.writeText(link).then(
      () => {
        showSuccessToast(t('common:linkCopied'));
      },
      () => {
        showErrorToast(t('settings.copyFailed'));
      },
    );
  };

  return (
    <section
      data-testid="intake-form-settings"
      aria-labelledby="intake-form-title"
      className="rounded-lg border border-subtle bg-surface px-4 py-3.5 shadow-xs"
    >
      {settings === undefined ? (
        <div className="flex items-center gap-3" aria-busy="true">
          <Skeleton className="size-8 rounded-md" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-3/4" />
          </div>
        </div>
      ) : (
        <SwitchSetting
          icon="globe"
          title={t('settings.title')}
          titleAs="h2"
          titleId="intake-form-title"
          description={t('settings.description')}
          isOn={settings.is_enabled}
          isBusy={isSaving}
          disabled={disabled}
          onChange={onToggle}
        />
      )}
      {error !== null && <Alert className="mt-3">{error}</Alert>}
      {settings?.is_enabled === true && link !== null && (
        <div className="mt-3 flex flex-col gap-2 sm:pl-11">
          <label className="flex flex-col gap-1.5">
            <span className="text-sm font-medium text-secondary">{t('settings.linkLabel')}</span>
            <input
              readOnly
              data-testid="intake-form-link"
              className={`${controlClassName()} w-full font-mono text-sm`}
              value={link}
              onFocus={(event) => {
                event.currentTarget.select();
              }}
            />
          </label>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" leadingIcon={<Icon name="copy" size={14} />} onClick={copy}>
              {t('settings.copy')}
            </Button>
            <ButtonLink
              size="sm"
              variant="ghost"
              to={`/spaces/intake/${encodeURIComponent(settings.anchor ?? '')}`}
              target="_blank"
              rel="noreferrer"
              leadingIcon={<Icon name="external-link" size={14} />}
            >
              {t('settings.open')}
            </ButtonLink>
            <Button
              size="sm"
              variant="ghost"
              disabled={disabled}
              leadingIcon={<Icon name="refresh" size={14} />}
              onClick={() => {
                setRenewalError(null);
                setIsAskingRenewal(true);
              }}
            >
              {t('settings.regenerate')}
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        isOpen={isAskingRenewal}
        onClose={() => {
          setIsAskingRenewal(false);
        }}
        title={t('settings.regenerateTitle')}
        description={t('settings.regenerateBody')}
        confirmLabel={t('settings.regenerateConfirm')}
        isBusy={isSaving}
        error={renewalError}
        onConfirm={renew}
      />
    </section>
  );
}
