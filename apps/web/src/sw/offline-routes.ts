/**
 * What the offline service worker (service-worker.ts) does with each request, decided here from
 * the request alone so that the rules can be read and tested in one place. Pure: no Cache Storage,
 * no fetch.
 */

/**
 * How a request is answered:
 * - `page`: a screen's navigation: the network first, offline the last app shell (index.html);
 * - `asset`: a built file under /assets/ (fingerprinted, never changed): the cache first, kept on
 *   its first fetch;
 * - `api`: an API GET whose answer is kept: the network first, offline its last 200 answer;
 * - `bootstrap`: GET /api/bootstrap/ (index.html's early request): the network only, each of its
 *   answers kept as the answer of the GET it stands for;
 * - `network`: the worker stays out of the way (non-GET, other origins, work items, files…).
 */
export type OfflineRoute = 'page' | 'asset' | 'api' | 'bootstrap' | 'network';

/** The parts of a request the route depends on (a fetch event's Request has them). */
export interface RouteRequest {
  method: string;
  url: string;
  mode: RequestMode;
}

const ASSETS_PREFIX = '/assets/';
const API_PREFIX = '/api/';
const BOOTSTRAP_PATH = '/api/bootstrap/';

/**
 * Prefixes the server answers itself, never with the app's index.html (apps/server's
 * GUARDED_PREFIXES): a navigation there (a download, a sign-in callback) is left to the network.
 */
const SERVER_PREFIXES = ['/api', '/auth', '/live', '/ws'];

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** How the worker answers `request`, made from a page of `origin`. */
export function offlineRoute(request: RouteRequest, origin: string): OfflineRoute {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  const { pathname } = url;
  if (request.mode === 'navigate')
    return SERVER_PREFIXES.some((prefix) => isUnder(pathname, prefix)) ? 'network' : 'page';
  if (pathname.startsWith(ASSETS_PREFIX)) return 'asset';
  if (pathname === BOOTSTRAP_PATH) return 'bootstrap';
  if (pathname.startsWith(API_PREFIX)) return isKeptApiPath(pathname) ? 'api' : 'network';
  return 'network';
}

/**
 * First segments under /api/ whose answers are never kept: the bootstrap (kept answer by answer
 * instead), files (assets, exports), the public API v1 and public forms (other callers than this
 * app), a third-party image search and the slug availability check.
 */
const UNKEPT_AREAS = new Set([
  'bootstrap',
  'assets',
  'export-files',
  'v1',
  'public',
  'unsplash',
  'workspace-slug-check',
]);

/**
 * Whether the answers of an API path are kept for offline use: reference data (the person, their
 * workspaces, projects, states, labels, members, list settings, cycles, modules, pages…).
 *
 * Never what carries work items: offline, work items come from the browser's SQLite cache
 * (domains/local-cache), which the app's own offline edits write to. A kept copy of an item or a
 * list answered from here would reach the work-item stores, which write what they receive through
 * to that cache, over the edits made offline. So every path segment naming issues or work items
 * is left out (lists, `v2/issues` sync pages, cycle, module, sub-, deleted, archived, draft, intake
 * and view items, a work item's sub-resources, reports), with searches and availability checks
 * (answers to what was typed), home dashboard widgets (they list work items), exports and
 * downloads, and secrets (API tokens, webhooks with their signing secret, the instance's stored
 * configuration).
 * `issue-labels` is the one exception: the project's labels.
 */
export function isKeptApiPath(pathname: string): boolean {
  if (!pathname.startsWith(API_PREFIX)) return false;
  const segments = pathname.slice(API_PREFIX.length).split('/').filter(Boolean);
  const [area] = segments;
  if (area === undefined || UNKEPT_AREAS.has(area)) return false;
  // A workspace's slug is the person's word ("issue-desk"), not a route's: the others are ids.
  return !segments.some(
    (segment, index) => segments[index - 1] !== 'workspaces' && isUnkeptSegment(segment),
  );
}

function isUnkeptSegment(segment: string): boolean {
  if (segment === 'issue-labels') return false;
  return (
    segment.includes('issue') ||
    segment.includes('work-item') ||
    segment.includes('search') ||
    segment.includes('export') ||
    segment.includes('download') ||
    segment === 'dashboard' ||
    segment === 'project-identifiers' ||
    segment === 'api-tokens' ||
    segment === 'webhooks' ||
    segment === 'configurations'
  );
}

/**
 * The key an API answer is kept under: its URL with the query's parameters in order, so that the
 * app's GET and the bootstrap's line for it (lib/early-answers.ts compares them the same way) meet
 * on one entry whatever order each wrote the parameters in. The fragment is dropped.
 */
