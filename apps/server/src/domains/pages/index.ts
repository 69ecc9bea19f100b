import type { DomainPlugin } from '#server/domains/domain';
import { registerPageFavorites } from './page-favorites';
import { pagesRoutes } from './pages.routes';

registerPageFavorites();

export {
  PAGE_COLLAB_CHANNEL,
  type PageCollabAccess,
  pageCollabAccess,
  readPageState,
  storeLiveDocument,
} from './page-collab';
export { type LiveRestorer, setLiveRestorer } from './page-documents.service';

/** The pages domain (issue 19): a project's wiki pages, their documents and versions. */
export const pagesDomain: DomainPlugin = async (app, { db }) => {
  await app.register(pagesRoutes, { db });
};
