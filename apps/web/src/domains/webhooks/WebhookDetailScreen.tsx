import { ROLE, type Webhook, hasRole } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useWorkspaceSlug } from '#web/domains/workspaces/use-workspace-slug';
import { useWorkspaces } from '#web/domains/workspaces/use-workspaces';
import { WorkspaceSettingsHeader } from '#web/domains/workspaces/WorkspaceSettingsHeader';
import { errorMessage } from '#web/lib/api-error';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { ConfirmDialog } from '#web/ui/ConfirmDialog';
import { Dialog } from '#web/ui/Dialog';
import { Icon } from '#web/ui/Icon';
import { LoadFailed } from '#web/ui/LoadFailed';
import { PageSpinner } from '#web/ui/PageSpinner';
import { Switch } from '#web/ui/Switch';
import { useConfirmation } from '#web/ui/use-confirmation';
import { useWebhooks } from './use-webhooks';
import { eventsOf } from './webhook-events';
import { WebhookForm } from './WebhookForm';
import { WebhookLogPanel } from './WebhookLogPanel';
import { WebhookSecret } from './WebhookSecret';

const Card = ({ children }: { children: React.ReactNode }) => (
  <section className="rounded-lg border border-subtle bg-surface p-4 shadow-xs md:p-5">
    {children}
  </section>
);

const WebhookDetail = observer(function WebhookDetail({
  slug,
  webhook,
}: {
  slug: string;
  webhook: Webhook;
}) {
  const { t } = useTranslation(['webhooks', 'common']);
  const store = useWebhooks();
  const navigate = useNavigate();
  const activeId = useId();
  const activeHintId = useId();
  const [saved, setSaved] = useState(false);
  const [toggleError, setToggleError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const regenerate = useConfirmation<Webhook>(async (target) => {
    setSecret(await store.regenerate(slug, target.id));
  }, t('webhooks:detail.regenerateFailed'));
  const remove = useConfirmation<Webhook>(async (target) => {
    await store.remove(slug, target.id);
    void navigate(`/${slug}/settings/webhooks`);
  }, t('webhooks:delete.failed'));
  const logs = store.logs(slug, webhook.id);

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <div className="mb-4 flex items-start justify-between gap-4">
          <div className="min-w-0">
            <h2 id={activeId} className="text-base font-semibold text-primary">
              {t('webhooks:detail.activeLabel')}
            </h2>
            <p id={activeHintId} className="mt-0.5 text-sm text-secondary">
              {t('webhooks:detail.activeHint')}
            </p>
          </div>
          <Switch
            isOn={webhook.is_active}
            aria-labelledby={activeId}
            aria-describedby={activeHintId}
            onChange={(isOn) => {
              setToggleError(null);
              store.setActive(slug, webhook.id, isOn).catch((error: unknown) => {
                setToggleError(errorMessage(error, t('webhooks:errors.toggle')));
              });
            }}
          />
        </div>
        {toggleError !== null && <Alert className="mb-4">{toggleError}</Alert>}
        <h2 className="mb-3 border-t border-subtle pt-4 text-base font-semibold text-primary">
          {t('webhooks:detail.settings')}
        </h2>
        {saved && (
          <Alert tone="success" className="mb-3">
            {t('webhooks:form.saved')}
          </Alert>
        )}
        <WebhookForm
          key={webhook.updated_at}
          initial={{ url: webhook.url, events: eventsOf(webhook) }}
          submitLabel={t('webhooks:form.save')}
          failure={t('webhooks:form.saveFailed')}
          onSubmit={async (body) => {
            setSaved(false);
            await store.update(slug, webhook.id, body);
            setSaved(true);
          }}
        />
      </Card>

      <Card>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0 max-w-xl">
            <h2 className="text-base font-semibold text-primary">
              {t('webhooks:detail.secretTitle')}
            </h2>
            <p className="mt-0.5 text-sm text-secondary">
              {t('webhooks:detail.secretDescription')}
            </p>
          </div>
          <Button
            variant="secondary"
            leadingIcon={<Icon name="key" size={14} />}
            onClick={() => {
              regenerate.open(webhook);
            }}
          >
            {t('webhooks:detail.regenerate')}
          </Button>
        </div>
      </Card>

      <WebhookLogPanel list={logs} />

      <section className="rounded-lg border border-danger/40 bg-surface p-4 md:p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0 max-w-xl">
            <h2 className="text-base font-semibold text-primary">
              {t('webhooks:detail.dangerTitle')}
            </h2>
            <p className="mt-0.5 text-sm text-secondary">
              {t('webhooks:detail.dangerDescription')}
            </p>
          </div>
          <Button
            variant="danger"
            leadingIcon={<Icon name="trash" size={14} />}
            onClick={() => {
              remove.open(webhook);
            }}
          >
            {t('webhooks:delete.action')}
          </Button>
        </div>
      </section>

      <ConfirmDialog
        isOpen={regenerate.target !== null}
        onClose={regenerate.close}
        title={t('webhooks:detail.regenerateTitle')}
        description={t('webhooks:detail.regenerateDescription')}
        confirmLabel={t('webhooks:detail.regenerateConfirm')}
        isBusy={regenerate.isBusy}
        error={regenerate.error}
        onConfirm={() => void regenerate.confirm()}
      />
      <ConfirmDialog
        isOpen={remove.target !== null}
        onClose={remove.close}
        title={t('webhooks:delete.title', { url: remove.target?.url ?? '' })}
        description={t('webhooks:delete.description')}
        confirmLabel={t('webhooks:delete.confirm')}
        confirmVariant="danger"
        isBusy={remove.isBusy}
        error={remove.error}
        onConfirm={() => void remove.confirm()}
      />
      {secret !== null && (
        <Dialog
          isOpen
          onClose={() => {
            setSecret(null);
          }}
          title={t('webhooks:secret.regeneratedTitle')}
        >
          <WebhookSecret
            secret={secret}
            onDone={() => {
              setSecret(null);
            }}
          />
        </Dialog>
      )}
    </div>
  );
});

