import type { APIRequestContext } from '@playwright/test';
import { WORKSPACE, adminInWorkspace, expect, moveByKeyboard, test } from '../fixtures';

/** Puts the admin's sidebar back to Plane's defaults, so that other journeys find theirs. */
async function resetSidebar(request: APIRequestContext, baseURL: string | undefined) {
  const reset = await request.patch(`/api/workspaces/${WORKSPACE.slug}/sidebar-preferences/`, {
    headers: { origin: baseURL ?? '' },
    data: [
      { key: 'analytics', is_pinned: false, sort_order: 85_535 },
      { key: 'drafts', is_pinned: true, sort_order: 95_535 },
      { key: 'stickies', is_pinned: true, sort_order: 125_535 },
    ],
  });
  expect(reset.status()).toBe(200);
}

/**
 * Customize sidebar: the report is pinned to the sidebar, drafts are tucked under More, stickies
 * are moved to the top, and after a reload the sidebar is as the person left it.
 */
test('pin, unpin and reorder the sidebar’s sections, and find them so after a reload', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await adminInWorkspace(page);
  await resetSidebar(page.request, baseURL);
  await page.goto(`/${WORKSPACE.slug}`);
  const sections = page.getByRole('navigation', { name: 'Workspace sections' });
  const more = sections.getByRole('button', { name: 'More', exact: true });

  try {
    await test.step('the report waits under More until pinned', async () => {
      await expect(sections.getByRole('link', { name: 'Drafts' })).toBeVisible();
      await expect(sections.getByRole('link', { name: 'Report', exact: true })).toBeHidden();
      await more.click();
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await expect(sections.getByRole('link', { name: 'Report', exact: true })).toBeVisible();
    });

    await test.step('Customize sidebar pins the report, unpins drafts and moves stickies up', async () => {
      await sections.getByRole('button', { name: 'Customize sidebar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Customize sidebar' });
      const pinReport = dialog.getByRole('switch', { name: 'Pin Report to the sidebar' });
      await pinReport.click();
      await expect(pinReport).toHaveAttribute('aria-checked', 'true');
      const pinDrafts = dialog.getByRole('switch', { name: 'Pin Drafts to the sidebar' });
      await pinDrafts.click();
      await expect(pinDrafts).toHaveAttribute('aria-checked', 'false');
      await moveByKeyboard(
        page,
        dialog.getByRole('button', { name: 'Move Stickies' }),
        'ArrowUp',
        6,
      );
      await expect(dialog.getByRole('listitem').first()).toContainText('Stickies', {
        timeout: 20_000,
      });
      await page.screenshot({ path: testInfo.outputPath('customize-sidebar.png') });
      await dialog.getByRole('button', { name: 'Done' }).click();
      await more.click();
      await expect(more).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('after a reload, the sidebar is as it was left', async () => {
      await page.waitForLoadState('networkidle');
      await page.reload();
      await expect(sections.getByRole('link', { name: 'Report', exact: true })).toBeVisible();
      await expect(sections.getByRole('link', { name: 'Drafts' })).toBeHidden();
      await expect(sections.getByRole('link')).toHaveText(
        ['Home', /^Inbox/, 'Projects', 'Stickies', 'Report', 'Your work', 'Members', 'Settings'],
        { timeout: 20_000 },
      );
      await page.screenshot({ path: testInfo.outputPath('sidebar.png') });
    });
  } finally {
    await resetSidebar(page.request, baseURL);
  }
});
