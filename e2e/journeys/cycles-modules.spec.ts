import type { Page } from '@playwright/test';
import { WORKSPACE, adminInWorkspace, expect, test } from '../fixtures';

/** A day `offset` days from today, as the date fields and the API take it (YYYY-MM-DD). */
function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/** Chooses `option` in the picker of a row or card whose trigger is labelled `label: …`. */
async function pick(
  page: Page,
  scope: ReturnType<Page['getByTestId']>,
  label: string,
  option: string,
) {
  await scope.getByRole('button', { name: new RegExp(`^${label}:`) }).click();
  await page.getByRole('option', { name: option }).click();
  await expect(scope.getByRole('button', { name: `${label}: ${option}` })).toBeVisible();
}

/**
 * Cycles and modules end to end: a cycle is created in its dialog, work is added to the running
 * cycle from the board, completing an item moves the cycle's progress, the ended cycle hands its
 * open work to the next one; a module is created, linked, favorited, completed and archived.
 */
test('plan a cycle from the board, watch it burn down, hand its open work on; group work in a module', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  await adminInWorkspace(page);
  const headers = { origin: baseURL ?? '' };
  const api = `/api/workspaces/${WORKSPACE.slug}`;
  const created = await page.request.post(`${api}/projects/`, {
    headers,
    data: { name: 'Planning Journey', identifier: 'PLN' },
  });
  expect(created.status()).toBe(201);
  const projectId = ((await created.json()) as { id: string }).id;
  const projectApi = `${api}/projects/${projectId}`;
  for (const name of ['Write the release notes', 'Fix the login redirect', 'Polish empty states'])
    expect(
      (await page.request.post(`${projectApi}/issues/`, { headers, data: { name } })).status(),
    ).toBe(201);
  // The running cycle, as if planned two weeks ago; it ends today.
  const running = await page.request.post(`${projectApi}/cycles/`, {
    headers,
    data: { name: 'Sprint 1', start_date: day(-13), end_date: day(0) },
  });
  expect(running.status()).toBe(201);
  const sprint1 = ((await running.json()) as { id: string }).id;
  const projectUrl = `/${WORKSPACE.slug}/projects/${projectId}`;

  await test.step('the next cycle is created in its dialog', async () => {
    await page.goto(`${projectUrl}/cycles`);
    await expect(page.getByText('Current cycle')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Add cycle' }).click();
    const dialog = page.getByRole('dialog', { name: 'New cycle' });
    await dialog.getByLabel('Name').fill('Sprint 2');
    await dialog.getByLabel('Start date').fill(day(1));
    await dialog.getByLabel('End date').fill(day(14));
    await dialog.getByRole('button', { name: 'Create cycle' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Sprint 2')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('cycles.png') });
  });

  await test.step('work is added to the running cycle from the board', async () => {
    await page.goto(`${projectUrl}/issues`);
    // On a busy machine the list's saved display may arrive after the click and put the list
    // back: choose the board again until it shows.
    await expect(async () => {
      await page
        .getByRole('radiogroup', { name: 'Layout' })
        .getByRole('radio', { name: 'Board' })
        .click();
      await expect(page.getByTestId('work-item-card').first()).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    for (const name of ['Write the release notes', 'Fix the login redirect']) {
      const card = page.getByTestId('work-item-card').filter({ hasText: name });
      await pick(page, card, 'Cycle', 'Sprint 1');
    }
  });

  await test.step('completing an item moves the cycle’s progress and burndown', async () => {
    await page.goto(`${projectUrl}/cycles/${sprint1}`);
    const sidebar = page.getByTestId('cycle-sidebar');
    await expect(sidebar.getByText('0 of 2 work items done')).toBeVisible({ timeout: 30_000 });
    const burndown = async () => {
      const answer = await page.request.get(`${projectApi}/cycles/${sprint1}/cycle-progress/`);
      const rows = (await answer.json()) as { date: string; pending: number | null }[];
      return rows.find((row) => row.date === day(0))?.pending;
    };
    expect(await burndown()).toBe(2);
    const row = page.getByTestId('work-item-row').filter({ hasText: 'Write the release notes' });
    await pick(page, row, 'State', 'Done');
    await expect(sidebar.getByText('1 of 2 work items done')).toBeVisible();
    await expect.poll(burndown).toBe(1);
    await page.screenshot({ path: testInfo.outputPath('cycle.png') });
  });

  await test.step('the ended cycle hands its open work to the next one', async () => {
    // Time passes: the cycle's last day is yesterday.
    const ended = await page.request.patch(`${projectApi}/cycles/${sprint1}/`, {
      headers,
      data: { start_date: day(-14), end_date: day(-1) },
    });
    expect(ended.status()).toBe(200);
    await page.goto(`${projectUrl}/cycles`);
    await expect(page.getByText('Sprint 1 has ended with 1 open work item.')).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Transfer work items' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Transfer work items' });
    await dialog.getByRole('button', { name: 'Transfer' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Sprint 1 has ended with 1 open work item.')).toBeHidden();
    const items = await page.request.get(`${projectApi}/issues/?per_page=50`);
    const results = (
      (await items.json()) as { results: { name: string; cycle_id: string | null }[] }
    ).results;
    const moved = results.find((item) => item.name === 'Fix the login redirect');
    const done = results.find((item) => item.name === 'Write the release notes');
    expect(moved?.cycle_id).not.toBe(sprint1);
    expect(moved?.cycle_id).not.toBeNull();
    expect(done?.cycle_id).toBe(sprint1);
  });

  await test.step('a module is created, linked, favorited, completed and archived', async () => {
    await page.goto(`${projectUrl}/modules`);
    await page.locator('header').getByRole('button', { name: 'New module' }).click();
    const dialog = page.getByRole('dialog', { name: 'New module' });
    await dialog.getByLabel('Name').fill('Checkout');
    await dialog.getByRole('button', { name: 'Create module' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Add to favorites' }).click();
    const favorites = page.getByRole('region', { name: 'Favorites' });
    await expect(favorites.getByRole('link', { name: /Checkout/ })).toBeVisible();

    await page.getByRole('link', { name: 'Open Checkout' }).click();
    const sidebar = page.getByRole('complementary', { name: 'Module details' });
    await sidebar.getByRole('button', { name: 'Add link' }).click();
    await sidebar.getByLabel('Title').fill('Design');
    await sidebar.getByLabel('URL').fill('javascript:alert(1)');
    await sidebar.getByRole('button', { name: 'Save link' }).click();
    await expect(
      sidebar.getByText('Enter a web address starting with http:// or https://.'),
    ).toBeVisible();
    await sidebar.getByLabel('URL').fill('https://example.com/checkout');
    await sidebar.getByRole('button', { name: 'Save link' }).click();
    await expect(sidebar.getByRole('link', { name: 'Design' })).toBeVisible();
    await sidebar.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await expect(sidebar.getByLabel('Status')).toContainText('Completed');

    await page.goto(`${projectUrl}/modules`);
    await page.getByRole('button', { name: 'Actions for Checkout' }).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await expect(page.getByText('Module archived')).toBeVisible();
    await expect(favorites.getByRole('link', { name: /Checkout/ })).toBeHidden();
    await page.getByRole('tab', { name: 'Archived' }).click();
    await expect(page.getByText('Checkout')).toBeVisible();
  });
});
