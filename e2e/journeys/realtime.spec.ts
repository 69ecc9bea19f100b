import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { WORKSPACE, adminInWorkspace, expect, joinByInvitation, test } from '../fixtures';

/**
 * Realtime (issue 8): two people on the same board. What one does (a card dragged to another
 * column, a renamed item, a comment) shows on the other's screen without a reload, and a browser
 * that went offline catches up when it is back, the connection indicator saying so meanwhile.
 * Screenshots of the indicator, light and dark, land in test-results/ for a person to look at.
 */

const IDENTIFIER = 'RTM';
/** Realtime changes arrive within a quarter of a second; the margin is for a loaded CI machine. */
const LIVE = { timeout: 10_000 };

interface Seeded {
  projectId: string;
  stateIds: Map<string, string>;
  items: { id: string; key: string }[];
}

async function seed(
  request: APIRequestContext,
  origin: string,
  colleagueEmail: string,
): Promise<Seeded> {
  const base = `/api/workspaces/${WORKSPACE.slug}`;
  const headers = { origin };
  const project = await request.post(`${base}/projects/`, {
    headers,
    data: { name: 'Realtime Journey', identifier: IDENTIFIER },
  });
  expect(project.status()).toBe(201);
  const projectId = ((await project.json()) as { id: string }).id;
  const members = (await (await request.get(`${base}/members/`)).json()) as {
    member: { id: string; email: string | null };
  }[];
  const colleagueId = members.find(
    (each) => each.member.email?.toLowerCase() === colleagueEmail.toLowerCase(),
  )?.member.id;
  expect(colleagueId, 'the colleague joined the workspace').toBeTruthy();
  const added = await request.post(`${base}/projects/${projectId}/members/`, {
    headers,
    data: { members: [{ member_id: colleagueId, role: 15 }] },
  });
  expect(added.ok()).toBe(true);
  const states = (await (await request.get(`${base}/projects/${projectId}/states/`)).json()) as {
    id: string;
    name: string;
  }[];
  const stateIds = new Map(states.map((state) => [state.name, state.id]));
  const items: Seeded['items'] = [];
  for (const name of ['Wire the socket', 'Name the events', 'Draw the indicator']) {
    const created = await request.post(`${base}/projects/${projectId}/issues/`, {
      headers,
      data: { name, state_id: stateIds.get('Backlog') },
    });
    expect(created.status()).toBe(201);
    const body = (await created.json()) as { id: string; sequence_id: number };
    items.push({ id: body.id, key: `${IDENTIFIER}-${String(body.sequence_id)}` });
  }
  return { projectId, stateIds, items };
}

/** Opens the project's board, grouped by state. */
async function openBoard(page: Page, projectId: string) {
  await page.goto(`/${WORKSPACE.slug}/projects/${projectId}/issues`);
  await page
    .getByRole('radiogroup', { name: 'Layout' })
    .getByRole('radio', { name: 'Board' })
    .click();
  await expect(page.getByTestId('work-item-card').first()).toBeVisible();
}

function column(page: Page, stateId: string | undefined): Locator {
  return page.locator(`[data-testid="kanban-column"][data-group="${String(stateId)}"]`);
}

/** Drags with the mouse in small steps, as dnd-kit's pointer sensor needs. */
async function drag(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('nothing to drag');
  await page.mouse.move(start.x + start.width / 2, start.y + 12);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + 20, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + 40, { steps: 12 });
  await page.mouse.up();
}

