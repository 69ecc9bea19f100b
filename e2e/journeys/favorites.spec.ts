import type { Locator } from '@playwright/test';
import { WORKSPACE, adminInWorkspace, dragByPointer, expect, test } from '../fixtures';

const MINE = ['Launch', 'Urgent bugs', 'Favorites Journey'];

/** The names of this journey's favorites in the sidebar, top to bottom, as drawn. */
async function favoriteNames(favorites: Locator): Promise<string[]> {
  return (await favorites.getByTestId('favorite-name').allInnerTexts())
    .map((text) => text.trim())
    .filter((name) => MINE.includes(name));
}

/**
 * Favorites with folders: a project starred in the projects list and a view starred through the
 * API appear in the sidebar; a folder is made, both go into it (one dragged, one through its
 * menu), they are reordered, and after a reload everything is where it was put.
 */
test('favorite a project and a view, put them in a folder, reorder them', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await adminInWorkspace(page);
  const headers = { origin: baseURL ?? '' };
  const api = `/api/workspaces/${WORKSPACE.slug}`;
  const created = await page.request.post(`${api}/projects/`, {
    headers,
    data: { name: 'Favorites Journey', identifier: 'FAVJ' },
  });
  expect(created.status()).toBe(201);
  const projectId = ((await created.json()) as { id: string }).id;
  const view = await page.request.post(`${api}/projects/${projectId}/views/`, {
    headers,
    data: { name: 'Urgent bugs', filters: { priority: ['urgent'] } },
  });
  expect(view.status()).toBe(201);
  const viewId = ((await view.json()) as { id: string }).id;
  const favorites = page.getByRole('region', { name: 'Favorites' });

  await test.step('a project starred in the list and a view appear in Favorites', async () => {
    await page.goto(`/${WORKSPACE.slug}/projects`);
    await page.getByRole('button', { name: 'Favorite Favorites Journey' }).click();
    await expect(favorites.getByRole('link', { name: 'Favorites Journey' })).toBeVisible();
    const starred = await page.request.post(`${api}/projects/${projectId}/user-favorite-views/`, {
      headers,
      data: { view: viewId },
    });
    expect(starred.ok()).toBe(true);
    await page.reload();
    await expect(favorites.getByRole('link', { name: 'Urgent bugs' })).toBeVisible();
    await expect(favorites.getByRole('link', { name: 'Urgent bugs' })).toHaveAttribute(
      'href',
      `/${WORKSPACE.slug}/projects/${projectId}/views/${viewId}`,
    );
  });

  await test.step('a folder is made and both go into it', async () => {
    await favorites.getByRole('button', { name: 'New folder' }).click();
    const name = favorites.getByRole('textbox', { name: 'Folder name' });
    await name.fill('Launch');
    await name.press('Enter');
    const folder = favorites.getByRole('button', { name: 'Launch', exact: true });
    await expect(folder).toBeVisible();
    await expect(folder).toHaveAttribute('aria-expanded', 'true');

    // The view goes in through its row's menu, by keyboard.
    const viewRow = favorites.getByTestId('favorite-row').filter({ hasText: 'Urgent bugs' });
    await viewRow.hover();
    await viewRow.getByRole('button', { name: 'Options for Urgent bugs in Favorites' }).click();
    await page.getByRole('menuitem', { name: 'Move to Launch' }).click();
    // The project is dragged onto the folder.
    const folderRow = favorites
      .getByTestId('favorite-row')
      .filter({ has: page.getByRole('button', { name: 'Launch', exact: true }) });
    await dragByPointer(
      page,
      favorites.getByRole('button', { name: 'Move Favorites Journey' }),
      folderRow,
    );
    await expect
      .poll(() => favoriteNames(favorites), { timeout: 30_000 })
      .toEqual(['Launch', 'Urgent bugs', 'Favorites Journey']);
  });

  await test.step('they are reordered inside the folder', async () => {
    const projectRow = favorites
      .getByTestId('favorite-row')
      .filter({ hasText: 'Favorites Journey' });
    await projectRow.hover();
    await projectRow
      .getByRole('button', { name: 'Options for Favorites Journey in Favorites' })
      .click();
    await page.getByRole('menuitem', { name: 'Move up' }).click();
    await expect
      .poll(() => favoriteNames(favorites), { timeout: 30_000 })
      .toEqual(['Launch', 'Favorites Journey', 'Urgent bugs']);
  });

  await test.step('after a reload everything is where it was put', async () => {
    await page.reload();
    await expect
      .poll(() => favoriteNames(favorites), { timeout: 30_000 })
      .toEqual(['Launch', 'Favorites Journey', 'Urgent bugs']);
    await page.screenshot({ path: testInfo.outputPath('favorites.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(favorites.getByRole('link', { name: 'Favorites Journey' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('favorites-phone.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await favorites.getByRole('link', { name: 'Favorites Journey' }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/issues`));
  });

  await test.step('the folder is deleted with what it holds', async () => {
    const folderRow = favorites.getByTestId('favorite-row').filter({ hasText: 'Launch' }).first();
    await folderRow.hover();
    await folderRow.getByRole('button', { name: 'Options for Launch in Favorites' }).click();
    await page.getByRole('menuitem', { name: 'Delete folder' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete folder' }).click();
    await expect.poll(() => favoriteNames(favorites), { timeout: 30_000 }).toEqual([]);
    // The project's own star follows.
    await page.goto(`/${WORKSPACE.slug}/projects`);
    await expect(page.getByRole('button', { name: 'Favorite Favorites Journey' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
