import type { Page } from '@playwright/test';
import { freePort } from '../../apps/server/src/test/server-process';
import { ADMIN, adminInWorkspace, expect, pickOption, test, waitForEmail } from '../fixtures';

const SIGN_UP_REFUSED = 'Sign-up is turned off on this instance. Ask an admin for an invitation.';

/** A fresh address per run, so that the journey can be run again against the same server. */
function newcomerEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}@keel-e2e.test`;
}

/** Flips a setting's switch and waits until the server has stored it. */
async function setSwitch(page: Page, name: string, isOn: boolean) {
  const control = page.getByRole('switch', { name });
  await expect(control).toHaveAttribute('aria-checked', String(!isOn));
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/instances/configurations/') &&
      response.request().method() === 'PATCH',
  );
  await control.click();
  await expect(control).toHaveAttribute('aria-checked', String(isOn));
  expect((await saved).ok()).toBe(true);
  await expect(control).not.toHaveAttribute('aria-busy');
}

test.describe('instance admin: god mode', () => {
  test.describe.configure({ mode: 'serial' });

  test('the admin renames the instance and turns sign-up off, then on again', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await adminInWorkspace(page);

    // The workspace menu leads instance admins to god mode.
    await page.getByRole('button', { name: /switch workspace or sign out/ }).click();
    await page.getByRole('menuitem', { name: 'Instance admin' }).click();
    await expect(page).toHaveURL(/\/god-mode\/general$/);
    const general = page.getByTestId('instance-admin-general');
    await expect(general.getByTestId('instance-version')).toHaveText(/^v\d/);
    await expect(general.getByTestId('instance-id')).not.toBeEmpty();

    // Rename the instance; the sidebar follows.
    const nameField = general.getByLabel('Instance name');
    await expect(nameField).not.toHaveValue('');
    const originalName = await nameField.inputValue();
    const renamed = `${originalName} HQ`;
    await nameField.fill(renamed);
    await general.getByRole('button', { name: 'Save changes' }).click();
    await expect(general.getByRole('status')).toHaveText('Instance name saved.');
    await expect(page.getByRole('complementary', { name: 'Instance admin' })).toContainText(
      renamed,
    );
    await page.reload();
    await expect(
      page.getByTestId('instance-admin-general').getByLabel('Instance name'),
    ).toHaveValue(renamed);

    // Turn sign-up off.
    const sections = page.getByRole('navigation', { name: 'Instance admin sections' });
    await sections.getByRole('link', { name: 'Authentication' }).click();
    await expect(page.getByTestId('instance-admin-authentication')).toBeVisible();
    await setSwitch(page, 'Allow sign-up', false);

    // A new visitor, in a browser of their own, is refused with the friendly message.
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/sign-up');
    const signUp = visitor.getByTestId('sign-up');
    await signUp.getByLabel('Email').fill(newcomerEmail('refused'));
    await signUp.getByRole('button', { name: 'Continue' }).click();
    await expect(signUp).toContainText(SIGN_UP_REFUSED);
    await visitorContext.close();

    // Sign-up back on, and the old name back: the instance is left as it was found.
    await page.reload();
    await setSwitch(page, 'Allow sign-up', true);
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Allow sign-up' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    // The area's own addresses lead to its sections.
    await page.goto('/god-mode/workspaces');
    await expect(page).toHaveURL(/\/god-mode\/workspace$/);
    await expect(
      page.getByRole('switch', { name: 'Allow anyone to create workspaces' }),
    ).toHaveAttribute('aria-checked', 'true');
    await page.goto('/god-mode');
    await expect(page).toHaveURL(/\/god-mode\/general$/);
    const restore = page.getByTestId('instance-admin-general');
    await restore.getByLabel('Instance name').fill(originalName);
    await restore.getByRole('button', { name: 'Save changes' }).click();
    await expect(restore.getByRole('status')).toHaveText('Instance name saved.');
  });

  test('the admin saves SMTP settings, sees a test email fail, then removes them', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // Nothing listens on this port: the test email fails at once, and no email leaves the machine.
    const closedPort = String(await freePort());
    await adminInWorkspace(page);
    await page.goto('/god-mode/general');
    await page
      .getByRole('navigation', { name: 'Instance admin sections' })
      .getByRole('link', { name: 'Email' })
      .click();
    const screen = page.getByTestId('instance-admin-email');
    const status = screen.getByTestId('smtp-status');
    await expect(status).toContainText('SMTP is not configured');

    // A bad port is refused by the server, under its field.
    const form = screen.getByTestId('smtp-form');
    await form.getByLabel('Host').fill('127.0.0.1');
    await form.getByLabel('Port').fill('70000');
    await form.getByLabel('Username').fill('keel');
    await form.getByLabel('Password', { exact: true }).fill('relay-password');
    await form.getByLabel('From address').fill('Keel <keel@keel-e2e.test>');
    await pickOption(form.getByLabel('Security'), 'None');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toContainText('Must be a whole number from 1 to 65535.');

    await form.getByLabel('Port').fill(closedPort);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('status')).toHaveText('SMTP settings saved.');
    await expect(status).toContainText('SMTP is configured');

    // The password is kept but never shown again.
    await page.reload();
    const reloaded = page.getByTestId('smtp-form');
    await expect(reloaded.getByLabel('Port')).toHaveValue(closedPort);
    await expect(reloaded.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(reloaded).toContainText('Leave empty to keep the current password.');

    // The test email goes to the admin by default, and the SMTP error is shown.
    const testEmail = page.getByTestId('smtp-test');
    await expect(testEmail.getByLabel('Send to')).toHaveValue(ADMIN.email);
    await testEmail.getByRole('button', { name: 'Send a test email' }).click();
    await expect(testEmail.getByRole('alert')).toContainText(
      `Could not connect to 127.0.0.1:${closedPort}`,
    );

    // Removed, after confirming: emails go to the outbox again, as the later journeys need.
    await reloaded.getByRole('button', { name: 'Remove SMTP settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove SMTP settings?' });
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('smtp-status')).toContainText('SMTP is not configured');
    await page.reload();
    await expect(page.getByTestId('smtp-status')).toContainText('SMTP is not configured');
    await expect(page.getByTestId('smtp-form').getByLabel('Host')).toHaveValue('');
  });

  test('a signed-out visitor signs in first; someone who is not an admin is told so', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/god-mode/authentication');
    await expect(page).toHaveURL(/\/\?next_path=%2Fgod-mode%2Fauthentication$/);

    // Sign up with an emailed code, coming back to the admin page.
    await page.getByRole('link', { name: 'Create an account' }).click();
    const email = newcomerEmail('not-admin');
    const signUp = page.getByTestId('sign-up');
    await signUp.getByLabel('Email').fill(email);
    const codeRequestedAt = new Date(Date.now() - 1000).toISOString();
    await signUp.getByRole('button', { name: 'Continue' }).click();
    await expect(signUp.getByLabel('Code')).toBeFocused();
    const codeEmail = await waitForEmail(email, (sent) => /\b\d{6}\b/.test(sent.text), {
      after: codeRequestedAt,
    });
    await signUp.getByLabel('Code').fill(/\b(\d{6})\b/.exec(codeEmail.text)?.[1] ?? '');
    await signUp.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/god-mode\/authentication$/);
    const refused = page.getByTestId('instance-admin-required');
    await expect(refused).toContainText('You need to be an instance admin');
    await expect(page.getByRole('switch')).toHaveCount(0);
    await refused.getByRole('link', { name: 'Back to my workspace' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
  });
});
