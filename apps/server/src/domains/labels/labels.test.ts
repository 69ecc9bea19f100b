import { describe, expect, it } from 'vitest';
import { createProjectTeam } from '#server/test/project-team';
import { useTestApp } from '#server/test/harness';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('labels', () => {
  const ctx = useTestApp();

  function call(method: Method, url: string, cookie?: string, payload?: object) {
    return ctx.app.inject({
      method,
      url,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload ? { payload } : {}),
    });
  }

  async function create(url: string, cookie: string, payload: object) {
    const response = await call('POST', url, cookie, payload);
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string; sort_order: number; parent: string | null }>();
  }

  it('refuses anonymous callers, other workspaces, non-members, and guests for writes', async () => {
    const team = await createProjectTeam(ctx.db);
    const url = `${team.base}/issue-labels/`;
    const label = await create(url, team.admin.cookie, { name: 'Bug' });
    const item = `${url}${label.id}/`;
    for (const [method, target] of [
      ['GET', url],
      ['POST', url],
      ['GET', item],
      ['PATCH', item],
      ['DELETE', item],
    ] as const) {
      const payload = method === 'POST' || method === 'PATCH' ? { name: 'X' } : undefined;
      expect((await call(method, target, undefined, payload)).statusCode).toBe(401);
      expect((await call(method, target, team.outsider.cookie, payload)).statusCode).toBe(403);
      expect((await call(method, target, team.nonMember.cookie, payload)).statusCode).toBe(403);
    }
    expect((await call('GET', url, team.guest.cookie)).statusCode).toBe(200);
    expect((await call('POST', url, team.guest.cookie, { name: 'G' })).statusCode).toBe(403);
    expect((await call('PATCH', item, team.guest.cookie, { name: 'G' })).statusCode).toBe(403);
    expect((await call('DELETE', item, team.guest.cookie)).statusCode).toBe(403);
  });

  it('creates, reads, edits and deletes labels as a member', async () => {
    const team = await createProjectTeam(ctx.db);
    const url = `${team.base}/issue-labels/`;
    const bug = await create(url, team.member.cookie, {
      name: 'Bug',
      color: '#ff0000',
      description: 'Broken',
    });
    expect(bug).toMatchObject({ name: 'Bug', color: '#ff0000', parent: null, sort_order: 65535 });
    const read = await call('GET', `${url}${bug.id}/`, team.guest.cookie);
    expect(read.json()).toMatchObject({ id: bug.id, description: 'Broken' });
    const edited = await call('PATCH', `${url}${bug.id}/`, team.member.cookie, { name: 'Defect' });
    expect(edited.json()).toMatchObject({ name: 'Defect', sort_order: 65535 });
    expect((await call('DELETE', `${url}${bug.id}/`, team.member.cookie)).statusCode).toBe(204);
    expect((await call('GET', url, team.member.cookie)).json()).toEqual([]);
    expect((await call('GET', `${url}${bug.id}/`, team.member.cookie)).statusCode).toBe(404);
  });

  it('refuses bad input with the field at fault', async () => {
    const team = await createProjectTeam(ctx.db);
    const url = `${team.base}/issue-labels/`;
    const empty = await call('POST', url, team.admin.cookie, { name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'name: Label name is required', field: 'name' });
    const color = await call('POST', url, team.admin.cookie, { name: 'A', color: 'red' });
    expect(color.json()).toMatchObject({
      error: 'color: Color must be a hex color such as #1f2937',
      field: 'color',
    });
    await create(url, team.admin.cookie, { name: 'Bug' });
    const taken = await call('POST', url, team.admin.cookie, { name: 'bug' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: 'A label with this name already exists here.',
      field: 'name',
    });
    const missingParent = await call('POST', url, team.admin.cookie, {
      name: 'Child',
      parent: '00000000-0000-4000-8000-000000000000',
    });
    expect(missingParent.statusCode).toBe(400);
    expect(missingParent.json()).toMatchObject({
      error: 'The parent label does not exist in this project.',
      field: 'parent',
    });
  });

  it('allows the same name under another parent, and refuses a parent from another project', async () => {
    const team = await createProjectTeam(ctx.db);
    const other = await createProjectTeam(ctx.db);
    const url = `${team.base}/issue-labels/`;
    const parent = await create(url, team.admin.cookie, { name: 'Area' });
    await create(url, team.admin.cookie, { name: 'UI' });
    const child = await create(url, team.admin.cookie, { name: 'UI', parent: parent.id });
    expect(child.parent).toBe(parent.id);
    const foreign = await create(`${other.base}/issue-labels/`, other.admin.cookie, { name: 'F' });
    const refused = await call('POST', url, team.admin.cookie, { name: 'Z', parent: foreign.id });
    expect(refused.json()).toMatchObject({ field: 'parent' });
  });

  it('places labels by the sort-order rules', async () => {
    const team = await createProjectTeam(ctx.db);
    const url = `${team.base}/issue-labels/`;
    const a = await create(url, team.admin.cookie, { name: 'A' });
    const b = await create(url, team.admin.cookie, { name: 'B' });
    const c = await create(url, team.admin.cookie, { name: 'C' });
    expect([a.sort_order, b.sort_order, c.sort_order]).toEqual([65535, 75535, 85535]);
    const patch = (id: string, body: object) =>
      call('PATCH', `${url}${id}/`, team.admin.cookie, body).then((response) =>
        response.json<{ sort_order: number; parent: string | null }>(),
      );
    // before the first: half of the next
    expect((await patch(c.id, { before_id: a.id })).sort_order).toBe(65535 / 2);
    // between two: the midpoint
    expect((await patch(c.id, { after_id: a.id })).sort_order).toBe((65535 + 75535) / 2);
    // after the last: previous + 10000
    expect((await patch(a.id, { after_id: b.id })).sort_order).toBe(85535);
    // unchanged parent and no target: nothing moves
    expect((await patch(b.id, { parent: null, name: 'B2' })).sort_order).toBe(75535);
    // a new parent without a target: after its last child, or the default for the first
    expect(await patch(b.id, { parent: c.id })).toMatchObject({ parent: c.id, sort_order: 65535 });
    const placement = await call('PATCH', `${url}${a.id}/`, team.admin.cookie, {
      before_id: b.id,
    });
    expect(placement.statusCode).toBe(400);
    expect(placement.json()).toMatchObject({ field: 'before_id' });
  });

  it('refuses parent cycles and re-parents children when a label is deleted', async () => {
    const team = await createProjectTeam(ctx.db);
    const url = `${team.base}/issue-labels/`;
    const top = await create(url, team.admin.cookie, { name: 'Top' });
    const middle = await create(url, team.admin.cookie, { name: 'Middle', parent: top.id });
    const leaf = await create(url, team.admin.cookie, { name: 'Leaf', parent: middle.id });
    for (const parent of [top.id, leaf.id]) {
      const cycle = await call('PATCH', `${url}${top.id}/`, team.admin.cookie, { parent });
      expect(cycle.statusCode).toBe(400);
      expect(cycle.json()).toMatchObject({
        error: 'A label cannot be nested under itself or one of its children.',
        field: 'parent',
      });
    }
    expect((await call('DELETE', `${url}${middle.id}/`, team.admin.cookie)).statusCode).toBe(204);
    const after = await call('GET', `${url}${leaf.id}/`, team.admin.cookie);
    expect(after.json()).toMatchObject({ parent: top.id });
  });

  it("lists the workspace's labels of the caller's projects only", async () => {
    const team = await createProjectTeam(ctx.db);
    const label = await create(`${team.base}/issue-labels/`, team.admin.cookie, { name: 'Mine' });
    const url = `/api/workspaces/${team.workspace.slug}/labels/`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, team.outsider.cookie)).statusCode).toBe(403);
    expect((await call('GET', url, team.nonMember.cookie)).json()).toEqual([]);
    const listed = await call('GET', url, team.guest.cookie);
    expect(listed.json()).toEqual([expect.objectContaining({ id: label.id })]);
  });
});
