import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessage as describeError } from './api-error';
import { silentMutations } from './mutation';

/**
 * What to show when a list cannot be loaded: a fixed text used when the failure carries no server
 * message (the server's message wins), or a function that words the whole message itself.
 */
export type LoadErrorMessage = string | ((error: unknown) => string);

/**
 * Lists of entities loaded per key (a project id, a workspace slug), each with its own loading flag
 * and load error, for stores that keep one list per project or workspace. Observable: a component
 * reading `list(key)` re-renders when that list arrives or changes.
 */
export class KeyedCollection<T extends { id: string }> {
  /** Each key's list; a key is absent until its first list arrives. */
  readonly byKey = new Map<string, T[]>();
  readonly loadingKeys = new Set<string>();
  /** Why a key's list could not be loaded; cleared when loading starts again. */
  readonly errorByKey = new Map<string, string>();
  /** Loads under way, so that a second fetch of the same key waits for the first. */
  readonly #pending = new Map<string, Promise<void>>();

  constructor() {
    makeAutoObservable(this);
  }

  /** The key's list, or undefined before it arrives. */
  list(key: string): T[] | undefined {
    return this.byKey.get(key);
  }

  find(key: string, id: string): T | undefined {
    return this.byKey.get(key)?.find((item) => item.id === id);
  }

  isLoading(key: string): boolean {
    return this.loadingKeys.has(key);
  }

  error(key: string): string | undefined {
    return this.errorByKey.get(key);
  }

  /**
   * Loads the key's list with `load`. A load failure never rejects: it becomes the key's error,
   * worded by `errorMessage`. While a load of the key is under way, its promise is returned.
   */
  fetch(key: string, load: () => Promise<T[]>, errorMessage: LoadErrorMessage): Promise<void> {
    let pending = this.#pending.get(key);
    if (!pending) {
      pending = this.#load(key, load, errorMessage).finally(() => {
        this.#pending.delete(key);
      });
      this.#pending.set(key, pending);
    }
    return pending;
  }

  set(key: string, items: T[]): void {
    this.byKey.set(key, items);
  }

  /** Adds an item at the end, starting the key's list when it has none yet. */
  append(key: string, item: T): void {
    this.byKey.set(key, [...(this.byKey.get(key) ?? []), item]);
  }

  /** Puts `saved` in place of the item with its id; a key whose list has not arrived stays so. */
  replace(key: string, saved: T): void {
    const list = this.byKey.get(key);
    if (list)
      this.byKey.set(
        key,
        list.map((item) => (item.id === saved.id ? saved : item)),
      );
  }

  remove(key: string, id: string): void {
    const list = this.byKey.get(key);
    if (list)
      this.byKey.set(
        key,
        list.filter((item) => item.id !== id),
      );
  }

  /** Drops the key's list and error, for a list the viewer may no longer read. */
  forget(key: string): void {
    this.byKey.delete(key);
    this.errorByKey.delete(key);
  }

  async #load(
    key: string,
    load: () => Promise<T[]>,
    errorMessage: LoadErrorMessage,
  ): Promise<void> {
    runInAction(() => {
      this.loadingKeys.add(key);
      this.errorByKey.delete(key);
    });
    try {
      const items = await load();
      runInAction(() => {
        this.byKey.set(key, items);
      });
    } catch (error) {
      runInAction(() => {
        this.errorByKey.set(key, messageOf(error, errorMessage));
      });
    } finally {
      runInAction(() => {
        this.loadingKeys.delete(key);
      });
    }
  }
}

function messageOf(error: unknown, errorMessage: LoadErrorMessage): string {
  if (typeof errorMessage === 'function') return errorMessage(error);
  return describeError(error, errorMessage);
}

/**
 * Shows a change at once and sends it; when the server refuses, the changed fields get their
 * previous values back and the error is rethrown (spec §8). Fields whose value is undefined are
 * left alone. Resolves with the server's answer. A write through the mutation pipeline: the caller
 * shows the error (a form), so the pipeline tells nobody; `reread` runs when the outcome is unsure.
 */
export function patchOptimistically<T extends object, R>(
  target: T,
  patch: { [K in keyof T]?: T[K] | undefined },
  send: () => Promise<R>,
  reread?: () => unknown,
): Promise<R> {
  return silentMutations.runOrThrow({
    apply: () => {
      const changed = Object.entries(patch).filter(([, value]) => value !== undefined);
      const previous = Object.fromEntries(
        changed.map(([field]) => [field, (target as Record<string, unknown>)[field]]),
      );
      runInAction(() => {
        Object.assign(target, Object.fromEntries(changed));
      });
      return () => {
        runInAction(() => {
          Object.assign(target, previous);
        });
      };
    },
    send,
    failure: '',
    notify: false,
    ...(reread ? { reread } : {}),
  });
}
