import { i18n } from '#web/lib/i18n';
import { CLIENT_ERRORS, type Instance, type InstanceConfig, type InstanceInfo } from '@keel/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, type ApiClient } from '#web/lib/api-client';
import { getInstanceInfo } from './instance-api';

export interface InstanceFetchError {
  /** The spec's text for this failure (spec §8), shown as the headline. */
  message: string;
  /** What went wrong underneath, in words: the server's message or the network failure. */
  detail: string;
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
}

/** What this Keel instance is and how it is configured (GET /api/instances/). */
export class InstanceStore {
  /** Null until the first successful fetch; kept when a later fetch fails. */
  info: InstanceInfo | null = null;
  isLoading = false;
  /** Why the latest fetch failed; null once one succeeds. */
  error: InstanceFetchError | null = null;
  readonly #api: ApiClient;
  #pending: Promise<void> | null = null;

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this);
  }

  get instance(): Instance | null {
    return this.info?.instance ?? null;
  }

  get config(): InstanceConfig | null {
    return this.info?.config ?? null;
  }

  /** Fetches the instance info; calls made while a fetch is under way share it. */
  fetchInstanceInfo(): Promise<void> {
    this.#pending ??= this.#fetch().finally(() => {
      this.#pending = null;
    });
    return this.#pending;
  }

  /** Fetches the instance info unless it is loaded already. */
  ensureLoaded(): Promise<void> {
    return this.info ? Promise.resolve() : this.fetchInstanceInfo();
  }

  async #fetch(): Promise<void> {
    runInAction(() => {
      this.isLoading = true;
    });
    try {
      const info = await getInstanceInfo(this.#api);
      runInAction(() => {
        this.info = info;
        this.error = null;
        this.isLoading = false;
      });
    } catch (error) {
      runInAction(() => {
        this.error = toFetchError(error);
        this.isLoading = false;
      });
    }
  }
}

function toFetchError(error: unknown): InstanceFetchError {
  const message = CLIENT_ERRORS['instance-fetch-error'];
  if (error instanceof ApiError) return { message, detail: error.message, status: error.status };
  return { message, detail: i18n.t('instance:error.unexpected'), status: 0 };
}
