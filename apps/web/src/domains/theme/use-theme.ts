import { useRootStore } from '#web/app/store-context';
import type { ThemeStore } from './theme-store';

/** The page's theme (light, dark or the system's). The domain's store, for its components (instead of reaching into the root store). */
export function useTheme(): ThemeStore {
  return useRootStore().theme;
}