/**
 * '/:workspaceSlug/settings/webhooks/:webhookId' (Plane's route): one webhook's settings (on/off,
 * URL, events), its secret regenerated after a confirmation, its delivery log with Redeliver, and
 * its deletion. Admins only.
 */
export const WebhookDetailScreen = observer(function WebhookDetailScreen() {
  const { t } = useTranslation(['webhooks', 'workspaces']);
  const slug = useWorkspaceSlug();
  const { webhookId = '' } = useParams();
  const store = useWebhooks();
  const role = useWorkspaces().roleBySlug.get(slug);
  const isAdmin = hasRole(role, ROLE.admin);

  useEffect(() => {
    if (isAdmin) void store.load(slug);
  }, [store, slug, isAdmin]);

  const webhook = store.slug === slug ? store.find(webhookId) : undefined;
  let body;
  if (role !== undefined && !isAdmin) body = <Alert tone="info">{t('webhooks:adminsOnly')}</Alert>;
  else if (webhook) body = <WebhookDetail slug={slug} webhook={webhook} />;
  else if (store.slug !== slug || store.isWaiting) body = <PageSpinner />;
  else if (store.error !== null)
    body = (
      <LoadFailed
        title={t('webhooks:errors.load')}
        description={store.error}
        onRetry={() => void store.reload(slug)}
      />
    );
  else body = <Alert tone="info">{t('webhooks:detail.notFound')}</Alert>;

  return (
    <>
      <WorkspaceSettingsHeader slug={slug} title={t('workspaces:settings.webhooks')} />
      <div data-testid="webhook-detail" className="mx-auto w-full max-w-3xl px-4 py-6 md:px-6">
        <Link
          to={`/${slug}/settings/webhooks`}
          className="mb-3 inline-flex items-center gap-1 rounded text-sm text-secondary hover:text-primary focus-visible:outline-2 focus-visible:outline-focus"
        >
          <Icon name="arrow-left" size={14} />
          {t('webhooks:detail.back')}
        </Link>
        {webhook && (
          <h1 className="mb-5 break-all text-lg font-semibold text-primary">{webhook.url}</h1>
        )}
        {body}
      </div>
    </>
  );
});
