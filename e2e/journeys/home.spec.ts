import { WORKSPACE, adminInWorkspace, expect, test } from '../fixtures';

/**
 * The workspace home: a quick link and a sticky are added from the home page, a widget is hidden
 * through Manage widgets, and after a reload all three are found as they were left.
 */
test('add a quick link and a sticky from home, hide a widget, and find it so after a reload', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await adminInWorkspace(page);
  await page.goto(`/${WORKSPACE.slug}`);
  const home = page.getByTestId('workspace-home');
  await expect(home).toBeVisible();
  const links = home.getByRole('region', { name: 'Quick links' });
  const stickies = home.getByRole('region', { name: 'Your stickies' });
  // A link on this machine: the journey reaches no other host, its favicon included.
  const handbook = `${baseURL ?? ''}/handbook`;

  await test.step('a quick link is added, after a refused javascript: address', async () => {
    await links.getByRole('button', { name: 'Add link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a quick link' });
    await dialog.getByLabel('Address').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Add link' }).click();
    await expect(
      dialog.getByText('Enter a web address starting with http:// or https://.'),
    ).toBeVisible();
    await dialog.getByLabel('Address').fill(handbook);
    await dialog.getByLabel('Title (optional)').fill('Team handbook');
    await dialog.getByRole('button', { name: 'Add link' }).click();
    await expect(dialog).toBeHidden();
    await expect(links.getByRole('link', { name: /Team handbook/ })).toHaveAttribute(
      'href',
      handbook,
    );
  });

  await test.step('a sticky is written, one at a time', async () => {
    await stickies.getByRole('button', { name: 'New sticky' }).click();
    await expect(stickies.getByRole('button', { name: 'New sticky' })).toBeDisabled();
    const editor = stickies.getByRole('textbox', { name: 'New sticky' });
    await editor.click();
    await page.keyboard.type('Ask Ada about the release notes');
    await stickies.getByRole('button', { name: 'Add sticky' }).click();
    await expect(stickies.getByTestId('sticky')).toContainText('Ask Ada about the release notes');
    await expect(stickies.getByRole('button', { name: 'New sticky' })).toBeEnabled();
  });

  await test.step('Recents is hidden through Manage widgets', async () => {
    await expect(home.getByRole('region', { name: 'Recents' })).toBeVisible();
    await home.getByRole('button', { name: 'Manage widgets' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage widgets' });
    await dialog.getByRole('switch', { name: 'Show Recents' }).click();
    await expect(dialog.getByRole('switch', { name: 'Show Recents' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(home.getByRole('region', { name: 'Recents' })).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath('home.png'), fullPage: true });
  });

  await test.step('after a reload, the link, the sticky and the hidden widget stay so', async () => {
    await page.reload();
    await expect(links.getByRole('link', { name: /Team handbook/ })).toBeVisible();
    await expect(stickies.getByTestId('sticky')).toContainText('Ask Ada about the release notes');
    await expect(home.getByRole('region', { name: 'Your work' })).toBeVisible();
    await expect(home.getByRole('region', { name: 'Recents' })).toBeHidden();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('home-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('the sticky is found in All stickies and deleted there', async () => {
    await stickies.getByRole('button', { name: 'All stickies' }).click();
    const dialog = page.getByRole('dialog', { name: 'All stickies' });
    await dialog.getByRole('searchbox').fill('release');
    await expect(dialog.getByTestId('sticky')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Delete Sticky 1' }).click();
    await expect(dialog.getByTestId('sticky')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(stickies.getByTestId('sticky')).toHaveCount(0);
  });
});
