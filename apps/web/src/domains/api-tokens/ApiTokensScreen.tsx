import { type ApiToken, isApiTokenActive } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileSettingsTabs } from '#web/domains/users/ProfileSettingsTabs';
import { formatDate, formatDateTime, formatRelativeTime } from '#web/lib/format';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { ConfirmDialog } from '#web/ui/ConfirmDialog';
import { Icon } from '#web/ui/Icon';
import { ListStates } from '#web/ui/ListStates';
import { cx } from '#web/ui/cx';
import { useConfirmation } from '#web/ui/use-confirmation';
import { CreateApiTokenDialog } from './CreateApiTokenDialog';
import { EditApiTokenDialog } from './EditApiTokenDialog';
import { useApiTokens } from './use-api-tokens';

function StatusBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation('api-tokens');
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
        isActive ? 'bg-success-subtle text-success' : 'bg-danger-subtle text-danger',
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {isActive ? t('row.active') : t('row.expired')}
    </span>
  );
}

function ApiTokenRow({
  token,
  onEdit,
  onRevoke,
}: {
  token: ApiToken;
  onEdit: () => void;
  onRevoke: () => void;
}) {
  const { t } = useTranslation('api-tokens');
  const isActive = isApiTokenActive(token);
  const expiry =
    token.expired_at === null
      ? t('row.neverExpires')
      : t(isActive ? 'row.expires' : 'row.expiredOn', {
          date: formatDate(token.expired_at, { dateStyle: 'medium' }),
        });
  return (
    <li
      aria-label={token.label}
      className="flex items-start gap-3 rounded-lg border border-subtle bg-surface px-4 py-3 shadow-xs"
    >
      <div
        aria-hidden="true"
        className={cx(
          'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-md max-sm:hidden',
          isActive ? 'bg-accent-subtle text-accent' : 'bg-surface-hover text-tertiary',
        )}
      >
        <Icon name="key" size={15} />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="min-w-0 truncate font-medium text-primary">{token.label}</h3>
          <StatusBadge isActive={isActive} />
        </div>
        {token.description !== '' && (
          <p className="mt-0.5 line-clamp-2 break-words text-sm text-secondary">
            {token.description}
          </p>
        )}
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-tertiary">
          <li className="font-mono text-xs leading-5">{token.token_hint}</li>
          <li className="inline-flex items-center gap-1">
            <Icon name="clock" size={13} />
            {token.last_used === null ? (
              t('row.neverUsed')
            ) : (
              <time dateTime={token.last_used} title={formatDateTime(token.last_used)}>
                {t('row.lastUsed', { time: formatRelativeTime(token.last_used) })}
              </time>
            )}
          </li>
          <li className={cx('inline-flex items-center gap-1', !isActive && 'text-danger')}>
            <Icon name="calendar" size={13} />
            {expiry}
          </li>
        </ul>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('row.editLabel', { label: token.label })}
          leadingIcon={<Icon name="pencil" size={14} />}
          onClick={onEdit}
        >
          <span className="max-sm:sr-only">{t('row.edit')}</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('row.revokeLabel', { label: token.label })}
          leadingIcon={<Icon name="trash" size={14} />}
          onClick={onRevoke}
          className="hover:text-danger"
        >
          <span className="max-sm:sr-only">{t('row.revoke')}</span>
        </Button>
      </div>
    </li>
  );
}

/**
 * '/settings/profile/api-tokens' (Plane's route): the person's API tokens for `/api/v1/`, with
 * when each was last used and when it expires; adding one shows its secret once, editing changes
 * its label and description, revoking asks first.
 */
