import type { CreateStateBody, State, UpdateStateBody } from '@keel/core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '#web/lib/api-client';
import { KeyedCollection, patchOptimistically } from '#web/lib/keyed-collection';
import { createState, deleteState, listStates, markDefaultState, updateState } from './states-api';
import { i18n } from '#web/lib/i18n';

/** The fields of a state the settings screen changes at once, before the server answers. */
type OptimisticField = 'name' | 'color' | 'description' | 'sequence';

/** Each project's states, keyed by project id. */
export class StatesStore {
  readonly #states = new KeyedCollection<State>();
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this);
  }

  get errorByProject(): ReadonlyMap<string, string> {
    return this.#states.errorByKey;
  }

  /** The project's states (triage included if the server sent it), or undefined before loading. */
  states(projectId: string): State[] | undefined {
    return this.#states.list(projectId);
  }

  /** A state of any loaded project, by id. */
  find(stateId: string): State | undefined {
    for (const states of this.#states.byKey.values()) {
      const state = states.find((entry) => entry.id === stateId);
      if (state) return state;
    }
    return undefined;
  }

  isLoading(projectId: string): boolean {
    return this.#states.isLoading(projectId);
  }

  fetch(slug: string, projectId: string): Promise<void> {
    return this.#states.fetch(
      projectId,
      () => listStates(this.#api, slug, projectId),
      i18n.t('states:errors.load'),
    );
  }

  async create(slug: string, projectId: string, body: CreateStateBody): Promise<State> {
    const state = await createState(this.#api, slug, projectId, body);
    this.#states.append(projectId, state);
    return state;
  }

  /**
   * Changes a state at once and sends the change; the previous values come back and the error is
   * rethrown when the server refuses (spec §8). The server's answer replaces the local copy.
   */
  async update(
    slug: string,
    projectId: string,
    stateId: string,
    patch: Pick<UpdateStateBody, OptimisticField>,
  ): Promise<void> {
    const state = this.#states.find(projectId, stateId);
    if (!state) throw new Error('State not found');
    const saved = await patchOptimistically(state, patch, () =>
      updateState(this.#api, slug, projectId, stateId, patch),
    );
    this.#states.replace(projectId, saved);
  }

  /** Deletes a state once the server agrees; it refuses the default one and states in use. */
  async remove(slug: string, projectId: string, stateId: string): Promise<void> {
    await deleteState(this.#api, slug, projectId, stateId);
    this.#states.remove(projectId, stateId);
  }

  /** Makes one state the default; the server unsets the previous one, and so does this copy. */
  async markDefault(slug: string, projectId: string, stateId: string): Promise<void> {
    const saved = await markDefaultState(this.#api, slug, projectId, stateId);
    runInAction(() => {
      for (const state of this.#states.list(projectId) ?? []) state.default = false;
      this.#states.replace(projectId, saved);
    });
  }
}
