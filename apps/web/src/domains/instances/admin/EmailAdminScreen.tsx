import { observer } from 'mobx-react-lite';
import { type ReactNode, type SubmitEvent, useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useEmailSettings } from './use-email-settings';
import { useInstanceAdmin } from './use-instance-admin';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { Dialog } from '#web/ui/Dialog';
import { Icon } from '#web/ui/Icon';
import { SelectField } from '#web/ui/SelectField';
import { Skeleton } from '#web/ui/Skeleton';
import { TextField } from '#web/ui/TextField';
import { AdminPage, AdminPanel } from './AdminPage';
import {
  type EmailForm,
  type EmailSettings,
  isEmailFormDirty,
  securityOptions,
} from './email-settings';
import { EMAIL_SECTION } from './instance-settings';

function Code({ children }: { children?: ReactNode }) {
  return (
    <code className="rounded-sm border border-subtle bg-surface-sunken px-1 py-px font-mono text-sm text-primary">
      {children}
    </code>
  );
}

function SmtpStatus({ settings }: { settings: EmailSettings | null }) {
  const { t } = useTranslation('instance-admin');
  let title: string;
  let detail: ReactNode;
  if (settings === null) {
    return (
      <div className="flex items-start gap-3 rounded-lg border border-subtle bg-surface p-5 shadow-xs">
        <Skeleton className="size-8 rounded-full" />
        <div className="flex-1">
          <Skeleton className="h-4 w-48" />
          <Skeleton className="mt-2 h-4 w-4/5" />
        </div>
      </div>
    );
  }
  const { isConfigured } = settings;
  if (isConfigured) {
    title = t('email.status.configured');
    const address = `${settings.form.host}:${settings.form.port}`;
    detail = settings.isManagedByEnvironment
      ? t('email.status.configuredByEnvironment', { address })
      : t('email.status.configuredDetail', { address });
  } else {
    title = t('email.status.notConfigured');
    detail = (
      <Trans t={t} i18nKey="email.status.notConfiguredDetail" components={{ code: <Code /> }} />
    );
  }
  return (
    <div
      data-testid="smtp-status"
      className="flex items-start gap-3 rounded-lg border border-subtle bg-surface p-5 shadow-xs"
    >
      <span
        className={
          isConfigured
            ? 'flex size-8 shrink-0 items-center justify-center rounded-full bg-success-subtle text-success'
            : 'flex size-8 shrink-0 items-center justify-center rounded-full bg-warning-subtle text-warning'
        }
      >
        <Icon name={isConfigured ? 'check-circle' : 'alert-circle'} size={16} />
      </span>
      <div className="min-w-0">
        <p className="font-medium text-primary">{title}</p>
        <p className="mt-0.5 text-base text-secondary">{detail}</p>
      </div>
    </div>
  );
}

/** The environment's SMTP settings, shown but not editable: SMTP_* variables win. */
function EnvironmentSettings({ settings }: { settings: EmailSettings }) {
  const { t } = useTranslation('instance-admin');
  const { form } = settings;
  const rows: readonly { label: string; value: string }[] = [
    { label: t('email.fields.host'), value: form.host },
    { label: t('email.fields.port'), value: form.port },
    { label: t('email.fields.username'), value: form.username || '—' },
    {
      label: t('email.fields.password'),
      value: settings.isPasswordSet ? t('email.passwordSet') : t('email.passwordNotSet'),
    },
    { label: t('email.fields.from'), value: form.from },
    {
      label: t('email.fields.security'),
      value: t(`email.environmentSecurity.${form.security === 'ssl' ? 'ssl' : 'starttls'}`),
    },
  ];
  return (
    <AdminPanel
      title={t('email.smtpServer')}
      description={
        <Trans t={t} i18nKey="email.environmentDescription" components={{ code: <Code /> }} />
      }
    >
      <dl data-testid="smtp-environment" className="divide-y divide-(--border-color-subtle)">
        {rows.map((row) => (
          <div
            key={row.label}
            className="grid gap-1 px-5 py-2.5 sm:grid-cols-[10rem_1fr] sm:items-baseline sm:gap-4"
          >
            <dt className="text-base text-secondary">{row.label}</dt>
            <dd className="break-all text-base text-primary">{row.value}</dd>
          </div>
        ))}
      </dl>
    </AdminPanel>
  );
}

