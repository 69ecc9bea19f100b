import { type CreateStateBody, type State, type UpdateStateBody } from '@keel/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, type ApiClient } from '../../lib/api-client';
import { createState, deleteState, listStates, markDefaultState, updateState } from './states-api';

/** The fields of a state the settings screen changes at once, before the server answers. */
type OptimisticField = 'name' | 'color' | 'description' | 'sequence';

/** Each project's states, keyed by project id. */
export class StatesStore {
  byProject = new Map<string, State[]>();
  loadingProjects = new Set<string>();
  errorByProject = new Map<string, string>();
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this);
  }

  /** The project's states (triage included if the server sent it), or undefined before loading. */
  states(projectId: string): State[] | undefined {
    return this.byProject.get(projectId);
  }

  isLoading(projectId: string): boolean {
    return this.loadingProjects.has(projectId);
  }

  async fetch(slug: string, projectId: string): Promise<void> {
    this.loadingProjects.add(projectId);
    this.errorByProject.delete(projectId);
    try {
      const states = await listStates(this.#api, slug, projectId);
      runInAction(() => {
        this.byProject.set(projectId, states);
      });
    } catch (error) {
      runInAction(() => {
        this.errorByProject.set(
          projectId,
          error instanceof ApiError ? error.message : 'Could not load the states.',
        );
      });
    } finally {
      runInAction(() => {
        this.loadingProjects.delete(projectId);
      });
    }
  }

  async create(slug: string, projectId: string, body: CreateStateBody): Promise<State> {
    const state = await createState(this.#api, slug, projectId, body);
    runInAction(() => {
      this.byProject.set(projectId, [...(this.byProject.get(projectId) ?? []), state]);
    });
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
    const state = this.#find(projectId, stateId);
    if (!state) throw new Error('State not found');
    const previous: Pick<State, OptimisticField> = {
      name: state.name,
      color: state.color,
      description: state.description,
      sequence: state.sequence,
    };
    Object.assign(state, definedFields(patch));
    try {
      const saved = await updateState(this.#api, slug, projectId, stateId, patch);
      this.#replace(projectId, saved);
    } catch (error) {
      runInAction(() => {
        Object.assign(state, previous);
      });
      throw error;
    }
  }

  /** Deletes a state once the server agrees; it refuses the default one and states in use. */
  async remove(slug: string, projectId: string, stateId: string): Promise<void> {
    await deleteState(this.#api, slug, projectId, stateId);
    runInAction(() => {
      const list = this.byProject.get(projectId);
      if (list)
        this.byProject.set(
          projectId,
          list.filter((state) => state.id !== stateId),
        );
    });
  }

  /** Makes one state the default; the server unsets the previous one, and so does this copy. */
  async markDefault(slug: string, projectId: string, stateId: string): Promise<void> {
    const saved = await markDefaultState(this.#api, slug, projectId, stateId);
    runInAction(() => {
      for (const state of this.byProject.get(projectId) ?? []) state.default = false;
      this.#replace(projectId, saved);
    });
  }

  #find(projectId: string, stateId: string): State | undefined {
    return this.byProject.get(projectId)?.find((state) => state.id === stateId);
  }

  #replace(projectId: string, saved: State): void {
    runInAction(() => {
      const list = this.byProject.get(projectId);
      if (!list) return;
      this.byProject.set(
        projectId,
        list.map((state) => (state.id === saved.id ? saved : state)),
      );
    });
  }
}

/** The patch without keys whose value is undefined, so that Object.assign leaves those alone. */
function definedFields<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
