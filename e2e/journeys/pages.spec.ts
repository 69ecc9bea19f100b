import { WORKSPACE, adminInWorkspace, expect, teammateInProject, test } from '../fixtures';

/**
 * Pages, edited together: the admin writes a page from the project's pages list; a teammate opens
 * it in another browser, and both see each other's text and cursor as they type. Locking the page
 * makes the teammate's side read-only at once; an older version is put back for both.
 */
test('two people write one page at once, lock it, and restore an older version', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  await adminInWorkspace(page);
  const { other, projectId } = await teammateInProject(page, browser, baseURL, {
    firstName: 'Nora',
    role: 15,
    project: { name: 'Docs Journey', identifier: 'DOCS' },
  });
  const pagesUrl = `/${WORKSPACE.slug}/projects/${projectId}/pages`;
  const adaBody = page.getByTestId('editor-page');
  const noraBody = other.getByTestId('editor-page');
  let pageUrl = '';
  let itemId = '';

  await test.step('the admin creates a page from the list and writes in it', async () => {
    await page.goto(pagesUrl);
    await page.getByRole('button', { name: 'New page' }).first().click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: 'New page' });
    await dialog.getByLabel('Title').fill('Release plan');
    await dialog.getByRole('button', { name: 'Create page' }).click();
    await expect(page).toHaveURL(/\/pages\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    pageUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('textbox', { name: 'Page title' })).toHaveValue('Release plan');
    await expect(adaBody).toHaveAttribute('contenteditable', 'true', { timeout: 30_000 });
    await adaBody.click();
    await page.keyboard.type('Ship on Friday.');
    // Stored a couple of seconds after the last keystroke, as the admin's version.
    const versionsApi = `/api/workspaces/${WORKSPACE.slug}/projects/${projectId}${pageUrl.replace(`/${WORKSPACE.slug}/projects/${projectId}`, '')}/versions/`;
    await expect
      .poll(
        async () => ((await (await page.request.get(versionsApi)).json()) as unknown[]).length,
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
  });

  await test.step('the teammate sees it, writes too, and each sees the other’s cursor', async () => {
    await other.goto(pageUrl);
    await expect(noraBody).toContainText('Ship on Friday.', { timeout: 30_000 });
    await expect(noraBody).toHaveAttribute('contenteditable', 'true', { timeout: 30_000 });
    await noraBody.click();
    await other.keyboard.press('ControlOrMeta+End');
    await other.keyboard.press('Enter');
    await other.keyboard.type('Docs by Thursday.');
    await expect(adaBody).toContainText('Docs by Thursday.', { timeout: 30_000 });
    await expect(page.locator('.collab-caret-label', { hasText: /nora/i })).toBeVisible({
      timeout: 30_000,
    });
    await expect(other.locator('.collab-caret-label', { hasText: /ada/i })).toBeVisible({
      timeout: 30_000,
    });
    await page.screenshot({ path: testInfo.outputPath('page-together.png') });
  });

  await test.step('locking the page makes the teammate’s side read-only', async () => {
    await page.getByRole('button', { name: 'Lock' }).click();
    await expect(page.getByText('This page is locked')).toBeVisible();
    await expect(noraBody).toHaveAttribute('contenteditable', 'false', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByText('This page is locked')).toBeHidden();
  });

  await test.step('an older version is put back for both', async () => {
    // Versions are kept as the page is stored (a few seconds after edits), one per author.
    const versions = page.getByTestId('page-versions');
    await expect(async () => {
      if (await versions.isVisible()) await page.getByRole('button', { name: 'Versions' }).click();
      await page.getByRole('button', { name: 'Versions' }).click();
      await expect(versions.getByRole('listitem')).toHaveCount(2, { timeout: 3_000 });
    }).toPass({ timeout: 60_000 });
    // Newest first: the teammate's, then the admin's own.
    await versions.getByRole('listitem').last().getByRole('button').click();
    await expect(versions.getByRole('region', { name: 'Version preview' })).toContainText(
      'Ship on Friday.',
    );
    await versions.getByRole('button', { name: 'Restore this version' }).click();
    await page
      .getByRole('dialog', { name: 'Restore this version?' })
      .getByRole('button', { name: 'Restore this version' })
      .click();
    await expect(adaBody).not.toContainText('Docs by Thursday.', { timeout: 30_000 });
    await expect(noraBody).not.toContainText('Docs by Thursday.', { timeout: 30_000 });
    await expect(noraBody).toContainText('Ship on Friday.');
    await page.screenshot({ path: testInfo.outputPath('page-versions.png') });
  });

  await test.step('the outline lists its headings; the page exports as Markdown', async () => {
    await adaBody.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('## Risks');
    await page.keyboard.press('Enter');
    // The slash menu inserts blocks: a callout here.
    await page.keyboard.type('/callout');
    await page
      .getByRole('listbox', { name: 'Blocks to insert' })
      .getByRole('option', { name: 'Callout' })
      .waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Mind the code freeze, ');
    // @ mentions the project's people.
    await page.keyboard.type('@nor');
    await page
      .getByRole('listbox', { name: 'People to mention' })
      .getByRole('option', { name: /nora/i })
      .waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.type(' knows why.');
    await expect(adaBody.locator('.callout')).toContainText('Mind the code freeze');
    await expect(adaBody.locator('.callout .editor-mention')).toContainText(/@nora/i);
    // # mentions a work item: its key, name and state, linking to it.
    const item = await page.request.post(
      `/api/workspaces/${WORKSPACE.slug}/projects/${projectId}/issues/`,
      { headers: { origin: baseURL ?? '' }, data: { name: 'Prepare the launch' } },
    );
    expect(item.status()).toBe(201);
    itemId = ((await item.json()) as { id: string }).id;
    await page.keyboard.press('Enter');
    await page.keyboard.type('See #Prepare');
    await page
      .getByRole('listbox', { name: 'Work items to mention' })
      .getByRole('option', { name: /DOCS-1/ })
      .waitFor();
    await page.keyboard.press('Enter');
    const chip = adaBody.locator('.editor-work-item');
    await expect(chip).toContainText('DOCS-1');
    await expect(chip).toContainText('Prepare the launch');
    await expect(chip).toHaveAttribute('href', `/${WORKSPACE.slug}/browse/DOCS-1/`);
    await expect(noraBody.locator('.editor-work-item')).toContainText('DOCS-1');
    await page.getByRole('button', { name: 'Outline' }).click();
    const outline = page.getByTestId('page-outline');
    await outline.getByRole('button', { name: 'Risks' }).click();
    await page.getByRole('button', { name: 'Actions for Release plan' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export as Markdown' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Release plan.md');
    const saved = await download.path();
    const markdown = (await import('node:fs')).readFileSync(saved, 'utf8');
    expect(markdown).toContain('# Release plan');
    expect(markdown).toContain('Ship on Friday.');
    expect(markdown).toContain('## Risks');
    expect(markdown).toContain('Mind the code freeze');
    expect(markdown).toMatch(/@nora/i);
  });

  await test.step('a work item embeds as a live card, and a file attaches', async () => {
    await adaBody.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('/work');
    const blocks = page.getByRole('listbox', { name: 'Blocks to insert' });
    await blocks.getByRole('option', { name: 'Work item' }).waitFor();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: 'Embed work items' });
    await picker.getByRole('combobox', { name: 'Search work items' }).fill('Prepare');
    await picker.getByRole('option', { name: /DOCS-1/ }).click({ timeout: 30_000 });
    await picker.getByRole('button', { name: /^Embed/ }).click();
    const adaEmbed = adaBody.getByTestId('work-item-embed');
    const noraEmbed = noraBody.getByTestId('work-item-embed');
    await expect(adaEmbed).toContainText('DOCS-1', { timeout: 30_000 });
    await expect(adaEmbed).toContainText('Prepare the launch');
    await expect(adaEmbed.getByRole('link')).toHaveAttribute(
      'href',
      `/${WORKSPACE.slug}/browse/DOCS-1/`,
    );
    await expect(noraEmbed).toContainText('Prepare the launch', { timeout: 30_000 });
    // The card shows the item as it is now: a rename reaches both pages live.
    const renamed = await page.request.patch(
      `/api/workspaces/${WORKSPACE.slug}/projects/${projectId}/issues/${itemId}/`,
      { headers: { origin: baseURL ?? '' }, data: { name: 'Prepare the big launch' } },
    );
    expect(renamed.status()).toBe(204);
    await expect(noraEmbed).toContainText('Prepare the big launch', { timeout: 30_000 });
    await expect(adaEmbed).toContainText('Prepare the big launch', { timeout: 30_000 });
    // So does the mention's chip.
    await expect(adaBody.locator('.editor-work-item')).toContainText('Prepare the big launch');

    // `/file` attaches a file from the device as a download card (the editor kept the focus).
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('/file');
    await blocks.getByRole('option', { name: 'File' }).waitFor();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.keyboard.press('Enter'),
    ]);
    await chooser.setFiles({
      name: 'launch-notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Doors open at nine.'),
    });
    const attachment = noraBody.getByTestId('file-attachment');
    await expect(attachment).toContainText('launch-notes.txt', { timeout: 30_000 });
    // The file went below the card, which stays.
    await expect(adaEmbed).toHaveCount(1);
    const href = await attachment.getByRole('link').getAttribute('href');
    expect(href).toMatch(/^\/api\/assets\/v2\/workspaces\//);
    const file = await other.request.get(href ?? '');
    expect(await file.text()).toBe('Doors open at nine.');
    await page.screenshot({ path: testInfo.outputPath('page-embeds.png') });
  });

  await test.step('the page is in the list, and fits a phone', async () => {
    await page.goto(pagesUrl);
    await expect(
      page.getByTestId('pages-list').getByRole('link', { name: 'Release plan' }),
    ).toBeVisible({ timeout: 30_000 });
    // The sidebar holds the project's pages under its Pages link.
    await expect(
      page.getByTestId('sidebar-pages').getByRole('link', { name: 'Release plan' }),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('pages-list.png') });
    await other.setViewportSize({ width: 390, height: 844 });
    await other.reload();
    await expect(noraBody).toContainText('Ship on Friday.', { timeout: 30_000 });
    await expect(noraBody.locator('.editor-work-item')).toContainText('DOCS-1');
    await expect(noraBody.getByTestId('work-item-embed')).toContainText('Prepare the big launch', {
      timeout: 30_000,
    });
    await expect(noraBody.getByTestId('file-attachment')).toContainText('launch-notes.txt');
    await other.screenshot({ path: testInfo.outputPath('page-phone.png') });
  });
});
