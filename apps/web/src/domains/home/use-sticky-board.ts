import { type Sticky, type UpdateStickyBody, sortOrderBetween } from '@keel/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import type { SortableMove } from '#web/ui/SortableList';
import { isBlankHtml } from './stickies';
import { useHome } from './use-home';

/** How long the search waits after the last key before asking the server. */
const SEARCH_DELAY_MS = 250;

/**
 * One card on the board: a saved sticky, or the one new sticky not yet written (spec §4: one new
 * sticky at a time). The key stays when the new one is saved, so its editor keeps the caret.
 */
export interface BoardEntry {
  key: string;
  sticky: Sticky | null;
}

/** What the board found for one search. */
interface Found {
  query: string;
  entries: BoardEntry[];
  nextCursor: string | null;
}

let newKeys = 0;

/**
 * The person's stickies as a board (the stickies page and the All stickies dialog): searched on
 * the server, a page at a time, each written in place, painted, dragged to a new place or deleted.
 * Moves, colours and deletions show at once and are put back when the server refuses.
 */
export function useStickyBoard(slug: string) {
  const { t } = useTranslation('home');
  const home = useHome();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** Stickies being written for the first time, by their card's key. */
  const creating = useRef(new Map<string, Promise<Sticky>>());
  /** The ids new cards were given, by card key (a card's render may predate its creation). */
  const createdIds = useRef(new Map<string, string>());

  // The last answer stays on the board while the next search is asked, so the cards (and a card
  // being dragged) are not drawn again from nothing.
  const entries = found?.entries ?? null;
  const nextCursor = found?.query === query ? found.nextCursor : null;
  const failure = useRef(t('errors.load'));
  useEffect(() => {
    failure.current = t('errors.load');
  }, [t]);
  const change = useCallback((update: (current: BoardEntry[]) => BoardEntry[]) => {
    setFound((current) => current && { ...current, entries: update(current.entries) });
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim());
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [search]);

  /** Counts the writes made here: an answer asked for before the last one is stale. */
  const writes = useRef(0);
  const [rereads, setRereads] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    const asked = writes.current;
    home.findStickies(slug, { query }).then(
      (page) => {
        if (!isCurrent) return;
        // A card written, painted or moved meanwhile would show its old self: ask again.
        if (writes.current !== asked) {
          setRereads((count) => count + 1);
          return;
        }
        // A card keeps its key (and so its editor, and focus within it) across reads.
        setFound((current) => {
          const keys = new Map(
            (current?.entries ?? []).flatMap((entry) =>
              entry.sticky ? [[entry.sticky.id, entry.key] as const] : [],
            ),
          );
          return {
            query,
            entries: page.results.map((sticky) => ({
              key: keys.get(sticky.id) ?? sticky.id,
              sticky,
            })),
            nextCursor: page.next_cursor,
          };
        });
      },
      (cause: unknown) => {
        if (isCurrent) setError(errorMessage(cause, failure.current));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [home, slug, query, rereads]);

  const loadMore = async () => {
    if (nextCursor === null) return;
    try {
      const page = await home.findStickies(slug, { query, cursor: nextCursor });
      setFound((current) => {
        if (!current) return current;
        const known = new Set(current.entries.map((entry) => entry.key));
        const added = page.results
          .filter((sticky) => !known.has(sticky.id))
          .map((sticky) => ({ key: sticky.id, sticky }));
        return {
          ...current,
          entries: [...current.entries, ...added],
          nextCursor: page.next_cursor,
        };
      });
    } catch (cause) {
      setError(errorMessage(cause, t('errors.load')));
    }
  };

  /** The new sticky's card at the top, unless one is already waiting for its first words. */
  const add = () => {
    if (entries?.some((entry) => entry.sticky === null)) return;
    const key = `new-${String((newKeys += 1))}`;
    change((current) => [{ key, sticky: null }, ...current]);
    return key;
  };

  const replace = (key: string, sticky: Sticky) => {
    writes.current += 1;
    change((current) => current.map((entry) => (entry.key === key ? { key, sticky } : entry)));
  };

  /**
   * Writes a card's text: the first words create the sticky, later ones change it. Rejects with
   * the server's refusal, for the card to show.
   */
  const saveText = async (entry: BoardEntry, html: string): Promise<void> => {
    await creating.current.get(entry.key)?.catch(() => undefined);
    const id = entry.sticky?.id ?? createdIds.current.get(entry.key);
    if (id !== undefined) {
      replace(entry.key, await home.saveSticky(slug, id, { description_html: html }));
      return;
    }
    if (isBlankHtml(html)) return;
    const created = home.addSticky(slug, html);
    creating.current.set(entry.key, created);
    try {
      const sticky = await created;
      createdIds.current.set(entry.key, sticky.id);
      replace(entry.key, sticky);
    } finally {
      creating.current.delete(entry.key);
    }
  };

  /** Changes a saved sticky at once, puts it back if the server refuses. */
  const patch = async (sticky: Sticky, body: UpdateStickyBody, failure: string) => {
    setError(null);
    writes.current += 1;
    change((current) =>
      current.map((entry) =>
        entry.sticky?.id === sticky.id ? { ...entry, sticky: { ...sticky, ...body } } : entry,
      ),
    );
    try {
      const saved = await home.saveSticky(slug, sticky.id, body);
      writes.current += 1;
      change((current) =>
        current.map((entry) =>
          entry.sticky?.id === saved.id ? { ...entry, sticky: saved } : entry,
        ),
      );
    } catch (cause) {
      change((current) =>
        current.map((entry) => (entry.sticky?.id === sticky.id ? { ...entry, sticky } : entry)),
      );
      setError(errorMessage(cause, failure));
    }
  };

  const paint = (sticky: Sticky, color: string) =>
    patch(sticky, { background_color: color }, t('stickies.saveFailed'));

  /** A card dropped among the others: its sort_order falls between its new neighbours'. */
  const move = ({ item, before, after, reordered }: SortableMove<BoardEntry>) => {
    const sticky = item.sticky;
    if (!sticky) return;
    // Highest sort_order first: the card above has the higher number.
    const sortOrder = sortOrderBetween(
      after?.sticky?.sort_order ?? null,
      before?.sticky?.sort_order ?? null,
    );
    const previous = entries ?? [];
    setError(null);
    writes.current += 1;
    change(() =>
      reordered.map((entry) =>
        entry.key === item.key ? { ...entry, sticky: { ...sticky, sort_order: sortOrder } } : entry,
      ),
    );
    home.saveSticky(slug, sticky.id, { sort_order: sortOrder }).catch((cause: unknown) => {
      change(() => previous);
      setError(errorMessage(cause, t('stickies.moveFailed')));
    });
  };

  const remove = async (entry: BoardEntry) => {
    setError(null);
    writes.current += 1;
    const before = entries ?? [];
    change((current) => current.filter((other) => other.key !== entry.key));
    await creating.current.get(entry.key)?.catch(() => undefined);
    const id = entry.sticky?.id ?? createdIds.current.get(entry.key);
    if (id === undefined) return;
    try {
      await home.deleteSticky(slug, id);
    } catch (cause) {
      change(() => before);
      setError(errorMessage(cause, t('stickies.deleteFailed')));
    }
  };

  return {
    search,
    setSearch,
    query,
    entries,
    nextCursor,
    error,
    loadMore,
    add,
    canAdd: entries !== null && !entries.some((entry) => entry.sticky === null),
    saveText,
    paint,
    move,
    remove,
  };
}

export type StickyBoard = ReturnType<typeof useStickyBoard>;
