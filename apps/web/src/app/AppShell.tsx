import { Outlet } from 'react-router';
import { AppHeader } from './AppHeader';
import { SignOutControl } from './SignOutControl';
import { ThemeToggleControl } from './ThemeToggleControl';

/** The frame around every screen: header, then the screen in the main landmark. */
export function AppShell() {
  return (
    <div data-testid="app-shell" className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-md border border-subtle bg-surface font-medium text-primary shadow-card focus:not-sr-only focus:fixed focus:left-3 focus:top-2 focus:z-30 focus:px-3 focus:py-1.5"
      >
        Skip to content
      </a>
      <AppHeader>
        <div className="flex items-center gap-3">
          <SignOutControl />
          <ThemeToggleControl />
        </div>
      </AppHeader>
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
