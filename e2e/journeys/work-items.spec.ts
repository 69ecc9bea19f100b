import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { WORKSPACE, adminInWorkspace, expect, test } from '../fixtures';

/**
 * The work-item screens on a project of 300 items: every layout, grouping and dragging on the
 * board, filters, quick add, bulk edits, manual reordering, and an optimistic edit that the server
 * refuses. Screenshots of each layout land in test-results/ for a person to look at.
 */

const ITEM_COUNT = 300;
const PRIORITIES = ['urgent', 'high', 'medium', 'low', 'none'] as const;

interface Seeded {
  projectId: string;
  labelIds: string[];
}

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/** A project of 300 work items with a spread of priorities, two labels and due dates. */
async function seedProject(request: APIRequestContext, origin: string): Promise<Seeded> {
  const base = `/api/workspaces/${WORKSPACE.slug}`;
  const headers = { origin };
  const project = await request.post(`${base}/projects/`, {
    headers,
    data: { name: 'Board Journey', identifier: 'BRD' },
  });
  expect(project.status()).toBe(201);
  const projectId = ((await project.json()) as { id: string }).id;
  const labelIds: string[] = [];
  for (const [name, color] of [
    ['Bug', '#d0413a'],
    ['Feature', '#2a945a'],
  ] as const) {
    const label = await request.post(`${base}/projects/${projectId}/issue-labels/`, {
      headers,
      data: { name, color },
    });
    expect(label.status()).toBe(201);
    labelIds.push(((await label.json()) as { id: string }).id);
  }
  const bodies = Array.from({ length: ITEM_COUNT }, (_, index) => ({
    name: `Journey item ${String(index + 1)}`,
    priority: PRIORITIES[index % PRIORITIES.length],
    label_ids: index % 3 === 0 ? [labelIds[0]] : index % 3 === 1 ? [labelIds[1]] : [],
    // A third of the items are due within the next days, a third in two months, the rest never.
    ...(index % 3 === 0
      ? { target_date: day(index % 10) }
      : index % 3 === 1
        ? { target_date: day(60) }
        : {}),
  }));
  for (let start = 0; start < bodies.length; start += 25) {
    const batch = bodies.slice(start, start + 25);
    const responses = await Promise.all(
      batch.map((data) => request.post(`${base}/projects/${projectId}/issues/`, { headers, data })),
    );
    for (const response of responses) expect(response.status()).toBe(201);
  }
  return { projectId, labelIds };
}

async function chooseLayout(page: Page, name: string) {
  await page.getByRole('radiogroup', { name: 'Layout' }).getByRole('radio', { name }).click();
}

async function pickDisplay(page: Page, setting: string, option: string) {
  await page.getByRole('button', { name: 'Display', exact: true }).click();
  await page.getByRole('button', { name: setting, exact: true }).click();
  await page
    .getByRole('radiogroup', { name: setting, exact: true })
    .getByRole('radio', { name: option })
    .click();
  await page.keyboard.press('Escape');
}

/** Drags with the mouse in small steps, as dnd-kit's pointer sensor needs. */
async function drag(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('nothing to drag');
  await page.mouse.move(start.x + start.width / 2, start.y + 12);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + 20, { steps: 4 });
  // Many small steps, then a last nudge on the target: on a busy machine the sortable needs
  // pointer moves over the target itself to take it as the place to drop.
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 24 });
  await page.mouse.move(end.x + end.width / 2 + 2, end.y + end.height / 2 + 2, { steps: 2 });
  await page.mouse.up();
}

