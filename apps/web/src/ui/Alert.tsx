import type { ReactNode } from 'react';
import { cx } from './cx';
import { Icon } from './Icon';

export interface AlertProps {
  children: ReactNode;
  tone?: 'danger' | 'success' | 'info';
  title?: string;
  className?: string;
}

/** A message that belongs to the form or section it sits in: a failure, or a confirmation. */
export function Alert({ children, tone = 'danger', title, className }: AlertProps) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cx(
        'flex items-start gap-2 rounded-md border px-3 py-2 text-base',
        tone === 'danger' && 'border-danger/30 bg-danger-subtle text-primary',
        tone === 'success' && 'border-success/30 bg-success-subtle text-primary',
        tone === 'info' && 'border-accent/25 bg-accent-subtle text-primary',
        className,
      )}
    >
      <Icon
        name={tone === 'success' ? 'check-circle' : tone === 'info' ? 'info' : 'alert-circle'}
        size={15}
        className={cx(
          'mt-0.5 shrink-0',
          tone === 'danger' && 'text-danger',
          tone === 'success' && 'text-success',
          tone === 'info' && 'text-accent',
        )}
      />
      <div className="min-w-0">
        {title !== undefined && <p className="font-medium">{title}</p>}
        <div className={title === undefined ? undefined : 'text-secondary'}>{children}</div>
      </div>
    </div>
  );
}
