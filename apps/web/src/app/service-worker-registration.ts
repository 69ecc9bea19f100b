import { keepLoadedMessage } from '../sw/offline-routes';

/** Where the build puts the offline worker (src/sw/service-worker.ts; apps/web/vite.config.ts). */
const SERVICE_WORKER_URL = '/sw.js';
/** How long the page must have fetched nothing before the worker is registered. */
const QUIET_MS = 2_000;
/** When the worker is registered even on a page that never stops fetching, after its load. */
const QUIET_LIMIT_MS = 30_000;
/** How long the browser may stay busy before the registration runs anyway. */
const IDLE_TIMEOUT_MS = 10_000;

/**
 * Registers the offline service worker (issue 21), in production builds only (the dev server has
 * no /sw.js), once the page has loaded, has fetched nothing for a while and the browser is idle:
 * installing it fetches and stores files, and a first visit's screen must not wait for that (on a
 * busy machine, registering at the load event slowed a cold list's first rows). Then tells the
 * worker what this load fetched before the worker answered for it (keepLoadedMessage), so that a
 * first visit's files and answers are there for an offline reload.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Whether this load's requests went through the worker: not on a first visit, nor after a
  // forced reload.
  const wasControlled = navigator.serviceWorker.controller !== null;
  const start = (): void => {
    whenSettled(() => {
      void register(wasControlled).catch((error: unknown) => {
        // Keel works as before without it, only not offline.
        console.info('The offline service worker could not be registered.', error);
      });
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

async function register(wasControlled: boolean): Promise<void> {
  const { serviceWorker } = navigator;
  await serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const registration = await serviceWorker.ready;
  reportLoaded(registration.active, !wasControlled);
  // A new build's worker took over: it gets the files this page loaded as well.
  serviceWorker.addEventListener('controllerchange', () => {
    reportLoaded(serviceWorker.controller, false);
  });
}

/** Sends the worker the addresses this page loaded; with `withAnswers`, its API GETs too. */
function reportLoaded(worker: ServiceWorker | null, withAnswers: boolean): void {
  const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
  worker?.postMessage(keepLoadedMessage(urls, location.origin, { withAnswers }));
}

/** Runs `run` once the page has fetched nothing for QUIET_MS (at the latest after QUIET_LIMIT_MS) and is idle. */
function whenSettled(run: () => void): void {
  const deadline = performance.now() + QUIET_LIMIT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isSettled = false;
  const observer = new PerformanceObserver(() => {
    wait();
  });
  const settle = (): void => {
    isSettled = true;
    observer.disconnect();
    whenIdle(run);
  };
  const wait = (): void => {
    if (isSettled) return;
    clearTimeout(timer);
    timer = setTimeout(settle, Math.min(QUIET_MS, Math.max(0, deadline - performance.now())));
  };
  observer.observe({ type: 'resource' });
  wait();
}

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, 0);
}
