import type { ReactNode } from 'react';

/** A home widget's frame: its title, an action at the right, and what it shows. */
export function WidgetFrame({
  title,
  action,
  testId,
  children,
}: {
  title: string;
  action?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} data-testid={testId} className="flex flex-col gap-3">
      <div className="flex min-h-8 items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-secondary">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
