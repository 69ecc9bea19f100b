/** The search parameter that holds the work item open in the peek view over a list (Plane's). */
export const PEEK_PARAM = 'peekId';

/** A work item's human key, such as WEB-42: its project's identifier and its sequence number. */
export interface WorkItemKey {
  identifier: string;
  sequence: number;
}

const KEY_PATTERN = /^([A-Za-z0-9]{1,12})-(\d{1,9})$/;

/**
 * Reads a key from a URL segment, case-insensitively (`web-42` is WEB-42); null when the segment
 * is not a key at all, so that the page can say so without asking the server.
 */
export function parseWorkItemKey(segment: string): WorkItemKey | null {
  const match = KEY_PATTERN.exec(segment.trim());
  if (!match) return null;
  const [, identifier = '', sequence = ''] = match;
  const number = Number(sequence);
  if (!Number.isSafeInteger(number) || number < 1) return null;
  return { identifier: identifier.toUpperCase(), sequence: number };
}

export function formatWorkItemKey(identifier: string, sequence: number): string {
  return `${identifier}-${String(sequence)}`;
}

/** The canonical link of a live work item: `/<slug>/browse/WEB-42/` (Plane's generateWorkItemLink). */
export function browsePath(slug: string, identifier: string, sequence: number): string {
  return `/${encodeURIComponent(slug)}/browse/${formatWorkItemKey(identifier, sequence)}/`;
}

/** The project-scoped path of a work item's page. */
export function projectWorkItemPath(slug: string, projectId: string, id: string): string {
  return `/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}/issues/${encodeURIComponent(id)}`;
}

/** The project's list, where the page goes back to after its item is deleted or archived. */
export function projectListPath(slug: string, projectId: string): string {
  return `/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}/issues`;
}

/** The id in a search string's peek parameter; null when there is none. */
export function peekIdOf(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const id = params.get(PEEK_PARAM);
  return id === null || id === '' ? null : id;
}

/**
 * The search string with the peek parameter set to `id`, or removed for null; the other
 * parameters are kept in their order. Answers '' or '?…'.
 */
export function searchWithPeek(search: string, id: string | null): string {
  const params = new URLSearchParams(search);
  if (id === null) params.delete(PEEK_PARAM);
  else params.set(PEEK_PARAM, id);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
