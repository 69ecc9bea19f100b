import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useApi } from '#web/app/store-context';
import { withNamespaces } from '#web/lib/i18n';
import { starWrites } from '#web/lib/star-writes';
import { listFavorites } from './favorites-api';
import type { FavoritesAsRead } from './SidebarFavorites';

/** The person's favorites with folders: their own chunk, with drag-and-drop (dnd-kit). */
const SidebarFavorites = lazy(async () => ({
  default: (await withNamespaces(() => import('./SidebarFavorites'), ['favorites']))
    .SidebarFavorites,
}));

/**
 * Where the sidebar's favorites go. The section draws nothing while the person has none, so its
 * code (its chunk, the favorites store and its drag-and-drop parts: 7 KB gzip of a first visit's
 * scripts, and all of dnd-kit where the board's code is not warmed) is fetched only once a read
 * finds a favorite; a star set elsewhere reads again. The list read here is handed to the
 * section's store, which then does not read it a second time (unless a star was written since
 * the read began). Once drawn, the section stays (it hides itself when the last favorite goes,
 * as it always did).
 */
export const SidebarFavoritesSlot = observer(function SidebarFavoritesSlot({
  slug,
}: {
  slug: string;
}) {
  const api = useApi();
  const [found, setFound] = useState<{
    slug: string;
    initial: FavoritesAsRead;
  } | null>(null);
  const isShown = found?.slug === slug;
  // Observed: a star set or cleared elsewhere moves it, and the favorites are read again.
  const writes = starWrites();

  useEffect(() => {
    if (isShown) return;
    let isCurrent = true;
    listFavorites(api, slug).then(
      (favorites) => {
        if (isCurrent && favorites.length > 0)
          setFound({ slug, initial: { favorites, asOfWrites: writes } });
      },
      // Nothing is drawn when the favorites cannot be read (as the section itself does); the
      // next star written reads them again.
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [api, slug, isShown, writes]);

  if (found?.slug !== slug) return null;
  return (
    <Suspense fallback={null}>
      <SidebarFavorites slug={slug} initial={found.initial} />
    </Suspense>
  );
});
