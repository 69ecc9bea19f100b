import { useMemo } from 'react';
import { useRootStore } from '#web/app/store-context';
import { checkEmail, generateMagicCode, requestPasswordReset } from './auth-api';

/** The sign-in screens' calls to the server, bound to the page's API client. */
export function useAuthServer() {
  const { api } = useRootStore();
  return useMemo(
    () => ({
      checkEmail: (email: string) => checkEmail(api, email),
      generateMagicCode: (email: string) => generateMagicCode(api, email),
      requestPasswordReset: (email: string) => requestPasswordReset(api, email),
      csrfToken: () => api.getCsrfToken(),
    }),
    [api],
  );
}
