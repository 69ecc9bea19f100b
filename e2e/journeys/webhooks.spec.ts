import { createHmac } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { WORKSPACE, adminInWorkspace, expect, test } from '../fixtures';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A screenshot at desktop and phone size, for the screens' look at both. */
async function shootBoth(page: Page, name: string, focus?: Locator) {
  await focus?.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/webhooks-${name}-desktop.png` });
  await page.setViewportSize(PHONE);
  // The sidebar slides away as the window narrows: shoot once it is gone.
  await expect(page.locator('aside').first()).toBeHidden();
  await focus?.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/webhooks-${name}-phone.png` });
  await page.setViewportSize(DESKTOP);
}

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A receiver on 127.0.0.1 (WEBHOOK_ALLOWED_HOSTS in global-setup.ts) that answers 200. */
async function startReceiver(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString() });
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${String(port)}/keel`, received, server };
}

/**
 * Webhooks: the admin opens workspace settings → Webhooks, adds one for work items pointing at a
 * receiver this test runs, sees its secret once, edits a work item, finds the delivery in the
 * webhook's log with status 200 (signed with that secret), opens it and redelivers it.
 */
test('create a webhook, see a delivery after a work-item edit, redeliver it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const receiver = await startReceiver();
  try {
    await page.setViewportSize(DESKTOP);
    await adminInWorkspace(page);
    const base = `/api/workspaces/${WORKSPACE.slug}`;
    const headers = { origin: baseURL ?? '' };
    const screen = page.getByTestId('webhooks');
    let secret = '';

    await test.step('workspace settings open on the Webhooks tab', async () => {
      await page.goto(`/${WORKSPACE.slug}/settings`);
      await page
        .getByRole('navigation', { name: 'Settings sections' })
        .getByRole('link', { name: 'Webhooks' })
        .click();
      await expect(page).toHaveURL(/\/settings\/webhooks$/);
      await expect(screen.getByRole('heading', { name: 'Webhooks', exact: true })).toBeVisible();
      await expect(screen.getByRole('button', { name: 'Add webhook' }).first()).toBeVisible();
    });

    await test.step('a webhook for work items is added and its secret shown once', async () => {
      await screen.getByRole('button', { name: 'Add webhook' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add a webhook' });
      await dialog.getByLabel('Payload URL').fill('javascript:alert(1)');
      await dialog.getByRole('button', { name: 'Add webhook' }).click();
      await expect(dialog).toContainText('Enter a URL starting with http:// or https://.');
      await dialog.getByLabel('Payload URL').fill(receiver.url);
      await dialog.getByLabel('Let me choose').check();
      await dialog.getByLabel(/^Work items/).check();
      await dialog.getByLabel(/^Comments/).check();
      await shootBoth(page, 'form');
      await dialog.getByRole('button', { name: 'Add webhook' }).click();

      const created = page.getByRole('dialog', { name: 'Webhook added' });
      await expect(created).toContainText('it will not be shown again');
      const field = created.getByLabel('Secret key');
      await expect(field).toHaveValue(/^plane_wh_[0-9a-f]{32}$/);
      secret = await field.inputValue();
      await shootBoth(page, 'secret');
      await created.getByRole('button', { name: 'Done' }).click();
      await expect(created).toBeHidden();
    });

    const row = screen.getByRole('listitem', { name: receiver.url });

    await test.step('the webhook is listed, on, with its events and without its secret', async () => {
      await expect(row).toBeVisible();
      await expect(row).toContainText('Work items, Comments');
      await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
      await expect(page.locator('body')).not.toContainText(secret);
      await shootBoth(page, 'list');
    });

    await test.step('a work item is edited and the signed delivery arrives', async () => {
      const project = await page.request.post(`${base}/projects/`, {
        headers,
        data: { name: 'Webhook Journey', identifier: `WH${String(Date.now()).slice(-4)}` },
      });
      expect(project.status()).toBe(201);
      const projectId = ((await project.json()) as { id: string }).id;
      const item = await page.request.post(`${base}/projects/${projectId}/issues/`, {
        headers,
        data: { name: 'Tell the receiver' },
      });
      expect(item.status()).toBe(201);
      const itemId = ((await item.json()) as { id: string }).id;
      const edited = await page.request.patch(`${base}/projects/${projectId}/issues/${itemId}/`, {
        headers,
        data: { name: 'Told the receiver' },
      });
      expect(edited.ok()).toBe(true);
      await expect
        .poll(() => receiver.received.some((entry) => entry.body.includes('Told the receiver')), {
          timeout: 60_000,
        })
        .toBe(true);
      const delivery = receiver.received.find((entry) => entry.body.includes('"updated"'));
      expect(delivery?.headers['x-plane-signature']).toBe(
        createHmac('sha256', secret)
          .update(delivery?.body ?? '')
          .digest('hex'),
      );
    });

    await test.step('the delivery is in the log with status 200, and is redelivered', async () => {
      await row.getByRole('link').click();
      const detail = page.getByTestId('webhook-detail');
      await expect(detail.getByRole('heading', { name: receiver.url })).toBeVisible();
      const log = detail.getByRole('list', { name: 'Deliveries' });
      const update = log
        .getByTestId('webhook-log-row')
        .filter({ hasText: 'issue.updated' })
        .first();
      await expect(update).toBeVisible({ timeout: 60_000 });
      await expect(update.getByTestId('webhook-log-status')).toHaveText('200');
      await update.getByRole('button', { name: /Details of the delivery/ }).click();
      await expect(update).toContainText('x-plane-signature');
      await expect(update).toContainText('Told the receiver');
      await shootBoth(page, 'log', update);

      const before = receiver.received.length;
      await update.getByRole('button', { name: 'Redeliver' }).click();
      await expect(detail.getByRole('status').filter({ hasText: 'Sent again: 200' })).toBeVisible();
      await expect(log.getByTestId('webhook-log-row').first()).toContainText('Redelivery');
      expect(receiver.received.length).toBeGreaterThan(before);
      await shootBoth(page, 'redelivered', log);
    });

    await test.step('the keyboard reaches the switch and the secret can be regenerated', async () => {
      const detail = page.getByTestId('webhook-detail');
      await detail.getByRole('button', { name: 'Regenerate secret' }).click();
      const confirm = page.getByRole('dialog', { name: 'Regenerate the secret?' });
      await confirm.getByRole('button', { name: 'Regenerate' }).click();
      const shown = page.getByRole('dialog', { name: 'New secret' });
      await expect(shown.getByLabel('Secret key')).toHaveValue(/^plane_wh_[0-9a-f]{32}$/);
      expect(await shown.getByLabel('Secret key').inputValue()).not.toBe(secret);
      await shown.getByRole('button', { name: 'Done' }).click();
      await expect(shown).toBeHidden();
    });
  } finally {
    await new Promise((resolve) => receiver.server.close(resolve));
  }
});
