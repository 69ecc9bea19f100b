import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects } from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import { createProjectTeam } from '#server/test/project-team';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

interface EstimateBody {
  id: string;
  last_used: boolean;
  type: string;
  points: { id: string; key: number; value: string }[];
}

const POINTS = [
  { key: 0, value: '1' },
  { key: 1, value: '2' },
  { key: 2, value: '3' },
];

describe('estimates', () => {
  const ctx = useTestApp();

  function call(method: Method, url: string, cookie?: string, payload?: object) {
    return ctx.app.inject({
      method,
      url,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload ? { payload } : {}),
    });
  }

  async function create(url: string, cookie: string, name: string, type = 'points') {
    const response = await call('POST', url, cookie, {
      estimate: { name, type },
      estimate_points: POINTS,
    });
    expect(response.statusCode).toBe(201);
    return response.json<EstimateBody>();
  }

  async function activeEstimateId(projectId: string) {
    const [row] = await ctx.db.select().from(projects).where(eq(projects.id, projectId));
    return row?.estimate_id ?? null;
  }

  it('refuses anonymous callers, other workspaces, non-members, and all but admins for writes', async () => {
    const team = await createProjectTeam(ctx.db);
    const url = `${team.base}/estimates/`;
    const estimate = await create(url, team.admin.cookie, 'Sizes');
    const item = `${url}${estimate.id}/`;
    const pointUrl = `${item}estimate-points/${estimate.points[0]?.id}/`;
    const body = { estimate: { name: 'X', type: 'points' }, estimate_points: POINTS };
    for (const [method, target, payload] of [
      ['GET', url, undefined],
      ['POST', url, body],
      ['GET', item, undefined],
      ['PATCH', item, { name: 'Y' }],
      ['DELETE', item, undefined],
      ['POST', `${item}estimate-points/`, { key: 9, value: 'nine' }],
      ['PATCH', pointUrl, { value: 'one' }],
      ['DELETE', pointUrl, undefined],
    ] as const) {
      expect((await call(method, target, undefined, payload)).statusCode).toBe(401);
      expect((await call(method, target, team.outsider.cookie, payload)).statusCode).toBe(403);
      expect((await call(method, target, team.nonMember.cookie, payload)).statusCode).toBe(403);
      if (method !== 'GET') {
        expect((await call(method, target, team.member.cookie, payload)).statusCode).toBe(403);
        expect((await call(method, target, team.guest.cookie, payload)).statusCode).toBe(403);
      } else {
        expect((await call(method, target, team.guest.cookie)).statusCode).toBe(200);
      }
    }
  });

  it('creates an estimate with its points, stores the type lower-case, and makes it active', async () => {
    const team = await createProjectTeam(ctx.db);
    const url = `${team.base}/estimates/`;
    const first = await create(url, team.admin.cookie, 'Sizes', 'Points');
    expect(first).toMatchObject({ type: 'points', last_used: true });
    expect(first.points.map((point) => point.key)).toEqual([0, 1, 2]);
    expect(await activeEstimateId(team.project.id)).toBe(first.id);
    const second = await create(url, team.admin.cookie, 'T-shirts', 'categories');
    expect(await activeEstimateId(team.project.id)).toBe(second.id);
    const listed = (await call('GET', url, team.admin.cookie)).json<EstimateBody[]>();
    expect(listed.map((estimate) => [estimate.id, estimate.last_used])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
  });

  it('keeps exactly one active estimate when another is marked last_used', async () => {
    const team = await createProjectTeam(ctx.db);
    const url = `${team.base}/estimates/`;
    const first = await create(url, team.admin.cookie, 'A');
    const second = await create(url, team.admin.cookie, 'B');
    const patched = await call('PATCH', `${url}${first.id}/`, team.admin.cookie, {
      last_used: true,
      name: 'A2',
    });
    expect(patched.json()).toMatchObject({ name: 'A2', last_used: true });
    const listed = (await call('GET', url, team.admin.cookie)).json<EstimateBody[]>();
    expect(listed.filter((estimate) => estimate.last_used).map((e) => e.id)).toEqual([first.id]);
    expect(await activeEstimateId(team.project.id)).toBe(first.id);
    // deleting the active one leaves the project without an active estimate
    expect((await call('DELETE', `${url}${first.id}/`, team.admin.cookie)).statusCode).toBe(204);
    expect(await activeEstimateId(team.project.id)).toBeNull();
    expect((await call('GET', url, team.admin.cookie)).json()).toEqual([
      expect.objectContaining({ id: second.id, last_used: false }),
    ]);
    expect((await call('GET', `${url}${first.id}/`, team.admin.cookie)).statusCode).toBe(404);
  });

  it('refuses bad estimates with the exact message and field', async () => {
    const team = await createProjectTeam(ctx.db);
    const url = `${team.base}/estimates/`;
    const post = (payload: object) => call('POST', url, team.admin.cookie, payload);
    const tooFew = await post({
      estimate: { name: 'A', type: 'points' },
      estimate_points: [{ key: 0, value: '1' }],
    });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json()).toMatchObject({
      error: 'estimate_points: An estimate needs 2 to 6 points',
      field: 'estimate_points',
    });
    const duplicate = await post({
      estimate: { name: 'A', type: 'points' },
      estimate_points: [
        { key: 1, value: '1' },
        { key: 1, value: '2' },
      ],
    });
    expect(duplicate.json()).toMatchObject({ error: 'estimate_points: Point keys must be unique' });
    const badType = await post({ estimate: { name: 'A', type: 'hours' }, estimate_points: POINTS });
    expect(badType.json()).toMatchObject({ field: 'estimate.type' });
    const emptyValue = await post({
      estimate: { name: 'A', type: 'points' },
      estimate_points: [
        { key: 0, value: '' },
        { key: 1, value: '2' },
      ],
    });
    expect(emptyValue.json()).toMatchObject({
      error: 'estimate_points.0.value: value is required',
      field: 'estimate_points.0.value',
    });
  });

  it('adds, edits and removes estimate points within 2 to 6', async () => {
    const team = await createProjectTeam(ctx.db);
    const url = `${team.base}/estimates/`;
    const estimate = await create(url, team.admin.cookie, 'Sizes');
    const points = `${url}${estimate.id}/estimate-points/`;
    const added = await call('POST', points, team.admin.cookie, { key: 3, value: '5' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ key: 3, value: '5', estimate: estimate.id });
    const taken = await call('POST', points, team.admin.cookie, { key: 3, value: '8' });
    expect(taken.json()).toMatchObject({
      error: 'Another point of this estimate has this key.',
      field: 'key',
    });
    const [one, two, three] = estimate.points;
    const edited = await call('PATCH', `${points}${one?.id}/`, team.admin.cookie, { value: 'XS' });
    expect(edited.json()).toMatchObject({ value: 'XS', key: 0 });
    expect((await call('DELETE', `${points}${one?.id}/`, team.admin.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `${points}${two?.id}/`, team.admin.cookie)).statusCode).toBe(204);
    const last = await call('DELETE', `${points}${three?.id}/`, team.admin.cookie);
    expect(last.statusCode).toBe(400);
    expect(last.json()).toMatchObject({ error: 'An estimate needs at least 2 points.' });
  });

  it("lists the workspace's estimates of the caller's projects only", async () => {
    const team = await createProjectTeam(ctx.db);
    const estimate = await create(`${team.base}/estimates/`, team.admin.cookie, 'Sizes');
    const url = `/api/workspaces/${team.workspace.slug}/estimates/`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, team.outsider.cookie)).statusCode).toBe(403);
    expect((await call('GET', url, team.nonMember.cookie)).json()).toEqual([]);
    expect((await call('GET', url, team.guest.cookie)).json()).toEqual([
      expect.objectContaining({ id: estimate.id }),
    ]);
  });
});
