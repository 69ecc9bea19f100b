import { WORKSPACE, adminInWorkspace, expect, teammateInProject, test } from '../fixtures';

/**
 * Notifications: while a teammate's inbox is open, an admin assigns them a work item and mentions
 * them in a comment; the inbox shows both live (the assignment under All, the mention under Mentions), with the
 * unread count in the sidebar; they snooze one and mark the mentions read.
 */
test('user A assigns and mentions B; B sees both, snoozes one and marks all read', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  await adminInWorkspace(page);
  const origin = { origin: baseURL ?? '' };
  const base = `/api/workspaces/${WORKSPACE.slug}`;
  const { other, projectId, teammateId } = await teammateInProject(page, browser, baseURL, {
    firstName: 'Nora',
    role: 15,
    project: { name: 'Inbox Journey', identifier: 'INBX' },
  });
  const sections = other.getByRole('navigation', { name: 'Workspace sections' });
  const rows = other.getByTestId('notification');

  await test.step('B’s open inbox shows the assignment live, the count in the sidebar', async () => {
    await other.goto(`/${WORKSPACE.slug}/notifications`);
    await expect(other.getByRole('heading', { name: 'Inbox' })).toBeVisible();
    await expect(other.getByText('You are all caught up')).toBeVisible();
    const created = await page.request.post(`${base}/projects/${projectId}/issues/`, {
      headers: origin,
      data: { name: 'Prepare the demo', assignee_ids: [teammateId] },
    });
    expect(created.status()).toBe(201);
    const itemId = ((await created.json()) as { id: string }).id;
    const mention = `<mention-component entity_identifier="${teammateId}" entity_name="user_mention" label="Nora"></mention-component>`;
    const commented = await page.request.post(
      `${base}/projects/${projectId}/issues/${itemId}/comments/`,
      { headers: origin, data: { comment_html: `<p>${mention} can you check the slides?</p>` } },
    );
    expect(commented.status()).toBe(201);
    // Made in the background within a second or two, and pushed over the socket: well before
    // the inbox's own minute-long safety read.
    await expect(rows.filter({ hasText: 'assigned you' })).toBeVisible({ timeout: 45_000 });
    await expect(rows.filter({ hasText: 'assigned you' })).toContainText('Prepare the demo');
    await expect(sections.getByRole('link', { name: /^Inbox/ })).toContainText(/[1-9]/, {
      timeout: 45_000,
    });
    await other.screenshot({ path: testInfo.outputPath('inbox.png') });
  });

  await test.step('the mention shows under Mentions', async () => {
    await other.getByRole('button', { name: /^Mentions/ }).click();
    await expect(rows.filter({ hasText: 'mentioned you in a comment' })).toBeVisible({
      timeout: 60_000,
    });
  });

  await test.step('B marks the mentions read and snoozes the assignment', async () => {
    await other.getByRole('button', { name: 'Mark all read' }).click();
    await expect(other.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    await expect(
      rows.first().getByRole('button', { name: 'Mark Prepare the demo as unread' }),
    ).toBeVisible();
    await other.getByRole('button', { name: /^All/ }).click();
    const assigned = rows.filter({ hasText: 'assigned you' });
    await expect(assigned).toBeVisible();
    await assigned.getByRole('button', { name: 'Snooze Prepare the demo' }).click();
    await other.getByRole('menuitem', { name: 'Tomorrow' }).click();
    await expect(rows.filter({ hasText: 'assigned you' })).toHaveCount(0);
    await other.getByRole('button', { name: 'Filters' }).click();
    await other.getByRole('menuitemcheckbox', { name: 'Snoozed' }).click();
    await other.keyboard.press('Escape');
    await expect(rows.filter({ hasText: 'assigned you' })).toBeVisible();
  });

  await test.step('opening a notification shows its work item beside the inbox', async () => {
    const assigned = rows.filter({ hasText: 'assigned you' });
    await assigned.getByRole('button', { name: /assigned you/ }).click();
    const panel = other.getByTestId('work-item-side-panel');
    await expect(panel.getByRole('textbox', { name: 'Title' })).toHaveValue('Prepare the demo', {
      timeout: 30_000,
    });
    await expect(other).toHaveURL(/[?&]peek=/);
    await expect(assigned).toHaveAttribute('aria-current', 'true');
    await expect(other.getByRole('heading', { name: 'Inbox' })).toBeVisible();
    await other.screenshot({ path: testInfo.outputPath('inbox-peek.png') });
    await other.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(other).not.toHaveURL(/[?&]peek=/);

    await other.setViewportSize({ width: 390, height: 844 });
    await other.screenshot({ path: testInfo.outputPath('inbox-phone.png') });
    await assigned.getByRole('button', { name: /assigned you/ }).click();
    await expect(panel.getByRole('textbox', { name: 'Title' })).toHaveValue('Prepare the demo', {
      timeout: 30_000,
    });
    await other.screenshot({ path: testInfo.outputPath('inbox-peek-phone.png') });
    await panel.getByRole('button', { name: 'Close peek view' }).click();
    await expect(panel).toBeHidden();
  });
});
