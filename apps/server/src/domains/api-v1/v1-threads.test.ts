import type { V1Activity, V1Comment, V1Link, V1WorkItem } from '@keel/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects } from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import { callV1, expectRefusesStrangers, v1Team } from './v1-test-kit';

interface Page<T> {
  results: T[];
  total_results: number;
}

describe('/api/v1/ work item links, comments and activities', () => {
  const ctx = useTestApp();

  /** A team whose guests see every item, and an item the member created. */
  async function world() {
    const team = await v1Team(ctx);
    await ctx.db
      .update(projects)
      .set({ guest_view_all_features: true })
      .where(eq(projects.id, team.project.id));
    const created = await callV1(ctx, 'POST', `${team.projectBase}/issues/`, team.keys.member, {
      name: 'Threaded',
    });
    const item = created.json<V1WorkItem>();
    return { team, item, issues: `${team.projectBase}/issues/${item.id}` };
  }

  it('does links CRUD in v1 shape: members write, guests read', async () => {
    const { team, item, issues } = await world();
    const base = `${issues}/links/`;
    const body = { url: 'https://example.com/spec', title: 'Spec' };
    expect((await callV1(ctx, 'POST', base, team.keys.guest, body)).statusCode).toBe(403);
    const created = await callV1(ctx, 'POST', base, team.keys.member, body);
    expect(created.statusCode).toBe(201);
    const link = created.json<V1Link>();
    expect(link).toMatchObject({
      url: 'https://example.com/spec',
      title: 'Spec',
      issue: item.id,
      project: team.project.id,
      workspace: team.workspace.id,
      created_by: team.member.user.id,
      deleted_at: null,
    });
    expect(link).not.toHaveProperty('issue_id');
    const bad = await callV1(ctx, 'POST', base, team.keys.member, { url: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    await callV1(ctx, 'POST', base, team.keys.member, { url: 'https://example.com/newer' });

    const listed = await callV1(ctx, 'GET', base, team.keys.guest);
    expect(listed.statusCode).toBe(200);
    const page = listed.json<Page<V1Link>>();
    expect(page.total_results).toBe(2);
    expect(page.results.map((each) => each.url)).toEqual([
      'https://example.com/newer',
      'https://example.com/spec',
    ]);
    const one = `${base}${link.id}/`;
    const twin = `${team.projectBase}/work-items/${item.id}/links/${link.id}/`;
    expect((await callV1(ctx, 'GET', twin, team.keys.guest)).json()).toEqual(link);
    const patched = await callV1(ctx, 'PATCH', one, team.keys.member, { title: 'The spec' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<V1Link>()).toMatchObject({ id: link.id, title: 'The spec' });
    expect((await callV1(ctx, 'PATCH', one, team.keys.guest, { title: 'x' })).statusCode).toBe(403);

    for (const [method, url, payload] of [
      ['GET', base, undefined],
      ['POST', base, body],
      ['GET', one, undefined],
      ['PATCH', one, { title: 'x' }],
      ['DELETE', one, undefined],
    ] as const)
      await expectRefusesStrangers(ctx, method, url, team.keys.outsider, payload);
    expect((await callV1(ctx, 'GET', one, team.keys.nonMember)).statusCode).toBe(403);
    expect((await callV1(ctx, 'DELETE', one, team.keys.guest)).statusCode).toBe(403);
    expect((await callV1(ctx, 'DELETE', one, team.keys.member)).statusCode).toBe(204);
    expect((await callV1(ctx, 'GET', one, team.keys.member)).statusCode).toBe(404);
  });

  it('does comments CRUD in v1 shape: anyone who sees the item comments, authors edit', async () => {
    const { team, item, issues } = await world();
    const base = `${issues}/comments/`;
    const created = await callV1(ctx, 'POST', base, team.keys.guest, {
      comment_html: '<p>Looks good</p>',
      external_id: 'ext-1',
      external_source: 'github',
    });
    expect(created.statusCode).toBe(201);
    const comment = created.json<V1Comment>();
    expect(comment).toMatchObject({
      comment_html: '<p>Looks good</p>',
      access: 'INTERNAL',
      is_member: true,
      issue: item.id,
      project: team.project.id,
      workspace: team.workspace.id,
      actor: team.guest.user.id,
      created_by: team.guest.user.id,
      external_id: null,
      external_source: null,
      edited_at: null,
      attachments: [],
    });
    const empty = await callV1(ctx, 'POST', base, team.keys.member, { comment_html: '<p></p>' });
    expect(empty.statusCode).toBe(400);
    await callV1(ctx, 'POST', base, team.keys.member, { comment_html: '<p>Second</p>' });

    const listed = await callV1(ctx, 'GET', `${base}?per_page=1`, team.keys.member);
    expect(listed.statusCode).toBe(200);
    const page = listed.json<Page<V1Comment>>();
    expect(page.total_results).toBe(2);
    expect(page.results[0]?.comment_html).toBe('<p>Second</p>');

    const one = `${base}${comment.id}/`;
    const twin = `${team.projectBase}/work-items/${item.id}/comments/${comment.id}/`;
    expect((await callV1(ctx, 'GET', twin, team.keys.member)).json()).toEqual(comment);
    const notAuthor = await callV1(ctx, 'PATCH', one, team.keys.member, {
      comment_html: '<p>x</p>',
    });
    expect(notAuthor.statusCode).toBe(403);
    const edited = await callV1(ctx, 'PATCH', one, team.keys.guest, {
      comment_html: '<p>Looks great</p>',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<V1Comment>()).toMatchObject({ comment_html: '<p>Looks great</p>' });
    expect(edited.json<V1Comment>().edited_at).not.toBeNull();

    for (const [method, url, payload] of [
      ['GET', base, undefined],
      ['POST', base, { comment_html: '<p>x</p>' }],
      ['GET', one, undefined],
      ['PATCH', one, { comment_html: '<p>x</p>' }],
      ['DELETE', one, undefined],
    ] as const)
      await expectRefusesStrangers(ctx, method, url, team.keys.outsider, payload);
    expect((await callV1(ctx, 'GET', base, team.keys.nonMember)).statusCode).toBe(403);
    expect((await callV1(ctx, 'DELETE', one, team.keys.member)).statusCode).toBe(403);
    expect((await callV1(ctx, 'DELETE', one, team.keys.admin)).statusCode).toBe(204);
    expect((await callV1(ctx, 'GET', one, team.keys.guest)).statusCode).toBe(404);
  });

  it('keeps guests to the items the app shows them', async () => {
    const team = await v1Team(ctx);
    const created = await callV1(ctx, 'POST', `${team.projectBase}/issues/`, team.keys.member, {
      name: 'Hidden from guests',
    });
    const issues = `${team.projectBase}/issues/${created.json<V1WorkItem>().id}`;
    for (const tail of ['links/', 'comments/', 'activities/'])
      expect((await callV1(ctx, 'GET', `${issues}/${tail}`, team.keys.guest)).statusCode).toBe(404);
    const comment = await callV1(ctx, 'POST', `${issues}/comments/`, team.keys.guest, {
      comment_html: '<p>hi</p>',
    });
    expect(comment.statusCode).toBe(404);
  });

  it('reads activities in v1 shape, oldest first, without comment rows', async () => {
    const { team, item, issues } = await world();
    await callV1(ctx, 'PATCH', `${issues}/`, team.keys.member, { priority: 'high' });
    await callV1(ctx, 'POST', `${issues}/comments/`, team.keys.member, {
      comment_html: '<p>c</p>',
    });
    const base = `${issues}/activities/`;
    const listed = await callV1(ctx, 'GET', base, team.keys.guest);
    expect(listed.statusCode).toBe(200);
    const activities = listed.json<Page<V1Activity>>().results;
    expect(activities.some((each) => each.field === 'comment')).toBe(false);
    expect(activities[0]).toMatchObject({ verb: 'created', issue: item.id });
    const priority = activities.find((each) => each.field === 'priority');
    expect(priority).toMatchObject({
      verb: 'updated',
      old_value: 'none',
      new_value: 'high',
      actor: team.member.user.id,
      project: team.project.id,
      workspace: team.workspace.id,
      deleted_at: null,
    });
    if (!priority) throw new Error('no priority activity');
    const one = `${base}${priority.id}/`;
    const twin = `${team.projectBase}/work-items/${item.id}/activities/${priority.id}/`;
    expect((await callV1(ctx, 'GET', twin, team.keys.guest)).json()).toEqual(priority);
    const missing = await callV1(ctx, 'GET', `${base}${item.id}/`, team.keys.guest);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Activity not found.', code: 'NOT_FOUND' });
    await expectRefusesStrangers(ctx, 'GET', base, team.keys.outsider);
    await expectRefusesStrangers(ctx, 'GET', one, team.keys.outsider);
    expect((await callV1(ctx, 'GET', one, team.keys.nonMember)).statusCode).toBe(403);
  });
});
