import type { APIRequestContext, Page } from '@playwright/test';
import {
  WORKSPACE,
  adminInWorkspace,
  expect,
  seedProjectWithItems,
  test,
  workItemList,
} from '../fixtures';

/**
 * Keel offline (issue 21): a project's list, opened once, opens again when the browser reloads it
 * offline. The service worker answers the page, its code and the answers the app starts with; the
 * browser's cache of work items answers the list.
 */

const PROJECT = { name: 'Offline Trip', identifier: 'OFT' };
const NAMES = ['Pack for the trip', 'Write on the train', 'Read it back offline'];

/**
 * Whether the service worker answers for the page and holds what a reload needs without the
 * network: the app shell and the signed-in person (the rest is kept as it is loaded). Nothing on
 * the screen says so: a person just happens to go offline later.
 */
function isReadyOffline(page: Page): Promise<boolean> {
  return page.evaluate(
    async () =>
      navigator.serviceWorker.controller !== null &&
      (await caches.match('/')) !== undefined &&
      (await caches.match('/api/users/me/')) !== undefined,
  );
}

test('a project’s list opens again when the browser reloads it offline', async ({
  page: admin,
  browser,
  baseURL,
}) => {
  await adminInWorkspace(admin);
  const projectId = await seedProjectWithItems(admin.request, baseURL ?? '', PROJECT, NAMES);
  // A browser whose first page is the list: what it loaded before the service worker was
  // installed must be kept too.
  const context = await browser.newContext({ baseURL });
  await context.addCookies(await admin.context().cookies());
  const page = await context.newPage();

  await page.goto(`/${WORKSPACE.slug}/projects/${projectId}/issues`);
  await expect(workItemList(page).rows).toHaveCount(NAMES.length);
  await expect(page.getByTestId('local-cache-status')).toHaveAttribute('data-state', 'ready', {
    timeout: 60_000,
  });
  await expect(workItemList(page).root).toHaveAttribute('data-list-source', 'cache', {
    timeout: 60_000,
  });
  await expect.poll(() => isReadyOffline(page), { timeout: 60_000 }).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(workItemList(page).rows).toHaveCount(NAMES.length);
  for (const name of NAMES)
    await expect(workItemList(page).rows.filter({ hasText: name })).toHaveCount(1);
  await expect(workItemList(page).root).toHaveAttribute('data-list-source', 'cache');
  await expect(page.getByTestId('sidebar-projects')).toContainText(PROJECT.name);

  await context.setOffline(false);
  await page.reload();
  await expect(workItemList(page).rows).toHaveCount(NAMES.length);
  await expect(page.getByTestId('local-cache-status')).toHaveAttribute('data-state', 'ready');
  await context.close();
});

/** Creates `count` items in a new project, 25 requests at a time; answers them oldest first. */
async function seedMany(
  request: APIRequestContext,
  origin: string,
  count: number,
): Promise<{ projectId: string; items: { id: string; name: string }[] }> {
  const base = `/api/workspaces/${WORKSPACE.slug}`;
  const headers = { origin };
  const project = await request.post(`${base}/projects/`, {
    headers,
    data: { name: 'Offline Edits', identifier: 'OFE' },
  });
  expect(project.status()).toBe(201);
  const projectId = ((await project.json()) as { id: string }).id;
  const items: { id: string; name: string }[] = [];
  for (let start = 0; start < count; start += 25) {
    const batch = Array.from({ length: Math.min(25, count - start) }, (_, offset) => {
      const name = `Field note ${String(start + offset + 1).padStart(4, '0')}`;
      return request
        .post(`${base}/projects/${projectId}/issues/`, { headers, data: { name } })
        .then(async (created) => {
          expect(created.status()).toBe(201);
          return { id: ((await created.json()) as { id: string }).id, name };
        });
    });
    // In order of creation: the list shows the newest first.
    for (const item of await Promise.all(batch)) items.push(item);
  }
  return { projectId, items };
}

interface ServerItem {
  id: string;
  name: string;
  priority: string;
  state_id: string;
}

