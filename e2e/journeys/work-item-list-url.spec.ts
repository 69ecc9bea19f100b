import type { APIRequestContext, Page } from '@playwright/test';
import { WORKSPACE, adminInWorkspace, expect, test } from '../fixtures';

/**
 * A filtered list can be shared: its filters and layout live in the address, replaced (not
 * pushed) as they change, and an address opened elsewhere shows that list over the visitor's
 * stored settings, which are left as they were.
 */

async function seed(request: APIRequestContext, origin: string): Promise<string> {
  const base = `/api/workspaces/${WORKSPACE.slug}`;
  const headers = { origin };
  const project = await request.post(`${base}/projects/`, {
    headers,
    data: { name: 'Shared Lists', identifier: 'SHR' },
  });
  expect(project.status()).toBe(201);
  const projectId = ((await project.json()) as { id: string }).id;
  for (const [name, priority] of [
    ['Urgent outage', 'urgent'],
    ['Urgent patch', 'urgent'],
    ['Low polish', 'low'],
    ['Medium chore', 'medium'],
  ] as const) {
    const created = await request.post(`${base}/projects/${projectId}/issues/`, {
      headers,
      data: { name, priority },
    });
    expect(created.status()).toBe(201);
  }
  return projectId;
}

function chooseLayout(page: Page, name: string) {
  return page.getByRole('radiogroup', { name: 'Layout' }).getByRole('radio', { name }).click();
}

test('a filtered board, its address copied and opened in a new page, shows the same list', async ({
  page,
  context,
  baseURL,
}) => {
  await adminInWorkspace(page);
  const projectId = await seed(page.request, baseURL ?? '');
  const listPath = `/${WORKSPACE.slug}/projects/${projectId}/issues`;
  await page.goto(listPath);
  await expect(page.getByTestId('work-item-row')).toHaveCount(4);
  const historyBefore = await page.evaluate(() => window.history.length);

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page
    .getByRole('group', { name: 'Priority' })
    .getByRole('option', { name: 'Urgent' })
    .click();
  await page.keyboard.press('Escape');
  await chooseLayout(page, 'Board');
  await expect(page.getByTestId('work-item-card')).toHaveCount(2);
  await expect(page).toHaveURL(/[?&]priority=urgent(&|$)/);
  await expect(page).toHaveURL(/[?&]layout=kanban(&|$)/);
  // Each change replaced the address: Back leaves the list rather than undoing a filter.
  expect(await page.evaluate(() => window.history.length)).toBe(historyBefore);
  const shared = page.url();

  // The person then goes back to their usual list, which is what they have stored now.
  await page.getByRole('button', { name: 'Clear all' }).click();
  await chooseLayout(page, 'List');
  await expect(page.getByTestId('work-item-row')).toHaveCount(4);
  await expect(page).not.toHaveURL(/priority=/);

  const opened = await context.newPage();
  await opened.goto(shared);
  await expect(opened.getByTestId('work-item-card')).toHaveCount(2);
  await expect(
    opened.getByRole('radiogroup', { name: 'Layout' }).getByRole('radio', { name: 'Board' }),
  ).toHaveAttribute('aria-checked', 'true');
  await expect(opened.getByRole('region', { name: 'Applied filters' })).toContainText('Urgent');
  await expect(opened.getByTestId('work-item-card').filter({ hasText: 'Low polish' })).toHaveCount(
    0,
  );

  // The address did not change what is stored: the bare list is still the unfiltered list.
  const bare = await context.newPage();
  await bare.goto(listPath);
  await expect(bare.getByTestId('work-item-row')).toHaveCount(4);
  await expect(bare).toHaveURL(/[?&]layout=list(&|$)/);
});
