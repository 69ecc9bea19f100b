import type { APIRequestContext } from '@playwright/test';
import { WORKSPACE, adminInWorkspace, expect, test } from '../fixtures';

/**
 * Around a work item: a sub-item created inline shows in the progress by state group and moves
 * there when its state changes; a "blocking" relation added through the picker reads as
 * "Blocked by" on the other item's page; a link is checked at its field, added and kept.
 * Screenshots of the widgets, light and dark, land in test-results/ for a person to look at.
 */

const IDENTIFIER = 'HIR';

async function seedProject(request: APIRequestContext, origin: string): Promise<void> {
  const base = `/api/workspaces/${WORKSPACE.slug}`;
  const headers = { origin };
  const project = await request.post(`${base}/projects/`, {
    headers,
    data: { name: 'Hierarchy Journey', identifier: IDENTIFIER },
  });
  expect(project.status()).toBe(201);
  const projectId = ((await project.json()) as { id: string }).id;
  for (const name of ['Ship the importer', 'Migrate the schema']) {
    const created = await request.post(`${base}/projects/${projectId}/issues/`, {
      headers,
      data: { name },
    });
    expect(created.status()).toBe(201);
  }
}

test('sub-items, relations and links of a work item', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  await adminInWorkspace(page);
  await seedProject(page.request, baseURL ?? '');
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`work-item-hierarchy-${name}.png`) });

  await test.step('a sub-item created inline shows in the progress by state group', async () => {
    await page.goto(`/${WORKSPACE.slug}/browse/${IDENTIFIER}-1/`);
    const widget = page.getByTestId('sub-items-widget');
    await expect(widget.getByText('No sub-work items yet.')).toBeVisible();
    await widget.getByRole('button', { name: 'New sub-work item' }).click();
    const name = widget.getByRole('textbox', { name: 'New sub-work item name' });
    await name.fill('Write the parser');
    await name.press('Enter');
    const row = widget.getByTestId('sub-item-row').filter({ hasText: 'Write the parser' });
    await expect(row).toBeVisible();
    await expect(row).toContainText(`${IDENTIFIER}-3`);
    await expect(widget.getByTestId('sub-items-progress')).toContainText('0 of 1 done');
    await name.fill('Test the parser');
    await name.press('Enter');
    await expect(widget.getByTestId('sub-item-row')).toHaveCount(2);
    await name.press('Escape');

    await row.getByRole('button', { name: /^State:/ }).click();
    await page.getByRole('option', { name: 'Done' }).click();
    await expect(widget.getByTestId('sub-items-progress')).toContainText('1 of 2 done');
    await expect(
      widget.getByRole('img', { name: /Progress by state: Completed 1, Backlog 1/ }),
    ).toBeVisible();

    // The sub-item is its own page; its parent is this item.
    await page.reload();
    await expect(widget.getByTestId('sub-item-row')).toHaveCount(2);
    await expect(widget.getByTestId('sub-items-progress')).toContainText('1 of 2 done');
  });

  await test.step('a blocking relation reads as blocked by on the other item', async () => {
    const widget = page.getByTestId('relations-widget');
    await widget.getByRole('button', { name: 'Add relation' }).click();
    await page.getByRole('menuitem', { name: 'Blocking' }).click();
    const picker = page.getByRole('dialog', { name: 'Add relation: Blocking' });
    await picker.getByRole('combobox', { name: 'Search work items' }).fill('Migrate');
    await picker.getByRole('option', { name: `${IDENTIFIER}-2 Migrate the schema` }).click();
    await picker.getByRole('button', { name: 'Add 1' }).click();
    await expect(picker).toBeHidden();
    const blocking = widget.getByRole('list', { name: 'Blocking' });
    await expect(blocking.getByTestId('related-item-row')).toContainText('Migrate the schema');
    await shot('widgets-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot('widgets-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    await blocking.getByRole('link', { name: /Migrate the schema/ }).click();
    await expect(page).toHaveURL(new RegExp(`/browse/${IDENTIFIER}-2/?$`));
    const other = page.getByTestId('relations-widget').getByRole('list', { name: 'Blocked by' });
    await expect(other.getByTestId('related-item-row')).toContainText('Ship the importer');
  });

  await test.step('a link is checked at its field, added, and kept', async () => {
    const widget = page.getByTestId('links-widget');
    await widget.getByRole('button', { name: 'Add link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add link' });
    await dialog.getByLabel('URL').fill('ftp://files.example.com');
    await dialog.getByRole('button', { name: 'Add link' }).click();
    await expect(
      dialog.getByText('Must be a web address starting with http:// or https://'),
    ).toBeVisible();
    await dialog.getByLabel('URL').fill('https://docs.example.com/schema');
    await dialog.getByLabel('Title').fill('Schema notes');
    await dialog.getByRole('button', { name: 'Add link' }).click();
    await expect(dialog).toBeHidden();
    const row = widget.getByTestId('link-row');
    await expect(row).toContainText('Schema notes');
    await expect(row).toContainText('docs.example.com');
    await expect(row.getByRole('link')).toHaveAttribute('target', '_blank');
    await page.reload();
    await expect(widget.getByTestId('link-row')).toContainText('Schema notes');
    await shot('links');
  });
});
