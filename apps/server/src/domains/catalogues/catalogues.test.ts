import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/harness';
import { createProjectTeam } from '#server/test/project-team';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe.each(['shops', 'customers'])('project %s', (segment) => {
  const ctx = useTestApp();

  function call(method: Method, url: string, cookie?: string, payload?: object) {
    return ctx.app.inject({
      method,
      url,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload ? { payload } : {}),
    });
  }

  it('refuses anonymous callers, other workspaces, non-members, and guests for writes', async () => {
    const team = await createProjectTeam(ctx.db);
    const url = `${team.base}/${segment}/`;
    const created = await call('POST', url, team.admin.cookie, { name: 'North' });
    const item = `${url}${created.json<{ id: string }>().id}/`;
    for (const [method, target, payload] of [
      ['GET', url, undefined],
      ['POST', url, { name: 'X' }],
      ['PATCH', item, { name: 'Y' }],
      ['DELETE', item, undefined],
    ] as const) {
      expect((await call(method, target, undefined, payload)).statusCode).toBe(401);
      expect((await call(method, target, team.outsider.cookie, payload)).statusCode).toBe(403);
      expect((await call(method, target, team.nonMember.cookie, payload)).statusCode).toBe(403);
      const asGuest = await call(method, target, team.guest.cookie, payload);
      expect(asGuest.statusCode).toBe(method === 'GET' ? 200 : 403);
    }
  });

  it('creates, lists, edits and deletes entries as a member', async () => {
    const team = await createProjectTeam(ctx.db);
    const url = `${team.base}/${segment}/`;
    const first = await call('POST', url, team.member.cookie, {
      name: 'North',
      code: 'N1',
      description: 'Main',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: 'North', code: 'N1', sort_order: 65535 });
    const second = await call('POST', url, team.member.cookie, { name: 'South' });
    expect(second.json()).toMatchObject({ code: null, sort_order: 75535 });
    const id = first.json<{ id: string }>().id;
    const edited = await call('PATCH', `${url}${id}/`, team.member.cookie, { code: null });
    expect(edited.json()).toMatchObject({ name: 'North', code: null });
    expect((await call('DELETE', `${url}${id}/`, team.member.cookie)).statusCode).toBe(204);
    const listed = await call('GET', url, team.guest.cookie);
    expect(listed.json()).toEqual([expect.objectContaining({ name: 'South' })]);
    expect((await call('DELETE', `${url}${id}/`, team.member.cookie)).statusCode).toBe(404);
  });

  it('refuses an empty name and a name taken in any case', async () => {
    const team = await createProjectTeam(ctx.db);
    const url = `${team.base}/${segment}/`;
    const empty = await call('POST', url, team.admin.cookie, { name: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'name: Name is required', field: 'name' });
    await call('POST', url, team.admin.cookie, { name: 'North' });
    const taken = await call('POST', url, team.admin.cookie, { name: 'NORTH' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ field: 'name' });
    const other = await call('POST', url, team.admin.cookie, { name: 'South' });
    const rename = await call(
      'PATCH',
      `${url}${other.json<{ id: string }>().id}/`,
      team.admin.cookie,
      { name: 'north' },
    );
    expect(rename.statusCode).toBe(409);
  });
});

describe('budget source options', () => {
  const ctx = useTestApp();

  it('are read and replaced by admins and members, not guests', async () => {
    const team = await createProjectTeam(ctx.db);
    const url = `${team.base}/budget-source-options/`;
    const call = (method: 'GET' | 'PATCH', cookie?: string, payload?: object) =>
      ctx.app.inject({
        method,
        url,
        ...(cookie ? { headers: { cookie } } : {}),
        ...(payload ? { payload } : {}),
      });
    expect((await call('GET')).statusCode).toBe(401);
    expect((await call('GET', team.outsider.cookie)).statusCode).toBe(403);
    expect((await call('GET', team.nonMember.cookie)).statusCode).toBe(403);
    expect((await call('PATCH', team.guest.cookie, { options: ['A'] })).statusCode).toBe(403);
    expect((await call('GET', team.member.cookie)).json()).toEqual({ options: [] });
    const saved = await call('PATCH', team.member.cookie, { options: ['Capex', 'Opex'] });
    expect(saved.json()).toEqual({ options: ['Capex', 'Opex'] });
    expect((await call('GET', team.admin.cookie)).json()).toEqual({ options: ['Capex', 'Opex'] });
    const duplicate = await call('PATCH', team.admin.cookie, { options: ['A', 'A'] });
    expect(duplicate.json()).toMatchObject({
      error: 'options: Options must be unique',
      field: 'options',
    });
    const empty = await call('PATCH', team.admin.cookie, { options: [' '] });
    expect(empty.json()).toMatchObject({ field: 'options.0' });
  });
});
