import type { WorkspaceReport } from '@keel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/harness';
import { type ProfileWorld, profileKit, profileWorld } from './profile-test-world';

describe('GET workspaces/:slug/issues/report/', () => {
  const ctx = useTestApp();
  const kit = profileKit(ctx);
  let w: ProfileWorld;
  let url: string;

  beforeAll(async () => {
    w = await profileWorld(ctx);
    url = `${w.base}/issues/report/`;
    const adminId = w.admin.user.id;
    const memberId = w.member.user.id;
    await kit.createItem(w.projectUrl, w.admin.cookie, { name: 'A', assignee_ids: [adminId] });
    await kit.createItem(w.projectUrl, w.admin.cookie, {
      name: 'B',
      assignee_ids: [adminId, memberId],
      target_date: '2001-01-01',
    });
    await kit.createItem(w.projectUrl, w.member.cookie, { name: 'C' });
    await kit.createItem(w.hiddenUrl, w.admin.cookie, { name: 'Secret', assignee_ids: [adminId] });
  });

  it('guards access and names a bad field', async () => {
    expect((await kit.call('GET', url)).statusCode).toBe(401);
    expect((await kit.call('GET', url, w.stranger.cookie)).statusCode).toBe(403);
    for (const [query, field] of [
      ['period=decade', 'period'],
      ['group_by=label', 'group_by'],
      ['period=custom', 'start_date'],
      ['period=custom&start_date=2026-01-01', 'end_date'],
      ['period=custom&start_date=2026-02-01&end_date=2026-01-01', 'end_date'],
      ['period=custom&start_date=2020-01-01&end_date=2026-01-01', 'end_date'],
      ['period=custom&start_date=x&end_date=2026-01-01', 'start_date'],
    ] as const) {
      const response = await kit.call('GET', `${url}?${query}`, w.member.cookie);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
  });

  it('reports this week by assignee, only over items the reader may see', async () => {
    const report = await kit.read<WorkspaceReport>(url, w.member.cookie);
    expect(report).toMatchObject({ period: 'this_week', group_by: 'assignee' });
    expect(report.start_date <= new Date().toISOString().slice(0, 10)).toBe(true);
    expect(report.results).toHaveLength(3);
    expect(report.results[2]?.assignee_id).toBeNull();
    expect(report.results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          assignee_id: w.admin.user.id,
          display_name: w.admin.user.display_name,
          created_issues: 2,
          completed_issues: 0,
          pending_issues: 2,
          overdue_issues: 1,
        }),
        expect.objectContaining({
          assignee_id: w.member.user.id,
          created_issues: 1,
          overdue_issues: 1,
        }),
        expect.objectContaining({ assignee_id: null, created_issues: 1, pending_issues: 1 }),
      ]),
    );
    expect(report.totals).toEqual({
      created_issues: 3,
      completed_issues: 0,
      pending_issues: 3,
      overdue_issues: 1,
    });
    const own = await kit.read<WorkspaceReport>(url, w.admin.cookie);
    expect(own.totals.created_issues).toBe(4);
    const outsider = await kit.read<WorkspaceReport>(url, w.outsider.cookie);
    expect(outsider).toMatchObject({ results: [], totals: { created_issues: 0 } });
    const guest = await kit.read<WorkspaceReport>(url, w.guest.cookie);
    expect(guest.results).toEqual([]);
    const past = await kit.read<WorkspaceReport>(
      `${url}?period=custom&start_date=2001-01-01&end_date=2001-01-31`,
      w.member.cookie,
    );
    expect(past).toMatchObject({ start_date: '2001-01-01', end_date: '2001-01-31' });
    expect(past.totals).toMatchObject({ created_issues: 0, pending_issues: 3 });
  });
});
