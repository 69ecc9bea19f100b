import type { UserProfileOverview, UserStats } from '@keel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/harness';
import { type ProfileWorld, profileKit, profileWorld } from './profile-test-world';

describe('user profile: user-stats and user-profile', () => {
  const ctx = useTestApp();
  const kit = profileKit(ctx);
  let w: ProfileWorld;
  const statsUrl = (userId: string) => `${w.base}/user-stats/${userId}/`;
  const profileUrl = (userId: string) => `${w.base}/user-profile/${userId}/`;

  beforeAll(async () => {
    w = await profileWorld(ctx);
    const admin = w.admin.cookie;
    const adminId = w.admin.user.id;
    await kit.createItem(w.projectUrl, admin, {
      name: 'Urgent one',
      priority: 'urgent',
      assignee_ids: [adminId],
    });
    await kit.createItem(w.projectUrl, admin, {
      name: 'High one',
      priority: 'high',
      assignee_ids: [adminId],
    });
    await kit.createItem(w.projectUrl, admin, { name: 'Unassigned' });
    await kit.createItem(w.projectUrl, w.member.cookie, {
      name: 'By member',
      assignee_ids: [adminId],
    });
    await kit.createItem(w.hiddenUrl, admin, {
      name: 'Secret',
      priority: 'low',
      assignee_ids: [adminId],
    });
  });

  it('lets workspace members read, guests included, and no one else', async () => {
    await kit.expectWorkspaceReadersOnly(w, statsUrl);
    await kit.expectWorkspaceReadersOnly(w, profileUrl);
  });

  it('counts by state group and priority only what the reader may see', async () => {
    const own = await kit.read<UserStats>(statsUrl(w.admin.user.id), w.admin.cookie);
    expect(own).toMatchObject({
      created_issues: 4,
      assigned_issues: 4,
      completed_issues: 0,
      pending_issues: 4,
      state_distribution: [{ state_group: 'backlog', state_count: 4 }],
      priority_distribution: [
        { priority: 'urgent', priority_count: 1 },
        { priority: 'high', priority_count: 1 },
        { priority: 'low', priority_count: 1 },
        { priority: 'none', priority_count: 1 },
      ],
      present_cycles: [],
      upcoming_cycles: [],
    });
    expect(own.subscribed_issues).toBeGreaterThanOrEqual(3);
    // The member is not in the hidden project: its item counts for nobody they read.
    const seen = await kit.read<UserStats>(statsUrl(w.admin.user.id), w.member.cookie);
    expect(seen).toMatchObject({ created_issues: 3, assigned_issues: 3, pending_issues: 3 });
    expect(seen.priority_distribution.map((row) => row.priority)).toEqual([
      'urgent',
      'high',
      'none',
    ]);
    // The outsider belongs to no project; the guest sees only what they created.
    for (const cookie of [w.outsider.cookie, w.guest.cookie]) {
      const none = await kit.read<UserStats>(statsUrl(w.admin.user.id), cookie);
      expect(none).toMatchObject({ created_issues: 0, assigned_issues: 0, state_distribution: [] });
    }
  });

  it('gives the person and their counts in each project of the reader', async () => {
    const seen = await kit.read<UserProfileOverview>(profileUrl(w.admin.user.id), w.member.cookie);
    expect(seen.user_data).toMatchObject({
      id: w.admin.user.id,
      display_name: w.admin.user.display_name,
      email: w.admin.user.email,
    });
    expect(seen.project_data).toEqual([
      expect.objectContaining({
        id: w.project.id,
        created_issues: 3,
        assigned_issues: 3,
        completed_issues: 0,
        pending_issues: 3,
      }),
    ]);
    const own = await kit.read<UserProfileOverview>(profileUrl(w.admin.user.id), w.admin.cookie);
    expect(own.project_data.map((project) => project.id).sort()).toEqual(
      [w.project.id, w.hidden.id].sort(),
    );
    // A guest reads the person, not their email nor project counts (Plane: members and up).
    const guest = await kit.read<UserProfileOverview>(profileUrl(w.admin.user.id), w.guest.cookie);
    expect(guest).toMatchObject({ project_data: [], user_data: { email: null } });
  });
});
