import type { ProfileActivityPage } from '@keel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/harness';
import { type ProfileWorld, profileKit, profileWorld } from './profile-test-world';

describe('user activity, its CSV export and own activity', () => {
  const ctx = useTestApp();
  const kit = profileKit(ctx);
  let w: ProfileWorld;
  const activityUrl = (userId: string) => `${w.base}/user-activity/${userId}/`;
  const exportUrl = (userId: string) => `${w.base}/user-activity/${userId}/export/`;
  const today = () => new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    w = await profileWorld(ctx);
    const visible = await kit.createItem(w.projectUrl, w.admin.cookie, { name: 'Visible item' });
    await kit.updateItem(w.projectUrl, w.admin.cookie, visible.id, {
      name: '=HYPERLINK("http://evil.example","x")',
    });
    await kit.createItem(w.hiddenUrl, w.admin.cookie, { name: 'Secret item' });
    await kit.createItem(w.projectUrl, w.member.cookie, { name: 'Member item' });
  });

  const projectsOf = (page: ProfileActivityPage) => [
    ...new Set(page.results.map((activity) => activity.project)),
  ];

  it('lets workspace members read, guests included, and no one else', async () => {
    await kit.expectWorkspaceReadersOnly(w, activityUrl);
  });

  it('refuses a bad cursor, page size or project list, naming the field', async () => {
    for (const [query, field] of [
      ['cursor=abc', 'cursor'],
      ['per_page=0', 'per_page'],
      ['per_page=x', 'per_page'],
      ['project=nope', 'project'],
    ] as const) {
      const response = await kit.call(
        'GET',
        `${activityUrl(w.admin.user.id)}?${query}`,
        w.member.cookie,
      );
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
  });

  it('lists the person’s changes newest first, only in projects the reader may see', async () => {
    const own = await kit.read<ProfileActivityPage>(activityUrl(w.admin.user.id), w.admin.cookie);
    expect(projectsOf(own).sort()).toEqual([w.project.id, w.hidden.id].sort());
    const seen = await kit.read<ProfileActivityPage>(activityUrl(w.admin.user.id), w.member.cookie);
    expect(projectsOf(seen)).toEqual([w.project.id]);
    expect(seen.results[0]).toMatchObject({
      verb: 'updated',
      field: 'name',
      actor: w.admin.user.id,
      project_detail: { id: w.project.id, identifier: w.project.identifier },
      issue_detail: { name: '=HYPERLINK("http://evil.example","x")' },
    });
    const times = seen.results.map((activity) => activity.created_at);
    expect(times).toEqual([...times].sort().reverse());
    // The outsider is in no project; the guest sees only the items they created.
    const outsider = await kit.read<ProfileActivityPage>(
      activityUrl(w.admin.user.id),
      w.outsider.cookie,
    );
    expect(outsider).toMatchObject({ results: [], total_results: 0 });
    const guest = await kit.read<ProfileActivityPage>(activityUrl(w.admin.user.id), w.guest.cookie);
    expect(guest.results).toEqual([]);
    const byMember = await kit.read<ProfileActivityPage>(
      activityUrl(w.member.user.id),
      w.guest.cookie,
    );
    expect(byMember.results).toEqual([]);
    const memberOwn = await kit.read<ProfileActivityPage>(
      activityUrl(w.member.user.id),
      w.admin.cookie,
    );
    expect(memberOwn.results.length).toBeGreaterThan(0);
  });

  it('pages with Plane’s cursor and narrows to projects', async () => {
    const all = await kit.read<ProfileActivityPage>(activityUrl(w.admin.user.id), w.admin.cookie);
    const first = await kit.read<ProfileActivityPage>(
      `${activityUrl(w.admin.user.id)}?per_page=1`,
      w.admin.cookie,
    );
    expect(first).toMatchObject({
      page_count: 1,
      next_cursor: '1:1:0',
      next_page_results: true,
      prev_page_results: false,
      total_results: all.total_results,
    });
    const second = await kit.read<ProfileActivityPage>(
      `${activityUrl(w.admin.user.id)}?cursor=1:1:0`,
      w.admin.cookie,
    );
    expect(second.results[0]?.id).toBe(all.results[1]?.id);
    const hidden = await kit.read<ProfileActivityPage>(
      `${activityUrl(w.admin.user.id)}?project=${w.hidden.id}`,
      w.admin.cookie,
    );
    expect(projectsOf(hidden)).toEqual([w.hidden.id]);
    // Naming a project one is not in reveals nothing.
    const peek = await kit.read<ProfileActivityPage>(
      `${activityUrl(w.admin.user.id)}?project=${w.hidden.id}`,
      w.member.cookie,
    );
    expect(peek.results).toEqual([]);
  });

  it('exports a day as CSV with a header row, defused against formulas', async () => {
    const url = exportUrl(w.admin.user.id);
    expect((await kit.call('POST', url, undefined, { date: today() })).statusCode).toBe(401);
    expect((await kit.call('POST', url, w.stranger.cookie, { date: today() })).statusCode).toBe(
      403,
    );
    const foreign = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { cookie: w.member.cookie, origin: 'https://evil.example' },
      payload: { date: today() },
    });
    expect(foreign.statusCode).toBe(403);
    for (const body of [{}, { date: '25/11/2026' }]) {
      const bad = await kit.call('POST', url, w.member.cookie, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'date' });
    }
    const response = await kit.call('POST', url, w.member.cookie, { date: today() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="workspace-user-activity.csv"',
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"Actor name","Issue ID","Project","Created at","Updated at","Action","Field","Old value","New value"',
    );
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(response.body).not.toContain('Secret item');
    expect(response.body).not.toContain(w.hidden.identifier);
    expect(lines.slice(1).every((line) => line.startsWith(`"${w.admin.user.display_name}",`))).toBe(
      true,
    );
    const empty = await kit.call('POST', url, w.member.cookie, { date: '2001-01-01' });
    expect(empty.body.trimEnd().split('\r\n')).toHaveLength(1);
  });

  it('lists one’s own changes at users/me/activities/', async () => {
    const url = '/api/users/me/activities/';
    expect((await kit.call('GET', url)).statusCode).toBe(401);
    const bad = await kit.call('GET', `${url}?cursor=x`, w.admin.cookie);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'cursor' });
    const own = await kit.read<ProfileActivityPage>(url, w.admin.cookie);
    expect(projectsOf(own).sort()).toEqual([w.project.id, w.hidden.id].sort());
    expect(own.results.every((activity) => activity.actor === w.admin.user.id)).toBe(true);
    const member = await kit.read<ProfileActivityPage>(url, w.member.cookie);
    expect(member.results.every((activity) => activity.actor === w.member.user.id)).toBe(true);
    expect(projectsOf(member)).toEqual([w.project.id]);
    const outsider = await kit.read<ProfileActivityPage>(url, w.outsider.cookie);
    expect(outsider.total_results).toBe(0);
  });
});
