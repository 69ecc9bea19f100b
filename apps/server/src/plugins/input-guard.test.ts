import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users, workItems } from '../db/schema';
import { completeInstanceSetup, csrfToken, makeInstanceAdmin } from '../test/factories';
import { useTestApp } from '../test/harness';
import { createProjectTeam } from '../test/project-team';

/**
 * A NUL character (U+0000) cannot be stored by PostgreSQL: wherever a client puts one, Keel
 * answers a 4xx naming what was wrong, never a 500. These sweeps walk every registered route.
 */
describe('NUL characters and undecodable paths', () => {
  // Every route is called many times; /api/v1/'s per-key limit must not answer instead.
  const ctx = useTestApp({ config: { apiKeyRateLimit: { max: 1_000_000, windowSeconds: 60 } } });
  const csrf = csrfToken();
  let team: Awaited<ReturnType<typeof createProjectTeam>>;
  /** The admin's API key, for the /api/v1/ routes, which read no cookie. */
  let apiKey = '';

  beforeAll(async () => {
    await completeInstanceSetup(ctx.db);
    team = await createProjectTeam(ctx.db);
    await makeInstanceAdmin(ctx.db, team.admin.user.id);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/api-tokens/',
      headers: { cookie: team.admin.cookie },
      payload: { label: 'Sweep' },
    });
    apiKey = created.json<{ token: string }>().token;
  });

  const routes = () =>
    ctx.app.routeTable.filter((route) => route.method !== 'HEAD' && route.url !== '/ws');

  /** The route's URL with its parameters filled: the `bad` one at `at`, real or random others. */
  function fill(url: string, at = -1, bad = ''): string {
    let index = -1;
    return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
      index += 1;
      if (index === at) return bad;
      if (name === 'slug') return team.workspace.slug;
      if (name === 'projectId') return team.project.id;
      return randomUUID();
    });
  }

  function call(method: string, url: string, payload?: object) {
    return ctx.app.inject({
      method: method as 'GET',
      url,
      headers: {
        cookie: `${team.admin.cookie}; ${csrf.cookie}`,
        'x-csrftoken': csrf.token,
        'x-api-key': apiKey,
      },
      ...(payload ? { payload } : {}),
    });
  }

  it('answers 404 for a NUL or an undecodable byte in any path parameter of any route', async () => {
    const answers: string[] = [];
    let cases = 0;
    for (const route of routes()) {
      const count = route.url.split(':').length - 1;
      for (let at = 0; at < count; at += 1) {
        for (const bad of ['a%00b', '%00', '%FF%C0%80']) {
          const url = fill(route.url, at, bad);
          const response = await call(route.method, url, route.method === 'GET' ? undefined : {});
          cases += 1;
          if (response.statusCode !== 404) {
            answers.push(`${response.statusCode} ${route.method} ${url} ${response.body}`);
          }
        }
      }
    }
    expect(cases).toBeGreaterThan(300);
    expect(answers).toEqual([]);
  }, 120_000);

  it('refuses a NUL in the query of any route with 400 naming the parameter', async () => {
    const answers: string[] = [];
    for (const route of routes().filter((r) => r.method === 'GET')) {
      const response = await call('GET', `${fill(route.url)}?search=a%00b`);
      const body = response.json<{ code?: string; field?: string }>();
      if (response.statusCode !== 400 || body.field !== 'search') {
        answers.push(`${response.statusCode} GET ${route.url} ${response.body}`);
      }
    }
    expect(answers).toEqual([]);
  }, 120_000);

  it('refuses a NUL in a body field of any route that takes a body, with 400 naming it', async () => {
    const answers: string[] = [];
    const writes = routes().filter((r) => ['POST', 'PATCH', 'PUT'].includes(r.method));
    expect(writes.length).toBeGreaterThan(50);
    for (const route of writes) {
      const response = await call(route.method, fill(route.url), {
        items: [{ title: 'fine' }, { title: 'a\u0000b' }],
      });
      const body = response.json<{ error?: string; field?: string }>();
      if (response.statusCode !== 400 || body.field !== 'items.1.title') {
        answers.push(`${response.statusCode} ${route.method} ${route.url} ${response.body}`);
      }
    }
    expect(answers).toEqual([]);
  }, 120_000);

  it('refuses a NUL in otherwise valid work-item, profile and search requests, storing nothing', async () => {
    const created = await call('POST', `${team.base}/issues/`, {
      name: 'Ship\u0000it',
      description_html: '<p>fine</p>',
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({
      error: 'name: must not contain the NUL character (U+0000)',
      code: 'VALIDATION_ERROR',
      field: 'name',
    });
    const stored = await ctx.db
      .select()
      .from(workItems)
      .where(eq(workItems.project_id, team.project.id));
    expect(stored).toHaveLength(0);

    const described = await call('POST', `${team.base}/issues/`, {
      name: 'Ship it',
      description_html: '<p>a\u0000b</p>',
    });
    expect(described.json()).toMatchObject({ field: 'description_html' });

    const renamed = await call('PATCH', '/api/users/me/', { first_name: 'Ada\u0000' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({ field: 'first_name' });
    const [me] = await ctx.db.select().from(users).where(eq(users.id, team.admin.user.id));
    expect(me?.first_name).toBe(team.admin.user.first_name);

    const searched = await call('GET', `/api/workspaces/${team.workspace.slug}/search/?search=%00`);
    expect(searched.statusCode).toBe(400);
    expect(searched.json()).toMatchObject({ field: 'search' });

    const slug = await call('GET', '/api/workspaces/a%00b/projects/');
    expect(slug.statusCode).toBe(404);
    expect(slug.json()).toEqual({ error: 'Workspace not found', code: 'WORKSPACE_NOT_FOUND' });
  });

  it('refuses a NUL in a sign-in email before it reaches the database', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/auth/magic-generate/',
      headers: { cookie: csrf.cookie, 'x-csrftoken': csrf.token },
      payload: { email: 'ada\u0000@example.test' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'email' });
  });
});
