import { ROLE, type Webhook, type WebhookWithSecret, hasRole } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWorkspaceSlug } from '#web/domains/workspaces/use-workspace-slug';
import { useWorkspaces } from '#web/domains/workspaces/use-workspaces';
import { WorkspaceSettingsHeader } from '#web/domains/workspaces/WorkspaceSettingsHeader';
import { formatDate } from '#web/lib/format';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { Dialog } from '#web/ui/Dialog';
import { Icon } from '#web/ui/Icon';
import { ListStates } from '#web/ui/ListStates';
import { Switch } from '#web/ui/Switch';
import { useWebhooks } from './use-webhooks';
import { EventsSummary } from './EventsSummary';
import { WebhookForm } from './WebhookForm';
import { WebhookSecret } from './WebhookSecret';

const WebhookRow = observer(function WebhookRow({
  slug,
  webhook,
  onError,
}: {
  slug: string;
  webhook: Webhook;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation('webhooks');
  const store = useWebhooks();
  return (
    <li
      aria-label={webhook.url}
      className="flex items-center gap-3 rounded-lg border border-subtle bg-surface px-4 py-3 shadow-xs"
    >
      <div
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-md bg-accent-subtle text-accent max-sm:hidden"
      >
        <Icon name="zap" size={15} />
      </div>
      <div className="min-w-0 flex-1">
        <Link
          to={`/${slug}/settings/webhooks/${webhook.id}`}
          aria-label={t('row.open', { url: webhook.url })}
          className="block truncate font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
        >
          {webhook.url}
        </Link>
        <p className="mt-0.5 flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-tertiary">
          <EventsSummary webhook={webhook} />
          <span>{t('row.created', { date: formatDate(webhook.created_at) })}</span>
        </p>
      </div>
      <span className="text-sm text-secondary max-sm:sr-only">
        {webhook.is_active ? t('row.active') : t('row.inactive')}
      </span>
      <Switch
        isOn={webhook.is_active}
        aria-label={t('row.toggleLabel', { url: webhook.url })}
        onChange={(isOn) => {
          store.setActive(slug, webhook.id, isOn).catch((error: unknown) => {
            onError(error instanceof Error ? error.message : t('errors.toggle'));
          });
        }}
      />
    </li>
  );
});

/** The create dialog: the form, then the new webhook's secret, shown once. */
function CreateWebhookDialog({ slug, onClose }: { slug: string; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const store = useWebhooks();
  const [created, setCreated] = useState<WebhookWithSecret | null>(null);
  return (
    <Dialog
      isOpen
      isWide
      onClose={onClose}
      title={created === null ? t('form.createTitle') : t('secret.createdTitle')}
      description={created === null ? t('form.createDescription') : undefined}
    >
      {created === null ? (
        <WebhookForm
          initial={{ url: '', events: new Set() }}
          submitLabel={t('form.create')}
          failure={t('form.createFailed')}
          onCancel={onClose}
          onSubmit={async (body) => {
            setCreated(await store.create(slug, body));
          }}
        />
      ) : (
        <WebhookSecret secret={created.secret_key} onDone={onClose} />
      )}
    </Dialog>
  );
}

/**
 * '/:workspaceSlug/settings/webhooks' (Plane's route): the workspace's webhooks with their events
 * and an on/off switch each; adding one shows its secret once. Admins only.
 */
export const WebhooksScreen = observer(function WebhooksScreen() {
  const { t } = useTranslation(['webhooks', 'workspaces', 'common']);
  const slug = useWorkspaceSlug();
  const store = useWebhooks();
  const workspaces = useWorkspaces();
  const role = workspaces.roleBySlug.get(slug);
  const isAdmin = hasRole(role, ROLE.admin);
  const [isCreating, setIsCreating] = useState(false);
  const [rowError, setRowError] = useState<string | null>(null);

  useEffect(() => {
    if (isAdmin) void store.load(slug);
  }, [store, slug, isAdmin]);

  const openCreate = () => {
    setIsCreating(true);
  };
  const hooks = store.slug === slug ? store.webhooks : [];
  const isWaiting = store.slug !== slug || store.isWaiting;
  const isEmpty = !isWaiting && store.error === null && hooks.length === 0;

  const body =
    role !== undefined && !isAdmin ? (
      <Alert tone="info">{t('webhooks:adminsOnly')}</Alert>
    ) : (
      <ListStates
        isWaiting={isWaiting}
        error={store.error}
        count={hooks.length}
        loading={{
          label: t('webhooks:loading'),
          cells: ['size-8 rounded-md', 'h-4 w-56', 'ml-auto h-5 w-9 rounded-full'],
        }}
        failed={{ title: t('webhooks:errors.load'), onRetry: () => void store.reload(slug) }}
        empty={{
          icon: 'zap',
          title: t('webhooks:empty.title'),
          description: t('webhooks:empty.description'),
          action: (
            <Button
              variant="primary"
              leadingIcon={<Icon name="plus" size={14} />}
              onClick={openCreate}
            >
              {t('webhooks:add')}
            </Button>
          ),
        }}
      >
        {(rowError ?? store.error) !== null && (
          <Alert className="mb-3">{rowError ?? store.error}</Alert>
        )}
        <ul aria-label={t('webhooks:listLabel')} className="flex flex-col gap-2">
          {hooks.map((webhook) => (
            <WebhookRow key={webhook.id} slug={slug} webhook={webhook} onError={setRowError} />
          ))}
        </ul>
      </ListStates>
    );

  return (
    <>
      <WorkspaceSettingsHeader slug={slug} title={t('workspaces:settings.webhooks')} />
      <div data-testid="webhooks" className="mx-auto w-full max-w-3xl px-4 py-6 md:px-6">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0 max-w-2xl">
            <h2 className="text-lg font-semibold text-primary">{t('webhooks:title')}</h2>
            <p className="mt-1 text-sm text-secondary">{t('webhooks:description')}</p>
          </div>
          {isAdmin && !isEmpty && (
            <Button
              variant="primary"
              leadingIcon={<Icon name="plus" size={14} />}
              onClick={openCreate}
            >
              {t('webhooks:add')}
            </Button>
          )}
        </div>
        {body}
      </div>
      {isCreating && (
        <CreateWebhookDialog
          slug={slug}
          onClose={() => {
            setIsCreating(false);
          }}
        />
      )}
    </>
  );
});
