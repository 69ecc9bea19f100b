import {
  AppError,
  CursorError,
  V1_DEFAULT_PER_PAGE,
  V1_MAX_PER_PAGE,
  type V1PageQuery,
  adjacentCursors,
  cursorOffset,
  parseCursor,
} from '@keel/core';

/** The page a v1 list was asked for (Plane's cursor `per_page:page:offset`, or `per_page`). */
export interface V1Page {
  perPage: number;
  page: number;
  offset: number;
}

/**
 * Reads the page from `cursor` (which sizes the page, as Plane's paginator does) or, for the
 * first page, from `per_page` (default and maximum as Plane's code: V1_DEFAULT_PER_PAGE,
 * V1_MAX_PER_PAGE). A malformed cursor is a 400.
 */
export function readV1Page(query: V1PageQuery): V1Page {
  if (query.cursor === undefined || query.cursor === '') {
    return { perPage: query.per_page ?? V1_DEFAULT_PER_PAGE, page: 0, offset: 0 };
  }
  try {
    const cursor = parseCursor(query.cursor);
    const perPage = Math.min(cursor.perPage, V1_MAX_PER_PAGE);
    return { perPage, page: cursor.page, offset: cursorOffset({ ...cursor, perPage }) };
  } catch (error) {
    if (error instanceof CursorError) throw new AppError('INVALID_CURSOR', { field: 'cursor' });
    throw error;
  }
}

/** Plane's paginator envelope around one page of `total` rows. */
export function v1Envelope<T>(page: V1Page, total: number, results: T[]) {
  const totalPages = Math.ceil(total / page.perPage);
  const cursors = adjacentCursors({ perPage: page.perPage, page: page.page, third: 0 });
  return {
    results,
    next_cursor: cursors.next,
    prev_cursor: cursors.prev,
    next_page_results: page.page + 1 < totalPages,
    prev_page_results: page.page > 0,
    count: results.length,
    total_pages: totalPages,
    total_results: total,
    extra_stats: null,
  };
}

/** One page of a list already in memory (lists bounded by a project: states, labels, links…). */
export function paginateV1<T>(items: readonly T[], query: V1PageQuery) {
  const page = readV1Page(query);
  return v1Envelope(page, items.length, items.slice(page.offset, page.offset + page.perPage));
}
