import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { WorkItemsScreenModel } from '../work-items-screen-model';
import { peekIdOf, searchWithPeek } from './work-item-links';

/**
 * Keeps the screen's peek and the URL's `peekId` in step (Plane's): opening an item from a row
 * pushes `?peekId=<id>` (so Back closes it), switching to another item or closing replaces it,
 * and a URL that arrives with `peekId` (a shared link, Back, Forward) opens that item.
 */
export function usePeekUrl(model: WorkItemsScreenModel): void {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const urlPeekId = peekIdOf(searchParams);

  useEffect(() => {
    if (urlPeekId !== model.peekId) model.openPeek(urlPeekId);
  }, [model, urlPeekId]);

  useEffect(
    () =>
      reaction(
        () => model.peekId,
        (id) => {
          const inUrl = peekIdOf(window.location.search);
          if (id === inUrl) return;
          void navigate(
            { search: searchWithPeek(window.location.search, id) },
            { replace: inUrl !== null, preventScrollReset: true },
          );
        },
      ),
    [model, navigate],
  );
}
