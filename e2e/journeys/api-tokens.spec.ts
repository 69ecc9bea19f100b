import type { Page } from '@playwright/test';
import { ADMIN, adminInWorkspace, expect, test } from '../fixtures';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A screenshot at phone size, then back to the desktop: for the screens' look at both sizes. */
async function shootBoth(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/apitokens-${name}-desktop.png` });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `/tmp/apitokens-${name}-phone.png` });
  await page.setViewportSize(DESKTOP);
}

/**
 * API tokens: the admin opens profile settings → API tokens, adds a token that expires in a
 * month, sees its secret once and copies it, finds it listed without its secret, calls
 * `/api/v1/users/me/` with it (200), edits its label and description by keyboard, revokes it
 * after confirming, and the same call then answers 401.
 */
test('create an API token, call /api/v1/ with it, edit it, revoke it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize(DESKTOP);
  await adminInWorkspace(page);
  const label = `Journey script ${String(Date.now())}`;
  const screen = page.getByTestId('api-tokens');
  let token = '';

  await test.step('profile settings open on the API tokens tab', async () => {
    await page.goto('/settings/profile/general');
    await page
      .getByRole('navigation', { name: 'Profile settings' })
      .getByRole('link', { name: 'API tokens' })
      .click();
    await expect(page).toHaveURL(/\/settings\/profile\/api-tokens$/);
    await expect(screen.getByRole('heading', { name: 'API tokens', exact: true })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Add token' }).first()).toBeVisible();
    await shootBoth(page, 'start');
  });

  await test.step('a token that expires in a month is added, and its secret shown once', async () => {
    await screen.getByRole('button', { name: 'Add token' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add an API token' });
    await expect(dialog.getByLabel('Label')).toBeFocused();
    await dialog.getByLabel('Label').fill(label);
    await dialog.getByLabel('Description').fill('Called by the API tokens journey');
    await dialog.getByRole('combobox', { name: 'Expiry' }).click();
    await page.getByRole('option', { name: '3 months' }).click();
    await dialog.getByRole('combobox', { name: 'Expiry' }).click();
    await page.getByRole('option', { name: '1 month' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Expiry' })).toHaveText('1 month');
    await expect(dialog).toContainText('Expires on');
    await shootBoth(page, 'create-form');
    await dialog.getByRole('button', { name: 'Create token' }).click();

    const created = page.getByRole('dialog', { name: 'Token created' });
    await expect(created).toContainText('it will not be shown again');
    const secret = created.getByLabel('Your new API token');
    await expect(secret).toHaveValue(/^plane_api_[0-9a-f]{32}$/);
    token = await secret.inputValue();
    await created.getByRole('button', { name: 'Copy' }).click();
    await expect(created.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await shootBoth(page, 'created');
    await created.getByRole('button', { name: 'Done' }).click();
    await expect(created).toBeHidden();
  });

  const row = screen.getByRole('listitem', { name: label, exact: true });

  await test.step('the token is listed, active and never used, without its secret', async () => {
    await expect(row).toBeVisible();
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Never used');
    await expect(row).toContainText('Expires');
    await expect(row).toContainText(`plane_api_…${token.slice(-4)}`);
    await expect(screen).not.toContainText(token);
  });

  await test.step('the token calls /api/v1/ as the admin, by X-API-Key and by Bearer', async () => {
    const me = await request.get('/api/v1/users/me/', { headers: { 'X-API-Key': token } });
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email: ADMIN.email, first_name: ADMIN.firstName });
    expect(me.headers()['x-ratelimit-remaining']).toBeDefined();
    const bearer = await request.get('/api/v1/users/me/', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(bearer.status()).toBe(200);
    // The browser's own session does not open /api/v1/.
    expect((await page.request.get('/api/v1/users/me/')).status()).toBe(401);

    await page.reload();
    await expect(row).toContainText('Last used');
    await shootBoth(page, 'list');
  });

  const renamed = `${label} (renamed)`;
  const renamedRow = screen.getByRole('listitem', { name: renamed, exact: true });

  await test.step('the label and description are edited from the row, by keyboard', async () => {
    const edit = row.getByRole('button', { name: `Edit ${label}` });
    await edit.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit API token' });
    await expect(dialog.getByLabel('Label')).toBeFocused();
    await expect(dialog.getByLabel('Label')).toHaveValue(label);
    await expect(dialog.getByLabel('Description')).toHaveValue('Called by the API tokens journey');

    await dialog.getByLabel('Label').fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText('Give the token a label.');
    await expect(dialog.getByLabel('Label')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();
    await expect(row).toBeVisible();

    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Label')).toHaveValue(label);
    await dialog.getByLabel('Label').fill(renamed);
    await dialog.getByLabel('Description').fill('Renamed by the API tokens journey');
    await shootBoth(page, 'edit-form');
    await dialog.getByLabel('Label').press('Enter');
    await expect(dialog).toBeHidden();
    await expect(renamedRow.getByRole('button', { name: `Edit ${renamed}` })).toBeFocused();

    await expect(renamedRow).toBeVisible();
    await expect(renamedRow).toContainText('Renamed by the API tokens journey');
    await expect(renamedRow).toContainText(`plane_api_…${token.slice(-4)}`);
    await expect(row).toBeHidden();
    await page.reload();
    await expect(renamedRow).toContainText('Renamed by the API tokens journey');
    // The token itself is unchanged by the edit.
    const me = await request.get('/api/v1/users/me/', { headers: { 'X-API-Key': token } });
    expect(me.status()).toBe(200);
  });

  await test.step('the API documentation opens from the screen and lists the routes', async () => {
    const [docs] = await Promise.all([
      context.waitForEvent('page'),
      screen.getByRole('link', { name: 'Read the API documentation' }).click(),
    ]);
    await expect(docs.getByRole('heading', { name: /Keel API/ })).toBeVisible({ timeout: 30_000 });
    await expect(docs.getByText('/api/v1/users/me/').first()).toBeVisible({ timeout: 30_000 });
    await docs.screenshot({ path: '/tmp/apitokens-docs.png' });
    await docs.close();
  });

  await test.step('the token is revoked after confirming, and no longer opens /api/v1/', async () => {
    await renamedRow.getByRole('button', { name: `Revoke ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: `Revoke “${renamed}”?` });
    await expect(confirm).toContainText('loses access at once');
    await confirm.getByRole('button', { name: 'Revoke token' }).click();
    await expect(confirm).toBeHidden();
    await expect(renamedRow).toBeHidden();
    const after = await request.get('/api/v1/users/me/', { headers: { 'X-API-Key': token } });
    expect(after.status()).toBe(401);
    expect(await after.json()).toEqual({ detail: 'Given API token is not valid' });
    await page.reload();
    await expect(screen.getByRole('heading', { name: 'API tokens', exact: true })).toBeVisible();
    await expect(renamedRow).toBeHidden();
  });
});
