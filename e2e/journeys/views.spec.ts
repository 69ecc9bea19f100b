import { WORKSPACE, adminInWorkspace, dragByPointer, expect, test } from '../fixtures';

/**
 * Saved views: a view is created from the project's Views screen, the list is filtered inside it
 * and the filter saved into the view; reopened from the Views screen it shows only the filtered
 * items. It is starred (and shows in Favorites), then locked, after which its filters can no
 * longer be saved until it is unlocked.
 */
test('save a filtered view, reopen it, star it and lock it', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await adminInWorkspace(page);
  const headers = { origin: baseURL ?? '' };
  const api = `/api/workspaces/${WORKSPACE.slug}`;
  const created = await page.request.post(`${api}/projects/`, {
    headers,
    data: { name: 'Views Journey', identifier: 'VIEWJ' },
  });
  expect(created.status()).toBe(201);
  const projectId = ((await created.json()) as { id: string }).id;
  for (const [name, priority] of [
    ['Checkout fails on Safari', 'urgent'],
    ['Tidy the settings copy', 'low'],
    ['Payment webhook retries', 'urgent'],
  ] as const)
    expect(
      (
        await page.request.post(`${api}/projects/${projectId}/issues/`, {
          headers,
          data: { name, priority },
        })
      ).status(),
    ).toBe(201);
  const views = `/${WORKSPACE.slug}/projects/${projectId}/views`;

  await test.step('a view is created from the Views screen', async () => {
    await page.goto(`/${WORKSPACE.slug}/projects/${projectId}/issues`);
    await page
      .getByTestId('sidebar-projects')
      .getByRole('link', { name: 'Views', exact: true })
      .click();
    await expect(page.getByRole('heading', { name: 'Views', exact: true })).toBeVisible();
    await expect(page.getByText('No views yet')).toBeVisible();
    await page.getByRole('button', { name: 'New view' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New view' });
    await dialog.getByLabel('Name').fill('Urgent work');
    await dialog.getByRole('button', { name: 'Create view' }).click();
    await expect(page).toHaveURL(/\/views\/[0-9a-f-]+(\?.*)?$/);
    await expect(page.getByTestId('work-item-row')).toHaveCount(3);
  });

  await test.step('the list is filtered in the view and the filter saved', async () => {
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page
      .getByRole('group', { name: 'Priority' })
      .getByRole('option', { name: 'Urgent' })
      .click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('work-item-row')).toHaveCount(2);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Reset' })).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath('view.png') });
  });

  await test.step('reopened from the Views screen, it shows only the filtered items', async () => {
    await page.goto(views);
    const row = page.getByTestId('view-row').filter({ hasText: 'Urgent work' });
    await row.getByRole('link', { name: 'Urgent work' }).click();
    await expect(page.getByTestId('work-item-row')).toHaveCount(2);
    await expect(page.getByTestId('work-item-row').filter({ hasText: 'Tidy' })).toHaveCount(0);
  });

  await test.step('starred, it shows in Favorites; locked, its filters cannot be saved', async () => {
    await page.goto(views);
    const row = page.getByTestId('view-row').filter({ hasText: 'Urgent work' });
    await row.getByRole('button', { name: 'Favorite Urgent work' }).click();
    await expect(
      page.getByRole('region', { name: 'Favorites' }).getByRole('link', { name: 'Urgent work' }),
    ).toBeVisible();
    await row.getByRole('button', { name: 'Actions for Urgent work' }).click();
    await page.getByRole('menuitem', { name: 'Lock' }).click();
    await expect(row.getByText('Locked: its filters cannot be changed')).toBeAttached();
    await page.screenshot({ path: testInfo.outputPath('views.png') });

    await row.getByRole('link', { name: 'Urgent work' }).click();
    await expect(page.getByTestId('work-item-row')).toHaveCount(2);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page
      .getByRole('group', { name: 'Priority' })
      .getByRole('option', { name: 'Low' })
      .click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('work-item-row')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByTestId('work-item-row')).toHaveCount(2);
  });

  await test.step('a workspace view is saved beside the built-in ones and reopened', async () => {
    await page.goto(`/${WORKSPACE.slug}/workspace-views/all-issues`);
    await expect(
      page.getByTestId('work-item-row').filter({ hasText: 'Tidy the settings copy' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page
      .getByRole('group', { name: 'Priority' })
      .getByRole('option', { name: 'Urgent' })
      .click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save as view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as view' });
    await dialog.getByLabel('Name').fill('Urgent everywhere');
    await dialog.getByRole('button', { name: 'Create view' }).click();
    await expect(page).toHaveURL(/\/workspace-views\/[0-9a-f-]{36}(\?.*)?$/);
    const saved = new URL(page.url()).pathname;
    await page.goto(`/${WORKSPACE.slug}/workspace-views/all-issues`);
    await page.getByRole('link', { name: 'Urgent everywhere' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(saved);
    await expect(
      page.getByTestId('work-item-row').filter({ hasText: 'Checkout fails on Safari' }),
    ).toBeVisible();
    await expect(
      page.getByTestId('work-item-row').filter({ hasText: 'Tidy the settings copy' }),
    ).toHaveCount(0);
  });

  await test.step('a saved view tab is dragged before another, and stays there', async () => {
    const created = await page.request.post(`/api/workspaces/${WORKSPACE.slug}/views/`, {
      headers,
      data: { name: 'Quiet week' },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto(`/${WORKSPACE.slug}/workspace-views/all-issues`);
    const tabs = page.getByRole('list', { name: 'Saved views' });
    await expect(tabs.getByRole('link')).toHaveText(['Urgent everywhere', 'Quiet week']);
    // A drag a busy machine did not take is tried again, never one that was taken.
    await expect(async () => {
      if ((await tabs.getByRole('link').allInnerTexts())[0] !== 'Quiet week')
        await dragByPointer(
          page,
          tabs.getByRole('link', { name: 'Quiet week' }),
          tabs.getByRole('link', { name: 'Urgent everywhere' }),
        );
      await expect(tabs.getByRole('link')).toHaveText(['Quiet week', 'Urgent everywhere'], {
        timeout: 5_000,
      });
    }).toPass({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(tabs.getByRole('link')).toHaveText(['Quiet week', 'Urgent everywhere']);
  });
});
