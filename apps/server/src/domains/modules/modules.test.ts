import {
  type Module,
  MODULE_DATE_ORDER_MESSAGE,
  MODULE_LEAD_MESSAGE,
  MODULE_MEMBERS_MESSAGE,
  MODULE_NAME_TAKEN_MESSAGE,
  MODULES_DISABLED_MESSAGE,
} from '@keel/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { modules, projects } from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import { expectRefused, moduleKit } from './module-test-helpers';

describe('modules', () => {
  const ctx = useTestApp();
  const kit = moduleKit(ctx);
  const { call } = kit;

  async function moduleCount(projectId: string) {
    return (await ctx.db.select().from(modules).where(eq(modules.project_id, projectId))).length;
  }

  it('lets members create, read, edit (PUT and PATCH) and delete modules; guests read', async () => {
    const w = await kit.world();
    const first = await kit.createModule(w, { name: 'Alpha' });
    expect(first).toMatchObject({
      name: 'Alpha',
      status: 'planned',
      lead_id: null,
      member_ids: [],
      start_date: null,
      target_date: null,
      sort_order: 65535,
      archived_at: null,
      is_favorite: false,
      link_module: [],
      total_issues: 0,
      total_estimate_points: 0,
      description_html: '<p></p>',
      project_id: w.project.id,
      workspace_id: w.workspace.id,
      created_by: w.member.user.id,
    });
    const second = await kit.createModule(
      w,
      {
        name: 'Beta',
        status: 'in-progress',
        lead_id: w.admin.user.id,
        member_ids: [w.member.user.id, w.guest.user.id],
        start_date: '2026-01-01',
        target_date: '2026-01-31',
        description_html: '<p>Hi<script>alert(1)</script></p>',
      },
      w.admin.cookie,
    );
    expect(second).toMatchObject({
      status: 'in-progress',
      lead_id: w.admin.user.id,
      member_ids: [w.member.user.id, w.guest.user.id],
      start_date: '2026-01-01',
      target_date: '2026-01-31',
      sort_order: 55535,
      description_html: '<p>Hi</p>',
    });
    const listed = await call('GET', w.modulesUrl, w.guest.cookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<Module[]>().map((module) => module.name)).toEqual(['Alpha', 'Beta']);
    const detail = await call('GET', `${w.modulesUrl}${second.id}/`, w.guest.cookie);
    expect(detail.json()).toMatchObject({
      id: second.id,
      distribution: { assignees: [], labels: [] },
    });
    expect(detail.json()).not.toHaveProperty('estimate_distribution');

    const patched = await call('PATCH', `${w.modulesUrl}${second.id}/`, w.member.cookie, {
      status: 'paused',
      member_ids: [w.admin.user.id],
      lead_id: null,
    });
    expect(patched.json()).toMatchObject({
      name: 'Beta',
      status: 'paused',
      member_ids: [w.admin.user.id],
      lead_id: null,
      updated_by: w.member.user.id,
    });
    const put = await call('PUT', `${w.modulesUrl}${second.id}/`, w.member.cookie, {
      name: 'Gamma',
      target_date: null,
    });
    expect(put.json()).toMatchObject({ name: 'Gamma', status: 'paused', target_date: null });
    const putWithoutName = await call('PUT', `${w.modulesUrl}${second.id}/`, w.member.cookie, {
      status: 'backlog',
    });
    expect(putWithoutName.json()).toMatchObject({ field: 'name' });

    expect((await call('DELETE', `${w.modulesUrl}${first.id}/`, w.member.cookie)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `${w.modulesUrl}${first.id}/`, w.member.cookie)).statusCode).toBe(
      404,
    );
    const after = await call('GET', w.modulesUrl, w.member.cookie);
    expect(after.json<Module[]>().map((module) => module.id)).toEqual([second.id]);
    // A deleted module's name is free again.
    await kit.createModule(w, { name: 'alpha' });
  });

  it('refuses the anonymous, outsiders, guests and foreign origins', async () => {
    const w = await kit.world();
    const module = await kit.createModule(w, { name: 'Alpha' });
    const one = `${w.modulesUrl}${module.id}/`;
    await kit.expectProjectReadersOnly(w, w.modulesUrl);
    await kit.expectProjectReadersOnly(w, one);
    await kit.expectMembersOnly(w, 'POST', w.modulesUrl, { name: 'New' });
    await kit.expectMembersOnly(w, 'PATCH', one, { name: 'New' });
    await kit.expectMembersOnly(w, 'PUT', one, { name: 'New' });
    await kit.expectMembersOnly(w, 'DELETE', one);
    expect(await moduleCount(w.project.id)).toBe(1);
    const other = await kit.world();
    const elsewhere = `${other.projectUrl}/modules/${module.id}/`;
    expect((await call('GET', elsewhere, other.admin.cookie)).statusCode).toBe(404);
    expect((await call('PATCH', elsewhere, other.admin.cookie, { name: 'X' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', elsewhere, other.admin.cookie)).statusCode).toBe(404);
    expect((await call('GET', `${w.modulesUrl}not-a-uuid/`, w.admin.cookie)).statusCode).toBe(404);
  });

  it('refuses a taken name, bad dates, unknown statuses and people outside the project', async () => {
    const w = await kit.world();
    const alpha = await kit.createModule(w, { name: 'Alpha' });
    const beta = await kit.createModule(w, { name: 'Beta', start_date: '2026-03-01' });
    const create = (body: object) => call('POST', w.modulesUrl, w.member.cookie, body);
    expectRefused(await create({ name: ' alpha ' }), MODULE_NAME_TAKEN_MESSAGE, 'name');
    expectRefused(
      await create({ name: 'Dates', start_date: '2026-02-02', target_date: '2026-02-01' }),
      MODULE_DATE_ORDER_MESSAGE,
      'target_date',
    );
    expect((await create({ name: ' ' })).json()).toMatchObject({ field: 'name' });
    expect((await create({ name: 'S', status: 'done' })).json()).toMatchObject({
      field: 'status',
    });
    expect((await create({ name: 'D', start_date: '31/01/2026' })).json()).toMatchObject({
      field: 'start_date',
    });
    expectRefused(
      await create({ name: 'Lead', lead_id: w.outsider.user.id }),
      MODULE_LEAD_MESSAGE,
      'lead_id',
    );
    expectRefused(
      await create({ name: 'People', member_ids: [w.member.user.id, w.stranger.user.id] }),
      MODULE_MEMBERS_MESSAGE,
      'member_ids',
    );
    expect(await moduleCount(w.project.id)).toBe(2);

    const patch = (id: string, body: object) =>
      call('PATCH', `${w.modulesUrl}${id}/`, w.member.cookie, body);
    expectRefused(await patch(beta.id, { name: 'ALPHA' }), MODULE_NAME_TAKEN_MESSAGE, 'name');
    expectRefused(
      await patch(beta.id, { target_date: '2026-02-28' }),
      MODULE_DATE_ORDER_MESSAGE,
      'target_date',
    );
    await patch(alpha.id, { target_date: '2026-01-10' });
    expectRefused(
      await patch(alpha.id, { start_date: '2026-01-11' }),
      MODULE_DATE_ORDER_MESSAGE,
      'start_date',
    );
    expectRefused(
      await patch(alpha.id, { lead_id: w.outsider.user.id }),
      MODULE_LEAD_MESSAGE,
      'lead_id',
    );
    const stored = await ctx.db.select().from(modules).where(eq(modules.id, alpha.id));
    expect(stored[0]).toMatchObject({ name: 'Alpha', start_date: null, lead_id: null });
    // Renaming to its own name in another case is no clash.
    expect((await patch(alpha.id, { name: 'ALPHA' })).json()).toMatchObject({ name: 'ALPHA' });
  });

  it('answers 403 on every route of a project whose modules are turned off', async () => {
    const w = await kit.world();
    const module = await kit.createModule(w, { name: 'Alpha' });
    const item = await kit.createItem(w);
    await ctx.db.update(projects).set({ module_view: false }).where(eq(projects.id, w.project.id));
    const one = `${w.modulesUrl}${module.id}/`;
    const routes: [Parameters<typeof call>[0], string, object?][] = [
      ['GET', w.modulesUrl],
      ['POST', w.modulesUrl, { name: 'B' }],
      ['GET', one],
      ['PATCH', one, { name: 'B' }],
      ['PUT', one, { name: 'B' }],
      ['DELETE', one],
      ['POST', `${one}issues/`, { issues: [item.id] }],
      ['POST', `${one}module-issues/`, { issues: [item.id] }],
      ['DELETE', `${one}issues/${item.id}/`],
      ['POST', `${w.projectUrl}/issues/${item.id}/modules/`, { modules: [module.id] }],
      ['GET', `${one}module-links/`],
      ['POST', `${one}module-links/`, { url: 'https://example.com' }],
      ['POST', `${one}archive/`],
      ['DELETE', `${one}archive/`],
      ['GET', `${w.projectUrl}/archived-modules/`],
      ['GET', `${w.projectUrl}/archived-modules/${module.id}/`],
      ['POST', `${w.projectUrl}/user-favorite-modules/`, { module: module.id }],
      ['DELETE', `${w.projectUrl}/user-favorite-modules/${module.id}/`],
    ];
    for (const [method, url, body] of routes) {
      const response = await call(method, url, w.admin.cookie, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({
        error: MODULES_DISABLED_MESSAGE,
        code: 'MODULES_TURNED_OFF',
      });
    }
    const workspaceList = await call('GET', `${w.base}/modules/`, w.admin.cookie);
    expect(workspaceList.json()).toEqual([]);
    expect(await moduleCount(w.project.id)).toBe(1);
  });
});
