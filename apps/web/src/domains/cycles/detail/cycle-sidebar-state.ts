/** localStorage key of the cycle sidebar's collapsed state, kept across cycles and reloads. */
export const CYCLE_SIDEBAR_COLLAPSED_KEY = 'keel:cycle-sidebar-collapsed';

export function readSidebarCollapsed(): boolean {
  try {
    return window.localStorage.getItem(CYCLE_SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    // Blocked site data: the sidebar starts open.
    return false;
  }
}

export function writeSidebarCollapsed(isCollapsed: boolean): void {
  try {
    if (isCollapsed) window.localStorage.setItem(CYCLE_SIDEBAR_COLLAPSED_KEY, 'true');
    else window.localStorage.removeItem(CYCLE_SIDEBAR_COLLAPSED_KEY);
  } catch {
    // Not remembered when site data is blocked.
  }
}