test('changes made offline wait on the device, outlive a reload and reach the server when back', async ({
  page: admin,
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000);
  await adminInWorkspace(admin);
  const origin = baseURL ?? '';
  const { projectId, items } = await seedMany(admin.request, origin, 2_000);
  const projectBase = `/api/workspaces/${WORKSPACE.slug}/projects/${projectId}`;
  const states = (await (await admin.request.get(`${projectBase}/states/`)).json()) as {
    id: string;
    name: string;
  }[];
  const todo = states.find((state) => state.name === 'Todo')?.id;
  const [third, second, first] = items.slice(-3);
  if (!first || !second || !third || !todo) throw new Error('the seed made the items');

  const context = await browser.newContext({ baseURL });
  await context.addCookies(await admin.context().cookies());
  const page = await context.newPage();
  const row = (id: string) => page.locator(`[data-testid="work-item-row"][data-id="${id}"]`);
  const waiting = page.getByTestId('offline-queue-status');

  await page.goto(`/${WORKSPACE.slug}/projects/${projectId}/issues`);
  await expect(row(first.id)).toBeVisible();
  await expect(page.getByTestId('local-cache-status')).toHaveAttribute('data-state', 'ready', {
    timeout: 120_000,
  });
  await expect(workItemList(page).root).toHaveAttribute('data-list-source', 'cache', {
    timeout: 60_000,
  });
  await expect.poll(() => isReadyOffline(page), { timeout: 60_000 }).toBe(true);

  await test.step('offline, three items change and one is created, and the indicator counts them', async () => {
    await context.setOffline(true);
    await expect(page.getByTestId('connection-status')).toHaveAttribute(
      'data-connection',
      'offline',
    );
    await row(first.id)
      .getByRole('button', { name: /^Priority:/ })
      .click();
    await page.getByRole('option', { name: 'Urgent' }).click();
    await expect(row(first.id).getByRole('button', { name: 'Priority: Urgent' })).toBeVisible();
    await row(second.id)
      .getByRole('button', { name: /^State:/ })
      .click();
    await page.getByRole('option', { name: 'Todo' }).click();
    await expect(row(second.id).getByRole('button', { name: 'State: Todo' })).toBeVisible();
    await row(third.id)
      .getByRole('button', { name: /^Priority:/ })
      .click();
    await page.getByRole('option', { name: 'High' }).click();
    await expect(row(third.id).getByRole('button', { name: 'Priority: High' })).toBeVisible();

    const create = page.getByRole('dialog', { name: 'Create work item' });
    await expect(async () => {
      if (!(await create.isVisible())) await page.keyboard.press('c');
      await expect(create).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await create.getByRole('textbox', { name: 'Title' }).fill('Written on the train');
    await create.getByRole('button', { name: 'Create work item' }).click();
    await expect(create).toBeHidden();
    await expect(workItemList(page).rows.filter({ hasText: 'Written on the train' })).toHaveCount(
      1,
    );
    await expect(waiting).toContainText('Changes waiting to be sent: 4');
    await page.screenshot({ path: '/tmp/offline-waiting-desktop.png' });
  });

  await test.step('a reload while still offline shows them, still waiting', async () => {
    await page.reload();
    await expect(workItemList(page).rows.filter({ hasText: 'Written on the train' })).toHaveCount(
      1,
    );
    await expect(row(first.id).getByRole('button', { name: 'Priority: Urgent' })).toBeVisible();
    await expect(row(second.id).getByRole('button', { name: 'State: Todo' })).toBeVisible();
    await expect(row(third.id).getByRole('button', { name: 'Priority: High' })).toBeVisible();
    await expect(waiting).toContainText('Changes waiting to be sent: 4');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    await page.screenshot({ path: '/tmp/offline-waiting-phone.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('back online, they are sent: the server and a second browser have them', async () => {
    await context.setOffline(false);
    await expect(page.getByTestId('connection-status')).toHaveAttribute('data-waiting', '0', {
      timeout: 60_000,
    });
    await expect(waiting).toBeHidden();
    const read = async (id: string) =>
      (await (await admin.request.get(`${projectBase}/issues/${id}/`)).json()) as ServerItem;
    expect(await read(first.id)).toMatchObject({ priority: 'urgent' });
    expect(await read(second.id)).toMatchObject({ state_id: todo });
    expect(await read(third.id)).toMatchObject({ priority: 'high' });
    // The item made offline keeps the id this browser gave it.
    const madeId = await workItemList(page)
      .rows.filter({ hasText: 'Written on the train' })
      .getAttribute('data-id');
    expect(await read(madeId ?? '')).toMatchObject({ name: 'Written on the train' });

    const elsewhere = await browser.newContext({ baseURL });
    await elsewhere.addCookies(await admin.context().cookies());
    const other = await elsewhere.newPage();
    await other.goto(`/${WORKSPACE.slug}/projects/${projectId}/issues`);
    const otherRow = (id: string) =>
      other.locator(`[data-testid="work-item-row"][data-id="${id}"]`);
    await expect(
      other.getByTestId('work-item-row').filter({ hasText: 'Written on the train' }),
    ).toHaveCount(1);
    await expect(
      otherRow(first.id).getByRole('button', { name: 'Priority: Urgent' }),
    ).toBeVisible();
    await expect(otherRow(second.id).getByRole('button', { name: 'State: Todo' })).toBeVisible();
    await expect(otherRow(third.id).getByRole('button', { name: 'Priority: High' })).toBeVisible();
    await elsewhere.close();
  });
  await context.close();
});
