import type { EntitySearchResponse, WorkspaceSearchResponse } from '@keel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';
import { caller, projectWorld } from '#server/domains/projects/project-test-world';

describe('search of cycles and modules, and entity-search', () => {
  const ctx = useTestApp();
  const call = caller(ctx);
  let world: Awaited<ReturnType<typeof projectWorld>>;
  let hiddenUrl: string;
  let searchUrl: string;
  let entityUrl: string;

  async function created(url: string, body: object): Promise<{ id: string }> {
    const response = await call('POST', url, world.admin.cookie, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>();
  }

  async function read<T>(url: string, cookie: string): Promise<T> {
    const response = await call('GET', url, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }

  const ids = (hits: { id: string }[] | undefined) => (hits ?? []).map((hit) => hit.id);
  let sprint: { id: string };
  let hiddenSprint: { id: string };
  let feature: { id: string };
  let hiddenFeature: { id: string };

  beforeAll(async () => {
    world = await projectWorld(ctx.db);
    const hidden = await createProject(ctx.db, world.workspace, world.admin.user);
    hiddenUrl = `${world.base}/projects/${hidden.id}`;
    searchUrl = `${world.base}/search/`;
    entityUrl = `${world.base}/entity-search/`;
    sprint = await created(`${world.projectUrl}/cycles/`, { name: 'Orbit sprint' });
    hiddenSprint = await created(`${hiddenUrl}/cycles/`, { name: 'Orbit secret sprint' });
    feature = await created(`${world.projectUrl}/modules/`, { name: 'Orbit feature' });
    hiddenFeature = await created(`${hiddenUrl}/modules/`, { name: 'Orbit secret feature' });
  });

  it('finds cycles and modules of the caller’s projects only', async () => {
    const own = await read<WorkspaceSearchResponse>(
      `${searchUrl}?search=orbit`,
      world.admin.cookie,
    );
    expect(ids(own.results.cycle).sort()).toEqual([sprint.id, hiddenSprint.id].sort());
    expect(ids(own.results.module).sort()).toEqual([feature.id, hiddenFeature.id].sort());
    const member = await read<WorkspaceSearchResponse>(
      `${searchUrl}?search=orbit`,
      world.member.cookie,
    );
    expect(member.results.cycle).toEqual([
      {
        id: sprint.id,
        name: 'Orbit sprint',
        project_id: world.project.id,
        project__identifier: world.project.identifier,
        status: 'DRAFT',
        workspace__slug: world.workspace.slug,
      },
    ]);
    expect(ids(member.results.module)).toEqual([feature.id]);
    expect(member.results.module?.[0]?.status).toBe('planned');
    const outsider = await read<WorkspaceSearchResponse>(
      `${searchUrl}?search=orbit`,
      world.outsider.cookie,
    );
    expect(outsider.results).toMatchObject({ cycle: [], module: [], issue: [], project: [] });
    const only = await read<WorkspaceSearchResponse>(
      `${searchUrl}?search=orbit&entities=cycle`,
      world.member.cookie,
    );
    expect(Object.keys(only.results)).toEqual(['cycle']);
  });

  it('guards entity-search and names a bad field', async () => {
    expect((await call('GET', entityUrl)).statusCode).toBe(401);
    expect((await call('GET', entityUrl, world.stranger.cookie)).statusCode).toBe(403);
    expect((await call('GET', entityUrl, world.guest.cookie)).statusCode).toBe(200);
    for (const [query, field] of [
      ['count=0', 'count'],
      ['count=abc', 'count'],
      ['count=101', 'count'],
      ['project_id=nope', 'project_id'],
      [`query=${'a'.repeat(256)}`, 'query'],
    ] as const) {
      const response = await call('GET', `${entityUrl}?${query}`, world.member.cookie);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
  });

  it('answers each kind of the joined query_type, counted, as the caller may see', async () => {
    const mentions = await read<EntitySearchResponse>(entityUrl, world.member.cookie);
    expect(Object.keys(mentions)).toEqual(['user_mention']);
    const people = await read<EntitySearchResponse>(
      `${entityUrl}?query=${encodeURIComponent(world.admin.user.display_name)}`,
      world.member.cookie,
    );
    expect(people.user_mention).toEqual([
      {
        member__id: world.admin.user.id,
        member__display_name: world.admin.user.display_name,
        member__first_name: world.admin.user.first_name,
        member__last_name: world.admin.user.last_name,
        member__avatar_url: world.admin.user.avatar,
      },
    ]);
    const found = await read<EntitySearchResponse>(
      `${entityUrl}?query=orbit&query_type=cycle,module,unknown`,
      world.member.cookie,
    );
    expect(Object.keys(found).sort()).toEqual(['cycle', 'module']);
    expect(ids(found.cycle)).toEqual([sprint.id]);
    expect(ids(found.module)).toEqual([feature.id]);
    const counted = await read<EntitySearchResponse>(
      `${entityUrl}?query=orbit&query_type=cycle&count=1`,
      world.admin.cookie,
    );
    expect(counted.cycle).toHaveLength(1);
    const outsider = await read<EntitySearchResponse>(
      `${entityUrl}?query=orbit&query_type=cycle,module,project`,
      world.outsider.cookie,
    );
    expect(outsider).toEqual({ cycle: [], module: [], project: [] });
  });

  it('narrows to a project, mentions to its members, nothing from a project one is not in', async () => {
    const scoped = await read<EntitySearchResponse>(
      `${entityUrl}?query_type=user_mention,cycle&project_id=${world.project.id}&count=100`,
      world.member.cookie,
    );
    expect(ids(scoped.cycle)).toEqual([sprint.id]);
    expect((scoped.user_mention ?? []).map((user) => user.member__id).sort()).toEqual(
      [world.admin.user.id, world.member.user.id, world.guest.user.id].sort(),
    );
    const hiddenId = hiddenUrl.split('/').at(-1) ?? '';
    const peek = await read<EntitySearchResponse>(
      `${entityUrl}?query_type=user_mention,cycle,module,issue&project_id=${hiddenId}`,
      world.member.cookie,
    );
    expect(peek).toEqual({ user_mention: [], cycle: [], module: [], issue: [] });
  });
});
