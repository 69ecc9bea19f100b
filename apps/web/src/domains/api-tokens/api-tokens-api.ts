import {
  type ApiToken,
  ApiTokenListSchema,
  ApiTokenSchema,
  type CreateApiTokenBody,
  type CreatedApiToken,
  CreatedApiTokenSchema,
  type UpdateApiTokenBody,
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

/** Changes a token's label or description; the answer is the token as it now is. */
export function updateApiToken(
  api: ApiClient,
  tokenId: string,
  body: UpdateApiTokenBody,
): Promise<ApiToken> {
  return api.patch(`${BASE}${encodeURIComponent(tokenId)}/`, body, { schema: ApiTokenSchema });
}

export function deleteApiToken(api: ApiClient, tokenId: string): Promise<unknown> {
  return api.delete(`${BASE}${encodeURIComponent(tokenId)}/`);
}
