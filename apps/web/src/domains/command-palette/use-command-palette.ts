import { useRootStore } from '#web/app/store-context';
import type { CommandPaletteStore } from './command-palette-store';

/** The command palette, the shortcuts modal and the requests they make of the screens. The domain's store, for its components (instead of reaching into the root store). */
export function useCommandPalette(): CommandPaletteStore {
  return useRootStore().commandPalette;
}
