import {
  INTAKE_STATUS,
  type IntakeItem,
  type IntakeItemDetail,
  type IntakeItemPage,
  type WorkItem,
} from '@keel/core';
import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  intakeItems,
  projects,
  realtimeEvents,
  states,
  workItemActivities,
  workItems,
} from '#server/db/schema';
import { outboxBounds, toOutboxEvent } from '#server/realtime/realtime-events.queries';
import { canSee } from '#server/realtime/realtime-visibility';
import { caller, projectWorld } from '#server/domains/projects/project-test-world';
import { useTestApp } from '#server/test/harness';

/** Expects a 400 naming the field. */
function expectRefused(response: { statusCode: number; body: string }, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = JSON.parse(response.body) as { field: string; error: string };
  expect(body.field).toBe(field);
  expect(body.error.startsWith(field)).toBe(true);
}

describe('intake (intake-issues/ and inbox-issues/)', () => {
  const ctx = useTestApp();
  const call = caller(ctx);

  async function world(options: { intakeOn?: boolean } = {}) {
    const w = await projectWorld(ctx.db);
    if (options.intakeOn !== false)
      await ctx.db.update(projects).set({ inbox_view: true }).where(eq(projects.id, w.project.id));
    const intake = `${w.projectUrl}/intake-issues/`;
    const ask = async (cookie: string, name: string, extra: object = {}) => {
      const response = await call('POST', intake, cookie, { issue: { name, ...extra } });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<IntakeItem>();
    };
    const list = async (cookie: string, query = '') => {
      const response = await call('GET', `${intake}${query}`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<IntakeItemPage>();
    };
    const projectList = async (cookie: string) =>
      (await call('GET', `${w.projectUrl}/issues/`, cookie)).json<{ results: WorkItem[] }>()
        .results;
    return { ...w, intake, ask, list, projectList };
  }

  it('refuses the anonymous, outsiders, other sites, and a project whose intake is off', async () => {
    const w = await world();
    const item = await w.ask(w.member.cookie, 'Printer is on fire');
    const one = `${w.intake}${item.id}/`;
    for (const [method, url] of [
      ['GET', w.intake],
      ['POST', w.intake],
      ['GET', one],
      ['PATCH', one],
      ['DELETE', one],
    ] as const) {
      const payload = { issue: { name: 'x' } };
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      expect((await call(method, url, w.outsider.cookie, payload)).statusCode).toBe(403);
      expect((await call(method, url, w.stranger.cookie, payload)).statusCode).toBe(403);
    }
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: w.intake,
      headers: { cookie: w.member.cookie, origin: 'https://evil.example' },
      payload: { issue: { name: 'x' } },
    });
    expect(foreign.json()).toMatchObject({ code: 'FOREIGN_ORIGIN' });

    const off = await world({ intakeOn: false });
    expect((await call('GET', off.intake, off.member.cookie)).statusCode).toBe(404);
    expect(
      (await call('POST', off.intake, off.member.cookie, { issue: { name: 'x' } })).statusCode,
    ).toBe(404);
  });

  it('keeps a guest’s request in triage, out of the lists, and shows guests only their own', async () => {
    const w = await world();
    const mine = await w.ask(w.guest.cookie, 'Export fails', {
      description_html: '<p>It <script>x</script>breaks</p>',
      priority: 'high',
    });
    expect(mine).toMatchObject({
      status: INTAKE_STATUS.pending,
      source: 'IN_APP',
      snoozed_till: null,
      duplicate_to: null,
      created_by: w.guest.user.id,
      issue: { name: 'Export fails', priority: 'high', created_by: w.guest.user.id },
    });
    expect(mine.issue.description_html).not.toContain('script');
    const [triage] = await ctx.db
      .select({ id: states.id })
      .from(states)
      .where(and(eq(states.project_id, w.project.id), eq(states.is_triage, true)));
    expect(mine.issue.state_id).toBe(triage?.id);
    await w.ask(w.member.cookie, 'Dark mode please');

    expect((await w.projectList(w.admin.cookie)).map((item) => item.name)).not.toContain(
      'Export fails',
    );
    expect((await w.list(w.admin.cookie)).results.map((row) => row.issue.name)).toEqual([
      'Dark mode please',
      'Export fails',
    ]);
    expect((await w.list(w.guest.cookie)).results.map((row) => row.issue.name)).toEqual([
      'Export fails',
    ]);
    const theirs = (await w.list(w.admin.cookie)).results.find(
      (row) => row.issue.name === 'Dark mode please',
    );
    expect((await call('GET', `${w.intake}${theirs?.id ?? ''}/`, w.guest.cookie)).statusCode).toBe(
      404,
    );
    const detail = await call('GET', `${w.intake}${mine.id}/`, w.guest.cookie);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<IntakeItemDetail>().issue).toMatchObject({
      id: mine.issue.id,
      name: 'Export fails',
    });
    // Plane's web app still calls the inbox spelling, and asks for the intake first.
    const inbox = await call('GET', `${w.projectUrl}/inbox-issues/`, w.admin.cookie);
    expect(inbox.json<IntakeItemPage>().total_results).toBe(2);
    for (const segment of ['intakes', 'inboxes']) {
      const intakes = await call('GET', `${w.projectUrl}/${segment}/`, w.admin.cookie);
      expect(intakes.statusCode, intakes.body).toBe(200);
      expect(intakes.json()).toMatchObject([
        { id: w.project.id, is_default: true, pending_issue_count: 2 },
      ]);
    }
    expect((await call('GET', `${w.projectUrl}/intakes/`, w.guest.cookie)).json()).toMatchObject([
      { pending_issue_count: 1 },
    ]);
  });

  it('refuses bad input, and a guest’s triage, changing nothing', async () => {
    const w = await world();
    const item = await w.ask(w.guest.cookie, 'Slow search');
    const one = `${w.intake}${item.id}/`;
    expectRefused(await call('POST', w.intake, w.member.cookie, { issue: {} }), 'issue.name');
    expectRefused(await call('PATCH', one, w.admin.cookie, { status: 5 }), 'status');
    expectRefused(await call('PATCH', one, w.admin.cookie, { status: 0 }), 'snoozed_till');
    expectRefused(
      await call('PATCH', one, w.admin.cookie, { snoozed_till: '2020-01-01T00:00:00Z' }),
      'snoozed_till',
    );
    expectRefused(await call('PATCH', one, w.admin.cookie, { status: 2 }), 'duplicate_to');
    expectRefused(
      await call('PATCH', one, w.admin.cookie, { status: 2, duplicate_to: item.issue.id }),
      'duplicate_to',
    );
    const elsewhere = await world();
    const foreign = await elsewhere.ask(elsewhere.member.cookie, 'Not here');
    expectRefused(
      await call('PATCH', one, w.admin.cookie, { status: 2, duplicate_to: foreign.issue.id }),
      'duplicate_to',
    );
    expectRefused(await call('GET', `${w.intake}?status=7`, w.admin.cookie), 'status');
    expectRefused(await call('GET', `${w.intake}?order_by=name`, w.admin.cookie), 'order_by');
    expect((await call('PATCH', one, w.guest.cookie, { status: 1 })).statusCode).toBe(403);
    expect(
      (await call('PATCH', one, w.guest.cookie, { issue: { priority: 'urgent' } })).statusCode,
    ).toBe(403);
    const [row] = await ctx.db.select().from(intakeItems).where(eq(intakeItems.id, item.id));
    expect(row).toMatchObject({ status: INTAKE_STATUS.pending, duplicate_to_id: null });
    // The author may still reword their own request.
    const reworded = await call('PATCH', one, w.guest.cookie, {
      issue: { name: 'Search is slow' },
    });
    expect(reworded.statusCode, reworded.body).toBe(200);
    expect(reworded.json<IntakeItem>().issue.name).toBe('Search is slow');
  });

  it('accepts a request into the project’s default state, with an intake activity row', async () => {
    const w = await world();
    const item = await w.ask(w.guest.cookie, 'Add CSV import');
    const accepted = await call('PATCH', `${w.intake}${item.id}/`, w.member.cookie, {
      status: INTAKE_STATUS.accepted,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<IntakeItem>().status).toBe(INTAKE_STATUS.accepted);
    const [defaultState] = await ctx.db
      .select({ id: states.id })
      .from(states)
      .where(and(eq(states.project_id, w.project.id), eq(states.default, true)));
    const [moved] = await ctx.db
      .select({ state: workItems.state_id })
      .from(workItems)
      .where(eq(workItems.id, item.issue.id));
    expect(moved?.state).toBe(defaultState?.id);
    expect((await w.projectList(w.admin.cookie)).map((entry) => entry.name)).toContain(
      'Add CSV import',
    );
    const activity = await ctx.db
      .select()
      .from(workItemActivities)
      .where(
        and(
          eq(workItemActivities.work_item_id, item.issue.id),
          eq(workItemActivities.field, 'intake'),
        ),
      );
    expect(activity).toMatchObject([
      { verb: '1', old_value: 'Pending', new_value: 'Accepted', actor_id: w.member.user.id },
    ]);
    expect(await w.list(w.admin.cookie, '?status=1')).toMatchObject({ total_results: 1 });
    expect(await w.list(w.admin.cookie)).toMatchObject({ total_results: 0 });
  });

  it('snoozes until a time (then pending again), declines and reopens, marks duplicates', async () => {
    const w = await world();
    const snoozy = await w.ask(w.member.cookie, 'Later maybe');
    const dupe = await w.ask(w.member.cookie, 'Same as the other');
    const original = await w.ask(w.member.cookie, 'The original');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const snoozed = await call('PATCH', `${w.intake}${snoozy.id}/`, w.member.cookie, {
      snoozed_till: tomorrow,
    });
    expect(snoozed.json<IntakeItem>()).toMatchObject({ status: INTAKE_STATUS.snoozed });
    expect((await w.list(w.member.cookie, '?status=0')).results.map((r) => r.id)).toEqual([
      snoozy.id,
    ]);
    expect((await w.list(w.member.cookie, '?status=-2')).results.map((r) => r.id)).not.toContain(
      snoozy.id,
    );
    // Its time passes: it is pending again without anyone writing it so.
    await ctx.db
      .update(intakeItems)
      .set({ snoozed_till: new Date(Date.now() - 1000) })
      .where(eq(intakeItems.id, snoozy.id));
    expect((await w.list(w.member.cookie, '?status=-2')).results.map((r) => r.id)).toContain(
      snoozy.id,
    );
    expect((await w.list(w.member.cookie, '?status=0')).total_results).toBe(0);

    const declined = await call('PATCH', `${w.intake}${snoozy.id}/`, w.admin.cookie, {
      status: INTAKE_STATUS.declined,
    });
    expect(declined.json<IntakeItem>().status).toBe(INTAKE_STATUS.declined);
    const reopened = await call('PATCH', `${w.intake}${snoozy.id}/`, w.admin.cookie, {
      status: INTAKE_STATUS.pending,
    });
    expect(reopened.json<IntakeItem>().status).toBe(INTAKE_STATUS.pending);

    const marked = await call('PATCH', `${w.intake}${dupe.id}/`, w.admin.cookie, {
      status: INTAKE_STATUS.duplicate,
      duplicate_to: original.issue.id,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const detail = (
      await call('GET', `${w.intake}${dupe.id}/`, w.admin.cookie)
    ).json<IntakeItemDetail>();
    expect(detail).toMatchObject({
      status: INTAKE_STATUS.duplicate,
      duplicate_to: original.issue.id,
      duplicate_issue_detail: { id: original.issue.id, name: 'The original' },
    });
    expect((await w.list(w.admin.cookie, '?status=-1,1,2')).results.map((r) => r.id)).toEqual([
      dupe.id,
    ]);
  });

  it('pages ten at a time until total_results, filters, and deletes', async () => {
    const w = await world();
    for (let n = 1; n <= 12; n += 1)
      await w.ask(w.member.cookie, `Request ${String(n)}`, {
        priority: n === 3 ? 'urgent' : 'low',
      });
    const first = await w.list(w.member.cookie);
    expect(first).toMatchObject({
      count: 10,
      total_results: 12,
      next_page_results: true,
      next_cursor: '10:1:0',
    });
    expect(first.results[0]?.issue.name).toBe('Request 12');
    const second = await w.list(w.member.cookie, '?cursor=10:1:0');
    expect(second).toMatchObject({ count: 2, next_page_results: false, prev_page_results: true });
    expect(
      (await w.list(w.member.cookie, '?priority=urgent')).results.map((r) => r.issue.name),
    ).toEqual(['Request 3']);
    const oldest = await w.list(w.member.cookie, '?order_by=issue__created_at&per_page=1');
    expect(oldest.results[0]?.issue.name).toBe('Request 1');
    const today = new Date().toISOString().slice(0, 10);
    expect((await w.list(w.member.cookie, `?created_at=${today};after`)).total_results).toBe(12);
    expect((await w.list(w.member.cookie, '?created_at=2000-01-01;before')).total_results).toBe(0);

    const target = first.results[0];
    expect(
      (await call('DELETE', `${w.intake}${target?.id ?? ''}/`, w.guest.cookie)).statusCode,
    ).toBe(404);
    const removed = await call('DELETE', `${w.intake}${target?.id ?? ''}/`, w.member.cookie);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await w.list(w.member.cookie)).total_results).toBe(11);
    const [gone] = await ctx.db
      .select({ deleted: workItems.deleted_at })
      .from(workItems)
      .where(eq(workItems.id, target?.issue.id ?? ''));
    expect(gone?.deleted).not.toBeNull();
  });

  it('tells the project live of each request, guests only of their own', async () => {
    const w = await world();
    const { latest } = await outboxBounds(ctx.db);
    const mine = await w.ask(w.guest.cookie, 'Guest asks');
    const theirs = await w.ask(w.member.cookie, 'Member asks');
    await call('PATCH', `${w.intake}${theirs.id}/`, w.admin.cookie, { status: -1 });
    const events = (
      await ctx.db
        .select()
        .from(realtimeEvents)
        .where(gt(realtimeEvents.version, latest))
        .orderBy(realtimeEvents.version)
    )
      .map(toOutboxEvent)
      .filter(({ event }) => event.entity === 'intake_item');
    expect(events.map(({ event }) => [event.operation, event.entity_id])).toEqual([
      ['create', mine.id],
      ['create', theirs.id],
      ['update', theirs.id],
    ]);
    expect(events[2]?.event).toMatchObject({
      project_id: w.project.id,
      work_item_id: theirs.issue.id,
      data: { status: -1 },
    });
    const access = (userId: string, role: number) => ({
      userId,
      workspaceId: w.workspace.id,
      projects: new Map([[w.project.id, { role, guestViewAllFeatures: false }]]),
    });
    const guestSees = events.filter((each) => canSee(access(w.guest.user.id, 5), each));
    expect(guestSees.map(({ event }) => event.entity_id)).toEqual([mine.id]);
    expect(events.every((each) => canSee(access(w.member.user.id, 15), each))).toBe(true);
  });
});
