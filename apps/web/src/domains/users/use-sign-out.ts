import { useRootStore } from '#web/app/store-context';

/**
 * Signing out (spec §2): the theme goes back to the system's, then the form post leaves the page.
 * Several stores take part, so the root store does it; components call it through this hook.
 */
export function useSignOut(): () => Promise<void> {
  const root = useRootStore();
  return () => root.signOut();
}
