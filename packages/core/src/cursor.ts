/**
 * Pagination cursors. Keel speaks Plane's two formats (reference §2.3, §2.4):
 *   - list cursor "perPage:pageIndex:isPrev", where isPrev is 0 or 1;
 *   - sync cursor "pageSize:page:offset", where Plane's offset is always 0; the next_cursor Keel
 *     answers puts a keyset position there instead (apps/server …/sync/sync.service.ts), which
 *     is why the server reads sync cursors itself.
 * Both are three integers; they differ in what the third one means.
 */

export interface Cursor {
  /** Items per page (per group, for grouped lists). */
  perPage: number;
  /** Zero-based page index. */
  page: number;
  /** List cursors: 1 when this cursor points backwards. */
  third: number;
}

export class CursorError extends Error {
  constructor(readonly cursor: string) {
    super(`Invalid cursor: ${cursor}`);
    this.name = 'CursorError';
  }
}

const CURSOR_PATTERN = /^(\d{1,9}):(\d{1,9}):(\d{1,9})$/;

/** Parses a cursor; throws CursorError for anything that is not three non-negative integers. */
export function parseCursor(cursor: string): Cursor {
  const match = CURSOR_PATTERN.exec(cursor.trim());
  if (!match) throw new CursorError(cursor);
  const [, perPage, page, third] = match;
  const parsed = { perPage: Number(perPage), page: Number(page), third: Number(third) };
  if (parsed.perPage < 1) throw new CursorError(cursor);
  return parsed;
}

export function formatCursor({ perPage, page, third }: Cursor): string {
  return `${perPage}:${page}:${third}`;
}

/** The first cursor of a list with the given page size, as clients start it. */
export function firstCursor(perPage: number): string {
  return formatCursor({ perPage, page: 0, third: 0 });
}

/** The cursors either side of `cursor` in a list paginated the Plane way. */
export function adjacentCursors(cursor: Cursor): { next: string; prev: string } {
  return {
    next: formatCursor({ perPage: cursor.perPage, page: cursor.page + 1, third: 0 }),
    prev: formatCursor({ perPage: cursor.perPage, page: Math.max(cursor.page - 1, 0), third: 1 }),
  };
}

/** Row offset of the first item of the cursor's page. */
export function cursorOffset(cursor: Cursor): number {
  return cursor.page * cursor.perPage;
}
