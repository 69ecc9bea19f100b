import type { APIRequestContext, Route } from '@playwright/test';
import { WORKSPACE, adminInWorkspace, expect, test } from '../fixtures';

/**
 * Attachments on a work item's page: a file chosen in the file dialog shows its progress and then
 * its row; the row downloads the same bytes; an upload can be canceled ('Upload canceled'); a file
 * above the limit says so on its row; deleting asks first. Screenshots of the widget mid-upload
 * and after land in test-results/ for a person to look at.
 */

const IDENTIFIER = 'ATT';
const NOTES = Buffer.from('Launch checklist\n- ship it\n');

async function seedItem(request: APIRequestContext, origin: string): Promise<void> {
  const base = `/api/workspaces/${WORKSPACE.slug}`;
  const headers = { origin };
  const project = await request.post(`${base}/projects/`, {
    headers,
    data: { name: 'Attachments Journey', identifier: IDENTIFIER },
  });
  expect(project.status()).toBe(201);
  const projectId = ((await project.json()) as { id: string }).id;
  const created = await request.post(`${base}/projects/${projectId}/issues/`, {
    headers,
    data: { name: 'Prepare the launch' },
  });
  expect(created.status()).toBe(201);
}

test('attach, download, cancel and delete files on a work item', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await adminInWorkspace(page);
  await seedItem(page.request, baseURL ?? '');
  const widget = page.getByTestId('attachments-widget');
  const shot = (name: string) =>
    widget.screenshot({ path: testInfo.outputPath(`work-item-attachments-${name}.png`) });

  // Uploads to the storage are held back a moment, so that the row in progress can be seen.
  await page.route('**/api/assets/v2/uploads/**', async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // A canceled upload's request is gone by then.
    await route.continue().catch(() => undefined);
  });

  await page.goto(`/${WORKSPACE.slug}/browse/${IDENTIFIER}-1/`);
  await expect(widget).toBeVisible();
  await expect(widget.getByRole('button', { name: /Attachments/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  await test.step('a chosen file shows progress, then its row', async () => {
    await widget
      .getByTestId('attachment-file-input')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: NOTES });
    await expect(widget.getByRole('progressbar', { name: 'Uploading notes.txt' })).toBeVisible();
    await expect(widget.getByRole('button', { name: 'Cancel upload of notes.txt' })).toBeVisible();
    await shot('uploading');
    const row = widget.getByTestId('attachment-row').filter({ hasText: 'notes.txt' });
    await expect(row).toBeVisible({ timeout: 10_000 });
    await expect(row).toContainText('27 B');
    await expect(widget.getByRole('progressbar')).toHaveCount(0);
  });

  await test.step('the row downloads the same bytes', async () => {
    const link = widget.getByRole('link', { name: 'notes.txt' });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/\/attachments\/[0-9a-f-]+\/$/);
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(Buffer.from(await response.body()).equals(NOTES)).toBe(true);
    expect(response.headers()['content-disposition']).toContain('attachment; filename="notes.txt"');
    const download = page.waitForEvent('download');
    await link.click();
    expect((await download).suggestedFilename()).toBe('notes.txt');
  });

  await test.step('an upload can be canceled', async () => {
    await widget
      .getByTestId('attachment-file-input')
      .setInputFiles({ name: 'draft.txt', mimeType: 'text/plain', buffer: Buffer.from('draft') });
    await widget.getByRole('button', { name: 'Cancel upload of draft.txt' }).click();
    await expect(page.getByText('Upload canceled')).toBeVisible();
    await expect(widget.getByText('draft.txt')).toHaveCount(0);
  });

  await test.step('a file above the limit says so on its row', async () => {
    await widget.getByTestId('attachment-file-input').setInputFiles({
      name: 'huge.zip',
      mimeType: 'application/zip',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    const upload = widget.getByTestId('attachment-upload').filter({ hasText: 'huge.zip' });
    await expect(upload.getByRole('alert')).toHaveText('File size exceeds the limit of 5 MB');
    await shot('after');
    await upload.getByRole('button', { name: 'Dismiss huge.zip' }).click();
    await expect(upload).toHaveCount(0);
  });

  await test.step('deleting asks first, then the row goes', async () => {
    const row = widget.getByTestId('attachment-row').filter({ hasText: 'notes.txt' });
    await row.hover();
    await row.getByRole('button', { name: 'Delete notes.txt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete attachment' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(widget).toBeVisible();
    await expect(widget.getByTestId('attachment-row')).toHaveCount(0);
  });
});
