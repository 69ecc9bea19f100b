import type { Page } from '@playwright/test';
import { adminInWorkspace, expect, test } from '../fixtures';

/** Chooses a language in profile settings by its own name ("Deutsch"), and waits for the save. */
async function chooseLanguage(
  page: Page,
  labels: { before: string; after: string },
  ownName: string,
  saved: string,
) {
  await page.getByLabel(labels.before, { exact: true }).click();
  // Each option reads "<own name> <name in the current language>", such as "Deutsch German".
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(`^${ownName}\\b`) })
    .click();
  // The field's own label switches language with everything else.
  await expect(page.getByLabel(labels.after, { exact: true })).toContainText(ownName);
  await expect(page.getByRole('status').filter({ hasText: saved })).toBeVisible();
}

test.describe('the interface language', () => {
  test('switches to German at once from profile settings, and keeps it after a reload', async ({
    page,
  }) => {
    await adminInWorkspace(page);
    await page.goto('/settings/profile/general');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile settings' })).toBeVisible();
    // A marker on the window: it survives client-side changes and is gone after any reload.
    await page.evaluate(() => {
      (window as Window & { keelMarker?: string }).keelMarker = 'same page';
    });

    await chooseLanguage(
      page,
      { before: 'Language', after: 'Sprache' },
      'Deutsch',
      'Sprache gespeichert.',
    );

    await expect(
      page.getByRole('heading', { level: 1, name: 'Profileinstellungen' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Einstellungen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Profil speichern' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(await page.evaluate(() => (window as Window & { keelMarker?: string }).keelMarker)).toBe(
      'same page',
    );

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Profileinstellungen' }),
    ).toBeVisible();
    expect(
      await page.evaluate(() => (window as Window & { keelMarker?: string }).keelMarker),
    ).toBeUndefined();

    // Back to English, so the journeys after this one find the admin's interface as they expect.
    await chooseLanguage(
      page,
      { before: 'Sprache', after: 'Language' },
      'English',
      'Language saved.',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Profile settings' })).toBeVisible();
  });

  test('greets a signed-out visitor in their browser’s language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'ja-JP' });
    const page = await context.newPage();
    await page.goto('/');
    const signIn = page.getByTestId('sign-in');
    await expect(signIn.getByRole('heading', { level: 1 })).toHaveText('Keelにサインイン');
    await expect(signIn.getByRole('button', { name: '続行' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await context.close();
  });
});
