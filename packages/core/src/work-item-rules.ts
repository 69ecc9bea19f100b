import { REORDER_GAP, DEFAULT_SORT_ORDER, type StateGroup } from './constants';

/** A work item's human key split into the project identifier and the sequence id (WEB-42). */
export interface WorkItemKey {
  identifier: string;
  sequenceId: number;
}

/**
 * Reads `WEB-42` (any case) into its parts; null when it is not a key. The identifier is upper-cased,
 * as project identifiers are stored.
 */
export function parseWorkItemKey(key: string): WorkItemKey | null {
  const match = /^([\p{L}\p{N}]{1,12})-(\d{1,9})$/u.exec(key.trim());
  if (!match?.[1] || !match[2]) return null;
  const sequenceId = Number(match[2]);
  if (sequenceId < 1) return null;
  return { identifier: match[1].toUpperCase(), sequenceId };
}

export function formatWorkItemKey(identifier: string, sequenceId: number): string {
  return `${identifier}-${sequenceId}`;
}

/**
 * completed_at after a state change (Plane): set when the item enters the completed group, kept
 * while it stays there, cleared when it leaves.
 */
export function nextCompletedAt(
  group: StateGroup | null,
  previous: Date | null,
  now: Date,
): Date | null {
  if (group !== 'completed') return null;
  return previous ?? now;
}

/** sort_order of a new work item: one gap after the last in its group, or the default. */
export function sortOrderAfterLast(last: number | null): number {
  return last === null ? DEFAULT_SORT_ORDER : last + REORDER_GAP;
}

/** Only completed or cancelled work items may be archived (Plane). */
export function canArchiveInGroup(group: StateGroup | null): boolean {
  return group === 'completed' || group === 'cancelled';
}
