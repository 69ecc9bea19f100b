import type { SidebarState } from '#web/ui/use-sidebar-collapsed';
import { useKeyBinding } from './use-key-binding';

/** `[` collapses or expands the sidebar (opens or closes the drawer on phones). */
export function useSidebarShortcut(sidebar: SidebarState): void {
  useKeyBinding({ key: '[' }, () => {
    sidebar.toggle();
    return true;
  });
}
