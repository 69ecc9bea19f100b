import type { Page } from '@playwright/test';
import {
  WORKSPACE,
  adminInWorkspace,
  expect,
  seedProjectWithItems,
  test,
  watchProblems,
  workItemList,
} from '../fixtures';

/**
 * The browser's cache of work items (issue 21): a project's list, opened once, is saved on the
 * device (the sidebar says so) and answered from it after a reload; turned off in the profile
 * settings, the copy goes and lists load from the server again.
 */

const NAMES = ['Cache the backlog', 'Warm the list', 'Serve it locally'];

/** A screenshot at desktop and phone size, for a person to look at both. */
async function shootBoth(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/local-cache-${name}-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.screenshot({ path: `/tmp/local-cache-${name}-phone.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a project’s list is saved on the device, opens from it, and the setting turns it off', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await adminInWorkspace(page);
  // What the cache does: its worker's messages, SQLite's WebAssembly, the sync's requests.
  const problems = watchProblems(
    page,
    (problem) => !/local cache|sqlite|wasm|v2\/issues|deleted-issues/i.test(problem.text),
  );
  const projectId = await seedProjectWithItems(
    page.request,
    baseURL ?? '',
    { name: 'Local Cache', identifier: 'LCC' },
    NAMES,
  );
  const listPath = `/${WORKSPACE.slug}/projects/${projectId}/issues`;
  const status = page.getByTestId('local-cache-status');

  // First visit: the server answers, and the project is synced in the background.
  await page.goto(listPath);
  await expect(workItemList(page).rows).toHaveCount(NAMES.length);
  await expect(status).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  await expect(status).toContainText('Cached on this device');
  await shootBoth(page, 'list');
  // Once synced, the list reads the cache.
  await expect(workItemList(page).root).toHaveAttribute('data-list-source', 'cache', {
    timeout: 60_000,
  });

  // A reload opens the list from the cache.
  await page.reload();
  await expect(workItemList(page).rows).toHaveCount(NAMES.length);
  for (const name of NAMES)
    await expect(workItemList(page).rows.filter({ hasText: name })).toHaveCount(1);
  await expect(workItemList(page).root).toHaveAttribute('data-list-source', 'cache');

  // Changes made elsewhere while the list was closed reach it after the next sync.
  const base = `/api/workspaces/${WORKSPACE.slug}/projects/${projectId}`;
  const added = await page.request.post(`${base}/issues/`, {
    headers: { origin: baseURL ?? '' },
    data: { name: 'Made while away' },
  });
  expect(added.status()).toBe(201);
  await page.reload();
  await expect(workItemList(page).rows).toHaveCount(NAMES.length + 1);
  await expect(workItemList(page).root).toHaveAttribute('data-list-source', 'cache');

  // Turned off in the profile settings: the copy is removed and the switch stays off.
  await page.goto('/settings/profile/general');
  const setting = page
    .getByTestId('local-cache-setting')
    .getByRole('switch', { name: 'Keep work items on this device' });
  await expect(setting).toHaveAttribute('aria-checked', 'true');
  await shootBoth(page, 'setting');
  await setting.click();
  await expect(setting).toHaveAttribute('aria-checked', 'false');
  await expect(setting).not.toHaveAttribute('aria-busy', 'true');
  await page.reload();
  await expect(setting).toHaveAttribute('aria-checked', 'false');

  // Lists still work, from the server, and the sidebar says nothing of a cache.
  await page.goto(listPath);
  await expect(workItemList(page).rows).toHaveCount(NAMES.length + 1);
  await expect(workItemList(page).root).toHaveAttribute('data-list-source', 'server');
  await expect(status).toHaveAttribute('data-state', 'hidden');
  await page.reload();
  await expect(workItemList(page).rows).toHaveCount(NAMES.length + 1);
  await expect(workItemList(page).root).toHaveAttribute('data-list-source', 'server');
  await expect(status).toHaveAttribute('data-state', 'hidden');
  // The cache made no noise on the way.
  expect(problems).toEqual([]);
});
