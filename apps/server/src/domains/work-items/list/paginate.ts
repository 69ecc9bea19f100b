import {
  AppError,
  CursorError,
  DEFAULT_PER_PAGE,
  MAX_PER_PAGE,
  type WorkItemListQuery,
  type WorkItemListResponse,
  adjacentCursors,
  cursorOffset,
  parseCursor,
} from '@keel/core';

/** The page asked for: its size (per group when grouped), index and first row offset. */
export interface PageRequest {
  perPage: number;
  page: number;
  offset: number;
}

/**
 * Reads the page from `cursor` (`perPage:pageIndex:isPrev`; Plane sizes the page by the cursor)
 * or, for the first page, from `per_page`. A cursor asking for more than MAX_PER_PAGE is refused
 * like per_page is.
 */
export function readPage(query: WorkItemListQuery): PageRequest {
  if (query.cursor === undefined || query.cursor === '') {
    const perPage = query.per_page ?? DEFAULT_PER_PAGE;
    return { perPage, page: 0, offset: 0 };
  }
  try {
    const cursor = parseCursor(query.cursor);
    if (cursor.perPage > MAX_PER_PAGE)
      throw new AppError('VALIDATION_ERROR', {
        message: `cursor: Cannot exceed ${String(MAX_PER_PAGE)}`,
        field: 'cursor',
      });
    return { perPage: cursor.perPage, page: cursor.page, offset: cursorOffset(cursor) };
  } catch (error) {
    if (error instanceof CursorError) throw new AppError('INVALID_CURSOR', { field: 'cursor' });
    throw error;
  }
}

/**
 * The envelope fields around a page's results. `largest` is the row count of the biggest
 * partition (the whole list when ungrouped, the biggest group or sub-group otherwise), which
 * decides how many pages there are.
 */
export function envelope(options: {
  page: PageRequest;
  groupedBy: string | null;
  subGroupedBy: string | null;
  total: number;
  largest: number;
  count: number;
  results: WorkItemListResponse['results'];
}): WorkItemListResponse {
  const { page } = options;
  const totalPages = Math.ceil(options.largest / page.perPage);
  const cursors = adjacentCursors({ perPage: page.perPage, page: page.page, third: 0 });
  return {
    grouped_by: options.groupedBy,
    sub_grouped_by: options.subGroupedBy,
    total_count: options.total,
    next_cursor: cursors.next,
    prev_cursor: cursors.prev,
    next_page_results: page.page + 1 < totalPages,
    prev_page_results: page.page > 0,
    count: options.count,
    total_pages: totalPages,
    total_results: options.total,
    extra_stats: null,
    results: options.results,
  };
}
