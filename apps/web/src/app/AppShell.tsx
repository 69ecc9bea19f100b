import { Outlet } from 'react-router';
import { SkipLink } from '../ui/SkipLink';
import { AppHeader } from './AppHeader';
import { SignOutControl } from './SignOutControl';
import { ThemeToggleControl } from './ThemeToggleControl';

/** The frame around every screen: header, then the screen in the main landmark. */
export function AppShell() {
  return (
    <div data-testid="app-shell" className="flex min-h-dvh flex-col">
      <SkipLink />
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
