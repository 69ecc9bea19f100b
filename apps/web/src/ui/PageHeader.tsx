import type { ReactNode } from 'react';

/** The bar at the top of a workspace screen: where you are, and the screen's main actions. */
export function PageHeader({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <header className="sticky top-0 z-10 flex h-12 shrink-0 items-center justify-between gap-4 border-b border-subtle bg-canvas/90 px-4 backdrop-blur-md md:px-6">
      <div className="flex min-w-0 items-center gap-1.5 text-base text-secondary">{title}</div>
      {actions !== undefined && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </header>
  );
}
