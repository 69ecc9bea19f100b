import { beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '#server/test/factories';
import { useTestApp } from '#server/test/harness';
import { projectWorld } from '#server/domains/projects/project-test-world';
import { expectRefused, type ProjectWorld, workItemKit } from '../kernel/test-helpers';

describe('work item business fields (shop, customers, budget source, revision)', () => {
  const ctx = useTestApp();
  let world: ProjectWorld;
  const kit = workItemKit(ctx, () => world);
  const { call } = kit;
  let north: string;
  let south: string;
  let acme: string;
  let foreignShop: string;

  async function entry(projectUrl: string, catalogue: 'shops' | 'customers', name: string) {
    const response = await call('POST', `${projectUrl}/${catalogue}/`, world.admin.cookie, {
      name,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  }

  beforeAll(async () => {
    world = await projectWorld(ctx.db);
    north = await entry(world.projectUrl, 'shops', 'North');
    south = await entry(world.projectUrl, 'shops', 'South');
    acme = await entry(world.projectUrl, 'customers', 'Acme');
    const other = await createProject(ctx.db, world.workspace, world.admin.user);
    foreignShop = await entry(`${world.base}/projects/${other.id}`, 'shops', 'Elsewhere');
    const options = await call(
      'PATCH',
      `${world.projectUrl}/budget-source-options/`,
      world.admin.cookie,
      { options: ['Capex', 'Opex'] },
    );
    expect(options.statusCode).toBe(200);
  });

  it('guards PATCH: anonymous, other workspace, non-member, guest on a foreign item, CSRF', async () => {
    const item = await kit.create({ name: 'Guarded' });
    const url = `${world.projectUrl}/issues/${item.id}/`;
    const body = { shop: north };
    expect((await call('PATCH', url, undefined, body)).statusCode).toBe(401);
    expect((await call('PATCH', url, world.stranger.cookie, body)).statusCode).toBe(403);
    expect((await call('PATCH', url, world.outsider.cookie, body)).statusCode).toBe(403);
    // A guest sees only their own items in this project, so another's is not found at all.
    expect((await call('PATCH', url, world.guest.cookie, body)).statusCode).toBe(404);
    const foreign = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: world.member.cookie, origin: 'https://evil.example' },
      payload: body,
    });
    expect(foreign.statusCode).toBe(403);
    expect((await kit.detail(item.id)).shop).toBeNull();
  });

  it.each([
    [{ shop: 'north' }, 'shop: Must be a shop id', 'shop'],
    [{ shops: ['x'] }, 'shops.0: Must be a shop id', 'shops.0'],
    [
      { is_revision: 'yes' },
      'is_revision: Invalid input: expected boolean, received string',
      'is_revision',
    ],
  ])('refuses malformed %j', async (body, message, field) => {
    const item = await kit.create({ name: 'Malformed' });
    const response = await call(
      'PATCH',
      `${world.projectUrl}/issues/${item.id}/`,
      world.member.cookie,
      body,
    );
    expectRefused(response, message, field);
  });

  it("refuses another project's shop, an unknown customer and a budget source not offered", async () => {
    const item = await kit.create({ name: 'Foreign' });
    const url = `${world.projectUrl}/issues/${item.id}/`;
    const cases: [object, string, string][] = [
      [{ shop: foreignShop }, 'shop: Must be shops of this project', 'shop'],
      [{ shops: [north, foreignShop] }, 'shops: Must be shops of this project', 'shops'],
      [{ customer: north }, 'customer: Must be customers of this project', 'customer'],
      [{ customers: [acme, south] }, 'customers: Must be customers of this project', 'customers'],
      [
        { budget_source: '  ' },
        "budget_source: Must be one of the project's budget sources",
        'budget_source',
      ],
      [
        { budget_source: 'Grants' },
        "budget_source: Must be one of the project's budget sources",
        'budget_source',
      ],
    ];
    for (const [body, message, field] of cases)
      expectRefused(await call('PATCH', url, world.member.cookie, body), message, field);
    expect(await kit.detail(item.id)).toMatchObject({ shop: null, shops: [], customer: null });
  });

  it('sets and clears every business field, keeps them in the detail and records activity', async () => {
    const item = await kit.create({ name: 'Business' });
    const url = `${world.projectUrl}/issues/${item.id}/`;
    const set = await call('PATCH', url, world.member.cookie, {
      shop: north,
      shops: [north, south, north],
      customer: acme,
      customers: [acme],
      budget_source: 'Capex',
      budget_source_display: 'Capex',
      is_revision: true,
    });
    expect(set.statusCode).toBe(204);
    expect(await kit.detail(item.id)).toMatchObject({
      shop: north,
      shops: [north, south],
      customer: acme,
      customers: [acme],
      budget_source: 'Capex',
      budget_source_display: 'Capex',
      budget_source_options: ['Capex', 'Opex'],
      is_revision: true,
    });
    const fields = (await kit.activityOf(item.id)).map((row) => row.field).filter(Boolean);
    expect(fields.sort()).toEqual(
      ['budget_source', 'customer', 'customers', 'is_revision', 'shop', 'shops'].sort(),
    );
    const cleared = await call('PATCH', url, world.member.cookie, {
      shop: null,
      shops: [],
      customer: null,
      customers: [],
      budget_source: null,
      budget_source_display: null,
      is_revision: false,
    });
    expect(cleared.statusCode).toBe(204);
    expect(await kit.detail(item.id)).toMatchObject({
      shop: null,
      shops: [],
      customer: null,
      customers: [],
      budget_source: null,
      budget_source_display: null,
      is_revision: false,
    });
  });

  it('creates an item with its shop and customers', async () => {
    const created = await kit.create({ name: 'Born with a shop', shop: south, customers: [acme] });
    expect(created).toMatchObject({ shop: south, customers: [acme], is_revision: false });
  });
});
