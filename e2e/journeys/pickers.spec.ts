import { WORKSPACE, adminInWorkspace, expect, test } from '../fixtures';

/**
 * One picker everywhere: the project settings' selects are the product's own list picker (no
 * native select), reached and driven by keyboard, a long list (time zones) narrowed by typing.
 */
test('project settings pickers choose by keyboard, and a long list filters as one types', async ({
  page,
  baseURL,
}, testInfo) => {
  await adminInWorkspace(page);
  const created = await page.request.post(`/api/workspaces/${WORKSPACE.slug}/projects/`, {
    headers: { origin: baseURL ?? '' },
    data: { name: 'Picker Journey', identifier: 'PCK' },
  });
  expect(created.status()).toBe(201);
  const projectId = ((await created.json()) as { id: string }).id;
  await page.goto(`/${WORKSPACE.slug}/settings/projects/${projectId}`);
  const form = page.getByRole('form', { name: 'General settings' });
  const timezone = form.getByLabel('Timezone');
  await expect(timezone).toBeVisible();
  await expect(page.locator('select')).toHaveCount(0);

  await test.step('typing narrows the time zones; Enter chooses', async () => {
    await timezone.click();
    await page.keyboard.type('tokyo');
    await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: testInfo.outputPath(`picker-${String(width)}.png`) });
    }
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(timezone).toContainText('Asia/Tokyo');
    await expect(timezone).toBeFocused();
  });

  await test.step('arrows open and move, Escape closes without choosing', async () => {
    const lead = form.getByLabel('Project lead');
    await lead.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expect(lead).toContainText('None');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(lead).toContainText('None');
    await expect(lead).toBeFocused();
    await page.keyboard.press('ArrowDown');
    // Wait for what the user sees before choosing: the list has focus and holds the members.
    const list = page.getByRole('listbox');
    await expect(list).toBeFocused();
    const last = list.getByRole('option').last();
    await expect(last).toContainText('ada', { ignoreCase: true });
    await page.keyboard.press('End');
    await expect(list).toHaveAttribute(
      'aria-activedescendant',
      (await last.getAttribute('id')) ?? '',
    );
    await page.keyboard.press('Enter');
    await expect(lead).toContainText('ada', { ignoreCase: true });
  });

  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await page.reload();
  await expect(form.getByLabel('Timezone')).toContainText('Asia/Tokyo');
  await expect(form.getByLabel('Project lead')).toContainText('ada', { ignoreCase: true });
});
