import { useRootStore } from '#web/app/store-context';
import type { EmailSettingsStore } from './email-settings-store';

/** The instance's email (SMTP) settings. The domain's store, for its components (instead of reaching into the root store). */
export function useEmailSettings(): EmailSettingsStore {
  return useRootStore().emailSettings;
}
