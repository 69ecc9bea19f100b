import type { V1RelationList, V1WorkItem, WorkItemRelation } from '@keel/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects } from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import { callV1, expectRefusesStrangers, v1Team } from './v1-test-kit';

describe('/api/v1/ work item relations', () => {
  const ctx = useTestApp();

  /** A team whose guests see every item, and three items the member made. */
  async function world() {
    const team = await v1Team(ctx);
    await ctx.db
      .update(projects)
      .set({ guest_view_all_features: true })
      .where(eq(projects.id, team.project.id));
    const item = async (name: string) =>
      (
        await callV1(ctx, 'POST', `${team.projectBase}/issues/`, team.keys.member, { name })
      ).json<V1WorkItem>();
    const [first, second, third] = [await item('One'), await item('Two'), await item('Three')];
    const url = `${team.projectBase}/work-items/${first.id}/relations/`;
    return { team, first, second, third, url };
  }

  it('relates items and lists them as Plane v1: ids grouped by how the item reads them', async () => {
    const { team, first, second, third, url } = await world();
    const created = await callV1(ctx, 'POST', url, team.keys.member, {
      relation_type: 'blocking',
      issues: [second.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const rows = created.json<WorkItemRelation[]>();
    // Stored as Plane stores it: the other item is blocked_by this one.
    expect(rows).toEqual([
      expect.objectContaining({
        id: second.id,
        name: 'Two',
        project_id: team.project.id,
        relation_type: 'blocked_by',
        created_by: team.member.user.id,
      }),
    ]);
    const related = await callV1(ctx, 'POST', url, team.keys.admin, {
      relation_type: 'relates_to',
      issues: [third.id],
    });
    expect(related.statusCode).toBe(201);

    const listed = await callV1(ctx, 'GET', url, team.keys.guest);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<V1RelationList>()).toEqual({
      blocking: [second.id],
      blocked_by: [],
      duplicate: [],
      relates_to: [third.id],
      start_after: [],
      start_before: [],
      finish_after: [],
      finish_before: [],
    });
    const otherSide = `${team.projectBase}/work-items/${second.id}/relations/`;
    const seen = (await callV1(ctx, 'GET', otherSide, team.keys.member)).json<V1RelationList>();
    expect(seen.blocked_by).toEqual([first.id]);
  });

  it('refuses strangers, guests writing, bad bodies and the issues/ form', async () => {
    const { team, first, second, url } = await world();
    const body = { relation_type: 'duplicate', issues: [second.id] };
    await expectRefusesStrangers(ctx, 'GET', url, team.keys.outsider);
    await expectRefusesStrangers(ctx, 'POST', url, team.keys.outsider, body);
    expect((await callV1(ctx, 'GET', url, team.keys.nonMember)).statusCode).toBe(403);
    expect((await callV1(ctx, 'POST', url, team.keys.guest, body)).statusCode).toBe(403);
    for (const bad of [
      { relation_type: 'implements', issues: [second.id] },
      { relation_type: 'duplicate', issues: [] },
      { relation_type: 'duplicate', issues: ['not-a-uuid'] },
      { relation_type: 'duplicate', issues: [first.id] },
    ])
      expect((await callV1(ctx, 'POST', url, team.keys.member, bad)).statusCode).toBe(400);
    const missing = `${team.projectBase}/work-items/00000000-0000-4000-8000-000000000000/relations/`;
    expect((await callV1(ctx, 'GET', missing, team.keys.member)).statusCode).toBe(404);
    const legacy = `${team.projectBase}/issues/${first.id}/relations/`;
    expect((await callV1(ctx, 'GET', legacy, team.keys.member)).statusCode).toBe(404);
  });
});
