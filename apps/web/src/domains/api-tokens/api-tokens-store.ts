import {
  type ApiToken,
  ApiTokenSchema,
  type CreateApiTokenBody,
  type CreatedApiToken,
  type UpdateApiTokenBody,
} from '@keel/core';
import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '#web/lib/api-client';
import { i18n } from '#web/lib/i18n';
import { silentMutations } from '#web/lib/mutation';
import { Resource } from '#web/lib/resource-store';
import { createApiToken, deleteApiToken, listApiTokens, updateApiToken } from './api-tokens-api';

/**
 * The signed-in person's API tokens (spec §3, reference §4.1). A created token's secret is handed
 * to the caller once and never kept here: the list holds what the server lists, secrets aside.
 */
export class ApiTokensStore {
  readonly #tokens = new Resource<ApiToken>();
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this);
  }

  /** Newest first, as the server lists them. */
  get tokens(): ApiToken[] {
    return this.#tokens.items;
  }

  /** Whether there is nothing to show yet: never read, or the first read is under way. */
  get isWaiting(): boolean {
    return this.#tokens.isWaiting && !this.#tokens.hasLoaded;
  }

  /** Why the last read failed; null otherwise. */
  get error(): string | null {
    return this.#tokens.error;
  }

  load(): Promise<void> {
    return this.#tokens.load(() => listApiTokens(this.#api), i18n.t('api-tokens:errors.load'));
  }

  reload(): Promise<void> {
    return this.#tokens.reload(() => listApiTokens(this.#api), i18n.t('api-tokens:errors.load'));
  }

  /** Makes a token and lists it first; answers it with its secret, which is kept nowhere. */
  async create(body: CreateApiTokenBody): Promise<CreatedApiToken> {
    const created = await createApiToken(this.#api, body);
    const listed = ApiTokenSchema.parse(created);
    this.#tokens.set([listed, ...this.#tokens.items.filter((token) => token.id !== listed.id)]);
    return created;
  }

  /**
   * Changes a token's label or description: the list shows the change at once, then the server's
   * copy; a refusal puts the token back as it was and rejects (the edit dialog shows why). When
   * the outcome is unsure (no answer, a server error), the list is read again.
   */
  update(tokenId: string, body: UpdateApiTokenBody): Promise<ApiToken> {
    return silentMutations.runOrThrow({
      name: 'updateApiToken',
      apply: () =>
        this.#tokens.show(
          this.#tokens.items.map((token) =>
            token.id === tokenId
              ? {
                  ...token,
                  label: body.label ?? token.label,
                  description: body.description ?? token.description,
                }
              : token,
          ),
        ),
      send: () => updateApiToken(this.#api, tokenId, body),
      commit: (saved) => {
        this.#tokens.replace(tokenId, saved);
      },
      failure: () => i18n.t('api-tokens:edit.failed'),
      notify: false,
      reread: () => this.reload(),
    });
  }

  /** Revokes a token: it leaves the list at once and comes back if the server refuses. */
  revoke(tokenId: string): Promise<void> {
    return this.#tokens.remove(tokenId, () => deleteApiToken(this.#api, tokenId), {
      name: 'revokeApiToken',
      failure: () => i18n.t('api-tokens:revoke.failed'),
      notify: false,
    });
  }
}
