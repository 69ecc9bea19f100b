import { V1_PROJECT_SUMMARY_FIELDS, type V1Project, type V1ProjectSummary } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/harness';
import { callV1, expectRefusesStrangers, v1Team } from './v1-test-kit';

interface Page<T> {
  results: T[];
  total_results: number;
  next_page_results: boolean;
}

describe('/api/v1/ projects', () => {
  const ctx = useTestApp();

  it('lists the projects the app lists, paginated, in the v1 shape', async () => {
    const team = await v1Team(ctx);
    const url = `${team.workspaceBase}/projects/`;
    const listed = await callV1(ctx, 'GET', url, team.keys.guest);
    expect(listed.statusCode).toBe(200);
    const [project] = listed.json<Page<V1Project>>().results;
    expect(project).toMatchObject({
      id: team.project.id,
      identifier: team.project.identifier,
      workspace: team.workspace.id,
      is_member: true,
      member_role: 5,
      total_members: 3,
      total_cycles: 0,
      total_modules: 0,
      is_deployed: false,
      default_state: team.project.default_state_id,
      external_id: null,
    });
    expect(project).not.toHaveProperty('workspace_id');

    await callV1(ctx, 'POST', url, team.keys.admin, { name: 'Second', identifier: 'SEC' });
    const first = await callV1(ctx, 'GET', `${url}?per_page=1&fields=id,name`, team.keys.admin);
    const page = first.json<Page<Partial<V1Project>>>();
    expect(page).toMatchObject({ total_results: 2, next_page_results: true });
    expect(Object.keys(page.results[0] ?? {}).sort()).toEqual(['id', 'name']);
    await expectRefusesStrangers(ctx, 'GET', url, team.keys.outsider);
  });

  it('creates a project for workspace members with Plane 409s on a taken name or identifier', async () => {
    const team = await v1Team(ctx);
    const url = `${team.workspaceBase}/projects/`;
    const body = { name: 'Platform', identifier: 'plat', description: 'Core' };
    expect((await callV1(ctx, 'POST', url, team.keys.guest, body)).statusCode).toBe(403);
    const created = await callV1(ctx, 'POST', url, team.keys.member, body);
    expect(created.statusCode).toBe(201);
    expect(created.json<V1Project>()).toMatchObject({
      name: 'Platform',
      identifier: 'PLAT',
      description: 'Core',
      is_member: true,
      member_role: 20,
      total_members: 1,
      created_by: team.member.user.id,
      archived_at: null,
    });
    expect(created.json<V1Project>().default_state).not.toBeNull();
    const sameName = await callV1(ctx, 'POST', url, team.keys.member, { ...body, identifier: 'X' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ name: 'The project name is already taken' });
    const sameKey = await callV1(ctx, 'POST', url, team.keys.member, { ...body, name: 'Other' });
    expect(sameKey.statusCode).toBe(409);
    expect(sameKey.json()).toEqual({ identifier: 'The project identifier is already taken' });
    const invalid = await callV1(ctx, 'POST', url, team.keys.member, { identifier: 'NN' });
    expect(invalid.statusCode).toBe(400);
    await expectRefusesStrangers(ctx, 'POST', url, team.keys.outsider, body);
  });

  it('reads, edits and deletes one project with the app roles', async () => {
    const team = await v1Team(ctx);
    const one = `${team.workspaceBase}/projects/${team.project.id}/`;
    const read = await callV1(ctx, 'GET', one, team.keys.guest);
    expect(read.statusCode).toBe(200);
    expect(read.json<V1Project>()).toMatchObject({ id: team.project.id, member_role: 5 });
    const picked = await callV1(ctx, 'GET', `${one}?fields=identifier`, team.keys.guest);
    expect(picked.json()).toEqual({ identifier: team.project.identifier });
    expect((await callV1(ctx, 'GET', one, team.keys.nonMember)).statusCode).toBe(403);

    expect((await callV1(ctx, 'PATCH', one, team.keys.member, { name: 'X' })).statusCode).toBe(403);
    const edited = await callV1(ctx, 'PATCH', one, team.keys.admin, {
      name: 'Renamed',
      intake_view: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<V1Project>()).toMatchObject({
      name: 'Renamed',
      intake_view: true,
      updated_by: team.admin.user.id,
    });
    await callV1(ctx, 'POST', `${team.workspaceBase}/projects/`, team.keys.admin, {
      name: 'Taken',
      identifier: 'TKN',
    });
    const taken = await callV1(ctx, 'PATCH', one, team.keys.admin, { name: 'Taken' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ name: 'The project name is already taken' });

    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { name: 'Y' }],
      ['DELETE', undefined],
    ] as const)
      await expectRefusesStrangers(ctx, method, one, team.keys.outsider, payload);
    expect((await callV1(ctx, 'DELETE', one, team.keys.member)).statusCode).toBe(403);
    const deleted = await callV1(ctx, 'DELETE', one, team.keys.admin);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await callV1(ctx, 'GET', one, team.keys.admin)).statusCode).toBe(404);
  });

  it('archives and restores a project (204), refusing edits while archived', async () => {
    const team = await v1Team(ctx);
    const one = `${team.workspaceBase}/projects/${team.project.id}/`;
    const archive = `${one}archive/`;
    await expectRefusesStrangers(ctx, 'POST', archive, team.keys.outsider);
    await expectRefusesStrangers(ctx, 'DELETE', archive, team.keys.outsider);
    expect((await callV1(ctx, 'POST', archive, team.keys.member)).statusCode).toBe(403);
    const archived = await callV1(ctx, 'POST', archive, team.keys.admin);
    expect(archived.statusCode).toBe(204);
    expect(archived.body).toBe('');
    expect((await callV1(ctx, 'GET', one, team.keys.guest)).json<V1Project>().archived_at).not.toBe(
      null,
    );
    expect((await callV1(ctx, 'PATCH', one, team.keys.admin, { name: 'N' })).statusCode).toBe(400);
    expect((await callV1(ctx, 'DELETE', archive, team.keys.guest)).statusCode).toBe(403);
    expect((await callV1(ctx, 'DELETE', archive, team.keys.admin)).statusCode).toBe(204);
    expect((await callV1(ctx, 'GET', one, team.keys.guest)).json<V1Project>().archived_at).toBe(
      null,
    );
  });

  it("answers Plane's project summary to workspace admins, counting what was asked", async () => {
    const team = await v1Team(ctx);
    const summary = `${team.projectBase}/summary/`;
    await callV1(ctx, 'POST', `${team.projectBase}/issues/`, team.keys.member, { name: 'One' });
    await callV1(ctx, 'POST', `${team.projectBase}/labels/`, team.keys.member, {
      name: 'bug',
      color: '#ff0000',
    });
    const full = await callV1(ctx, 'GET', summary, team.keys.admin);
    expect(full.statusCode).toBe(200);
    const body = full.json<V1ProjectSummary>();
    expect(body).toEqual({
      id: team.project.id,
      name: team.project.name,
      identifier: team.project.identifier,
      counts: expect.any(Object) as unknown,
    });
    expect(Object.keys(body.counts).sort()).toEqual([...V1_PROJECT_SUMMARY_FIELDS].sort());
    expect(body.counts).toMatchObject({
      members: 3,
      states: 5,
      labels: 1,
      issues: 1,
      cycles: 0,
      modules: 0,
      intakes: 0,
      pages: 0,
    });
    const some = await callV1(ctx, 'GET', `${summary}?fields=members,issues,nope`, team.keys.admin);
    expect(some.json<V1ProjectSummary>().counts).toEqual({ members: 3, issues: 1 });

    expect((await callV1(ctx, 'GET', summary, team.keys.member)).statusCode).toBe(403);
    expect((await callV1(ctx, 'GET', summary, team.keys.guest)).statusCode).toBe(403);
    await expectRefusesStrangers(ctx, 'GET', summary, team.keys.outsider);
    const unknown = `${team.workspaceBase}/projects/00000000-0000-4000-8000-000000000000/summary/`;
    expect((await callV1(ctx, 'GET', unknown, team.keys.admin)).statusCode).toBe(404);
  });
});
