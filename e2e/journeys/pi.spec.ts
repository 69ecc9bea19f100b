import { WORKSPACE, adminInWorkspace, expect, test } from '../fixtures';

/**
 * Pi, the AI assistant: on a page, the admin asks Pi to summarize it; the answer streams in under
 * "Pi is generating response" and is inserted below the text. Escape stops another question.
 * (The journeys' server answers through a small fake chat-completions service.)
 */
test('ask Pi to summarize a page and insert the answer', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  await adminInWorkspace(page);
  const headers = { origin: baseURL ?? '' };
  const api = `/api/workspaces/${WORKSPACE.slug}`;
  const project = await page.request.post(`${api}/projects/`, {
    headers,
    data: { name: 'Pi Journey', identifier: 'PIJ' },
  });
  expect(project.status()).toBe(201);
  const projectId = ((await project.json()) as { id: string }).id;
  const created = await page.request.post(`${api}/projects/${projectId}/pages/`, {
    headers,
    data: {
      name: 'Launch notes',
      description_html: '<p>The launch moves to Friday because QA found two bugs.</p>',
    },
  });
  expect(created.status()).toBe(201);
  const pageId = ((await created.json()) as { id: string }).id;

  await page.goto(`/${WORKSPACE.slug}/projects/${projectId}/pages/${pageId}`);
  const body = page.getByTestId('editor-page');
  await expect(body).toContainText('The launch moves to Friday', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Ask Pi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask Pi' });
  await dialog.getByRole('button', { name: 'Summarize' }).click();
  await expect(dialog.getByText('Pi is generating response')).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Pi’s answer' })).toContainText(
    'Summary: The launch moves to Friday because',
    { timeout: 30_000 },
  );
  await page.screenshot({ path: testInfo.outputPath('pi.png') });
  await dialog.getByRole('button', { name: 'Insert below' }).click();
  await expect(dialog).toBeHidden();
  await expect(body).toContainText('Summary: The launch moves to Friday because');

  // Escape stops a question under way and closes.
  await page.getByRole('button', { name: 'Ask Pi' }).click();
  await dialog.getByRole('button', { name: 'Make shorter' }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
