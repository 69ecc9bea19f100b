import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import { Card } from '#web/ui/Card';
import { EmptyState } from '#web/ui/EmptyState';
import { Icon } from '#web/ui/Icon';
import type { InstanceFetchError } from './instance-store';

export interface InstanceErrorCardProps {
  error: InstanceFetchError;
  isRetrying: boolean;
  onRetry: () => void;
}

/** Shown in place of the intro card when the instance could not be loaded. */
export function InstanceErrorCard({ error, isRetrying, onRetry }: InstanceErrorCardProps) {
  const { t } = useTranslation(['instance', 'common']);
  return (
    <Card data-testid="instance-error" role="alert" className="w-full max-w-card">
      <EmptyState
        tone="danger"
        titleAs="h1"
        icon={<Icon name="alert-circle" size={20} />}
        title={error.message}
        description={
          <>
            {t('error.description')}
            <span className="mt-4 block rounded-md border border-subtle bg-surface-sunken px-3 py-2 font-mono text-sm text-secondary">
              {error.status > 0 && `HTTP ${error.status} · `}
              {error.detail}
            </span>
          </>
        }
        action={
          <Button
            variant="secondary"
            isLoading={isRetrying}
            leadingIcon={<Icon name="refresh" size={14} />}
            onClick={onRetry}
          >
            {t('common:retry')}
          </Button>
        }
      />
    </Card>
  );
}
