import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { SnapshotCache } from './snapshot-cache';

/** A count of a grouped list: one group (or sub-group), or a level's total. */
export interface CountRow extends Record<string, unknown> {
  k: string | null;
  sk: string | null;
  n: number;
  /** Bit 1: the row totals every group; bit 0: it totals every sub-group of its group. */
  level: number;
}

/** What a list's count statement answers: the total, and the counts per group when grouped. */
export interface ListTotals {
  total: number;
  groups: CountRow[];
}

/**
 * Totals of a project's lists, computed once per list version (readListVersion) and filter: the
 * totals were the one step of a page that read every matching item (an index-only scan of the
 * project, about 10 ms at 50,000 items), and a list asked again while nothing changed gets the
 * same ones. Keyed by the version and the rendered SQL of the count, parameters included, so the
 * key holds every input of the count (scope, guest limits, filters, today, the grouping).
 * Groupings counted in the same statement as their page (pageByWindow) are not cached: that
 * statement numbers every row anyway.
 */
const totalsCache = new SnapshotCache<ListTotals>(1000);
const dialect = new PgDialect();

/** The key of a count in totalsCache: the list version and the statement. */
function totalsKey(snapshot: string, statement: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return JSON.stringify([snapshot, text, params]);
}

/** `count` once per list version when the list has one (project lists), else every time. */
export function countOnce(
  snapshot: string | undefined,
  statement: SQL,
  count: () => Promise<ListTotals>,
): Promise<ListTotals> {
  return snapshot === undefined
    ? count()
    : totalsCache.remember(totalsKey(snapshot, statement), count);
}
