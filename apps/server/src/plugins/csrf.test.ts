import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, workItems } from '../db/schema';
import { createProject, createUser, createWorkspace, csrfToken, signIn } from '../test/factories';
import { useTestApp } from '../test/harness';

describe('writes from another site', () => {
  const ctx = useTestApp({ config: { publicUrl: 'https://keel.example.com' } });

  async function renameAs(headers: Record<string, string>) {
    const user = await createUser(ctx.db);
    const { cookie } = await signIn(ctx.db, user.id);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/me/',
      headers: { cookie, host: 'localhost:3000', ...headers },
      payload: { first_name: 'Changed' },
    });
    return { response, user };
  }

  it('refuses a cookie-authenticated write whose Origin is another site, changing nothing', async () => {
    const { response, user } = await renameAs({ origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'Requests from another site are not allowed.',
      code: 'FOREIGN_ORIGIN',
    });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/me/',
      headers: { cookie: (await signIn(ctx.db, user.id)).cookie },
    });
    expect(me.json()).toMatchObject({ first_name: user.first_name });
  });

  it('falls back to the Referer when there is no Origin', async () => {
    const { response } = await renameAs({ referer: 'https://evil.example/page' });
    expect(response.statusCode).toBe(403);
  });

  it('refuses the opaque "null" origin', async () => {
    const { response } = await renameAs({ origin: 'null' });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the server’s own origin and the configured public URL', async () => {
    expect((await renameAs({ origin: 'http://localhost:3000' })).response.statusCode).toBe(200);
    expect((await renameAs({ origin: 'https://keel.example.com' })).response.statusCode).toBe(200);
  });

  it('accepts a write that names no origin at all (non-browser clients)', async () => {
    expect((await renameAs({})).response.statusCode).toBe(200);
  });

  it('lets the token decide on /auth/ forms, which a no-referrer page posts with Origin "null"', async () => {
    const user = await createUser(ctx.db);
    const session = await signIn(ctx.db, user.id);
    const csrf = csrfToken();
    const signOut = (fields: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/auth/sign-out/',
        headers: {
          cookie: `${session.cookie}; ${csrf.cookie}`,
          origin: 'null',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams(fields).toString(),
      });
    const forged = await signOut({});
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'CSRF_FAILED' });
    const signedOut = await signOut({ csrfmiddlewaretoken: csrf.token });
    expect(signedOut.statusCode).toBe(302);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.user_id, user.id))).toEqual([]);
  });

  it('leaves reads alone', async () => {
    const user = await createUser(ctx.db);
    const { cookie } = await signIn(ctx.db, user.id);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/me/',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('writes from another site to an encoded path', () => {
  const ctx = useTestApp();

  async function member() {
    const user = await createUser(ctx.db);
    const workspace = await createWorkspace(ctx.db, user);
    const project = await createProject(ctx.db, workspace, user);
    const { cookie } = await signIn(ctx.db, user.id);
    return { user, workspace, project, cookie };
  }

  async function countItems(projectId: string): Promise<number> {
    const rows = await ctx.db.select().from(workItems).where(eq(workItems.project_id, projectId));
    return rows.length;
  }

  it.each(['/%61pi', '/ap%69', '/%61%70%69', '/%41PI', '/api'])(
    'refuses a cross-site write to %s/… whatever its encoding, creating nothing',
    async (prefix) => {
      const { workspace, project, cookie } = await member();
      const response = await ctx.app.inject({
        method: 'POST',
        url: `${prefix}/workspaces/${workspace.slug}/projects/${project.id}/issues/`,
        headers: {
          cookie,
          origin: 'https://evil.example',
          'content-type': 'application/json',
        },
        payload: { name: 'Forged' },
      });
      expect([403, 404]).toContain(response.statusCode);
      expect(await countItems(project.id)).toBe(0);
    },
  );

  it('refuses a form body on /api/ routes, even from the same site', async () => {
    const { workspace, project, cookie } = await member();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/%61pi/workspaces/${workspace.slug}/projects/${project.id}/issues/`,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Forged',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await countItems(project.id)).toBe(0);
  });

  it('refuses the forged form write of the report: encoded path, foreign origin, form body', async () => {
    const { workspace, project, cookie } = await member();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/%61pi/workspaces/${workspace.slug}/projects/${project.id}/issues/`,
      headers: {
        cookie,
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'name=Forged',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FOREIGN_ORIGIN' });
    expect(await countItems(project.id)).toBe(0);
  });
});
