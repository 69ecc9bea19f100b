import { readFile } from 'node:fs/promises';
import { WORKSPACE, adminInWorkspace, expect, teammateInProject, test } from '../fixtures';

/**
 * A teammate's profile: a new member joins and creates two work items (one assigned to
 * themselves); the admin opens their profile from the members list, sees their counts on the
 * overview, reads their activity, exports the day's activity as CSV, and moves to a work-item tab.
 */
test('open a teammate’s profile from the members list, see their work and activity', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  await adminInWorkspace(page);
  const origin = { origin: baseURL ?? '' };
  const base = `/api/workspaces/${WORKSPACE.slug}`;
  const { other, projectId, teammateId, email } = await teammateInProject(page, browser, baseURL, {
    firstName: 'Tomas',
    role: 15,
    project: { name: 'Profile Journey', identifier: 'PROF' },
  });
  // The teammate's own work, through their own session.
  for (const [name, assignees] of [
    ['Draft the onboarding email', [teammateId]],
    ['Collect customer quotes', []],
  ] as const)
    expect(
      (
        await other.request.post(`${base}/projects/${projectId}/issues/`, {
          headers: origin,
          data: { name, assignee_ids: assignees },
        })
      ).status(),
    ).toBe(201);

  await test.step('the teammate’s profile opens from the members list', async () => {
    await page.goto(`/${WORKSPACE.slug}/settings/members`);
    await page.getByTestId('member-row').filter({ hasText: email }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/profile/${teammateId}/overview$`));
    await expect(page.getByRole('heading', { name: /Tomas/ })).toBeVisible();
    await expect(page.getByTestId('stat-created')).toHaveText('2');
    await expect(page.getByTestId('stat-assigned')).toHaveText('1');
    await expect(
      page
        .getByRole('region', { name: 'Projects', exact: true })
        .getByRole('link', { name: 'Profile Journey' }),
    ).toBeVisible();
    await expect(page.getByTestId('profile-activity').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('profile.png') });
  });

  await test.step('their activity lists what they did, and a day of it exports as CSV', async () => {
    await page.getByRole('link', { name: 'See all activity' }).click();
    await expect(page).toHaveURL(/\/activity$/);
    await expect(
      page.getByTestId('profile-activity').filter({ hasText: 'Collect customer quotes' }).first(),
    ).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await downloading;
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv.split('\n')[0]).toContain('Actor name');
    expect(csv).toContain('PROF-');
  });

  await test.step('the assigned tab lists their assigned work', async () => {
    await page.getByRole('link', { name: 'Assigned', exact: true }).click();
    await expect(
      page.getByTestId('work-item-row').filter({ hasText: 'Draft the onboarding email' }),
    ).toBeVisible();
  });
  await test.step('the workspace report counts the teammate’s work this week', async () => {
    // The report waits under More until the person pins it to the sidebar.
    const sections = page.getByRole('navigation', { name: 'Workspace sections' });
    await sections.getByRole('button', { name: 'More', exact: true }).click();
    await sections.getByRole('link', { name: 'Report', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Report' })).toBeVisible();
    const row = page.getByTestId('report-row').filter({ hasText: /tomas/ });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').nth(1)).toHaveText('1');
    await expect(
      page.getByRole('img', { name: 'Work items per assignee in the period' }),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('report.png') });
  });

  await test.step('the teammate reads their own activity in their settings', async () => {
    await other.goto('/settings/profile/general');
    await other.getByRole('link', { name: 'Activity', exact: true }).click();
    await expect(other).toHaveURL(/\/settings\/profile\/activity$/);
    await expect(
      other
        .getByTestId('profile-activity')
        .filter({ hasText: 'Draft the onboarding email' })
        .first(),
    ).toBeVisible();
  });
  await other.close();
});
