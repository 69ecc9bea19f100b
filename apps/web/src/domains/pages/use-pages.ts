import { storePerPage } from '#web/app/store-per-page';
import { PagesStore } from './pages-store';

const pages = storePerPage((api) => new PagesStore(api));

/** The pages store of the page whose API client this is (outside React). */
export const pagesStoreOf = pages.of;

/** Each project's pages; built by the pages screen, not in the first page's code. */
export const usePages = pages.use;
