import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { Icon } from './Icon';

export interface LoadFailedProps {
  /** Says what could not be loaded, such as "Could not load the labels". */
  title: string;
  /** The server's message. */
  description: ReactNode;
  onRetry: () => void;
  titleAs?: 'h1' | 'h2' | 'h3';
}

/** What a list shows in its place when it could not be loaded: the reason, and a way to retry. */
export function LoadFailed({ title, description, onRetry, titleAs }: LoadFailedProps) {
  const { t } = useTranslation(['ui', 'common']);
  return (
    <EmptyState
      tone="danger"
      titleAs={titleAs}
      icon={<Icon name="alert-circle" size={18} />}
      title={title}
      description={description}
      action={
        <Button onClick={onRetry} leadingIcon={<Icon name="refresh" size={14} />}>
          {t('common:retry')}
        </Button>
      }
    />
  );
}
