import { observer } from 'mobx-react-lite';
import { type ReactNode, type SubmitEvent, useEffect, useState } from 'react';
import { useRootStore } from '../../app/store-context';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Icon } from '../../ui/Icon';
import { SelectField } from '../../ui/SelectField';
import { Skeleton } from '../../ui/Skeleton';
import { TextField } from '../../ui/TextField';
import { AdminPage, AdminPanel } from './AdminPage';
import {
  type EmailForm,
  type EmailSettings,
  SECURITY_OPTIONS,
  isEmailFormDirty,
} from './email-settings';
import { EMAIL_SECTION } from './instance-settings';

function Code({ children }: { children: string }) {
  return (
    <code className="rounded-sm border border-subtle bg-surface-sunken px-1 py-px font-mono text-sm text-primary">
      {children}
    </code>
  );
}

function SmtpStatus({ settings }: { settings: EmailSettings | null }) {
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
    title = 'SMTP is configured';
    detail = settings.isManagedByEnvironment
      ? `Sign-in codes, invitations and password resets go out through ${settings.form.host}:${settings.form.port}, the mail server set in the environment.`
      : `Sign-in codes, invitations and password resets go out through ${settings.form.host}:${settings.form.port}.`;
  } else {
    title = 'SMTP is not configured';
    detail = (
      <>
        Nothing is sent. Every email Keel writes, sign-in codes included, is saved as a file in{' '}
        <Code>DATA_DIR/outbox</Code> and printed to the server log, where you can read it.
      </>
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
  const { form } = settings;
  const rows: readonly { label: string; value: string }[] = [
    { label: 'Host', value: form.host },
    { label: 'Port', value: form.port },
    { label: 'Username', value: form.username || '—' },
    { label: 'Password', value: settings.isPasswordSet ? 'Set' : 'Not set' },
    { label: 'From address', value: form.from },
    {
      label: 'Security',
      value: form.security === 'ssl' ? 'SSL' : 'STARTTLS when the server offers it',
    },
  ];
  return (
    <AdminPanel
      title="SMTP server"
      description={
        <>
          Managed by the environment: <Code>SMTP_HOST</Code> and the other <Code>SMTP_*</Code>{' '}
          variables are set, and they win over settings made here. Change them where Keel is
          started, then restart it.
        </>
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
  const { emailSettings: store } = useRootStore();
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
    <AdminPanel
      title="SMTP server"
      description="Keel sends email through this server. The environment’s SMTP_* variables, when set, win over these settings."
    >
      <form
        noValidate
        data-testid="smtp-form"
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-4 p-5"
      >
        {store.formError !== null && <Alert>{store.formError}</Alert>}
        {isSaved && !isDirty && <Alert tone="success">SMTP settings saved.</Alert>}
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <TextField
            label="Host"
            value={form.host}
            placeholder="smtp.example.com"
            autoComplete="off"
            error={errors.host}
            onChange={(event) => change('host', event.target.value)}
          />
          <TextField
            label="Port"
            value={form.port}
            inputMode="numeric"
            placeholder="587"
            error={errors.port}
            onChange={(event) => change('port', event.target.value)}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Username"
            value={form.username}
            autoComplete="off"
            error={errors.username}
            onChange={(event) => change('username', event.target.value)}
          />
          <TextField
            label="Password"
            type="password"
            value={form.password}
            autoComplete="new-password"
            placeholder={settings.isPasswordSet ? '••••••••' : ''}
            error={errors.password}
            hint={
              settings.isPasswordSet
                ? 'A password is saved. Leave empty to keep the current password.'
                : 'Stored encrypted; never shown again.'
            }
            onChange={(event) => change('password', event.target.value)}
          />
        </div>
        <TextField
          label="From address"
          value={form.from}
          placeholder="Keel <keel@example.com>"
          error={errors.from}
          hint="The sender people see: an address, or a name and address."
          onChange={(event) => change('from', event.target.value)}
        />
        <div className="flex flex-col gap-1.5">
          <SelectField
            label="Security"
            value={form.security}
            options={SECURITY_OPTIONS}
            className="max-w-xs"
            hint="STARTTLS usually goes with port 587, SSL with port 465."
            onChange={(security) => change('security', security)}
          />
          {errors.security !== undefined && (
            <p className="text-sm text-danger">{errors.security}</p>
          )}
        </div>
        <div className="flex items-center justify-between gap-2 border-t border-subtle pt-4">
          {settings.isConfigured ? (
            <Button variant="ghost" onClick={() => setRemoveOpen(true)}>
              Remove SMTP settings
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" variant="primary" isLoading={store.isSaving} disabled={!isDirty}>
            {store.isSaving ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
      <Dialog
        isOpen={isRemoveOpen}
        onClose={() => setRemoveOpen(false)}
        title="Remove SMTP settings?"
        description={
          <>
            Keel stops sending email. Sign-in codes, invitations and password resets are written to{' '}
            <Code>DATA_DIR/outbox</Code> and the server log instead.
          </>
        }
      >
        {store.formError !== null && <Alert className="mb-4">{store.formError}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setRemoveOpen(false)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            isLoading={store.isRemoving}
            onClick={() => void confirmRemove()}
          >
            Remove
          </Button>
        </div>
      </Dialog>
    </AdminPanel>
  );
});

const TestEmailPanel = observer(function TestEmailPanel({ settings }: { settings: EmailSettings }) {
  const { emailSettings: store, instanceAdmin } = useRootStore();
  const [receiver, setReceiver] = useState(instanceAdmin.admin?.email ?? '');
  const result = store.testResult;

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void store.sendTest(receiver);
  };

  return (
    <AdminPanel
      title="Test email"
      description="Sends a short email with the saved settings, to check that they work."
    >
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
            label="Send to"
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
            {store.isSendingTest ? 'Sending…' : 'Send a test email'}
          </Button>
        </div>
        {!settings.isConfigured && (
          <p className="text-sm text-tertiary">Save the SMTP settings first.</p>
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
  const { emailSettings: store } = useRootStore();
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
