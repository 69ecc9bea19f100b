import {
  BootstrapAnswerSchema,
  type BootstrapTarget,
  bootstrapPlan,
  bootstrapTarget,
  firstPageParams,
  storedSettingsOf,
} from '@keel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/harness';
import { caller, projectWorld } from '#server/domains/projects/project-test-world';

describe('GET /api/bootstrap/', () => {
  const ctx = useTestApp();
  const call = caller(ctx);
  let world: Awaited<ReturnType<typeof projectWorld>>;
  beforeAll(async () => {
    world = await projectWorld(ctx.db);
    const settings = await call(
      'PATCH',
      `${world.projectUrl}/user-properties/`,
      world.member.cookie,
      { display_filters: { layout: 'list', group_by: 'priority' } },
    );
    expect(settings.statusCode).toBe(200);
    const created = await call('POST', `${world.projectUrl}/issues/`, world.member.cookie, {
      name: 'Answered ahead',
    });
    expect(created.statusCode).toBe(201);
  });

  const bootstrapUrl = (query: Record<string, string>) =>
    `/api/bootstrap/?${new URLSearchParams(query).toString()}`;

  /** The answers, one a line, by path. */
  async function answersOf(cookie: string, query: Record<string, string>) {
    const response = await call('GET', bootstrapUrl(query), cookie);
    expect(response.statusCode).toBe(200);
    const lines = response.body.split('\n').filter((line) => line !== '');
    const answers = lines.map((line) => BootstrapAnswerSchema.parse(JSON.parse(line)));
    return new Map(answers.map((answer) => [answer.path, answer.body]));
  }

  /** The plan's paths but the list's first page, whose query depends on the settings. */
  function plannedPaths(target: BootstrapTarget): string[] {
    const plan = bootstrapPlan(target);
    return [...plan.first, ...(plan.list ? [plan.list.settingsPath] : []), ...plan.then].sort();
  }

  it('refuses a visitor without a session', async () => {
    const response = await call('GET', bootstrapUrl({ workspace: world.workspace.slug }));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it("answers a project list's first GETs as the app's own routes answer them, uncached", async () => {
    const query = { workspace: world.workspace.slug, project: world.project.id };
    const response = await call('GET', bootstrapUrl(query), world.member.cookie);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    const answers = await answersOf(world.member.cookie, query);
    for (const path of plannedPaths(bootstrapTarget(query))) {
      const direct = await call('GET', path, world.member.cookie);
      expect(answers.get(path), path).toEqual(direct.json());
    }
    const properties = (
      await call('GET', `${world.projectUrl}/user-properties/`, world.member.cookie)
    ).json<{
      filters: Record<string, unknown>;
      display_filters: Record<string, unknown>;
      display_properties: Record<string, unknown>;
    }>();
    const params = firstPageParams('project', storedSettingsOf(properties));
    expect(params).toMatchObject({ group_by: 'priority', per_page: '50' });
    const listPath = `${world.projectUrl}/issues/?${new URLSearchParams(params ?? {}).toString()}`;
    const page = answers.get(listPath);
    expect(page).toMatchObject({ grouped_by: 'priority', total_count: 1 });
    expect(JSON.stringify(page)).toContain('Answered ahead');
    // The first rows never wait for what only decorates them.
    const order = [...answers.keys()];
    expect(order.indexOf(listPath)).toBeLessThan(order.indexOf(`${world.projectUrl}/states/`));
  });

  it('answers only the user’s own parts to someone outside the workspace', async () => {
    const answers = await answersOf(world.stranger.cookie, {
      workspace: world.workspace.slug,
      project: world.project.id,
    });
    expect([...answers.keys()].sort()).toEqual(plannedPaths({ workspace: null, project: null }));
    expect(JSON.stringify([...answers.values()])).not.toContain(world.workspace.id);
    expect(JSON.stringify([...answers.values()])).not.toContain('Answered ahead');
  });

  it('leaves out the project for a workspace member outside it', async () => {
    const answers = await answersOf(world.outsider.cookie, {
      workspace: world.workspace.slug,
      project: world.project.id,
    });
    expect([...answers.keys()].sort()).toEqual(
      plannedPaths({ workspace: world.workspace.slug, project: null }),
    );
    expect(JSON.stringify([...answers.values()])).not.toContain('Answered ahead');
  });

  it('ignores a slug no workspace can have and an id that is no project’s', async () => {
    const answers = await answersOf(world.member.cookie, {
      workspace: '../users/me',
      project: 'not-a-project',
    });
    expect([...answers.keys()].sort()).toEqual(plannedPaths({ workspace: null, project: null }));
    const reserved = await answersOf(world.member.cookie, { workspace: 'settings' });
    expect([...reserved.keys()].sort()).toEqual(plannedPaths({ workspace: null, project: null }));
  });
});
