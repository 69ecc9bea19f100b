import {
  type BootstrapQuery,
  BootstrapAnswerSchema,
  BootstrapQuerySchema,
  bootstrapPlan,
  bootstrapTarget,
} from '@keel/core';
import { forEachLine } from './stream-lines';

declare global {
  interface Window {
    /**
     * What index.html's inline script started before the app's code arrived: the query it sent
     * to GET /api/bootstrap/ and the promise of the response (null when it failed). Taken once.
     */
    __keelBootstrap?: unknown;
  }
}

/** Where the inline script parks its request: a window, or any object in tests. */
export interface BootstrapHost {
  __keelBootstrap?: unknown;
}

/**
 * How long an answer stays usable once it has arrived. They are a first visit's: a GET asked
 * later than this (a list reopened, a lookup read again) wants the server's current answer.
 */
export const EARLY_ANSWER_LIFETIME_MS = 10_000;

/** A GET's path and query with the query's parameters in order, so that both sides compare. */
export function answerKey(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  params.sort();
  const query = params.toString();
  return query === '' ? url.slice(0, at) : `${url.slice(0, at)}?${query}`;
}

function pathOf(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? url : url.slice(0, at);
}

interface Waiter {
  key: string;
  resolve: (body: unknown) => void;
}

/**
 * The bootstrap's answers, for the API client to give to the app's first GETs in place of asking
 * the server (lib/api-client.ts): each answer is used once, only while fresh and before the app
 * writes anything, and a GET it does not answer goes to the server as usual. The answers arrive one a line, each as soon as the
 * server has it; a GET that the bootstrap answers waits for its line when it has not come yet:
 * the bootstrap started before the app's code arrived, so it is the earlier answer.
 */
export class EarlyAnswers {
  /** Paths (without query) the bootstrap answers; emptied once it has nothing more to give. */
  #answered: Set<string>;
  /** Answers arrived and not yet taken, by answerKey, with when they arrived. */
  readonly #arrived = new Map<string, { body: unknown; at: number }>();
  /** Paths whose line has come: another query of one of them has nothing to wait for. */
  readonly #arrivedPaths = new Set<string>();
  /** GETs waiting for a line, by path. */
  readonly #waiters = new Map<string, Waiter[]>();
  #isDone = false;
  readonly #now: () => number;

  /** `response`: the fetch of GET /api/bootstrap/ (anything else, or a failure, answers nothing). */
  constructor(query: BootstrapQuery, response: Promise<unknown>, now: () => number = Date.now) {
    const plan = bootstrapPlan(bootstrapTarget(query));
    this.#answered = new Set([
      ...plan.first,
      ...plan.then,
      ...(plan.list ? [plan.list.settingsPath, plan.list.listPath] : []),
    ]);
    this.#now = now;
    void this.#read(response);
  }

  /**
   * The answer to a GET of `url` (path and query), taken: asking the same URL again goes to the
   * server. Undefined at once for a GET the bootstrap does not answer, so that it waits for
   * nothing; otherwise the promise of the body, or of undefined when the bootstrap failed, left
   * this one out or answered too long ago.
   */
  take(url: string): Promise<unknown> | undefined {
    const path = pathOf(url);
    if (!this.#answered.has(path)) return undefined;
    const key = answerKey(url);
    const arrived = this.#arrived.get(key);
    if (arrived) {
      this.#arrived.delete(key);
      this.#spendWhenEmpty();
      return Promise.resolve(
        this.#now() - arrived.at > EARLY_ANSWER_LIFETIME_MS ? undefined : arrived.body,
      );
    }
    if (this.#isDone || this.#arrivedPaths.has(path)) return undefined;
    return new Promise((resolve) => {
      this.#waiters.set(path, [...(this.#waiters.get(path) ?? []), { key, resolve }]);
    });
  }

  /**
   * Drops every answer, given or not: the app has written something, so they may describe what
   * was before the write (a workspace just joined missing from the list). GETs ask the server.
   */
  forget(): void {
    this.#arrived.clear();
    this.#finish();
    this.#answered = new Set();
  }

  async #read(response: Promise<unknown>): Promise<void> {
    try {
      const answered = await response;
      if (!(answered instanceof Response) || !answered.ok || answered.body === null) return;
      await forEachLine(answered.body, (line) => {
        this.#receive(line);
      });
    } catch {
      // The bootstrap failed part way: what arrived stands, every other GET asks the server.
    } finally {
      if (!this.#isDone) this.#finish();
    }
  }

  /** One line: the answer is kept for its GET, or given to the GETs waiting for its path. */
  #receive(line: string): void {
    if (this.#isDone || line.trim() === '') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      return;
    }
    const answer = BootstrapAnswerSchema.safeParse(parsed);
    if (!answer.success) return;
    const { path, body } = answer.data;
    const key = answerKey(path);
    this.#arrivedPaths.add(pathOf(path));
    const waiting = this.#waiters.get(pathOf(path)) ?? [];
    this.#waiters.delete(pathOf(path));
    let isTaken = false;
    for (const waiter of waiting) {
      // Another query of the same path (a list asked differently) goes to the server.
      const isTheirs: boolean = !isTaken && waiter.key === key;
      if (isTheirs) isTaken = true;
      waiter.resolve(isTheirs ? body : undefined);
    }
    if (!isTaken) this.#arrived.set(key, { body, at: this.#now() });
  }

  /** The bootstrap has ended: GETs still waiting, and every later one, ask the server. */
  #finish(): void {
    this.#isDone = true;
    for (const waiting of this.#waiters.values())
      for (const waiter of waiting) waiter.resolve(undefined);
    this.#waiters.clear();
    this.#spendWhenEmpty();
  }

  /** Once the bootstrap has ended and every answer is taken, GETs no longer look here. */
  #spendWhenEmpty(): void {
    if (this.#isDone && this.#arrived.size === 0) this.#answered = new Set();
  }
}

/**
 * Adopts what index.html's inline script parked on `host`, once: it is removed, so that nothing
 * else can use it. Null when nothing was parked (no session cookie, the dev server's page) or it
 * is not what the script parks; the app then asks for everything itself.
 */
export function adoptEarlyAnswers(
  host: BootstrapHost,
  now: () => number = Date.now,
): EarlyAnswers | null {
  const parked = host.__keelBootstrap;
  delete host.__keelBootstrap;
  if (typeof parked !== 'object' || parked === null) return null;
  const query = BootstrapQuerySchema.safeParse('query' in parked ? parked.query : undefined);
  const response = 'response' in parked ? parked.response : undefined;
  if (!query.success || !(response instanceof Promise)) return null;
  return new EarlyAnswers(query.data, response, now);
}
