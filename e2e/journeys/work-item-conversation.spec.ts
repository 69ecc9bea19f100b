import type { APIRequestContext } from '@playwright/test';
import { WORKSPACE, adminInWorkspace, expect, joinByInvitation, test } from '../fixtures';

/**
 * The conversation around a work item, on its own page: a comment that @mentions another member,
 * a reaction to the item, unsubscribing, and a change of state, each showing in the activity
 * feed. Screenshots of the feed, light and dark, land in test-results/ for a person to look at.
 */

const IDENTIFIER = 'CNV';

interface Seeded {
  projectId: string;
  key: string;
}

async function seed(
  request: APIRequestContext,
  origin: string,
  colleague: { email: string },
): Promise<Seeded> {
  const base = `/api/workspaces/${WORKSPACE.slug}`;
  const headers = { origin };
  const project = await request.post(`${base}/projects/`, {
    headers,
    data: { name: 'Conversation Journey', identifier: IDENTIFIER },
  });
  expect(project.status()).toBe(201);
  const projectId = ((await project.json()) as { id: string }).id;
  const members = (await (await request.get(`${base}/members/`)).json()) as {
    member: { id: string; email: string | null };
  }[];
  const colleagueId = members.find(
    (each) => each.member.email?.toLowerCase() === colleague.email.toLowerCase(),
  )?.member.id;
  expect(colleagueId, 'the colleague joined the workspace').toBeTruthy();
  const added = await request.post(`${base}/projects/${projectId}/members/`, {
    headers,
    data: { members: [{ member_id: colleagueId, role: 15 }] },
  });
  expect(added.ok()).toBe(true);
  const created = await request.post(`${base}/projects/${projectId}/issues/`, {
    headers,
    data: { name: 'Tune the checkout flow', description_html: '<p>Shorter, please.</p>' },
  });
  expect(created.status()).toBe(201);
  const { sequence_id: sequence } = (await created.json()) as { sequence_id: number };
  return { projectId, key: `${IDENTIFIER}-${String(sequence)}` };
}

test('comment with a mention, react, unsubscribe and see it all in the activity', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  await adminInWorkspace(page);
  const colleague = { email: `cleo.${String(Date.now())}@keel-e2e.test`, firstName: 'Cleo' };
  const invited = await page.request.post(`/api/workspaces/${WORKSPACE.slug}/invitations/`, {
    headers: { origin: baseURL ?? '' },
    data: { emails: [{ email: colleague.email, role: 15 }] },
  });
  expect(invited.ok()).toBe(true);
  const colleaguePage = await joinByInvitation(browser, baseURL, colleague);
  await colleaguePage.context().close();
  const { key } = await seed(page.request, baseURL ?? '', colleague);

  await page.goto(`/${WORKSPACE.slug}/browse/${key}/`);
  const feed = page.getByTestId('activity-feed');
  await expect(feed.getByTestId('activity-line').first()).toBeVisible();

  await test.step('a comment mentioning a colleague shows at once and stays', async () => {
    const composer = page.getByTestId('comment-composer');
    const box = composer.getByRole('textbox', { name: 'Add a comment' });
    await box.click();
    await page.keyboard.type('Could you check this, @');
    await page.keyboard.type(colleague.email.split('.')[0] ?? 'cleo');
    const people = page.getByRole('listbox', { name: 'People to mention' });
    await expect(people).toBeVisible();
    await people.getByRole('option').first().click();
    await page.keyboard.type('before Friday?');
    await page.keyboard.press('ControlOrMeta+Enter');
    const card = feed.getByTestId('comment-card').filter({ hasText: 'before Friday?' });
    await expect(card).toBeVisible();
    await expect(card.locator('.editor-mention')).toContainText('@');
    await expect(box).toHaveText('');
    await expect(feed.getByRole('tab', { name: /Comments/ })).toContainText('1');
  });

  await test.step('a reaction to the item, toggled on', async () => {
    await page.getByRole('button', { name: 'Add a reaction to this work item' }).click();
    await page.getByRole('button', { name: 'React with rocket' }).click();
    const chip = page
      .getByTestId('work-item-reactions')
      .getByTestId('reaction-chip')
      .and(page.locator('[data-reaction="128640"]'));
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(chip).toContainText('1');
  });

  await test.step('unsubscribing sticks across a reload', async () => {
    const subscribe = page.getByTestId('subscribe-button');
    await expect(subscribe).toHaveText('Unsubscribe');
    await subscribe.click();
    await expect(subscribe).toHaveText('Subscribe');
    await page.reload();
    await expect(page.getByTestId('subscribe-button')).toHaveText('Subscribe');
  });

  await test.step('a change of state appears in the feed', async () => {
    await page
      .getByRole('complementary', { name: 'Properties' })
      .getByRole('button', { name: /^State: / })
      .click();
    await page.getByRole('option', { name: 'Done' }).click();
    await expect(feed.getByText('changed the state to Done')).toBeVisible({ timeout: 10_000 });
  });

  await test.step('the tabs narrow the feed; the reaction persisted', async () => {
    await feed.getByRole('tab', { name: /Updates/ }).click();
    await expect(feed.getByTestId('comment-card')).toHaveCount(0);
    await expect(feed.getByText('changed the state to Done')).toBeVisible();
    await feed.getByRole('tab', { name: /Comments/ }).click();
    await expect(feed.getByTestId('comment-card')).toHaveCount(1);
    await expect(feed.getByTestId('activity-line')).toHaveCount(0);
    await feed.getByRole('tab', { name: 'All' }).click();
    await expect(
      page.getByTestId('work-item-reactions').locator('[data-reaction="128640"]'),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  await feed.scrollIntoViewIfNeeded();
  await feed.screenshot({ path: testInfo.outputPath('work-item-conversation-feed-light.png') });
  await page.emulateMedia({ colorScheme: 'dark' });
  await feed.screenshot({ path: testInfo.outputPath('work-item-conversation-feed-dark.png') });
});