test('work-item layouts, board moves, filters, quick add and rollback on 300 items', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await adminInWorkspace(page);
  const { projectId } = await seedProject(page.request, baseURL ?? '');
  const issuesUrl = `/${WORKSPACE.slug}/projects/${projectId}/issues`;
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`work-items-${name}.png`) });

  await test.step('the list opens with the items, grouped by state after choosing it', async () => {
    await page.goto(issuesUrl);
    await expect(page.getByTestId('work-item-row').first()).toBeVisible();
    await expect(page.getByText(String(ITEM_COUNT), { exact: true }).first()).toBeVisible();
    await pickDisplay(page, 'Group by', 'States');
    await expect(page.getByTestId('work-item-group').first()).toBeVisible();
    await shot('list');
  });

  await test.step('every layout draws the items', async () => {
    await chooseLayout(page, 'Board');
    await expect(page.getByTestId('work-item-card').first()).toBeVisible();
    await shot('board');
    await chooseLayout(page, 'Calendar');
    await expect(page.getByTestId('calendar-grid')).toBeVisible();
    await expect(page.getByTestId('calendar-item').first()).toBeVisible();
    await shot('calendar');
    await chooseLayout(page, 'Spreadsheet');
    await expect(page.getByTestId('work-item-row').first()).toBeVisible();
    await shot('spreadsheet');
    await chooseLayout(page, 'Timeline');
    await expect(page.getByTestId('gantt-bar').first()).toBeVisible();
    await shot('timeline');
  });

  await test.step('grouped by priority, a card dragged to another column keeps its move', async () => {
    await chooseLayout(page, 'Board');
    await pickDisplay(page, 'Group by', 'Priority');
    const medium = page.locator('[data-testid="kanban-column"][data-group="medium"]');
    const urgent = page.locator('[data-testid="kanban-column"][data-group="urgent"]');
    const card = medium.getByTestId('work-item-card').first();
    const id = await card.getAttribute('data-id');
    expect(id).not.toBeNull();
    // The move is saved by a PATCH of the card; reloading before it answers would abort it.
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        response.url().includes(`/issues/${String(id)}/`),
      { timeout: 60_000 },
    );
    await drag(page, card, urgent.getByTestId('work-item-card').first());
    await expect(urgent.locator(`[data-id="${String(id)}"]`)).toBeVisible();
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expect(
      page.locator(`[data-testid="kanban-column"][data-group="urgent"] [data-id="${String(id)}"]`),
    ).toBeVisible({ timeout: 30_000 });
  });

  await test.step('in manual order a card moves within its column', async () => {
    await pickDisplay(page, 'Order by', 'Manual');
    const column = page.locator('[data-testid="kanban-column"][data-group="high"]');
    const cards = column.getByTestId('work-item-card');
    const first = await cards.nth(0).getAttribute('data-id');
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        response.url().includes(`/issues/${String(first)}/`),
      { timeout: 60_000 },
    );
    await drag(page, cards.nth(0), cards.nth(2));
    await expect(cards.nth(0)).not.toHaveAttribute('data-id', String(first));
    const order = await cards.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('data-id')),
    );
    expect((await saved).ok()).toBe(true);
    await page.reload();
    // A reload boots the whole app and loads the board's code again: give it longer.
    await expect(cards.first()).toBeVisible({ timeout: 30_000 });
    expect(
      await cards.evaluateAll((elements) =>
        elements.slice(0, 3).map((element) => element.getAttribute('data-id')),
      ),
    ).toEqual(order.slice(0, 3));
  });

  await test.step('filters by a label and a relative due date', async () => {
    await chooseLayout(page, 'List');
    await pickDisplay(page, 'Group by', 'None');
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.getByRole('group', { name: 'Labels' }).getByRole('option', { name: 'Bug' }).click();
    await page
      .getByRole('group', { name: 'Due date' })
      .getByRole('option', { name: '1 month from now' })
      .click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('region', { name: 'Applied filters' })).toContainText('Bug');
    // Bug items are due within ten days, never a month away: nothing matches both.
    await expect(page.getByText('No work items match the filters')).toBeVisible();
    await page.getByRole('button', { name: 'Remove the Due date filter' }).click();
    await expect(page.getByTestId('work-item-row').first()).toBeVisible();
    const rows = page.getByTestId('work-item-row');
    await expect(rows.first()).toContainText('Journey item');
    await shot('filtered');
    await page.getByRole('button', { name: 'Clear all' }).click();
  });

  await test.step('quick add at the end of a group puts the item in it', async () => {
    await pickDisplay(page, 'Group by', 'Priority');
    const urgentHeader = page.locator('[data-testid="work-item-group"][data-group="urgent"]');
    await urgentHeader.getByRole('button', { name: 'Add work item to Urgent' }).click();
    const input = page.getByRole('textbox', { name: 'New work item name' });
    await input.fill('Quick urgent fix');
    await input.press('Enter');
    const row = page.getByTestId('work-item-row').filter({ hasText: 'Quick urgent fix' });
    await expect(row).toHaveAttribute('data-group', 'urgent');
    await input.press('Escape');
  });

  await test.step('five items selected with shift-click change state together', async () => {
    await pickDisplay(page, 'Group by', 'None');
    const rows = page.getByTestId('work-item-row');
    const ids = await rows.evaluateAll((elements) =>
      elements.slice(0, 5).map((element) => element.getAttribute('data-id') ?? ''),
    );
    await rows.nth(0).getByRole('checkbox').click();
    await rows
      .nth(4)
      .getByRole('checkbox')
      .click({ modifiers: ['Shift'] });
    const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
    await expect(bar).toContainText('5 selected');
    await bar.getByRole('button', { name: /^State:/ }).click();
    await page.getByRole('option', { name: 'In Progress' }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    for (const id of ids)
      await expect(
        page.locator(`[data-testid="work-item-row"][data-id="${id}"]`).getByRole('button', {
          name: 'State: In Progress',
        }),
      ).toBeVisible({ timeout: 15_000 });
    await shot('bulk');
  });

  await test.step('an edit the server refuses goes back and says why', async () => {
    await pickDisplay(page, 'Group by', 'Priority');
    const row = page.getByTestId('work-item-row').first();
    const stateButton = row.getByRole('button', { name: /^State:/ });
    const before = (await stateButton.getAttribute('aria-label')) ?? '';
    const target = before === 'State: Todo' ? 'Done' : 'Todo';
    await page.route('**/issues/*/', async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'This state is locked', code: 'VALIDATION_ERROR' }),
      });
    });
    await stateButton.click();
    await page.getByRole('option', { name: target }).click();
    await expect(page.getByText('This state is locked')).toBeVisible();
    await expect(row.getByRole('button', { name: before })).toBeVisible();
    await page.unroute('**/issues/*/');
  });
});
