import type { DomainPlugin } from '#server/domains/domain';
import { authRoutes } from './auth.routes';
import { authPasswordRoutes } from './auth-password.routes';

export { echoed, errorQuery, withQuery } from './auth-failure';
export { formLimitPerIp, jsonLimitPerIp } from './auth-rate-limits';
export {
  acceptFormBodies,
  bodyEmail,
  bodyString,
  clientInfo,
  requireCsrfToken,
} from './auth-request';
export { clearSessionCookie, setSessionCookie } from './session-cookie';
export { findUserByEmail, hasInstanceAdmin, insertUser, type UserRow } from './auth.queries';
export { type ClientInfo, completeSignIn, type SignedIn } from './auth.service';
export { hashMagicCode } from './auth-magic.service';

/** The auth domain: its routes, registered by app.ts. */
export const authDomain: DomainPlugin = async (app, { db, config }) => {
  await app.register(authRoutes, { db, config });
  await app.register(authPasswordRoutes, { db, config });
};
