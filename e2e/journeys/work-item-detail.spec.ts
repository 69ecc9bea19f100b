import type { APIRequestContext } from '@playwright/test';
import { WORKSPACE, adminInWorkspace, expect, test } from '../fixtures';

/**
 * A work item's detail: opened in the peek over the list (the URL carries peekId, a change there
 * shows on the row, Escape closes it) and on its own page by key, where the title and the
 * description (a heading and a checklist) are edited and survive a reload. Screenshots of the
 * page and the peek, light and dark, land in test-results/ for a person to look at.
 */

const IDENTIFIER = 'DTL';

async function seedProject(request: APIRequestContext, origin: string): Promise<string> {
  const base = `/api/workspaces/${WORKSPACE.slug}`;
  const headers = { origin };
  const project = await request.post(`${base}/projects/`, {
    headers,
    data: { name: 'Detail Journey', identifier: IDENTIFIER },
  });
  expect(project.status()).toBe(201);
  const projectId = ((await project.json()) as { id: string }).id;
  for (const [index, name] of [
    'Write the launch notes',
    'Fix the login redirect',
    'Plan the beta',
  ].entries()) {
    const created = await request.post(`${base}/projects/${projectId}/issues/`, {
      headers,
      data: {
        name,
        priority: 'low',
        description_html: index === 0 ? '<p>Notes for the <strong>launch</strong>.</p>' : '',
      },
    });
    expect(created.status()).toBe(201);
  }
  return projectId;
}

test('a work item in the peek and on its own page', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  await adminInWorkspace(page);
  const projectId = await seedProject(page.request, baseURL ?? '');
  let peekUrl = '';
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`work-item-detail-${name}.png`) });

  await test.step('a row opens the peek, an edit there shows on the row, Escape closes it', async () => {
    await page.goto(`/${WORKSPACE.slug}/projects/${projectId}/issues`);
    const row = page.getByTestId('work-item-row').filter({ hasText: 'Fix the login redirect' });
    await expect(row).toBeVisible();
    await row.getByText('Fix the login redirect').click();
    const peek = page.getByTestId('work-item-peek');
    await expect(peek).toBeVisible();
    await expect(page).toHaveURL(/[?&]peekId=/);
    peekUrl = page.url();
    await expect(peek.getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Fix the login redirect',
    );

    await peek.getByRole('button', { name: 'Priority: Low' }).click();
    await page.getByRole('option', { name: 'Urgent' }).click();
    await expect(row.getByRole('button', { name: 'Priority: Urgent' })).toBeVisible();
    await shot('peek-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot('peek-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    await page.keyboard.press('Escape');
    await expect(peek).toBeHidden();
    await expect(page).not.toHaveURL(/peekId=/);
    await expect(row.locator('[data-row-name]')).toBeFocused();
  });

  await test.step('a URL with peekId opens the peek', async () => {
    await page.goto(peekUrl);
    await expect(page.getByTestId('work-item-peek')).toBeVisible();
    await expect(
      page.getByTestId('work-item-peek').getByRole('button', { name: 'Priority: Urgent' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Close peek view' }).click();
    await expect(page.getByTestId('work-item-peek')).toBeHidden();
  });

  await test.step('the page by key: title and description edits are kept', async () => {
    await page.goto(`/${WORKSPACE.slug}/browse/${IDENTIFIER.toLowerCase()}-1/`);
    const detail = page.getByTestId('work-item-detail');
    await expect(detail).toBeVisible();
    await expect(detail.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
      `${IDENTIFIER}-1`,
    );
    const title = detail.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue('Write the launch notes');
    await title.fill('Write the launch notes for v2');
    await title.press('Enter');
    // The rename comes back into the page (its activity line) before the description is typed
    // in: on a busy machine that refresh could land mid-typing and move the caret.
    await expect(
      detail.getByTestId('activity-line').filter({ hasText: 'Write the launch notes for v2' }),
    ).toBeVisible();

    const editor = detail.getByRole('textbox', { name: 'Description' });
    await expect(editor).toContainText('Notes for the launch.');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('## Rollout');
    await page.keyboard.press('Enter');
    await page.keyboard.type('[ ] Tell support');
    await expect(editor.locator('h2')).toHaveText('Rollout');
    await expect(editor.locator('ul[data-type="taskList"] li p')).toHaveText('Tell support');
    await expect(detail.getByTestId('description-save-status')).toHaveText('Saved', {
      timeout: 10_000,
    });
    await shot('page-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot('page-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // Escape gives up what was typed in the title.
    await title.fill('Not this name');
    await title.press('Escape');
    await expect(title).toHaveValue('Write the launch notes for v2');

    await page.reload();
    await expect(title).toHaveValue('Write the launch notes for v2');
    await expect(editor.locator('h2')).toHaveText('Rollout');
    await expect(editor.locator('ul[data-type="taskList"] li p')).toHaveText('Tell support');
  });

  await test.step('the project path opens the same page; a wrong key is a designed not-found', async () => {
    await page.goto(`/${WORKSPACE.slug}/browse/${IDENTIFIER}-999/`);
    await expect(page.getByRole('heading', { name: 'Work item not found' })).toBeVisible();
  });
});
