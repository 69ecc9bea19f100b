import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { cx } from './cx';
import { IconButton } from './IconButton';
import { SkipLink } from './SkipLink';
import { type SidebarState, WIDE_SCREEN_QUERY, useSidebarState } from './use-sidebar-collapsed';

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
  /** Named in the top bar beside the menu button on phones (the workspace); `label` otherwise. */
  title?: ReactNode;
  /** Held by the layout when a shortcut toggles the sidebar; the shell keeps its own otherwise. */
  state?: SidebarState;
  /** The page, in the main landmark, which scrolls on its own beside the fixed sidebar. */
  children: ReactNode;
}

const ASIDE_ID = 'app-sidebar';

/**
 * A full-height frame with a sidebar on the left and the page beside it. On wide screens the
 * sidebar can be collapsed (remembered); below the `md` breakpoint it is a drawer behind a menu
 * button, with a backdrop, closing on navigation, Escape and a click outside.
 */
export function SidebarShell({ state, ...props }: SidebarShellProps) {
  const ownState = useSidebarState();
  return <SidebarFrame {...props} state={state ?? ownState} />;
}

function SidebarFrame({
  label,
  testId,
  sidebar,
  footer,
  status,
  title,
  state,
  children,
}: SidebarShellProps & { state: SidebarState }) {
  const { t } = useTranslation('layout');
  const { isCollapsed, setCollapsed, isDrawerOpen, setDrawerOpen } = state;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const asideRef = useRef<HTMLElement>(null);
  const returnsFocusRef = useRef(false);
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState(location.key);

  // Navigating closes the drawer (adjusted while rendering, not in an effect).
  if (openedAt !== location.key) {
    setOpenedAt(location.key);
    if (isDrawerOpen) setDrawerOpen(false);
  }

  /** Closed by Escape, the backdrop or its button: focus goes back to the menu button. */
  const closeDrawer = () => {
    returnsFocusRef.current = true;
    setDrawerOpen(false);
  };

  useEffect(() => {
    if (!isDrawerOpen) {
      // Once the page is no longer inert, which is after this render.
      if (returnsFocusRef.current) menuButtonRef.current?.focus();
      returnsFocusRef.current = false;
      return;
    }
    // Focus moves into the drawer; the page behind it is inert until it closes.
    asideRef.current?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      returnsFocusRef.current = true;
      setDrawerOpen(false);
    };
    // Growing past the breakpoint turns the drawer back into the sidebar.
    const wide = window.matchMedia(WIDE_SCREEN_QUERY);
    const onWide = () => {
      if (wide.matches) setDrawerOpen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    wide.addEventListener('change', onWide);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      wide.removeEventListener('change', onWide);
    };
  }, [isDrawerOpen, setDrawerOpen]);

  return (
    <div data-testid={testId} className="flex h-dvh overflow-hidden">
      <SkipLink />
      {isDrawerOpen && (
        <div
          aria-hidden="true"
          data-testid="sidebar-backdrop"
          onClick={closeDrawer}
          className="fixed inset-0 z-40 bg-scrim md:hidden"
        />
      )}
      <aside
        ref={asideRef}
        id={ASIDE_ID}
        aria-label={label}
        data-print-hidden
        data-drawer-open={isDrawerOpen || undefined}
        onClick={(event) => {
          // A link followed from the drawer closes it, even one to the page already shown.
          if (event.target instanceof Element && event.target.closest('a[href]'))
            setDrawerOpen(false);
        }}
        className={cx(
          'flex flex-col border-r border-subtle bg-surface-sunken',
          // Phones: a drawer over the page, off screen (and out of the tab order) until opened.
          // Visible at once when opening (so that focus can move in), hidden after sliding out.
          'fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] duration-200',
          isDrawerOpen
            ? 'visible translate-x-0 shadow-card transition-[translate]'
            : 'invisible -translate-x-full transition-[translate,visibility]',
          // Wide screens: beside the page, unless collapsed.
          'md:visible md:static md:z-auto md:w-60 md:max-w-none md:shrink-0 md:translate-x-0 md:shadow-none md:transition-none',
          isCollapsed && 'md:hidden',
        )}
      >
        {sidebar}
        <div className="mt-auto">
          {status}
          <div className="flex items-center gap-2 border-t border-subtle p-2">
            {footer}
            <IconButton
              icon="panel-left-close"
              label={t('sidebar.collapse')}
              aria-keyshortcuts="["
              onClick={() => {
                setCollapsed(true);
              }}
              className="hidden md:flex"
            />
            <IconButton
              icon="x"
              label={t('sidebar.closeMenu')}
              onClick={closeDrawer}
              className="md:hidden"
            />
          </div>
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col" inert={isDrawerOpen}>
        <div
          className={cx(
            'flex h-11 shrink-0 items-center gap-1 border-b border-subtle bg-surface-sunken px-2',
            !isCollapsed && 'md:hidden',
          )}
        >
          <IconButton
            ref={menuButtonRef}
            icon="menu"
            label={t('sidebar.openMenu')}
            aria-expanded={isDrawerOpen}
            aria-controls={ASIDE_ID}
            onClick={() => {
              setDrawerOpen(true);
            }}
            className="md:hidden"
          />
          <IconButton
            icon="panel-left-open"
            label={t('sidebar.expand')}
            aria-keyshortcuts="["
            onClick={() => {
              setCollapsed(false);
            }}
            className="hidden md:flex"
          />
          <span className="min-w-0 truncate px-1 text-base font-medium text-primary">
            {title ?? label}
          </span>
        </div>
        <main
          id="main"
          tabIndex={-1}
          className="flex min-h-0 min-w-0 flex-1 flex-col overflow-y-auto focus:outline-none"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
