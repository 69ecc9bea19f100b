import { PlaneClient } from '@makeplane/plane-node-sdk';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projects } from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import { v1Team } from './v1-test-kit';

/**
 * Plane's own Node SDK (@makeplane/plane-node-sdk, pinned) driven against Keel over HTTP: a
 * script's day through the public API, each call as the SDK makes it (its paths, bodies and
 * reading of the answers).
 */
describe("Plane's Node SDK against /api/v1/", () => {
  const ctx = useTestApp({ config: { apiKeyRateLimit: { max: 10_000, windowSeconds: 60 } } });
  let plane: PlaneClient;
  let team: Awaited<ReturnType<typeof v1Team>>;

  beforeAll(async () => {
    team = await v1Team(ctx);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    plane = new PlaneClient({
      baseUrl: `http://127.0.0.1:${String(port)}`,
      apiKey: team.keys.admin,
    });
  });

  it('plans a project: who am I, projects, states, labels, work items page by page', async () => {
    const slug = team.workspace.slug;
    const me = await plane.users.me();
    expect(me.id).toBe(team.admin.user.id);

    const project = await plane.projects.create(slug, { name: 'SDK Launch', identifier: 'SDKL' });
    expect(project.identifier).toBe('SDKL');
    const listed = await plane.projects.list(slug);
    expect(listed.results.map((each) => each.id)).toContain(project.id);
    expect((await plane.projects.retrieve(slug, project.id)).name).toBe('SDK Launch');

    const states = await plane.states.list(slug, project.id);
    expect(states.results.length).toBeGreaterThan(0);
    const review = await plane.states.create(slug, project.id, {
      name: 'In review',
      group: 'started',
      color: '#3366cc',
    });
    const label = await plane.labels.create(slug, project.id, { name: 'sdk', color: '#ff8800' });
    expect((await plane.labels.list(slug, project.id)).results.map((each) => each.id)).toContain(
      label.id,
    );

    const created = [];
    for (const name of [
      'Write the plan',
      'Book the room',
      'Order the cake',
      'Send invites',
      'Rehearse',
    ])
      created.push(
        await plane.workItems.create(slug, project.id, {
          name,
          state: review.id,
          labels: [label.id],
          priority: 'high',
        }),
      );
    expect(created[0]?.state).toBe(review.id);
    expect(created[0]?.labels).toEqual([label.id]);

    const first = await plane.workItems.list(slug, project.id, { per_page: 2 });
    expect(first.results).toHaveLength(2);
    expect(first.next_page_results).toBe(true);
    const second = await plane.workItems.list(slug, project.id, {
      per_page: 2,
      cursor: first.next_cursor,
    });
    expect(second.results).toHaveLength(2);
    const seen = new Set([...first.results, ...second.results].map((item) => item.id));
    expect(seen.size).toBe(4);

    const item = created[0];
    if (!item) throw new Error('no item');
    const renamed = await plane.workItems.update(slug, project.id, item.id, {
      name: 'Write the launch plan',
    });
    expect(renamed.name).toBe('Write the launch plan');
    const byKey = await plane.workItems.retrieveByIdentifier(
      slug,
      `SDKL-${String(item.sequence_id)}`,
    );
    expect(byKey.id).toBe(item.id);

    const comment = await plane.workItems.comments.create(slug, project.id, item.id, {
      comment_html: '<p>Draft is in the doc.</p>',
    });
    const comments = await plane.workItems.comments.list(slug, project.id, item.id);
    expect(comments.results.map((each) => each.id)).toContain(comment.id);
    const link = await plane.links.create(slug, project.id, item.id, {
      url: 'https://example.com/plan',
      title: 'Plan',
    });
    expect(
      (await plane.links.list(slug, project.id, item.id)).results.map((each) => each.id),
    ).toContain(link.id);
  });

  it('groups work into a cycle and a module, takes a request into intake, relates items, keeps a sticky', async () => {
    const slug = team.workspace.slug;
    const projectId = team.project.id;
    const items = [];
    for (const name of ['Ship the API', 'Write the docs'])
      items.push(await plane.workItems.create(slug, projectId, { name }));
    const ids = items.map((each) => each.id);

    const today = new Date().toISOString().slice(0, 10);
    const later = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const cycle = await plane.cycles.create(slug, projectId, {
      name: 'Sprint 1',
      start_date: today,
      end_date: later,
      owned_by: team.admin.user.id,
      project_id: projectId,
    });
    await plane.cycles.addWorkItemsToCycle(slug, projectId, cycle.id, ids);
    const inCycle = await plane.cycles.listWorkItemsInCycle(slug, projectId, cycle.id);
    expect(inCycle.results.map((each) => each.id).sort()).toEqual([...ids].sort());

    const module = await plane.modules.create(slug, projectId, { name: 'Public API' });
    await plane.modules.addWorkItemsToModule(slug, projectId, module.id, ids);
    const inModule = await plane.modules.listWorkItemsInModule(slug, projectId, module.id);
    expect(inModule.results).toHaveLength(2);

    await ctx.db.update(projects).set({ inbox_view: true }).where(eq(projects.id, projectId));
    const request = await plane.intake.create(slug, projectId, {
      issue: { name: 'Please add dark mode' },
    });
    const intake = await plane.intake.list(slug, projectId);
    expect(intake.results.map((each) => each.id)).toContain(request.id);

    const [blocked, blocker] = ids;
    if (!blocked || !blocker) throw new Error('no items');
    await plane.workItems.relations.create(slug, projectId, blocked, {
      relation_type: 'blocked_by',
      issues: [blocker],
    });
    const relations = await plane.workItems.relations.list(slug, projectId, blocked);
    expect(relations.blocked_by).toEqual([blocker]);

    const sticky = await plane.stickies.create(slug, {
      name: 'Demo day',
      description_html: '<p>Bring the slides</p>',
    });
    const stickies = await plane.stickies.list(slug);
    expect(stickies.results.map((each) => each.id)).toContain(sticky.id);

    const estimate = await plane.estimates.create(slug, projectId, {
      name: 'Points',
      type: 'points',
    });
    await plane.estimates.createPoints(slug, projectId, estimate.id, [
      { key: 1, value: '1' },
      { key: 2, value: '3' },
    ]);
    const points = await plane.estimates.listPoints(slug, projectId, estimate.id);
    expect(points.map((point) => point.value).sort()).toEqual(['1', '3']);
  });
});
