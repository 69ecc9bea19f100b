import {
  type ServiceWorkerBuild,
  forgetOfflineAnswers,
  offlineCacheName,
  parseOfflineCacheName,
} from './offline-caches';
import {
  PERSON_PATH,
  SESSION_PATH,
  answerKey,
  bootstrapLineOf,
  isKeptApiPath,
  isKeptResponse,
  keepLoadedUrls,
  offlineRoute,
  routeOf,
  signedInPerson,
} from './offline-routes';
import type { FetchEvent, ServiceWorkerScope } from './service-worker-scope';
import { forEachLine } from '../lib/stream-lines';

/**
 * Keel's service worker (issue 21, offline): served as /sw.js (built by apps/web/vite.config.ts,
 * registered by app/service-worker-registration.ts), it lets the app open while the browser is
 * offline. Screens get the last index.html, built files come from the cache, and the API GETs the
 * app starts with answer their last 200 copy; work items come from the browser's SQLite cache
 * (domains/local-cache), never from here. Online, every screen and API answer is the network's:
 * a kept copy answers only when the network fails. What each request gets: offline-routes.ts.
 */

declare const self: ServiceWorkerScope;
/** This build's id and files, written in by the build. */
declare const __KEEL_SW_BUILD__: ServiceWorkerBuild;

const build = __KEEL_SW_BUILD__;
const origin = self.location.origin;
const SHELL_CACHE = offlineCacheName('shell', build.version);
const ASSET_CACHE = offlineCacheName('assets', build.version);
const API_CACHE = offlineCacheName('api', build.version);
/** Every screen's address answers the same index.html, kept once under the root's. */
const SHELL_KEY = new URL('/', origin).href;
/** The answers that say who is signed in. */
const PERSON_KEYS = [SESSION_PATH, PERSON_PATH].map((path) => new URL(path, origin).href);

self.addEventListener('install', (event) => {
  event.waitUntil(install());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(activate());
});

self.addEventListener('fetch', (event) => {
  switch (offlineRoute(event.request, origin)) {
    case 'page':
      event.respondWith(answerPage(event));
      break;
    case 'asset':
      event.respondWith(answerAsset(event));
      break;
    case 'api':
      event.respondWith(answerApi(event));
      break;
    case 'bootstrap':
      event.respondWith(answerBootstrap(event));
      break;
    case 'network':
      break;
  }
});

self.addEventListener('message', (event) => {
  const urls = keepLoadedUrls(event.data, origin);
  if (urls.length > 0) event.waitUntil(keepLoaded(urls));
});

/**
 * Keeps the app shell (the root's index.html, with the session's mark when the browser has a
 * session cookie) and what an offline start needs beyond what the page reports having loaded,
 * then takes over from an older worker at once: a new build's worker should not wait for every
 * tab of the old one to close. Chromium still lets the old one finish what it is answering: while
 * a page keeps it busy the swap can wait, at most five minutes (its limit; seen in tests). Nothing
 * is lost meanwhile: the old worker keeps the new build's files as the page loads them, and this
 * one carries them over when it activates.
 */
async function install(): Promise<void> {
  const [shell, assets] = await Promise.all([caches.open(SHELL_CACHE), caches.open(ASSET_CACHE)]);
  await Promise.all([shell.add(SHELL_KEY), assets.addAll(build.precache)]);
  await keepScreens(assets);
  await self.skipWaiting();
}

/** How many screen files are fetched at once on install (the page may be using the network). */
const SCREEN_FETCHES = 4;

/**
 * Keeps every screen's code, a few files at a time; one that fails to load is left to be kept
 * when a page loads it (an install that failed for it would keep nothing).
 */
async function keepScreens(assets: Cache): Promise<void> {
  const queue = [...build.screens];
  const next = async (): Promise<void> => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if ((await assets.match(file)) !== undefined) continue;
      await assets.add(file).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: SCREEN_FETCHES }, next));
}

/**
 * Carries over from older builds' caches what still holds (their built files that this build
 * has too, fingerprinted so unchanged; the kept API answers), deletes those caches, and answers
 * for the open pages from now on.
 */