const SmtpForm = observer(function SmtpForm({ settings }: { settings: EmailSettings }) {
  const store = useEmailSettings();
  const { t } = useTranslation(['instance-admin', 'common']);
  const [form, setForm] = useState<EmailForm>(settings.form);
  const [isSaved, setIsSaved] = useState(false);
  const [isRemoveOpen, setRemoveOpen] = useState(false);
  const isDirty = isEmailFormDirty(form, settings.form);
  const errors = store.fieldErrors;

  const change = (field: keyof EmailForm, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setIsSaved(false);
    store.clearFieldError(field);
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    setIsSaved(false);
    if (await store.save(form)) {
      setForm((current) => ({ ...current, password: '' }));
      setIsSaved(true);
    }
  };

  const confirmRemove = async () => {
    if (await store.remove()) {
      setRemoveOpen(false);
      setIsSaved(false);
      if (store.settings) setForm(store.settings.form);
    }
  };

  return (
    <AdminPanel title={t('email.smtpServer')} description={t('email.formDescription')}>
      <form
        noValidate
        data-testid="smtp-form"
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-4 p-5"
      >
        {store.formError !== null && <Alert>{store.formError}</Alert>}
        {isSaved && !isDirty && <Alert tone="success">{t('email.saved')}</Alert>}
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <TextField
            label={t('email.fields.host')}
            value={form.host}
            placeholder={t('email.placeholders.host')}
            autoComplete="off"
            error={errors.host}
            onChange={(event) => change('host', event.target.value)}
          />
          <TextField
            label={t('email.fields.port')}
            value={form.port}
            inputMode="numeric"
            placeholder={t('email.placeholders.port')}
            error={errors.port}
            onChange={(event) => change('port', event.target.value)}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('email.fields.username')}
            value={form.username}
            autoComplete="off"
            error={errors.username}
            onChange={(event) => change('username', event.target.value)}
          />
          <TextField
            label={t('email.fields.password')}
            type="password"
            value={form.password}
            autoComplete="new-password"
            placeholder={settings.isPasswordSet ? '••••••••' : ''}
            error={errors.password}
            hint={settings.isPasswordSet ? t('email.passwordHintSet') : t('email.passwordHintNew')}
            onChange={(event) => change('password', event.target.value)}
          />
        </div>
        <TextField
          label={t('email.fields.from')}
          value={form.from}
          placeholder={t('email.placeholders.from')}
          error={errors.from}
          hint={t('email.fromHint')}
          onChange={(event) => change('from', event.target.value)}
        />
        <div className="flex flex-col gap-1.5">
          <SelectField
            label={t('email.fields.security')}
            value={form.security}
            options={securityOptions()}
            className="max-w-xs"
            hint={t('email.securityHint')}
            onChange={(security) => change('security', security)}
          />
          {errors.security !== undefined && (
            <p className="text-sm text-danger">{errors.security}</p>
          )}
        </div>
        <div className="flex items-center justify-between gap-2 border-t border-subtle pt-4">
          {settings.isConfigured ? (
            <Button variant="ghost" onClick={() => setRemoveOpen(true)}>
              {t('email.removeSettings')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" variant="primary" isLoading={store.isSaving} disabled={!isDirty}>
            {store.isSaving ? t('common:saving') : t('common:save')}
          </Button>
        </div>
      </form>
      <Dialog
        isOpen={isRemoveOpen}
        onClose={() => setRemoveOpen(false)}
        title={t('email.removeTitle')}
        description={
          <Trans t={t} i18nKey="email.removeDescription" components={{ code: <Code /> }} />
        }
      >
        {store.formError !== null && <Alert className="mb-4">{store.formError}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setRemoveOpen(false)}>
            {t('common:cancel')}
          </Button>
          <Button
            variant="danger"
            isLoading={store.isRemoving}
            onClick={() => void confirmRemove()}
          >
            {t('common:remove')}
          </Button>
        </div>
      </Dialog>
    </AdminPanel>
  );
});

const TestEmailPanel = observer(function TestEmailPanel({ settings }: { settings: EmailSettings }) {
  const store = useEmailSettings();
  const instanceAdmin = useInstanceAdmin();
  const { t } = useTranslation('instance-admin');
  const [receiver, setReceiver] = useState(instanceAdmin.admin?.email ?? '');
  const result = store.testResult;

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void store.sendTest(receiver);
  };

  return (
    <AdminPanel title={t('email.test.title')} description={t('email.test.description')}>
      <form
        noValidate
        data-testid="smtp-test"
        onSubmit={onSubmit}
        className="flex flex-col gap-4 p-5"
      >
        {result !== null && (
          <Alert tone={result.isSent ? 'success' : 'danger'}>{result.message}</Alert>
        )}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField
            label={t('email.test.sendTo')}
            type="email"
            value={receiver}
            className="flex-1"
            onChange={(event) => setReceiver(event.target.value)}
          />
          <Button
            type="submit"
            isLoading={store.isSendingTest}
            disabled={!settings.isConfigured || receiver.trim() === ''}
          >
            {store.isSendingTest ? t('email.test.sending') : t('email.test.send')}
          </Button>
        </div>
        {!settings.isConfigured && (
          <p className="text-sm text-tertiary">{t('email.test.saveFirst')}</p>
        )}
      </form>
    </AdminPanel>
  );
});

/**
 * '/god-mode/email': how this instance sends email. SMTP is set here, unless the environment's
 * SMTP_* variables set it, in which case they are shown read-only; without either, emails go to
 * the outbox.
 */
export const EmailAdminScreen = observer(function EmailAdminScreen() {
  const store = useEmailSettings();
  useEffect(() => {
    void store.load();
  }, [store]);
  const { settings } = store;

  return (
    <AdminPage section={EMAIL_SECTION}>
      <div className="flex flex-col gap-8">
        {store.loadError !== null && settings === null ? (
          <Alert>{store.loadError}</Alert>
        ) : (
          <SmtpStatus settings={settings} />
        )}
        {settings !== null &&
          (settings.isManagedByEnvironment ? (
            <EnvironmentSettings settings={settings} />
          ) : (
            <SmtpForm settings={settings} />
          ))}
        {settings !== null && <TestEmailPanel settings={settings} />}
      </div>
    </AdminPage>
  );
});
