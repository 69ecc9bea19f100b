import type { Favorite } from '@keel/core';
import { useRootStore } from '#web/app/store-context';
import type { RootStore } from '#web/app/root-store';
import { MutationPipeline } from '#web/lib/mutation';
import { starWrites } from '#web/lib/star-writes';
import { showErrorToast } from '#web/ui/Toaster';
import { viewsStoreOf } from '#web/domains/views/use-views';
import { FavoritesStore, type StarredEntities } from './favorites-store';

/** One store per page, built by the first screen that draws favorites (not in the first page). */
const stores = new WeakMap<RootStore, FavoritesStore>();

/** The stars other stores keep, which share the favorites' rows on the server. */
function starredEntities(root: RootStore): StarredEntities {
  return {
    writes: starWrites,
    unstarred: (slug: string, favorite: Favorite) => {
      const id = favorite.entity_identifier;
      const projectId = favorite.project_id;
      if (id === null) return;
      if (favorite.entity_type === 'project')
        void root.projects.fetchOne(slug, id).catch(() => undefined);
      else if (favorite.entity_type === 'cycle' && projectId !== null)
        void root.cycleLookups.fetch(slug, projectId);
      else if (favorite.entity_type === 'module' && projectId !== null)
        void root.modules.fetch(slug, projectId);
      else if (favorite.entity_type === 'view' && projectId !== null)
        void viewsStoreOf(root.api).fetch(slug, projectId);
    },
  };
}

/** The signed-in person's favorites with folders (the sidebar; stars elsewhere add to them). */
export function useFavorites(): FavoritesStore {
  const root = useRootStore();
  let store = stores.get(root);
  if (!store) {
    store = new FavoritesStore(
      root.api,
      new MutationPipeline({ notify: showErrorToast }),
      starredEntities(root),
    );
    stores.set(root, store);
  }
  return store;
}
