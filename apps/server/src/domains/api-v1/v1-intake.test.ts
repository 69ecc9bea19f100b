import type { V1IntakeIssue } from '@keel/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects, states, workItems } from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import { callV1, expectRefusesStrangers, v1Team } from './v1-test-kit';

describe('/api/v1/ intake issues', () => {
  const ctx = useTestApp();

  async function teamWithIntake() {
    const team = await v1Team(ctx);
    await ctx.db.update(projects).set({ inbox_view: true }).where(eq(projects.id, team.project.id));
    return team;
  }

  it('takes a request in v1 shape, lists it and shows it by its work item', async () => {
    const team = await teamWithIntake();
    const base = `${team.projectBase}/intake-issues/`;
    const body = { issue: { name: 'Add dark mode', priority: 'high' } };
    const noName = await callV1(ctx, 'POST', base, team.keys.guest, { issue: {} });
    expect(noName.statusCode).toBe(400);
    const created = await callV1(ctx, 'POST', base, team.keys.guest, body);
    expect(created.statusCode, created.body).toBe(201);
    const request = created.json<V1IntakeIssue>();
    expect(request).toMatchObject({
      status: -2,
      source: 'IN_APP',
      project: team.project.id,
      workspace: team.workspace.id,
      inbox: team.project.id,
      created_by: team.guest.user.id,
      duplicate_to: null,
      issue_detail: {
        id: request.issue,
        name: 'Add dark mode',
        priority: 'high',
        state: { group: 'triage' },
        project: team.project.id,
      },
    });
    await callV1(ctx, 'POST', base, team.keys.member, { issue: { name: 'Export to CSV' } });

    const listed = await callV1(ctx, 'GET', base, team.keys.member);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({ total_results: 2, count: 2, extra_stats: null });
    const mine = await callV1(ctx, 'GET', `${base}?per_page=1`, team.keys.guest);
    expect(mine.json()).toMatchObject({ total_results: 1, results: [{ id: request.id }] });

    const one = `${base}${request.issue}/`;
    expect((await callV1(ctx, 'GET', one, team.keys.member)).json()).toEqual(request);
    const byRequestId = await callV1(ctx, 'GET', `${base}${request.id}/`, team.keys.member);
    expect(byRequestId.statusCode).toBe(404);

    await expectRefusesStrangers(ctx, 'GET', base, team.keys.outsider);
    await expectRefusesStrangers(ctx, 'POST', base, team.keys.outsider, body);
    await expectRefusesStrangers(ctx, 'GET', one, team.keys.outsider);
    await expectRefusesStrangers(ctx, 'PATCH', one, team.keys.outsider, { status: 1 });
    await expectRefusesStrangers(ctx, 'DELETE', one, team.keys.outsider);
    expect([403, 404]).toContain((await callV1(ctx, 'GET', base, team.keys.nonMember)).statusCode);
  });

  it('triages: the author renames, members accept, guests cannot change the status', async () => {
    const team = await teamWithIntake();
    const base = `${team.projectBase}/intake-issues/`;
    const request = (
      await callV1(ctx, 'POST', base, team.keys.guest, { issue: { name: 'Typo' } })
    ).json<V1IntakeIssue>();
    const one = `${base}${request.issue}/`;
    const renamed = await callV1(ctx, 'PATCH', one, team.keys.guest, {
      issue: { name: 'Typo on the home page' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ issue_detail: { name: 'Typo on the home page' } });
    expect((await callV1(ctx, 'PATCH', one, team.keys.guest, { status: 1 })).statusCode).toBe(403);
    const prioritized = await callV1(ctx, 'PATCH', one, team.keys.member, {
      issue: { priority: 'urgent', assignees: [team.member.user.id] },
    });
    expect(prioritized.json()).toMatchObject({
      issue_detail: { priority: 'urgent', assignees: [team.member.user.id] },
    });

    const accepted = await callV1(ctx, 'PATCH', one, team.keys.member, { status: 1 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [defaultState] = await ctx.db
      .select()
      .from(states)
      .where(eq(states.project_id, team.project.id))
      .then((rows) => rows.filter((state) => state.default));
    expect(accepted.json()).toMatchObject({
      status: 1,
      issue_detail: { state: { id: defaultState?.id } },
    });
    const snoozedWithoutDate = await callV1(ctx, 'PATCH', one, team.keys.member, { status: 0 });
    expect(snoozedWithoutDate.statusCode).toBe(400);
  });

  it('removes a request: its author or an admin; a pending one takes its work item along', async () => {
    const team = await teamWithIntake();
    const base = `${team.projectBase}/intake-issues/`;
    const request = (
      await callV1(ctx, 'POST', base, team.keys.member, { issue: { name: 'Remove me' } })
    ).json<V1IntakeIssue>();
    const one = `${base}${request.issue}/`;
    expect([403, 404]).toContain((await callV1(ctx, 'DELETE', one, team.keys.guest)).statusCode);
    expect((await callV1(ctx, 'DELETE', one, team.keys.admin)).statusCode).toBe(204);
    expect((await callV1(ctx, 'GET', one, team.keys.member)).statusCode).toBe(404);
    const [item] = await ctx.db.select().from(workItems).where(eq(workItems.id, request.issue));
    expect(item?.deleted_at).not.toBeNull();
  });

  it('answers 404 while the project has intake turned off', async () => {
    const team = await v1Team(ctx);
    const listed = await callV1(ctx, 'GET', `${team.projectBase}/intake-issues/`, team.keys.member);
    expect(listed.statusCode).toBe(404);
  });
});
