import { storePerPage } from '#web/app/store-per-page';
import { ViewsStore } from './views-store';

const views = storePerPage((api) => new ViewsStore(api));

/** The views store of the page whose API client this is (the favorites follow its stars). */
export const viewsStoreOf = views.of;

/** The saved views store; not in the root store, so the first page carries none of its code. */
export const useViews = views.use;