test('two people on one board see each other’s changes live, and an offline browser catches up', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await adminInWorkspace(page);
  const colleague = { email: `rita.${String(Date.now())}@keel-e2e.test`, firstName: 'Rita' };
  const invited = await page.request.post(`/api/workspaces/${WORKSPACE.slug}/invitations/`, {
    headers: { origin: baseURL ?? '' },
    data: { emails: [{ email: colleague.email, role: 15 }] },
  });
  expect(invited.ok()).toBe(true);
  const other = await joinByInvitation(browser, baseURL, colleague);
  const { projectId, stateIds, items } = await seed(page.request, baseURL ?? '', colleague.email);
  const [first, second, third] = items;
  if (!first || !second || !third) throw new Error('the seed made three items');
  const backlog = stateIds.get('Backlog');
  const todo = stateIds.get('Todo');

  await openBoard(page, projectId);
  await openBoard(other, projectId);
  await expect(column(other, backlog).locator(`[data-id="${first.id}"]`)).toBeVisible();
  // Both subscribed before anything changes; live, the indicator has nothing to say.
  for (const each of [page, other]) {
    await expect(each.getByTestId('connection-status')).toHaveAttribute('data-connection', 'live');
    await expect(each.getByTestId('connection-status')).toBeHidden();
  }

  await test.step('a card dragged to another column moves on the other board too', async () => {
    const card = column(page, backlog).locator(`[data-id="${first.id}"]`);
    await drag(page, card, column(page, todo));
    await expect(column(page, todo).locator(`[data-id="${first.id}"]`)).toBeVisible();
    await expect(column(other, todo).locator(`[data-id="${first.id}"]`)).toBeVisible(LIVE);
    await expect(column(other, backlog).locator(`[data-id="${first.id}"]`)).toHaveCount(0);
  });

  await test.step('a title edited in the peek changes on the other board', async () => {
    await column(page, backlog)
      .locator(`[data-id="${second.id}"]`)
      .getByRole('button', { name: 'Name the events' })
      .click();
    const title = page.getByTestId('work-item-peek').getByRole('textbox', { name: 'Title' });
    await title.fill('Name the events clearly');
    await title.press('Enter');
    await expect(
      other.locator(`[data-id="${second.id}"]`).getByText('Name the events clearly'),
    ).toBeVisible(LIVE);
    await page.keyboard.press('Escape');
  });

  await test.step('a comment made on the item’s page shows in the other person’s feed', async () => {
    await page.goto(`/${WORKSPACE.slug}/browse/${first.key}/`);
    await other.goto(`/${WORKSPACE.slug}/browse/${first.key}/`);
    await expect(page.getByTestId('connection-status')).toHaveAttribute('data-connection', 'live');
    const feed = page.getByTestId('activity-feed');
    await expect(feed.getByTestId('activity-line').first()).toBeVisible();
    const box = other
      .getByTestId('comment-composer')
      .getByRole('textbox', { name: 'Add a comment' });
    await box.click();
    await other.keyboard.type('Seen it move, thanks!');
    await other.keyboard.press('ControlOrMeta+Enter');
    await expect(
      other.getByTestId('comment-card').filter({ hasText: 'Seen it move' }),
    ).toBeVisible();
    await expect(feed.getByTestId('comment-card').filter({ hasText: 'Seen it move' })).toBeVisible(
      LIVE,
    );
  });

  await test.step('offline, the other browser says so; back online it catches up', async () => {
    await openBoard(other, projectId);
    const status = other.getByTestId('connection-status');
    await expect(status).toHaveAttribute('data-connection', 'live');
    await other.context().setOffline(true);
    await expect(status).toHaveText('Offline');
    await expect(other.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
    await status.screenshot({ path: testInfo.outputPath('connection-status-offline-light.png') });
    await other.emulateMedia({ colorScheme: 'dark' });
    await status.screenshot({ path: testInfo.outputPath('connection-status-offline-dark.png') });
    await other.emulateMedia({ colorScheme: 'light' });
    await other
      .getByRole('complementary', { name: 'Workspace' })
      .screenshot({ path: testInfo.outputPath('connection-status-sidebar.png') });

    // Meanwhile the first person renames an item, moves another and adds one.
    const base = `/api/workspaces/${WORKSPACE.slug}/projects/${projectId}/issues`;
    const headers = { origin: baseURL ?? '' };
    expect(
      (
        await page.request.patch(`${base}/${third.id}/`, {
          headers,
          data: { name: 'Draw the indicator calmly' },
        })
      ).ok(),
    ).toBe(true);
    expect(
      (
        await page.request.patch(`${base}/${second.id}/`, { headers, data: { state_id: todo } })
      ).ok(),
    ).toBe(true);
    const added = await page.request.post(`${base}/`, {
      headers,
      data: { name: 'Made while Rita was away', state_id: backlog },
    });
    expect(added.status()).toBe(201);
    // Still offline: nothing of it has arrived.
    await expect(other.getByText('Draw the indicator calmly')).toHaveCount(0);

    await other.context().setOffline(false);
    await expect(status).toBeHidden(LIVE);
    await expect(other.getByText('Draw the indicator calmly')).toBeVisible(LIVE);
    await expect(column(other, todo).locator(`[data-id="${second.id}"]`)).toBeVisible(LIVE);
    await expect(column(other, backlog).getByText('Made while Rita was away')).toBeVisible(LIVE);
  });

  await other.context().close();
});
