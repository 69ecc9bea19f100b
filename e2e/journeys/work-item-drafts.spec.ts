import { WORKSPACE, adminInWorkspace, expect, test } from '../fixtures';

/**
 * Drafts: one saved through the API shows in the sidebar's count and on the drafts screen; opened
 * there, it says it is a draft, and "Move to project" makes it an ordinary work item: it leaves
 * the drafts, the count drops, and the project's list shows it.
 */
test('a draft is counted, opened and moved into its project', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await adminInWorkspace(page);
  const base = `/api/workspaces/${WORKSPACE.slug}`;
  const headers = { origin: baseURL ?? '' };
  const project = await page.request.post(`${base}/projects/`, {
    headers,
    data: { name: 'Drafts Journey', identifier: 'DRF' },
  });
  expect(project.status()).toBe(201);
  const projectId = ((await project.json()) as { id: string }).id;
  // Other journeys on this server may have left drafts of their own: count from what is there.
  const me = await page.request.get(`${base}/workspace-members/me/`);
  const before = ((await me.json()) as { draft_issue_count: number }).draft_issue_count;
  const draft = await page.request.post(`${base}/draft-issues/`, {
    headers,
    data: { name: 'Sketch the pricing page', project_id: projectId },
  });
  expect(draft.status()).toBe(201);

  await page.goto(`/${WORKSPACE.slug}/drafts`);
  const draftsLink = page.getByRole('link', { name: /Drafts/ });
  await expect(draftsLink.getByLabel(`${before + 1} drafts`)).toBeVisible();
  const row = page.getByTestId('work-item-row').filter({ hasText: 'Sketch the pricing page' });
  await expect(row).toBeVisible();
  await row.getByText('Sketch the pricing page').click();
  const peek = page.getByTestId('work-item-peek');
  await expect(peek.getByRole('note')).toContainText('This is a draft');

  await peek.getByRole('button', { name: 'Move to project' }).click();
  await expect(page.getByText('Draft moved into its project')).toBeVisible();
  await expect(peek.getByRole('note')).toBeHidden();
  await expect(draftsLink.getByLabel(`${before + 1} drafts`)).toBeHidden();
  if (before > 0) await expect(draftsLink.getByLabel(`${before} drafts`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row).toBeHidden();

  await page.goto(`/${WORKSPACE.slug}/projects/${projectId}/issues`);
  await expect(
    page.getByTestId('work-item-row').filter({ hasText: 'Sketch the pricing page' }),
  ).toBeVisible();
});
