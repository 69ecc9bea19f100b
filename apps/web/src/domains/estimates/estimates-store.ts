import type { CreateEstimateBody, Estimate } from '@keel/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, type ApiClient } from '#web/lib/api-client';
import { KeyedCollection, patchOptimistically } from '#web/lib/keyed-collection';
import {
  createEstimate,
  createEstimatePoint,
  deleteEstimate,
  deleteEstimatePoint,
  listEstimates,
  updateEstimate,
  updateEstimatePoint,
} from './estimates-api';
import { nextPointKey } from './estimate-presets';
import { i18n } from '#web/lib/i18n';
import { errorMessage } from '#web/lib/api-error';

/** The spec's messages for failed estimate calls (spec §8). */
export const ESTIMATES_FETCH_ERROR = 'Error fetching estimates';
export const ESTIMATE_CREATE_ERROR = 'Error creating estimate';
export const ESTIMATE_DELETE_ERROR = 'Error deleting estimate';

/** One of the spec's messages, followed by the server's reason when there is one. */
export function estimateErrorMessage(prefix: string, error: unknown): string {
  const text =
    prefix === ESTIMATES_FETCH_ERROR
      ? i18n.t('estimates:errors.fetch')
      : prefix === ESTIMATE_CREATE_ERROR
        ? i18n.t('estimates:errors.create')
        : prefix === ESTIMATE_DELETE_ERROR
          ? i18n.t('estimates:errors.delete')
          : prefix;
  return error instanceof ApiError && error.message !== ''
    ? i18n.t('estimates:errors.withReason', { message: text, reason: errorMessage(error) })
    : text;
}

function newestFirst(a: Estimate, b: Estimate): number {
  return b.created_at.localeCompare(a.created_at);
}

/** Each project's estimates, keyed by project id. */
export class EstimatesStore {
  readonly #estimates = new KeyedCollection<Estimate>();
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this);
  }

  /** The message to show when a project's list could not be loaded. */
  get errorByProject(): ReadonlyMap<string, string> {
    return this.#estimates.errorByKey;
  }

  estimates(projectId: string): Estimate[] | undefined {
    return this.#estimates.list(projectId);
  }

  /** The estimate work items are sized with (last_used), or undefined when the project has none. */
  active(projectId: string): Estimate | undefined {
    return this.#estimates.list(projectId)?.find((estimate) => estimate.last_used);
  }

  /** The other estimates, archived, newest first (spec §4). */
  archived(projectId: string): Estimate[] {
    return (this.#estimates.list(projectId) ?? [])
      .filter((estimate) => !estimate.last_used)
      .sort(newestFirst);
  }

  isLoading(projectId: string): boolean {
    return this.#estimates.isLoading(projectId);
  }

  fetch(slug: string, projectId: string): Promise<void> {
    return this.#estimates.fetch(
      projectId,
      () => listEstimates(this.#api, slug, projectId),
      (error) => estimateErrorMessage(ESTIMATES_FETCH_ERROR, error),
    );
  }

  /** Creates an estimate; the server makes it active, so the others become archived here too. */
  async create(slug: string, projectId: string, body: CreateEstimateBody): Promise<Estimate> {
    const created = await createEstimate(this.#api, slug, projectId, body);
    const others = (this.#estimates.list(projectId) ?? []).map((estimate) =>
      created.last_used ? { ...estimate, last_used: false } : estimate,
    );
    this.#estimates.set(projectId, [created, ...others]);
    return created;
  }

  /** Makes an estimate the active one at once, putting the previous state back on failure. */
  async activate(slug: string, projectId: string, estimateId: string): Promise<void> {
    const previous = this.#estimates.list(projectId);
    if (!previous) return;
    this.#estimates.set(
      projectId,
      previous.map((estimate) => ({ ...estimate, last_used: estimate.id === estimateId })),
    );
    try {
      const saved = await updateEstimate(this.#api, slug, projectId, estimateId, {
        last_used: true,
      });
      this.#estimates.replace(projectId, saved);
    } catch (error) {
      this.#estimates.set(projectId, previous);
      throw error;
    }
  }

  async rename(slug: string, projectId: string, estimateId: string, name: string): Promise<void> {
    const estimate = this.#estimates.find(projectId, estimateId);
    if (!estimate) return;
    await patchOptimistically(estimate, { name }, () =>
      updateEstimate(this.#api, slug, projectId, estimateId, { name }),
    );
  }

  /** Deletes an estimate; when it was the active one, the project is left without an active one. */
  async remove(slug: string, projectId: string, estimateId: string): Promise<void> {
    await deleteEstimate(this.#api, slug, projectId, estimateId);
    this.#estimates.remove(projectId, estimateId);
  }

  /** Adds a point after the last one. */
  async addPoint(
    slug: string,
    projectId: string,
    estimateId: string,
    value: string,
  ): Promise<void> {
    const estimate = this.#estimates.find(projectId, estimateId);
    if (!estimate) return;
    const point = await createEstimatePoint(this.#api, slug, projectId, estimateId, {
      key: nextPointKey(estimate.points),
      value,
    });
    runInAction(() => {
      estimate.points.push(point);
    });
  }

  async updatePoint(
    slug: string,
    projectId: string,
    estimateId: string,
    pointId: string,
    value: string,
  ): Promise<void> {
    const point = this.#estimates
      .find(projectId, estimateId)
      ?.points.find((each) => each.id === pointId);
    if (!point) return;
    await patchOptimistically(point, { value }, () =>
      updateEstimatePoint(this.#api, slug, projectId, estimateId, pointId, { value }),
    );
  }

  /** Removes a point at once, putting it back when the server refuses (an estimate keeps two). */
  async removePoint(
    slug: string,
    projectId: string,
    estimateId: string,
    pointId: string,
  ): Promise<void> {
    const estimate = this.#estimates.find(projectId, estimateId);
    if (!estimate) return;
    const points = estimate.points.filter((point) => point.id !== pointId);
    await patchOptimistically(estimate, { points }, () =>
      deleteEstimatePoint(this.#api, slug, projectId, estimateId, pointId),
    );
  }
}
