import { type RecentVisit, RecentVisitListSchema, type WorkItem } from '@keel/core';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recentVisits } from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import { caller, projectWorld } from '#server/domains/projects/project-test-world';
import { type ProjectWorld, expectRefused } from '#server/domains/work-items/kernel/test-helpers';

describe('recent visits', () => {
  const ctx = useTestApp();
  const call = caller(ctx);
  let world: ProjectWorld;
  let url: string;
  let item: WorkItem;

  beforeAll(async () => {
    world = await projectWorld(ctx.db);
    url = `${world.base}/recent-visits/`;
    const created = await call('POST', `${world.projectUrl}/issues/`, world.admin.cookie, {
      name: 'Fix the login',
      priority: 'high',
    });
    expect(created.statusCode, created.body).toBe(201);
    item = created.json<WorkItem>();
  });

  async function visits(cookie: string, query = ''): Promise<RecentVisit[]> {
    const response = await call('GET', `${url}${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return RecentVisitListSchema.parse(response.json());
  }

  it('refuses the anonymous and other workspaces, and bad filters naming the field', async () => {
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, world.stranger.cookie)).statusCode).toBe(403);
    expectRefused(
      await call('GET', `${url}?entity_name=cycle`, world.member.cookie),
      'entity_name: entity_name must be one of issue, page, project',
      'entity_name',
    );
  });

  it('records work item and project reads, one row per thing, newest first', async () => {
    const me = world.member.cookie;
    expect(await visits(me)).toEqual([]);
    expect((await call('GET', `${world.projectUrl}/issues/${item.id}/`, me)).statusCode).toBe(200);
    expect((await call('GET', `${world.projectUrl}/`, me)).statusCode).toBe(200);
    const first = await visits(me);
    expect(first.map((visit) => visit.entity_name)).toEqual(['project', 'issue']);
    expect(first[1]).toMatchObject({
      entity_identifier: item.id,
      entity_data: {
        id: item.id,
        name: 'Fix the login',
        priority: 'high',
        state: item.state_id,
        assignees: [],
        sequence_id: item.sequence_id,
        project_id: world.project.id,
        project_identifier: world.project.identifier,
      },
    });
    expect(first[0]?.entity_data).toMatchObject({
      id: world.project.id,
      name: world.project.name,
      identifier: world.project.identifier,
    });
    expect(first[0]?.entity_data).toHaveProperty('project_members');

    // A revisit (here through the work-items/<key>/ alias) moves the same row to the top.
    const key = `${world.project.identifier}-${String(item.sequence_id)}`;
    expect((await call('GET', `${world.base}/work-items/${key}/`, me)).statusCode).toBe(200);
    const again = await visits(me);
    expect(again.map((visit) => visit.entity_name)).toEqual(['issue', 'project']);
    expect(again[0]?.id).toBe(first[1]?.id);
    const rows = await ctx.db
      .select()
      .from(recentVisits)
      .where(
        and(
          eq(recentVisits.user_id, world.member.user.id),
          eq(recentVisits.entity_identifier, item.id),
        ),
      );
    expect(rows).toHaveLength(1);

    expect((await visits(me, '?entity_name=issue')).map((visit) => visit.entity_name)).toEqual([
      'issue',
    ]);
    expect(await visits(me, '?entity_name=page')).toEqual([]);
  });

  it("keeps each person's visits to themselves and records no failed read", async () => {
    expect((await call('GET', `${world.projectUrl}/`, world.guest.cookie)).statusCode).toBe(200);
    const guests = await visits(world.guest.cookie);
    expect(guests.map((visit) => visit.entity_identifier)).toEqual([world.project.id]);
    expect(await visits(world.outsider.cookie)).toEqual([]);
    const missing = await call(
      'GET',
      `${world.projectUrl}/issues/00000000-0000-4000-8000-000000000000/`,
      world.admin.cookie,
    );
    expect(missing.statusCode).toBe(404);
    expect((await call('GET', `${world.projectUrl}/`, world.outsider.cookie)).statusCode).not.toBe(
      200,
    );
    expect(await visits(world.outsider.cookie)).toEqual([]);
    expect(await visits(world.admin.cookie)).toEqual([]);
  });

  it('answers no data for a work item since deleted', async () => {
    const created = await call('POST', `${world.projectUrl}/issues/`, world.admin.cookie, {
      name: 'Short-lived',
    });
    const gone = created.json<WorkItem>();
    await call('GET', `${world.projectUrl}/issues/${gone.id}/`, world.admin.cookie);
    expect(
      (await call('DELETE', `${world.projectUrl}/issues/${gone.id}/`, world.admin.cookie))
        .statusCode,
    ).toBe(204);
    const after = await visits(world.admin.cookie);
    expect(after[0]).toMatchObject({ entity_identifier: gone.id, entity_data: null });
  });
});