export function answerKey(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.sort();
  parsed.hash = '';
  return parsed.href;
}

/** The parts of a response that decide whether it is kept. */
export interface KeepableResponse {
  status: number;
  /** 'basic' for a same-origin answer; 'opaqueredirect' for a navigation's redirect. */
  type: ResponseType;
  headers: { get(name: string): string | null };
}

/**
 * Whether a network answer of `route` is kept: only a plain same-origin 200 (never an error, a
 * redirect or a partial answer), never one the server marks `no-store`; the app shell only as
 * HTML, API answers only as JSON.
 */
export function isKeptResponse(route: OfflineRoute, response: KeepableResponse): boolean {
  if (response.status !== 200 || response.type !== 'basic') return false;
  if (/\bno-store\b/i.test(response.headers.get('cache-control') ?? '')) return false;
  const contentType = response.headers.get('content-type') ?? '';
  switch (route) {
    case 'page':
      return contentType.startsWith('text/html');
    case 'api':
      return contentType.startsWith('application/json');
    case 'asset':
      return true;
    case 'bootstrap':
    case 'network':
      return false;
  }
}

/** One line of GET /api/bootstrap/'s answer (packages/core bootstrap-wire.ts, read without zod). */
export interface BootstrapLine {
  /** The path and query of the GET it answers, as the web client asks it. */
  path: string;
  body: unknown;
}

/** A bootstrap line's answer, or null for a line that is not one. */
export function bootstrapLineOf(line: string): BootstrapLine | null {
  if (line.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || !('path' in parsed) || !('body' in parsed))
    return null;
  const { path, body } = parsed;
  if (typeof path !== 'string' || !path.startsWith(API_PREFIX) || body === undefined) return null;
  return { path, body };
}

/** The GET that says whether someone is signed in, and who. */
export const SESSION_PATH = '/api/users/session/';
/** The signed-in person's own GET. */
export const PERSON_PATH = '/api/users/me/';

/**
 * Who an answer says is signed in, for the two GETs that say it: the session's (null when nobody
 * is) and the person's own; undefined for any other answer, or one that cannot be read.
 */
export function signedInPerson(pathname: string, body: unknown): string | null | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  if (pathname === PERSON_PATH) return idOf(body);
  if (pathname !== SESSION_PATH || !('is_authenticated' in body)) return undefined;
  if (body.is_authenticated === false) return null;
  return 'user' in body ? idOf(body.user) : undefined;
}

function idOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('id' in value)) return undefined;
  return typeof value.id === 'string' ? value.id : undefined;
}

/**
 * The message a page sends its worker with the addresses it loaded (Resource Timing): the built
 * files always (the worker keeps those it lacks, from the HTTP cache), and on a load the worker
 * did not answer for (the first visit, before it was installed) the API GETs it would have kept,
 * which it then asks again, and the bootstrap, whose answers it keeps.
 */
export interface KeepLoadedMessage {
  type: 'keep-loaded';
  urls: string[];
}

/**
 * The message for the addresses a page loaded: the built files, and with `withAnswers` the API
 * GETs too.
 */
export function keepLoadedMessage(
  urls: readonly string[],
  origin: string,
  { withAnswers }: { withAnswers: boolean },
): KeepLoadedMessage {
  const kept = keepableUrls(urls, origin).filter(
    (url) => withAnswers || routeOf(url, origin) === 'asset',
  );
  return { type: 'keep-loaded', urls: kept };
}

/** The addresses of a KeepLoadedMessage, filtered again; empty for any other message. */
export function keepLoadedUrls(data: unknown, origin: string): string[] {
  if (typeof data !== 'object' || data === null || !('type' in data) || !('urls' in data))
    return [];
  if (data.type !== 'keep-loaded' || !Array.isArray(data.urls)) return [];
  return keepableUrls(
    data.urls.filter((url): url is string => typeof url === 'string'),
    origin,
  );
}

/** The route of a GET of `url` made by a page (not a navigation). */
export function routeOf(url: string, origin: string): OfflineRoute {
  return offlineRoute({ method: 'GET', url, mode: 'cors' }, origin);
}

function keepableUrls(urls: readonly string[], origin: string): string[] {
  const kept = urls.filter((url) => {
    if (!URL.canParse(url)) return false;
    const route = routeOf(url, origin);
    return route === 'asset' || route === 'api' || route === 'bootstrap';
  });
  return [...new Set(kept)];
}