export const ApiTokensScreen = observer(function ApiTokensScreen() {
  const { t } = useTranslation(['api-tokens', 'users', 'common']);
  const store = useApiTokens();
  const [isCreating, setIsCreating] = useState(false);
  // An id, not the token: the dialog shows the token as the list has it, and closes if it goes.
  const [editingId, setEditingId] = useState<string | null>(null);
  const revoke = useConfirmation<ApiToken>(
    (token) => store.revoke(token.id),
    t('api-tokens:revoke.failed'),
  );
  useEffect(() => {
    void store.load();
  }, [store]);

  const openCreate = () => {
    setIsCreating(true);
  };
  const tokens = store.tokens;
  const editing = tokens.find((token) => token.id === editingId) ?? null;
  const isEmpty = !store.isWaiting && store.error === null && tokens.length === 0;

  const body = (
    <ListStates
      isWaiting={store.isWaiting}
      error={store.error}
      count={tokens.length}
      loading={{
        label: t('api-tokens:loading'),
        cells: ['size-8 rounded-md', 'h-4 w-40', 'ml-auto h-4 w-20'],
      }}
      failed={{ title: t('api-tokens:errors.load'), onRetry: () => void store.reload() }}
      empty={{
        icon: 'key',
        title: t('api-tokens:empty.title'),
        description: t('api-tokens:empty.description'),
        action: (
          <Button
            variant="primary"
            leadingIcon={<Icon name="plus" size={14} />}
            onClick={openCreate}
          >
            {t('api-tokens:add')}
          </Button>
        ),
      }}
    >
      {store.error !== null && (
        <Alert className="mb-3">
          <span>{store.error}</span>{' '}
          <button
            type="button"
            className="font-medium text-accent underline-offset-2 hover:underline"
            onClick={() => void store.reload()}
          >
            {t('common:retry')}
          </button>
        </Alert>
      )}
      <ul aria-label={t('api-tokens:listLabel')} className="flex flex-col gap-2">
        {tokens.map((token) => (
          <ApiTokenRow
            key={token.id}
            token={token}
            onEdit={() => {
              setEditingId(token.id);
            }}
            onRevoke={() => {
              revoke.open(token);
            }}
          />
        ))}
      </ul>
    </ListStates>
  );

  return (
    <div data-testid="api-tokens" className="mx-auto w-full max-w-4xl px-4 py-6 md:px-6 md:py-8">
      <h1 className="text-xl font-semibold text-primary">{t('users:profile.title')}</h1>
      <p className="mb-6 mt-1 text-base text-secondary">{t('users:profile.subtitle')}</p>
      <ProfileSettingsTabs />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 max-w-2xl">
          <h2 className="text-lg font-semibold text-primary">{t('api-tokens:title')}</h2>
          <p className="mt-1 text-sm text-secondary">
            {t('api-tokens:description')}{' '}
            <a
              href="/api/v1/docs"
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-accent hover:underline focus-visible:outline-2 focus-visible:outline-focus"
            >
              {t('api-tokens:docsLink')}
              <Icon name="external-link" size={12} />
            </a>
          </p>
        </div>
        {!isEmpty && (
          <Button
            variant="primary"
            leadingIcon={<Icon name="plus" size={14} />}
            onClick={openCreate}
          >
            {t('api-tokens:add')}
          </Button>
        )}
      </div>
      {body}
      {isCreating && (
        <CreateApiTokenDialog
          onClose={() => {
            setIsCreating(false);
          }}
          onCreate={(input) => store.create(input)}
        />
      )}
      <EditApiTokenDialog
        token={editing}
        onClose={() => {
          setEditingId(null);
        }}
        onSave={(tokenId, body) => store.update(tokenId, body)}
      />
      <ConfirmDialog
        isOpen={revoke.target !== null}
        onClose={revoke.close}
        title={t('api-tokens:revoke.title', { label: revoke.target?.label ?? '' })}
        description={t('api-tokens:revoke.description')}
        confirmLabel={t('api-tokens:revoke.confirm')}
        isBusy={revoke.isBusy}
        error={revoke.error}
        onConfirm={() => void revoke.confirm()}
      />
    </div>
  );
});