async function activate(): Promise<void> {
  const current = new Set([SHELL_CACHE, ASSET_CACHE, API_CACHE]);
  const older = (await caches.keys()).filter(
    (name) => parseOfflineCacheName(name) !== null && !current.has(name),
  );
  const builtFiles = new Set(build.assets.map((file) => new URL(file, origin).href));
  for (const name of older) {
    const kind = parseOfflineCacheName(name)?.kind;
    if (kind === 'assets') await carryOver(name, ASSET_CACHE, (url) => builtFiles.has(url));
    if (kind === 'api') await carryOver(name, API_CACHE, () => true);
  }
  await Promise.all(older.map((name) => caches.delete(name)));
  await self.clients.claim();
}

/** Copies into `target` the entries of `source` that `isKept` accepts and `target` lacks. */
async function carryOver(
  source: string,
  target: string,
  isKept: (url: string) => boolean,
): Promise<void> {
  const [from, to] = await Promise.all([caches.open(source), caches.open(target)]);
  const requests = (await from.keys()).filter((request) => isKept(request.url));
  await Promise.all(
    requests.map(async (request) => {
      if ((await to.match(request, MATCH)) !== undefined) return;
      const response = await from.match(request, MATCH);
      if (response) await to.put(request, response);
    }),
  );
}

/** A screen: the network's index.html, kept as the shell; offline, the kept shell. */
async function answerPage(event: FetchEvent): Promise<Response> {
  try {
    const response = await network(event.request);
    if (isKeptResponse('page', response))
      event.waitUntil(keep(SHELL_CACHE, SHELL_KEY, response.clone()));
    return response;
  } catch (error) {
    const shell = await match(SHELL_CACHE, SHELL_KEY);
    if (shell) return shell;
    throw error;
  }
}

/** A built file: never changes under its name, so the kept copy answers, online or not. */
async function answerAsset(event: FetchEvent): Promise<Response> {
  const { url } = event.request;
  const kept = await match(ASSET_CACHE, url);
  if (kept) return kept;
  const response = await network(event.request);
  if (isKeptResponse('asset', response)) event.waitUntil(keep(ASSET_CACHE, url, response.clone()));
  return response;
}

/**
 * An API GET whose answer is kept: the network's answer, kept when it is a 200; the kept copy only
 * when the network fails (offline), never for a request the page itself gave up on. A 401 says
 * the session is gone (the app goes to sign-in): every kept answer goes with it.
 */
async function answerApi(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const key = answerKey(request.url);
  let response: Response;
  try {
    response = await network(request);
  } catch (error) {
    const kept = request.signal.aborted ? undefined : await match(API_CACHE, key);
    if (kept) return kept;
    throw error;
  }
  if (response.status === 401) event.waitUntil(forgetOfflineAnswers());
  else if (isKeptResponse('api', response)) event.waitUntil(keepAnswer(key, response.clone()));
  return response;
}

/**
 * index.html's early request (lib/early-answers.ts): the page gets the stream as it arrives, and
 * each line's answer is kept as the answer of the GET it stands for, when that GET's answers are
 * kept; the bootstrap itself is not (it says no-store, and is asked again on each first load).
 * Offline it fails as it would without the worker, and the app asks for each answer itself.
 */
