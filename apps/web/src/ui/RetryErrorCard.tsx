import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Card } from './Card';
import { EmptyState } from './EmptyState';
import { Icon } from './Icon';

export interface RetryErrorCardProps {
  /** What could not be done, as the page's heading. */
  title: string;
  /** Why, when known. */
  message?: string | undefined;
  onRetry: () => void;
}

/** A whole-page failure with one way forward: trying again. */
export function RetryErrorCard({ title, message, onRetry }: RetryErrorCardProps) {
  const { t } = useTranslation(['ui', 'common']);
  return (
    <Card role="alert" className="w-full max-w-card">
      <EmptyState
        tone="danger"
        titleAs="h1"
        icon={<Icon name="alert-circle" size={20} />}
        title={title}
        description={message}
        action={
          <Button leadingIcon={<Icon name="refresh" size={14} />} onClick={onRetry}>
            {t('common:retry')}
          </Button>
        }
      />
    </Card>
  );
}
