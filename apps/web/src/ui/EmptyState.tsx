import type { ReactNode } from 'react';
import { cx } from './cx';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** Usually an <Icon>; shown in a tinted disc above the title. */
  icon?: ReactNode;
  /** Buttons or links offering the way forward. */
  action?: ReactNode;
  /** 'danger' when the state reports a failure. */
  tone?: 'neutral' | 'danger';
  /** The title's heading level, so the state fits the outline of the screen it sits in. */
  titleAs?: 'h1' | 'h2' | 'h3';
  className?: string;
}

/** What a screen shows when it has nothing to show yet, or could not load what it should. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  tone = 'neutral',
  titleAs: Title = 'h2',
  className,
}: EmptyStateProps) {
  return (
    <div className={cx('flex flex-col items-center px-6 py-10 text-center', className)}>
      {icon !== undefined && (
        <div
          className={cx(
            'mb-4 flex size-10 items-center justify-center rounded-full',
            tone === 'danger' ? 'bg-danger-subtle text-danger' : 'bg-surface-hover text-secondary',
          )}
        >
          {icon}
        </div>
      )}
      <Title className="text-md font-semibold text-primary">{title}</Title>
      {description !== undefined && (
        <div className="mt-1.5 max-w-xs text-base text-secondary">{description}</div>
      )}
      {action !== undefined && (
        <div className="mt-5 flex flex-wrap items-center justify-center gap-2">{action}</div>
      )}
    </div>
  );
}
