import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { errorMessage as describeError } from './api-error';
import type { LoadErrorMessage } from './keyed-collection';
import { type Mutation, type MutationPipeline, type Undo, silentMutations } from './mutation';

/** Where a resource stands: never asked, being read, read, or its last read failed. */
export type ResourceStatus = 'idle' | 'loading' | 'ready' | 'error';

/** What an optimistic add or remove needs besides the change itself. */
export type ResourceWrite<R> = Omit<Mutation<R>, 'apply' | 'send' | 'commit'>;

/**
 * One value read from the server (a list, or a detail widget's grouped answer): `status` with the
 * error's message, a `load` that never rejects and that a second caller shares, a `reload` behind
 * what is shown, and `show` for an optimistic change that can be put back.
 */
export class Loadable<V> {
  value: V;
  status: ResourceStatus = 'idle';
  /** Why the last read failed; null otherwise. */
  error: string | null = null;
  /** Whether a read has ever succeeded (a failed re-read keeps the value shown). */
  hasLoaded = false;
  #pending: Promise<void> | null = null;

  constructor(initial: V) {
    this.value = initial;
    makeObservable(this, {
      value: observableRef,
      status: observable,
      error: observable,
      hasLoaded: observable,
      isLoading: computed,
      isWaiting: computed,
      set: action,
      reset: action,
    });
  }

  get isLoading(): boolean {
    return this.status === 'loading';
  }

  /** Whether there is no answer to show yet: never read, or being read with nothing shown before. */
  get isWaiting(): boolean {
    return this.status === 'idle' || this.status === 'loading';
  }

  /** Reads the value with `read`; a failure becomes `error`, worded by `errorMessage`. */
  load(read: () => Promise<V>, errorMessage: LoadErrorMessage): Promise<void> {
    this.#pending ??= this.#read(read, errorMessage, 'loading').finally(() => {
      this.#pending = null;
    });
    return this.#pending;
  }

  /**
   * Reads again (something changed elsewhere, or a retry): a read of its own, not shared with
   * one under way. A value already shown stays shown, its status `ready`, while the read is out;
   * otherwise the status is `loading`. A failure becomes `error`; a read whose `signal` was
   * aborted (the view went away) changes nothing.
   */
  reload(read: () => Promise<V>, errorMessage: LoadErrorMessage, signal?: AbortSignal) {
    return this.#read(read, errorMessage, this.status === 'ready' ? 'ready' : 'loading', signal);
  }

  set(value: V): void {
    this.value = value;
  }

  /** Shows `value` at once; answers how to put back what was shown (an optimistic write's undo). */
  show(value: V): Undo {
    const before = this.value;
    runInAction(() => {
      this.value = value;
    });
    return () => {
      runInAction(() => {
        this.value = before;
      });
    };
  }

  /** Forgets the value and the last read's outcome, as after signing out. */
  reset(initial: V): void {
    this.value = initial;
    this.status = 'idle';
    this.error = null;
    this.hasLoaded = false;
  }

  async #read(
    read: () => Promise<V>,
    errorMessage: LoadErrorMessage,
    statusWhileReading: ResourceStatus,
    signal?: AbortSignal,
  ): Promise<void> {
    runInAction(() => {
      this.status = statusWhileReading;
      this.error = null;
    });
    try {
      const value = await read();
      if (signal?.aborted) return;
      runInAction(() => {
        this.value = value;
        this.status = 'ready';
        this.hasLoaded = true;
      });
    } catch (error) {
      if (signal?.aborted) return;
      runInAction(() => {
        this.status = 'error';
        this.error =
          typeof errorMessage === 'function'
            ? errorMessage(error)
            : describeError(error, errorMessage);
      });
    }
  }
}

/**
 * One list read from the server (the base the stores share instead of each keeping its own
 * loading flag, error and optimistic add/remove): a Loadable of items, with writes through the
 * mutation pipeline.
 */
export class Resource<T extends { id: string }> extends Loadable<T[]> {
  readonly #mutations: MutationPipeline;

  constructor(mutations: MutationPipeline = silentMutations) {
    super([]);
    this.#mutations = mutations;
  }

  get items(): T[] {
    return this.value;
  }

  find(id: string): T | undefined {
    return this.items.find((item) => item.id === id);
  }

  /** Puts `saved` in place of the item with `id` (the server's copy of an optimistic one). */
  replace(id: string, saved: T): void {
    runInAction(() => {
      this.value = this.items.map((item) => (item.id === id ? saved : item));
    });
  }

  /** Puts `saved` in place of the item with its id, or adds it at the end when it is new. */
  upsert(saved: T): void {
    if (this.find(saved.id)) this.replace(saved.id, saved);
    else this.set([...this.items, saved]);
  }

  /** Shows `item` at the end at once; the server's answer replaces it, a refusal takes it out. */
  add(item: T, send: () => Promise<T>, write: ResourceWrite<T>): Promise<T> {
    return this.#mutations.runOrThrow({
      ...write,
      apply: () => this.show([...this.items, item]),
      send,
      commit: (saved) => {
        this.replace(item.id, saved);
      },
    });
  }

  /** Takes the item out at once; a refusal puts the list back as it was. */
  async remove(id: string, send: () => Promise<unknown>, write: ResourceWrite<unknown>) {
    await this.#mutations.runOrThrow({
      ...write,
      apply: () => this.show(this.items.filter((item) => item.id !== id)),
      send,
    });
  }
}