async function answerBootstrap(event: FetchEvent): Promise<Response> {
  const response = await network(event.request);
  if (response.status === 401) event.waitUntil(forgetOfflineAnswers());
  if (response.status !== 200 || response.body === null) return response;
  const [forPage, forCache] = response.body.tee();
  event.waitUntil(keepBootstrapAnswers(forCache));
  return new Response(forPage, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/**
 * Stores an API answer. The kept answers are one person's: when an answer that says who is signed
 * in (the session, the person's own) names nobody, or someone else than the kept ones were for
 * (another person signed in on this browser), every kept answer goes first.
 */
async function keepAnswer(key: string, response: Response): Promise<void> {
  if (PERSON_KEYS.includes(key) && (await isAnotherPerson(key, response.clone())))
    await forgetOfflineAnswers();
  await keep(API_CACHE, key, response);
}

async function isAnotherPerson(key: string, answer: Response): Promise<boolean> {
  const person = await personIn(key, answer);
  if (person === null) return true;
  if (person === undefined) return false;
  for (const keptKey of PERSON_KEYS) {
    const kept = await match(API_CACHE, keptKey);
    const keptPerson = kept ? await personIn(keptKey, kept) : undefined;
    if (keptPerson !== undefined && keptPerson !== person) return true;
  }
  return false;
}

async function personIn(key: string, response: Response): Promise<string | null | undefined> {
  try {
    return signedInPerson(new URL(key).pathname, await response.json());
  } catch {
    return undefined;
  }
}

/** Keeps the answers of a bootstrap's lines, as each arrives; what arrived stands on a failure. */
async function keepBootstrapAnswers(stream: ReadableStream<Uint8Array>): Promise<void> {
  const keeping: Promise<void>[] = [];
  const take = (line: string): void => {
    const answer = bootstrapLineOf(line);
    if (answer === null) return;
    const key = answerKey(new URL(answer.path, origin).href);
    if (!isKeptApiPath(new URL(key).pathname)) return;
    const response = new Response(JSON.stringify(answer.body), {
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    keeping.push(keepAnswer(key, response));
  };
  try {
    await forEachLine(stream, take);
  } catch {
    // Cut off part way: the page's copy ends the same way.
  }
  await Promise.all(keeping);
}

/**
 * Keeps what a page loaded before this worker answered for it (keepLoadedMessage): built files it
 * lacks, from the HTTP cache; and, on such a first load, the API answers asked again, one after
 * another, behind whatever the page asks meanwhile. Each is a best effort.
 */
async function keepLoaded(urls: readonly string[]): Promise<void> {
  const assets = urls.filter((url) => routeOf(url, origin) === 'asset');
  await Promise.all(assets.map((url) => bestEffort(keepAsset(url))));
  for (const url of urls) {
    const route = routeOf(url, origin);
    if (route === 'api') await bestEffort(keepApiAnswer(url));
    if (route === 'bootstrap') await bestEffort(keepBootstrap(url));
  }
}

async function keepAsset(url: string): Promise<void> {
  if ((await match(ASSET_CACHE, url)) !== undefined) return;
  const response = await network(url);
  if (isKeptResponse('asset', response)) await keep(ASSET_CACHE, url, response);
}

async function keepApiAnswer(url: string): Promise<void> {
  const key = answerKey(url);
  if ((await match(API_CACHE, key)) !== undefined) return;
  const response = await network(url, { headers: { accept: 'application/json' } });
  if (response.status === 401) await forgetOfflineAnswers();
  else if (isKeptResponse('api', response)) await keepAnswer(key, response);
}

async function keepBootstrap(url: string): Promise<void> {
  const response = await network(url, { headers: { accept: 'application/x-ndjson' } });
  if (response.status === 401) await forgetOfflineAnswers();
  else if (response.status === 200 && response.body !== null)
    await keepBootstrapAnswers(response.body);
}

/**
 * A request made to the server. The worker stands between the page and the network, so it is the
 * one place besides lib/api-client.ts that calls fetch: it passes the page's own requests on.
 */
function network(request: Request | string, init?: RequestInit): Promise<Response> {
  // eslint-disable-next-line no-restricted-globals -- the worker forwards the page's requests
  return fetch(request, init);
}

/** Kept answers match whatever the request's headers (the server varies some by encoding). */
const MATCH: CacheQueryOptions = { ignoreVary: true };

function match(cacheName: string, key: string): Promise<Response | undefined> {
  return caches.match(key, { ...MATCH, cacheName });
}

/** Stores a copy; a full disk loses it, and the next answer tries again. */
async function keep(cacheName: string, key: string, response: Response): Promise<void> {
  await bestEffort(caches.open(cacheName).then((cache) => cache.put(key, response)));
}

async function bestEffort(work: Promise<void>): Promise<void> {
  try {
    await work;
  } catch {
    // Nothing is lost but a copy: the network answers as before.
  }
}
