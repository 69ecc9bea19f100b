import { storePerPage } from '#web/app/store-per-page';
import { HomeStore } from './home-store';

/** The workspace home's store; not in the root store, so other first pages carry none of it. */
export const useHome = storePerPage((api) => new HomeStore(api)).use;
