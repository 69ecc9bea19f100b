import type { APIRequestContext, Page } from '@playwright/test';
import { WORKSPACE, adminInWorkspace, expect, test } from '../fixtures';

/**
 * Keel on a phone (390×844, touch): the sidebar is a drawer behind a menu button (Escape, the
 * backdrop and navigating close it), a work item is created, opened and edited, the board scrolls
 * column by column, project settings change tab, a dialog closes; no screen scrolls sideways.
 * Screenshots of each screen land in test-results/ for a person to look at.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const PROJECT = { name: 'Phone Journey', identifier: 'PHN' };

async function seedProject(request: APIRequestContext, origin: string): Promise<string> {
  const base = `/api/workspaces/${WORKSPACE.slug}`;
  const headers = { origin };
  const project = await request.post(`${base}/projects/`, { headers, data: PROJECT });
  expect(project.status()).toBe(201);
  const projectId = ((await project.json()) as { id: string }).id;
  for (const name of ['Pack the release notes', 'Check the store listing']) {
    const created = await request.post(`${base}/projects/${projectId}/issues/`, {
      headers,
      data: { name, priority: 'low' },
    });
    expect(created.status()).toBe(201);
  }
  return projectId;
}

/** The page itself never scrolls sideways: only the board and the spreadsheet do, inside. */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
}

test('the main flows on a phone', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  await adminInWorkspace(page);
  const projectId = await seedProject(page.request, baseURL ?? '');
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`phone-${name}.png`) });
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  const drawer = page.getByRole('complementary', { name: 'Workspace' });

  await test.step('the sidebar is a drawer: Escape and the backdrop close it', async () => {
    await page.goto(`/${WORKSPACE.slug}/projects`);
    await expect(page.getByRole('main').getByText(PROJECT.name).first()).toBeVisible();
    await expect(drawer).toBeHidden();
    await expectNoSidewaysScroll(page);

    await menuButton.click();
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // Focus moves into the drawer and comes back to the menu button when it closes.
    await expect(drawer.locator(':focus')).toHaveCount(1);
    await expectNoSidewaysScroll(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await expect(drawer).toBeVisible();
    await shot('drawer');
    await page.getByTestId('sidebar-backdrop').click({ position: { x: 370, y: 420 } });
    await expect(drawer).toBeHidden();
  });

  await test.step('navigating from the drawer opens the project and closes the drawer', async () => {
    await menuButton.click();
    await drawer
      .getByRole('link', { name: new RegExp(PROJECT.name) })
      .first()
      .click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/issues`));
    await expect(page.getByTestId('work-item-row').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot('list');
  });

  await test.step('a dialog is a sheet that closes', async () => {
    await page.getByRole('button', { name: 'Add work item', exact: true }).first().click();
    const create = page.getByRole('dialog', { name: 'Create work item' });
    await expect(create).toBeVisible();
    const box = await create.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    await expectNoSidewaysScroll(page);
    await create.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(create).toBeHidden();
  });

  await test.step('a work item is created, opened, and its state and priority changed', async () => {
    await page.getByRole('button', { name: 'Add work item', exact: true }).first().click();
    const create = page.getByRole('dialog', { name: 'Create work item' });
    await expect(create).toBeVisible();
    await create.getByRole('textbox', { name: 'Title' }).fill('Test the phone layout');
    await create.getByRole('button', { name: /^Create work item/ }).click();
    await expect(create).toBeHidden();
    const row = page.getByTestId('work-item-row').filter({ hasText: 'Test the phone layout' });
    await expect(row).toBeVisible();

    await row.getByText('Test the phone layout').click();
    const peek = page.getByTestId('work-item-peek');
    await expect(peek).toBeVisible();
    await expectNoSidewaysScroll(page);
    await peek.getByRole('button', { name: /^State: / }).click();
    await page.getByRole('option', { name: 'Todo' }).click();
    await expect(peek.getByRole('button', { name: 'State: Todo' })).toBeVisible();
    await peek.getByRole('button', { name: /^Priority: / }).click();
    await page.getByRole('option', { name: 'High' }).click();
    await expect(peek.getByRole('button', { name: 'Priority: High' })).toBeVisible();
    await shot('peek');
    await peek.getByRole('button', { name: 'Close peek view' }).first().click();
    await expect(peek).toBeHidden();
    await expect(row.getByRole('button', { name: 'Priority: High' })).toBeVisible();
  });

  await test.step('the board scrolls column by column', async () => {
    await page
      .getByRole('radiogroup', { name: 'Layout' })
      .getByRole('radio', { name: 'Board' })
      .click();
    const columns = page.getByTestId('kanban-column');
    await expect(columns.first()).toBeVisible();
    expect(await columns.count()).toBeGreaterThan(1);
    await expect(columns.nth(1)).not.toBeInViewport({ ratio: 0.9 });
    await expectNoSidewaysScroll(page);
    const board = page.locator('[data-kanban-row]');
    await board.evaluate((element) => {
      element.scrollBy({ left: 200 });
    });
    // Scroll snapping settles on the next column's start, not somewhere in between.
    await expect(columns.nth(1)).toBeInViewport({ ratio: 0.9 });
    await expect
      .poll(async () => {
        const [boardBox, columnBox] = await Promise.all([
          board.boundingBox(),
          columns.nth(1).boundingBox(),
        ]);
        return Math.round((columnBox?.x ?? 0) - (boardBox?.x ?? 0));
      })
      .toBe(16);
    await shot('board');
  });

  await test.step('project settings change tab', async () => {
    await page.goto(`/${WORKSPACE.slug}/settings/projects/${projectId}`);
    const tabs = page.getByRole('navigation', { name: 'Project settings' });
    await expect(tabs).toBeVisible();
    await expectNoSidewaysScroll(page);
    await tabs.getByRole('link', { name: 'States' }).click();
    await expect(page).toHaveURL(/\/states$/);
    await expect(page.getByTestId('project-settings')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot('settings');
  });
});
