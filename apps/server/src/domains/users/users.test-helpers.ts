import { createUser, signIn } from '#server/test/factories';
import type { TestApp } from '#server/test/harness';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** What the users tests share: a request with an optional session cookie, a signed-in user. */
export function userWorld(ctx: TestApp) {
  function call(method: Method, url: string, cookie?: string, payload?: object) {
    return ctx.app.inject({
      method,
      url,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload ? { payload } : {}),
    });
  }

  async function signedInUser(overrides: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(ctx.db, overrides);
    const { cookie } = await signIn(ctx.db, user.id);
    return { user, cookie };
  }

  return { call, signedInUser };
}
