import type { V1Label, V1State } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/harness';
import { callV1, expectRefusesStrangers, v1Team } from './v1-test-kit';

describe('/api/v1/ states, labels and workspace members', () => {
  const ctx = useTestApp();

  it('does states CRUD in v1 shape, paginated, members writing and guests reading', async () => {
    const team = await v1Team(ctx);
    const base = `${team.projectBase}/states/`;
    const listed = await callV1(ctx, 'GET', base, team.keys.guest);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ results: V1State[] }>().results.length).toBeGreaterThan(0);
    const body = { name: 'Review', color: '#123456', group: 'started' };
    expect((await callV1(ctx, 'POST', base, team.keys.guest, body)).statusCode).toBe(403);
    const created = await callV1(ctx, 'POST', base, team.keys.member, body);
    expect(created.statusCode).toBe(201);
    const state = created.json<V1State>();
    expect(state).toMatchObject({
      name: 'Review',
      group: 'started',
      project: team.project.id,
      workspace: team.workspace.id,
      created_by: team.member.user.id,
      external_id: null,
    });
    expect(state).not.toHaveProperty('project_id');
    const one = `${base}${state.id}/`;
    expect((await callV1(ctx, 'GET', one, team.keys.guest)).json()).toEqual(state);
    const patched = await callV1(ctx, 'PATCH', one, team.keys.member, { name: 'In review' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id: state.id, name: 'In review' });
    await expectRefusesStrangers(ctx, 'GET', base, team.keys.outsider);
    await expectRefusesStrangers(ctx, 'POST', base, team.keys.outsider, body);
    await expectRefusesStrangers(ctx, 'GET', one, team.keys.outsider);
    await expectRefusesStrangers(ctx, 'PATCH', one, team.keys.outsider, { name: 'x' });
    await expectRefusesStrangers(ctx, 'DELETE', one, team.keys.outsider);
    expect((await callV1(ctx, 'DELETE', one, team.keys.guest)).statusCode).toBe(403);
    expect((await callV1(ctx, 'DELETE', one, team.keys.member)).statusCode).toBe(204);
    expect((await callV1(ctx, 'GET', one, team.keys.member)).statusCode).toBe(404);
  });

  it('does labels CRUD in v1 shape', async () => {
    const team = await v1Team(ctx);
    const base = `${team.projectBase}/labels/`;
    const body = { name: 'backend', color: '#abcdef' };
    expect((await callV1(ctx, 'POST', base, team.keys.guest, body)).statusCode).toBe(403);
    const created = await callV1(ctx, 'POST', base, team.keys.member, body);
    expect(created.statusCode).toBe(201);
    const label = created.json<V1Label>();
    expect(label).toMatchObject({
      name: 'backend',
      color: '#abcdef',
      project: team.project.id,
      workspace: team.workspace.id,
      parent: null,
      created_by: team.member.user.id,
    });
    const listed = await callV1(ctx, 'GET', `${base}?per_page=1`, team.keys.guest);
    expect(listed.json()).toMatchObject({ results: [label], total_results: 1, count: 1 });
    const one = `${base}${label.id}/`;
    expect((await callV1(ctx, 'GET', one, team.keys.guest)).json()).toEqual(label);
    const patched = await callV1(ctx, 'PATCH', one, team.keys.member, { name: 'api' });
    expect(patched.json()).toMatchObject({ id: label.id, name: 'api' });
    await expectRefusesStrangers(ctx, 'GET', base, team.keys.outsider);
    await expectRefusesStrangers(ctx, 'POST', base, team.keys.outsider, body);
    await expectRefusesStrangers(ctx, 'GET', one, team.keys.outsider);
    await expectRefusesStrangers(ctx, 'PATCH', one, team.keys.outsider, { name: 'x' });
    await expectRefusesStrangers(ctx, 'DELETE', one, team.keys.outsider);
    expect((await callV1(ctx, 'DELETE', one, team.keys.member)).statusCode).toBe(204);
    expect((await callV1(ctx, 'GET', one, team.keys.member)).statusCode).toBe(404);
  });

  it('lists workspace members as v1 users with their role', async () => {
    const team = await v1Team(ctx);
    const url = `${team.workspaceBase}/members/`;
    const listed = await callV1(ctx, 'GET', url, team.keys.guest);
    expect(listed.statusCode).toBe(200);
    const members = listed.json<{ id: string; role: number; email: string }[]>();
    expect(members).toEqual(
      expect.arrayContaining([
        {
          id: team.admin.user.id,
          first_name: team.admin.user.first_name,
          last_name: team.admin.user.last_name,
          email: team.admin.user.email,
          avatar: team.admin.user.avatar,
          avatar_url: team.admin.user.avatar,
          display_name: team.admin.user.display_name,
          role: 20,
        },
      ]),
    );
    expect(members.map((member) => member.id)).not.toContain(team.outsider.user.id);
    await expectRefusesStrangers(ctx, 'GET', url, team.keys.outsider);
  });
});
