import type { Sticky } from '@keel/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { Dialog } from '#web/ui/Dialog';
import { IconButton } from '#web/ui/IconButton';
import { SearchField } from '#web/ui/SearchField';
import { Skeleton } from '#web/ui/Skeleton';
import { useHome } from './use-home';
import { StickyCard } from './StickiesWidget';

/** How long the search waits after the last key before asking the server. */
const SEARCH_DELAY_MS = 250;

/**
 * "All stickies" (spec §2): every sticky of the person, newest first, searched by their text on
 * the server, a page at a time, each deletable.
 */
export function AllStickiesDialog({ slug, onClose }: { slug: string; onClose: () => void }) {
  const { t } = useTranslation('home');
  const home = useHome();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  /** The stickies found for `query` (a page or more), the next page's cursor. */
  const [found, setFound] = useState<{
    query: string;
    stickies: Sticky[];
    nextCursor: string | null;
  } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const stickies = found?.query === query ? found.stickies : null;
  const nextCursor = found?.query === query ? found.nextCursor : null;
  const setStickies = (change: (current: Sticky[]) => Sticky[]) => {
    setFound((current) => current && { ...current, stickies: change(current.stickies) });
  };

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim());
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [search]);

  useEffect(() => {
    let isCurrent = true;
    home.findStickies(slug, { query }).then(
      (page) => {
        if (isCurrent) setFound({ query, stickies: page.results, nextCursor: page.next_cursor });
      },
      (cause: unknown) => {
        if (isCurrent) setError(errorMessage(cause, t('errors.load')));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [home, slug, query, t]);

  const loadMore = async () => {
    if (nextCursor === null) return;
    try {
      const page = await home.findStickies(slug, { query, cursor: nextCursor });
      setFound(
        (current) =>
          current && {
            ...current,
            stickies: [...current.stickies, ...page.results],
            nextCursor: page.next_cursor,
          },
      );
    } catch (cause) {
      setError(errorMessage(cause, t('errors.load')));
    }
  };

  const remove = async (sticky: Sticky) => {
    const before = stickies ?? [];
    setStickies((current) => current.filter((entry) => entry.id !== sticky.id));
    try {
      await home.deleteSticky(slug, sticky.id);
    } catch (cause) {
      setStickies(() => before);
      setError(errorMessage(cause, t('stickies.deleteFailed')));
    }
  };

  return (
    <Dialog isOpen isWide onClose={onClose} title={t('stickies.allTitle')}>
      <div className="flex flex-col gap-3">
        <SearchField
          label={t('stickies.search')}
          placeholder={t('stickies.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
        {error !== null && <Alert>{error}</Alert>}
        {stickies === null ? (
          <Skeleton className="h-32 w-full" />
        ) : stickies.length === 0 ? (
          <p className="py-6 text-center text-sm text-tertiary">
            {query === '' ? t('stickies.empty') : t('stickies.noMatch')}
          </p>
        ) : (
          <ul className="grid max-h-[60vh] gap-3 overflow-y-auto sm:grid-cols-2">
            {stickies.map((sticky, index) => (
              <li key={sticky.id} className="relative">
                <StickyCard sticky={sticky} label={t('stickies.number', { number: index + 1 })} />
                <IconButton
                  icon="trash"
                  label={t('stickies.delete')}
                  className="absolute right-1.5 top-1.5 size-7"
                  onClick={() => void remove(sticky)}
                />
              </li>
            ))}
          </ul>
        )}
        {nextCursor !== null && stickies !== null && (
          <Button variant="secondary" size="sm" onClick={() => void loadMore()}>
            {t('stickies.more')}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
