import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { errorMessage as describeError } from './api-error';
import { type LoadErrorMessage } from './keyed-collection';
import { type Mutation, type MutationPipeline, silentMutations } from './mutation';

/** Where a resource stands: never asked, being read, read, or its last read failed. */
export type ResourceStatus = 'idle' | 'loading' | 'ready' | 'error';

/** What an optimistic add or remove needs besides the change itself. */
export type ResourceWrite<R> = Omit<Mutation<R>, 'apply' | 'send' | 'commit'>;

/**
 * One list read from the server (the base the stores share instead of each keeping its own
 * loading flag, error and optimistic add/remove): `status` with the error's message, a `load` that
 * never rejects and that a second caller shares, and writes through the mutation pipeline.
 */
export class Resource<T extends { id: string }> {
  items: T[] = [];
  status: ResourceStatus = 'idle';
  /** Why the last read failed; null otherwise. */
  error: string | null = null;
  /** Whether a read has ever succeeded (a failed re-read keeps the items shown). */
  hasLoaded = false;
  readonly #mutations: MutationPipeline;
  #pending: Promise<void> | null = null;

  constructor(mutations: MutationPipeline = silentMutations) {
    this.#mutations = mutations;
    makeObservable(this, {
      items: observableRef,
      status: observable,
      error: observable,
      hasLoaded: observable,
      isLoading: computed,
      set: action,
    });
  }

  get isLoading(): boolean {
    return this.status === 'loading';
  }

  find(id: string): T | undefined {
    return this.items.find((item) => item.id === id);
  }

  /** Reads the list with `read`; a failure becomes `error`, worded by `errorMessage`. */
  load(read: () => Promise<T[]>, errorMessage: LoadErrorMessage): Promise<void> {
    this.#pending ??= this.#load(read, errorMessage).finally(() => {
      this.#pending = null;
    });
    return this.#pending;
  }

  set(items: T[]): void {
    this.items = items;
  }

  /** Shows `item` at the end at once; the server's answer replaces it, a refusal takes it out. */
  add(item: T, send: () => Promise<T>, write: ResourceWrite<T>): Promise<T> {
    return this.#mutations.runOrThrow({
      ...write,
      apply: () => this.#show([...this.items, item]),
      send,
      commit: (saved) => {
        runInAction(() => {
          this.items = this.items.map((each) => (each.id === item.id ? saved : each));
        });
      },
    });
  }

  /** Takes the item out at once; a refusal puts the list back as it was. */
  async remove(id: string, send: () => Promise<unknown>, write: ResourceWrite<unknown>) {
    await this.#mutations.runOrThrow({
      ...write,
      apply: () => this.#show(this.items.filter((item) => item.id !== id)),
      send,
    });
  }

  #show(items: T[]): () => void {
    const before = this.items;
    runInAction(() => {
      this.items = items;
    });
    return () => {
      runInAction(() => {
        this.items = before;
      });
    };
  }

  async #load(read: () => Promise<T[]>, errorMessage: LoadErrorMessage): Promise<void> {
    runInAction(() => {
      this.status = 'loading';
      this.error = null;
    });
    try {
      const items = await read();
      runInAction(() => {
        this.items = items;
        this.status = 'ready';
        this.hasLoaded = true;
      });
    } catch (error) {
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
