import type { DomainPlugin } from '#server/domains/domain';
import { v1UsersRoutes } from './v1-users.routes';

export { registerApiKeyAuthentication } from './api-key-auth';

/**
 * The public REST API, `/api/v1/` (Plane's v1): routes authenticated by API key
 * (registerApiKeyAuthentication, which app.ts installs before access control) and served by the
 * same services as the app API. Registered by app.ts.
 */
export const apiV1Domain: DomainPlugin = async (app) => {
  await app.register(v1UsersRoutes);
};
