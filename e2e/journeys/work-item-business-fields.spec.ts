import type { APIRequestContext } from '@playwright/test';
import { WORKSPACE, adminInWorkspace, expect, test } from '../fixtures';

/**
 * A work item's business fields: a project with two shops and a customer (made through the API as
 * the settings screens make them) shows Shop and Customer in the item's sidebar; what is set there
 * survives a reload, and the `c` dialog creates an item with a shop. Screenshots of the sidebar,
 * light and dark, land in test-results/ for a person to look at.
 */

const IDENTIFIER = 'BIZ';

interface Seeded {
  projectId: string;
}

async function seedProject(request: APIRequestContext, origin: string): Promise<Seeded> {
  const base = `/api/workspaces/${WORKSPACE.slug}`;
  const headers = { origin };
  const project = await request.post(`${base}/projects/`, {
    headers,
    data: { name: 'Business Journey', identifier: IDENTIFIER },
  });
  expect(project.status()).toBe(201);
  const projectId = ((await project.json()) as { id: string }).id;
  const projectBase = `${base}/projects/${projectId}`;
  for (const [catalogue, name] of [
    ['shops', 'North Street'],
    ['shops', 'Harbour Mall'],
    ['customers', 'Acme Retail'],
  ] as const) {
    const entry = await request.post(`${projectBase}/${catalogue}/`, { headers, data: { name } });
    expect(entry.status()).toBe(201);
  }
  const item = await request.post(`${projectBase}/issues/`, {
    headers,
    data: { name: 'Restock the shelves' },
  });
  expect(item.status()).toBe(201);
  return { projectId };
}

test('business fields in the sidebar and the create dialog', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await adminInWorkspace(page);
  const { projectId } = await seedProject(page.request, baseURL ?? '');
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`work-item-business-${name}.png`) });
  const saved = () =>
    page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        response.url().includes(`/projects/${projectId}/`) &&
        response.status() === 204,
    );

  await test.step('shop and customer set in the sidebar are kept after a reload', async () => {
    await page.goto(`/${WORKSPACE.slug}/browse/${IDENTIFIER}-1/`);
    const properties = page.getByTestId('work-item-detail').getByRole('group', {
      name: 'Properties',
    });
    await expect(properties.getByRole('button', { name: 'Shop: None' })).toBeVisible();
    // No budget source is set up, so its field stays out of the way.
    await expect(properties.getByRole('button', { name: /^Budget source/ })).toHaveCount(0);

    await properties.getByRole('button', { name: 'Shop: None' }).click();
    await page.getByRole('combobox', { name: 'Search shops…' }).fill('harb');
    const shopSaved = saved();
    await page.getByRole('option', { name: 'Harbour Mall' }).click();
    await shopSaved;
    await expect(properties.getByRole('button', { name: 'Shop: Harbour Mall' })).toBeVisible();

    await properties.getByRole('button', { name: 'Customer: None' }).focus();
    await page.keyboard.press('Enter');
    const customerSaved = saved();
    await page.getByRole('option', { name: 'Acme Retail' }).click();
    await customerSaved;

    const revisionSaved = saved();
    await properties.getByRole('switch', { name: 'Revision' }).click();
    await revisionSaved;

    await shot('sidebar-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot('sidebar-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    await page.reload();
    await expect(properties.getByRole('button', { name: 'Shop: Harbour Mall' })).toBeVisible();
    await expect(properties.getByRole('button', { name: 'Customer: Acme Retail' })).toBeVisible();
    await expect(properties.getByRole('switch', { name: 'Revision' })).toBeChecked();
  });

  await test.step('the c dialog creates an item with a shop', async () => {
    await page.goto(`/${WORKSPACE.slug}/projects/${projectId}/issues`);
    await expect(page.getByTestId('work-item-row').first()).toBeVisible();
    await page.keyboard.press('c');
    const create = page.getByRole('dialog', { name: 'Create work item' });
    await expect(create).toBeVisible();
    await create.getByRole('textbox', { name: 'Title' }).fill('Open the pop-up store');
    await create.getByRole('button', { name: 'Shop: None' }).click();
    await page.getByRole('option', { name: 'North Street' }).click();
    await expect(create.getByRole('button', { name: 'Shop: North Street' })).toBeVisible();
    await create.getByRole('button', { name: 'Create work item' }).click();
    await expect(create).toBeHidden();

    await page.goto(`/${WORKSPACE.slug}/browse/${IDENTIFIER}-2/`);
    const properties = page.getByTestId('work-item-detail').getByRole('group', {
      name: 'Properties',
    });
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Open the pop-up store');
    await expect(properties.getByRole('button', { name: 'Shop: North Street' })).toBeVisible();
  });
});
