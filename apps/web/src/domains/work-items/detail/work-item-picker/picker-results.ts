import type { SearchIssueResult } from '@keel/core';

/** The human key of a hit: its project's identifier, a dash, its sequence number. */
export function searchResultKey(
  result: Pick<SearchIssueResult, 'project__identifier' | 'sequence_id'>,
): string {
  return `${result.project__identifier}-${String(result.sequence_id)}`;
}

/** The hits the picker may offer: those not excluded by the caller, in the server's order. */
export function offeredResults(
  results: readonly SearchIssueResult[],
  excludeIds: readonly string[],
): SearchIssueResult[] {
  if (excludeIds.length === 0) return [...results];
  const excluded = new Set(excludeIds);
  return results.filter((result) => !excluded.has(result.id));
}

/** Adds the id when absent, removes it when present; the order of the others is kept. */
export function toggleId(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((held) => held !== id) : [...ids, id];
}
