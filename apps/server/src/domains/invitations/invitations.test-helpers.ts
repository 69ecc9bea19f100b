import { ROLE } from '@keel/core';
import {
  addWorkspaceMember,
  createUser,
  createWorkspace,
  readOutbox,
  signIn,
} from '#server/test/factories';
import type { TestApp } from '#server/test/harness';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** What the invitation tests share: requests on the invitation host, a team, fresh addresses. */
export function invitationWorld(ctx: TestApp) {
  function call(method: Method, url: string, cookie?: string, payload?: object) {
    return ctx.app.inject({
      method,
      url,
      headers: { host: 'keel.local:3000', ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  }

  let counter = 0;
  function freshEmail(): string {
    counter += 1;
    return `invitee-${Date.now().toString(36)}-${counter}@example.test`;
  }

  async function team() {
    const admin = await createUser(ctx.db);
    const workspace = await createWorkspace(ctx.db, admin);
    const member = await createUser(ctx.db);
    const guest = await createUser(ctx.db);
    await addWorkspaceMember(ctx.db, workspace, member, ROLE.member);
    await addWorkspaceMember(ctx.db, workspace, guest, ROLE.guest);
    return {
      workspace,
      admin: { user: admin, ...(await signIn(ctx.db, admin.id)) },
      member: { user: member, ...(await signIn(ctx.db, member.id)) },
      guest: { user: guest, ...(await signIn(ctx.db, guest.id)) },
    };
  }

  async function outsider() {
    const user = await createUser(ctx.db);
    await createWorkspace(ctx.db, user);
    return signIn(ctx.db, user.id);
  }

  /** The join link's query parameters from the latest email sent to `email`. */
  async function linkSentTo(email: string): Promise<URL> {
    const messages = (await readOutbox(ctx.config.dataDir)).filter(
      (message) => message.to === email,
    );
    const last = messages.at(-1);
    if (!last) throw new Error(`no email to ${email}`);
    const match = /https?:\/\/\S+/.exec(last.text);
    if (!match) throw new Error('no link in the email');
    return new URL(match[0]);
  }

  return { call, freshEmail, team, outsider, linkSentTo };
}
