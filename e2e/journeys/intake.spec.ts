import {
  WORKSPACE,
  adminInWorkspace,
  expect,
  pickOption,
  teammateInProject,
  test,
} from '../fixtures';

/**
 * The intake: a guest of a project asks for something through its intake; the admin sees the
 * request, accepts it from the keyboard, finds it under Closed, and then on the project's board.
 */
test('a guest submits to intake, an admin accepts it with the keyboard and it appears on the board', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  await adminInWorkspace(page);
  const origin = { origin: baseURL ?? '' };
  const base = `/api/workspaces/${WORKSPACE.slug}`;
  const { other: guestPage, projectId } = await teammateInProject(page, browser, baseURL, {
    firstName: 'Gita',
    role: 5,
    project: { name: 'Intake Journey', identifier: 'INTK' },
  });
  const turnedOn = await page.request.patch(`${base}/projects/${projectId}/`, {
    headers: origin,
    data: { inbox_view: true },
  });
  expect(turnedOn.ok(), await turnedOn.text()).toBe(true);
  const intake = `/${WORKSPACE.slug}/projects/${projectId}/intake`;

  await test.step('the guest sends a request through the intake', async () => {
    // The admin's intake is open already: the request arrives there live.
    await page.goto(intake);
    await expect(page.getByText('Nothing waiting')).toBeVisible({ timeout: 30_000 });
    await guestPage.goto(intake);
    await expect(guestPage.getByRole('heading', { name: 'Intake' })).toBeVisible();
    await guestPage.getByRole('button', { name: 'New request' }).click();
    const dialog = guestPage.getByRole('dialog', { name: 'New request' });
    await dialog.getByLabel('Title').fill('Export reports to PDF');
    await dialog.getByRole('textbox', { name: 'Description' }).click();
    await guestPage.keyboard.type('Finance needs a PDF of the monthly report.');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog).toBeHidden();
    const request = guestPage.getByRole('article', { name: 'Export reports to PDF' });
    await expect(request).toBeVisible();
    await expect(request.getByText('Pending')).toBeVisible();
    // A guest asks; members and admins triage.
    await expect(request.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await guestPage.context().close();
  });

  await test.step('the admin sees it arrive, edits it, and accepts it with the keyboard', async () => {
    const asked = page.getByRole('article', { name: 'Export reports to PDF' });
    await expect(asked).toBeVisible({ timeout: 45_000 });
    const title = asked.getByRole('textbox', { name: 'Title' });
    await title.fill('Export monthly reports to PDF');
    await title.press('Enter');
    const request = page.getByRole('article', { name: 'Export monthly reports to PDF' });
    await expect(request).toBeVisible();
    await pickOption(request.getByLabel('Priority'), 'High');
    await page.reload();
    await expect(request.getByLabel('Priority')).toContainText('High', { timeout: 30_000 });
    await expect(request.getByText('Finance needs a PDF of the monthly report.')).toBeVisible();
    // The sidebar counts the pending request.
    await expect(
      page
        .getByRole('group', { name: 'Intake Journey sections' })
        .getByRole('link', { name: /^Intake/ }),
    ).toContainText('1');
    await page.screenshot({ path: testInfo.outputPath('intake.png') });
    await page.keyboard.press('a');
    await expect(page.getByText('Nothing waiting')).toBeVisible();
    await page.getByRole('button', { name: /^Closed/ }).click();
    const closed = page.getByRole('article', { name: 'Export monthly reports to PDF' });
    await expect(closed.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(closed.getByRole('link', { name: /Open INTK-/ })).toBeVisible();
  });

  await test.step('the accepted request is on the project’s board', async () => {
    await page.goto(`/${WORKSPACE.slug}/projects/${projectId}/issues?layout=kanban`);
    await expect(
      page.getByTestId('work-item-card').filter({ hasText: 'Export monthly reports to PDF' }),
    ).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${intake}?tab=closed`);
    await expect(page.getByRole('button', { name: /Export monthly reports to PDF/ })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('intake-phone.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
