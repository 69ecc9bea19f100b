import type { DomainPlugin } from '#server/domains/domain';
import { apiTokensRoutes } from './api-tokens.routes';

export {
  type ApiKeyIdentity,
  type ApiKeyLookup,
  forgetAllApiTokens,
  lookUpApiKey,
  touchApiToken,
} from './api-token-lookup';

/** The API tokens domain: a person's keys for /api/v1/ (`users/api-tokens/`), registered by app.ts. */
export const apiTokensDomain: DomainPlugin = async (app, { db }) => {
  await app.register(apiTokensRoutes, { db });
};
