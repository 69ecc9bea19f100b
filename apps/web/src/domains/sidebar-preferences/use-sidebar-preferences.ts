import { storePerPage } from '#web/app/store-per-page';
import { SidebarPreferencesStore } from './sidebar-preferences-store';

/** The person's sidebar sections in each workspace, one store per page. */
export const useSidebarPreferences = storePerPage((api) => new SidebarPreferencesStore(api)).use;
