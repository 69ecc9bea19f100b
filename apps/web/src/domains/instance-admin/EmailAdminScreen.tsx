import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useRootStore } from '../../app/store-context';
import { Icon } from '../../ui/Icon';
import { Skeleton } from '../../ui/Skeleton';
import { AdminPage, AdminPanel } from './AdminPage';
import { EMAIL_SECTION } from './instance-settings';

/** The environment variables that configure outgoing email (README, Configuration). */
const SMTP_VARIABLES: readonly { name: string; meaning: string }[] = [
  { name: 'SMTP_HOST', meaning: 'the mail server; email is sent only when it is set' },
  { name: 'SMTP_PORT', meaning: 'its port, 587 by default' },
  { name: 'SMTP_USER', meaning: 'the account to sign in to it with' },
  { name: 'SMTP_PASSWORD', meaning: 'that account’s password' },
  { name: 'SMTP_FROM', meaning: 'the sender, such as Keel <keel@example.com>' },
  { name: 'SMTP_SECURE', meaning: 'true for TLS from the first byte (port 465)' },
];

function Code({ children }: { children: string }) {
  return (
    <code className="rounded-sm border border-subtle bg-surface-sunken px-1 py-px font-mono text-sm text-primary">
      {children}
    </code>
  );
}

/**
 * '/god-mode/email': whether this instance can send email. Read-only: SMTP is set through the
 * environment, never stored in the database.
 */
export const EmailAdminScreen = observer(function EmailAdminScreen() {
  const { instance } = useRootStore();
  useEffect(() => {
    void instance.ensureLoaded();
  }, [instance]);
  const isConfigured = instance.config?.is_smtp_configured;

  return (
    <AdminPage section={EMAIL_SECTION}>
      <div className="flex flex-col gap-8">
        <div
          data-testid="smtp-status"
          className="flex items-start gap-3 rounded-lg border border-subtle bg-surface p-5 shadow-xs"
        >
          {isConfigured === undefined ? (
            <>
              <Skeleton className="size-8 rounded-full" />
              <div className="flex-1">
                <Skeleton className="h-4 w-48" />
                <Skeleton className="mt-2 h-4 w-4/5" />
              </div>
            </>
          ) : (
            <>
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
                <p className="font-medium text-primary">
                  {isConfigured ? 'Email is sent through SMTP' : 'SMTP is not configured'}
                </p>
                <p className="mt-0.5 text-base text-secondary">
                  {isConfigured ? (
                    'Sign-in codes, invitations and password resets go out through the mail server set in the environment.'
                  ) : (
                    <>
                      Nothing is sent. Every email Keel writes, sign-in codes included, is saved as
                      a file in <Code>DATA_DIR/outbox</Code> and printed to the server log, where
                      you can read it.
                    </>
                  )}
                </p>
              </div>
            </>
          )}
        </div>

        <AdminPanel
          title="Configuring email"
          description={
            <>
              SMTP is set through environment variables when Keel starts, not here; see
              Configuration in the README. Restart Keel after changing them.
            </>
          }
        >
          <dl className="divide-y divide-(--border-color-subtle)">
            {SMTP_VARIABLES.map((variable) => (
              <div
                key={variable.name}
                className="grid gap-1 px-5 py-2.5 sm:grid-cols-[10rem_1fr] sm:items-baseline sm:gap-4"
              >
                <dt className="font-mono text-sm text-primary">{variable.name}</dt>
                <dd className="text-base text-secondary">{variable.meaning}</dd>
              </div>
            ))}
          </dl>
        </AdminPanel>
      </div>
    </AdminPage>
  );
});
