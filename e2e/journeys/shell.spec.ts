import { expect, test } from '../fixtures';

test.describe('the web shell of a fresh instance', () => {
  test('opens on the set-up screen served by Keel itself', async ({ page }) => {
    const instanceResponse = page.waitForResponse(
      (response) => response.url().endsWith('/api/instances/') && response.status() === 200,
    );
    await page.goto('/');
    await instanceResponse;

    await expect(page.getByTestId('app-shell')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Keel');
    const setup = page.getByTestId('instance-setup');
    await expect(setup).toBeVisible();
    await expect(setup.getByRole('heading', { level: 1 })).toContainText('Set up');
    await expect(setup).toContainText('v0.1.0');
    await expect(setup.getByRole('link', { name: /get started/i })).toHaveAttribute(
      'href',
      '/setup',
    );
  });

  test('switches to the dark theme by keyboard and keeps it after a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('instance-setup')).toBeVisible();

    const dark = page.getByRole('button', { name: 'Dark theme' });
    await dark.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(dark).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Light theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });

  test('shows a designed not-found page for an unknown path and leads back home', async ({
    page,
  }) => {
    const response = await page.goto('/no/such/screen');
    expect(response?.status()).toBe(200);
    const notFound = page.getByTestId('not-found');
    await expect(notFound).toBeVisible();
    await expect(notFound).toContainText('/no/such/screen');

    await notFound.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('instance-setup')).toBeVisible();
  });

  test('keeps API paths out of the page fallback', async ({ request }) => {
    const api = await request.get('/api/no-such-route/');
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    const missingFile = await request.get('/assets/missing-file.js');
    expect(missingFile.status()).toBe(404);
  });
});
