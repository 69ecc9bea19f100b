import { storePerPage } from '#web/app/store-per-page';
import { ProfileStore } from './profile-store';

/** The profile screens' reads; built by the first of them, not in the first page. */
export const useProfile = storePerPage((api) => new ProfileStore(api)).use;
