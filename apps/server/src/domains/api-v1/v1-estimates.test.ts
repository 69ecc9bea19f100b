import type { V1Estimate, V1EstimatePoint } from '@keel/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects } from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import { callV1, expectRefusesStrangers, v1Team } from './v1-test-kit';

describe('/api/v1/ estimates', () => {
  const ctx = useTestApp();

  it('keeps the project’s one estimate in v1 shape: admins write, members read', async () => {
    const team = await v1Team(ctx);
    const base = `${team.projectBase}/estimates/`;
    expect((await callV1(ctx, 'GET', base, team.keys.member)).statusCode).toBe(404);
    const body = {
      name: 'Story points',
      type: 'points',
      estimate_points: [
        { key: 0, value: '1' },
        { key: 1, value: '2' },
      ],
    };
    expect((await callV1(ctx, 'POST', base, team.keys.member, body)).statusCode).toBe(403);
    const tooMany = await callV1(ctx, 'POST', base, team.keys.admin, {
      name: 'Too many',
      estimate_points: Array.from({ length: 7 }, (_, key) => ({ key, value: String(key) })),
    });
    expect(tooMany.statusCode).toBe(400);
    const created = await callV1(ctx, 'POST', base, team.keys.admin, body);
    expect(created.statusCode, created.body).toBe(201);
    const estimate = created.json<V1Estimate>();
    expect(estimate).toMatchObject({
      name: 'Story points',
      type: 'points',
      last_used: true,
      description: '',
      project: team.project.id,
      workspace: team.workspace.id,
      created_by: team.admin.user.id,
      deleted_at: null,
    });
    const again = await callV1(ctx, 'POST', base, team.keys.admin, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'An estimate already exists for this project',
      id: estimate.id,
    });
    const [project] = await ctx.db.select().from(projects).where(eq(projects.id, team.project.id));
    expect(project?.estimate_id).toBe(estimate.id);

    expect((await callV1(ctx, 'GET', base, team.keys.guest)).json()).toEqual(estimate);
    expect((await callV1(ctx, 'PATCH', base, team.keys.member, { name: 'x' })).statusCode).toBe(
      403,
    );
    const patched = await callV1(ctx, 'PATCH', base, team.keys.admin, {
      name: 'Points',
      description: 'Fibonacci',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      id: estimate.id,
      name: 'Points',
      description: 'Fibonacci',
    });

    await expectRefusesStrangers(ctx, 'GET', base, team.keys.outsider);
    await expectRefusesStrangers(ctx, 'POST', base, team.keys.outsider, body);
    await expectRefusesStrangers(ctx, 'PATCH', base, team.keys.outsider, { name: 'x' });
    await expectRefusesStrangers(ctx, 'DELETE', base, team.keys.outsider);
    expect([403, 404]).toContain((await callV1(ctx, 'GET', base, team.keys.nonMember)).statusCode);
    expect((await callV1(ctx, 'DELETE', base, team.keys.member)).statusCode).toBe(403);
    expect((await callV1(ctx, 'DELETE', base, team.keys.admin)).statusCode).toBe(204);
    expect((await callV1(ctx, 'GET', base, team.keys.admin)).statusCode).toBe(404);
  });

  it('lists, adds, edits and removes estimate points', async () => {
    const team = await v1Team(ctx);
    const estimate = (
      await callV1(ctx, 'POST', `${team.projectBase}/estimates/`, team.keys.admin, {
        name: 'Sizes',
        estimate_points: [
          { key: 0, value: 'S' },
          { key: 1, value: 'M' },
        ],
      })
    ).json<V1Estimate>();
    const points = `${team.projectBase}/estimates/${estimate.id}/estimate-points/`;
    const listed = await callV1(ctx, 'GET', points, team.keys.guest);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<V1EstimatePoint[]>().map((p) => p.value)).toEqual(['S', 'M']);
    expect(listed.json<V1EstimatePoint[]>()[0]).toMatchObject({
      key: 0,
      estimate: estimate.id,
      project: team.project.id,
      workspace: team.workspace.id,
      description: '',
    });

    const added = [{ key: 2, value: 'L' }];
    expect((await callV1(ctx, 'POST', points, team.keys.member, added)).statusCode).toBe(403);
    expect((await callV1(ctx, 'POST', points, team.keys.admin, [])).statusCode).toBe(400);
    const created = await callV1(ctx, 'POST', points, team.keys.admin, {
      estimate_points: [...added, { key: 3, value: 'XL' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const [large] = created.json<V1EstimatePoint[]>();
    expect(created.json<V1EstimatePoint[]>().map((p) => p.value)).toEqual(['L', 'XL']);
    const taken = await callV1(ctx, 'POST', points, team.keys.admin, [{ key: 0, value: 'XS' }]);
    expect(taken.statusCode).toBe(400);

    const one = `${points}${large?.id ?? ''}/`;
    const patched = await callV1(ctx, 'PATCH', one, team.keys.admin, { value: 'Large' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ id: large?.id, value: 'Large', key: 2 });
    expect((await callV1(ctx, 'PATCH', one, team.keys.member, { value: 'x' })).statusCode).toBe(
      403,
    );

    await expectRefusesStrangers(ctx, 'GET', points, team.keys.outsider);
    await expectRefusesStrangers(ctx, 'POST', points, team.keys.outsider, added);
    await expectRefusesStrangers(ctx, 'PATCH', one, team.keys.outsider, { value: 'x' });
    await expectRefusesStrangers(ctx, 'DELETE', one, team.keys.outsider);
    expect((await callV1(ctx, 'DELETE', one, team.keys.member)).statusCode).toBe(403);
    expect((await callV1(ctx, 'DELETE', one, team.keys.admin)).statusCode).toBe(204);
    const left = await callV1(ctx, 'GET', points, team.keys.admin);
    expect(left.json<V1EstimatePoint[]>().map((p) => p.value)).toEqual(['S', 'M', 'XL']);
    const otherProject = `${team.projectBase}/estimates/00000000-0000-4000-8000-000000000000/estimate-points/`;
    expect((await callV1(ctx, 'GET', otherProject, team.keys.admin)).statusCode).toBe(404);
  });
});
