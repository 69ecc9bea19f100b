import { PEEK_PARAM } from '../work-items/detail/work-item-links';

/**
 * The work item open on screen, as the URL names it: by id in the peek view (`?peekId=`) or on the
 * project page (`/<slug>/projects/<p>/issues/<id>`), or by key on the browse page
 * (`/<slug>/browse/WEB-12/`). Null when none is open.
 */
export type OpenWorkItemRef = { kind: 'id'; id: string } | { kind: 'key'; key: string } | null;

/** Reads the open work item from a location's path and search string. */
export function openWorkItemRef(pathname: string, search: string): OpenWorkItemRef {
  const peekId = new URLSearchParams(search).get(PEEK_PARAM);
  if (peekId !== null && peekId !== '') return { kind: 'id', id: peekId };
  const parts = pathname.split('/').filter((part) => part !== '');
  if (parts[1] === 'browse' && parts[2] !== undefined)
    return { kind: 'key', key: decodeURIComponent(parts[2]) };
  if (parts[1] === 'projects' && parts[3] === 'issues' && parts[4] !== undefined)
    return { kind: 'id', id: decodeURIComponent(parts[4]) };
  return null;
}

/** The project a location is inside (`/<slug>/projects/<id>/…`), to create work items in. */
export function projectIdInPath(pathname: string): string | null {
  const parts = pathname.split('/').filter((part) => part !== '');
  return parts[1] === 'projects' && parts[2] !== undefined && parts[2] !== 'archives'
    ? decodeURIComponent(parts[2])
    : null;
}
