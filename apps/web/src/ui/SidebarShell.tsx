import { type ReactNode } from 'react';
import { SkipLink } from './SkipLink';

export interface SidebarShellProps {
  /** The aside's accessible name, such as "Workspace". */
  label: string;
  testId?: string;
  /** The top of the sidebar: its heading or switcher, then its navigation. */
  sidebar: ReactNode;
  /** Pinned to the bottom of the sidebar, above a rule. */
  footer: ReactNode;
  /** Shown just above the footer's rule when there is something to say (the connection). */
  status?: ReactNode;
  /** The page, in the main landmark, which scrolls on its own beside the fixed sidebar. */
  children: ReactNode;
}

/** A full-height frame with a sidebar on the left and the page beside it. */
export function SidebarShell({
  label,
  testId,
  sidebar,
  footer,
  status,
  children,
}: SidebarShellProps) {
  return (
    <div data-testid={testId} className="flex h-dvh overflow-hidden">
      <SkipLink />
      <aside
        aria-label={label}
        className="flex w-60 shrink-0 flex-col border-r border-subtle bg-surface-sunken"
      >
        {sidebar}
        <div className="mt-auto">
          {status}
          <div className="flex items-center gap-2 border-t border-subtle p-2">{footer}</div>
        </div>
      </aside>
      <main
        id="main"
        tabIndex={-1}
        className="flex min-w-0 flex-1 flex-col overflow-y-auto focus:outline-none"
      >
        {children}
      </main>
    </div>
  );
}
