import { useCallback, useState } from 'react';

/** localStorage key of the wide-screen sidebar's collapsed state (spec §9: kept in local storage). */
export const SIDEBAR_COLLAPSED_KEY = 'keel:sidebar-collapsed';

/** Tailwind's `md` breakpoint: from here up the sidebar sits beside the page, below it a drawer. */
export const WIDE_SCREEN_QUERY = '(min-width: 48rem)';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    // Reading localStorage throws when the browser blocks site data; the sidebar then starts open.
    return false;
  }
}

function writeCollapsed(isCollapsed: boolean): void {
  try {
    if (isCollapsed) window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'true');
    else window.localStorage.removeItem(SIDEBAR_COLLAPSED_KEY);
  } catch {
    // Not remembered when site data is blocked; the state still holds until the page reloads.
  }
}

export function isWideScreen(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia(WIDE_SCREEN_QUERY).matches;
}

/** The sidebar's two states: collapsed beside the page (wide screens), open as a drawer (phones). */
export interface SidebarState {
  isCollapsed: boolean;
  setCollapsed: (isCollapsed: boolean) => void;
  isDrawerOpen: boolean;
  setDrawerOpen: (isOpen: boolean) => void;
  /** What the menu shortcut does: collapses or expands on wide screens, opens or closes the drawer on phones. */
  toggle: () => void;
}

/** The state of a SidebarShell, held by its layout so that a shortcut can toggle it. */
export function useSidebarState(): SidebarState {
  const [isCollapsed, setIsCollapsed] = useState(readCollapsed);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const setCollapsed = useCallback((next: boolean) => {
    setIsCollapsed(next);
    writeCollapsed(next);
  }, []);
  const toggle = useCallback(() => {
    if (isWideScreen()) {
      setIsCollapsed((current) => {
        writeCollapsed(!current);
        return !current;
      });
    } else {
      setDrawerOpen((current) => !current);
    }
  }, []);
  return { isCollapsed, setCollapsed, isDrawerOpen, setDrawerOpen, toggle };
}
