import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { WORKSPACE, adminInWorkspace, expect, test } from '../fixtures';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const ITEMS = ['Ship the export journey', 'Fix "quotes", commas', 'Plain third item'];

/** A screenshot at desktop and phone size, for a person to look at both. */
async function shootBoth(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/exports-${name}-desktop.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  // The sidebar slides away as the page narrows: shoot once it has.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await page.screenshot({ path: `/tmp/exports-${name}-phone.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
}

async function seedProject(request: APIRequestContext, origin: string, prefix = 'EX') {
  const base = `/api/workspaces/${WORKSPACE.slug}`;
  const headers = { origin };
  const identifier = `${prefix}${String(Date.now() % 1000).padStart(3, '0')}`;
  const project = await request.post(`${base}/projects/`, {
    headers,
    data: { name: `Exports Journey ${identifier}`, identifier },
  });
  expect(project.status()).toBe(201);
  const created = (await project.json()) as { id: string; name: string };
  for (const name of ITEMS) {
    const item = await request.post(`${base}/projects/${created.id}/issues/`, {
      headers,
      data: { name, priority: 'high' },
    });
    expect(item.status()).toBe(201);
  }
  return { ...created, identifier };
}

/**
 * Exports: the admin creates a few work items, opens Settings → Exports, exports one project as
 * CSV, watches the history until the export is Completed, downloads the file and finds the items
 * in it (quotes and commas kept in their cells); then exports two projects as one file per project
 * and finds both files in the downloaded zip.
 */
test('export work items as CSV and download the file', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await adminInWorkspace(page);
  const project = await seedProject(page.request, baseURL ?? '');
  const screen = page.getByTestId('exports');

  await test.step('workspace settings open on the Exports tab', async () => {
    await page.goto(`/${WORKSPACE.slug}/settings`);
    await page
      .getByRole('navigation', { name: 'Settings sections' })
      .getByRole('link', { name: 'Exports' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${WORKSPACE.slug}/settings/exports$`));
    await expect(screen.getByRole('heading', { name: 'Exports', exact: true })).toBeVisible();
    await expect(screen.getByRole('checkbox', { name: 'All projects' })).toBeChecked({
      timeout: 20_000,
    });
    await shootBoth(page, 'start');
  });

  await test.step('one project, CSV, Export', async () => {
    const form = screen.getByTestId('new-export');
    await form.getByRole('checkbox', { name: 'All projects' }).uncheck();
    await expect(form.getByRole('button', { name: 'Export' })).toBeDisabled();
    await form.getByRole('checkbox', { name: new RegExp(project.name) }).check();
    await form.getByRole('radio', { name: 'CSV' }).check();
    await form.getByRole('button', { name: 'Export' }).click();
    await expect(form.getByRole('status')).toContainText('Export started');
  });

  const row = screen.getByTestId('export-row').filter({ hasText: project.name }).first();
  await test.step('the history shows it Completed', async () => {
    await expect(row).toBeVisible();
    await expect(row.getByTestId('export-status')).toHaveText('Completed', { timeout: 60_000 });
    await expect(row).toContainText('CSV');
    await expect(row).toContainText('Work items: 3');
    await shootBoth(page, 'completed');
  });

  await test.step('the downloaded file holds the items', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: /^Download/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^${WORKSPACE.slug}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const file = await download.path();
    const text = await readFile(file, 'utf8');
    expect(text).toContain('"Key","Project","Name"');
    expect(text).toContain(`"${project.identifier}-1","${project.name}","${ITEMS[0] ?? ''}"`);
    expect(text).toContain('"Fix ""quotes"", commas"');
    expect(text).toContain(`"${project.identifier}-3"`);
  });

  await test.step('two projects, one file each, arrive as a zip', async () => {
    const second = await seedProject(page.request, baseURL ?? '', 'EY');
    await page.reload();
    const form = screen.getByTestId('new-export');
    await form.getByRole('checkbox', { name: 'All projects' }).uncheck({ timeout: 20_000 });
    await form.getByRole('checkbox', { name: new RegExp(project.name) }).check();
    await expect(form.getByRole('checkbox', { name: 'One file per project' })).toHaveCount(0);
    await form.getByRole('checkbox', { name: new RegExp(second.name) }).check();
    await form.getByRole('checkbox', { name: 'One file per project' }).check();
    // The format's radio is drawn by its label, which is what a person clicks.
    await form
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: 'JSON' }) })
      .click();
    await expect(form.getByRole('radio', { name: 'JSON' })).toBeChecked();
    await form.getByRole('button', { name: 'Export' }).click();
    await expect(form.getByRole('status')).toContainText('Export started');
    const zipped = screen
      .getByTestId('export-row')
      .filter({ hasText: second.name })
      .filter({ hasText: 'JSON' })
      .first();
    await expect(zipped.getByTestId('export-status')).toHaveText('Completed', { timeout: 60_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      zipped.getByRole('link', { name: /^Download/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const bytes = await readFile(await download.path());
    // A zip starts with a local file header and names its entries in plain text.
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const names = bytes.toString('latin1');
    expect(names).toContain(`${project.identifier}.json`);
    expect(names).toContain(`${second.identifier}.json`);
  });
});
