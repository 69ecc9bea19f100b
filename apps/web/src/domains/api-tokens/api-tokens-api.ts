import {
  type ApiToken,
  ApiTokenListSchema,
  type CreateApiTokenBody,
  type CreatedApiToken,
  CreatedApiTokenSchema,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

const BASE = '/api/users/api-tokens/';

/** The signed-in person's API tokens, without their secrets. */
export function listApiTokens(api: ApiClient): Promise<ApiToken[]> {
  return api.get(BASE, { schema: ApiTokenListSchema });
}

/** Makes a token; the answer is the only one that carries its secret. */
export function createApiToken(api: ApiClient, body: CreateApiTokenBody): Promise<CreatedApiToken> {
  return api.post(BASE, body, { schema: CreatedApiTokenSchema });
}

export function deleteApiToken(api: ApiClient, tokenId: string): Promise<unknown> {
  return api.delete(`${BASE}${encodeURIComponent(tokenId)}/`);
}
