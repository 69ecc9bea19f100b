import { type Language, ROLE } from '@keel/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../db/schema';
import {
  completeInstanceSetup,
  createUser,
  createWorkspace,
  csrfToken,
  type OutboxMessage,
  readOutbox,
  signIn,
  type UserRow,
} from '../test/factories';
import { useTestApp } from '../test/harness';

/**
 * Emails go out in the recipient's language: their profile's when they have an account, else the
 * requester's browser language (sign-in codes) or the inviter's language (invitations).
 */
describe('emails in the recipient language', () => {
  const ctx = useTestApp();
  const csrf = csrfToken();
  beforeAll(async () => {
    await completeInstanceSetup(ctx.db);
  });

  let counter = 0;
  function freshEmail(): string {
    counter += 1;
    return `lang-${Date.now().toString(36)}-${counter}@example.test`;
  }

  async function userSpeaking(language: Language): Promise<UserRow> {
    const user = await createUser(ctx.db);
    await ctx.db.update(profiles).set({ language }).where(eq(profiles.user_id, user.id));
    return user;
  }

  function postJson(url: string, payload: object, headers: Record<string, string> = {}) {
    return ctx.app.inject({
      method: 'POST',
      url,
      headers: { cookie: csrf.cookie, 'x-csrftoken': csrf.token, ...headers },
      payload,
    });
  }

  async function lastEmailTo(email: string): Promise<OutboxMessage> {
    const found = (await readOutbox(ctx.config.dataDir)).filter((mail) => mail.to === email).at(-1);
    if (!found) throw new Error(`no email to ${email}`);
    return found;
  }

  it('sends a German-profile user the sign-in code in German, whatever the browser asks', async () => {
    const user = await userSpeaking('de');
    const response = await postJson(
      '/auth/magic-generate/',
      { email: user.email },
      { 'accept-language': 'fr-CA,fr;q=0.9' },
    );
    expect(response.statusCode).toBe(200);
    const mail = await lastEmailTo(user.email);
    expect(mail.subject).toMatch(/^\d{6} ist Ihr Anmeldecode für Keel$/);
    expect(mail.text).toContain('Er ist 10 Minuten lang gültig.');
  });

  it('sends a German-profile user the password reset in German', async () => {
    const user = await userSpeaking('de');
    const response = await postJson('/auth/forgot-password/', { email: user.email });
    expect(response.statusCode).toBe(200);
    const mail = await lastEmailTo(user.email);
    expect(mail.subject).toBe('Setzen Sie Ihr Keel-Passwort zurück');
    expect(mail.text).toContain('Der Link funktioniert einmalig und 60 Minuten lang.');
    expect(mail.text).toMatch(/\n\nhttps?:\/\/\S+\/accounts\/reset-password\/\?\S+\n\n/);
  });

  it('sends a code to an address without an account in the language the browser asks for', async () => {
    const email = freshEmail();
    const response = await postJson(
      '/auth/magic-generate/',
      { email },
      { 'accept-language': 'nl-BE, fr-CA;q=0.8, en;q=0.5' },
    );
    expect(response.statusCode).toBe(200);
    const mail = await lastEmailTo(email);
    expect(mail.subject).toMatch(/^\d{6} est votre code de connexion Keel$/);
    expect(mail.text).toContain('Il est valable 10 minutes.');
  });

  it('falls back to English without an account or a language Keel speaks', async () => {
    const email = freshEmail();
    await postJson('/auth/magic-generate/', { email }, { 'accept-language': 'nl-BE' });
    expect((await lastEmailTo(email)).subject).toMatch(/^\d{6} is your Keel sign-in code$/);
  });

  describe('invitations', () => {
    async function invite(inviter: UserRow, email: string) {
      const workspace = await createWorkspace(ctx.db, inviter, { name: 'Atelier' });
      const { cookie } = await signIn(ctx.db, inviter.id);
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/workspaces/${workspace.slug}/invitations/`,
        headers: { cookie, 'accept-language': 'en-US' },
        payload: { emails: [{ email, role: ROLE.member }] },
      });
      expect(response.statusCode).toBe(201);
      return lastEmailTo(email);
    }

    it('writes to an address without an account in the inviter’s language', async () => {
      const inviter = await userSpeaking('ja');
      const email = freshEmail();
      const mail = await invite(inviter, email);
      expect(mail.subject).toBe(
        `${inviter.display_name} さんから Keel の Atelier への招待が届いています`,
      );
      expect(mail.text).toContain('ワークスペース「Atelier」にあなたを招待しました。');
      expect(mail.text).toMatch(/招待を承諾する: https?:\/\/\S+\/workspace-invitations\/\?\S+\n/);
    });

    it('writes to someone with an account in their own language', async () => {
      const inviter = await userSpeaking('ja');
      const invitee = await userSpeaking('pt-BR');
      const mail = await invite(inviter, invitee.email);
      expect(mail.subject).toBe(
        `${inviter.display_name} convidou você para participar de Atelier no Keel`,
      );
    });
  });
});
