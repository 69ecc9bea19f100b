import type { Page } from '@playwright/test';
import {
  ADMIN,
  WORKSPACE,
  completeProfileStep,
  expect,
  joinByInvitation,
  pickOption,
  test,
} from '../fixtures';

const TEAMMATE = { firstName: 'Bea', email: 'bea@keel-e2e.test' };

async function membersEmails(page: Page) {
  return page.getByTestId('member-row').allInnerTexts();
}

test.describe('accounts: set-up, onboarding, invitations', () => {
  test.describe.configure({ mode: 'serial' });

  test('an admin sets the instance up, a teammate joins by invitation, both see each other', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);

    // Instance set-up: the first account becomes the admin.
    await page.goto('/');
    await page
      .getByTestId('instance-setup')
      .getByRole('link', { name: /get started/i })
      .click();
    await expect(page).toHaveURL(/\/setup$/);
    const setup = page.getByTestId('setup-form');
    await setup.getByLabel('First name').fill(ADMIN.firstName);
    await setup.getByLabel('Last name').fill(ADMIN.lastName);
    await setup.getByLabel('Work email').fill(ADMIN.email);
    await setup.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await expect(setup).toContainText(/strong/i);
    await setup.getByLabel('Company or instance name').fill('Acme');
    await setup.getByRole('button', { name: 'Create admin account' }).click();

    // Onboarding: profile, then a new workspace, then skip invitations.
    await expect(page).toHaveURL(/\/onboarding$/);
    await completeProfileStep(page, ADMIN.firstName);
    const create = page.getByTestId('create-workspace-form');
    await expect(create).toBeVisible();
    await create.getByLabel('Workspace name').fill(WORKSPACE.name);
    await expect(create.getByLabel('Workspace URL')).toHaveValue(WORKSPACE.slug);
    await expect(create).toContainText('Available');
    await create.getByRole('button', { name: 'Create workspace' }).click();
    await expect(page.getByTestId('onboarding-step-invite')).toBeVisible();
    await page.getByRole('button', { name: 'Skip for now' }).click();

    await expect(page).toHaveURL(new RegExp(`/${WORKSPACE.slug}$`));
    const home = page.getByTestId('workspace-home');
    await expect(home).toContainText(`, ${ADMIN.firstName}`);
    await expect(home).toContainText(WORKSPACE.name);
    await expect(home.getByTestId('members-count')).toHaveText('1');

    // Invite the teammate from the members settings.
    await page
      .getByRole('navigation', { name: 'Workspace sections' })
      .getByRole('link', { name: 'Members' })
      .click();
    await expect(page.getByTestId('members-settings')).toBeVisible();
    await page.getByRole('button', { name: 'Invite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite people' });
    await dialog.getByRole('textbox', { name: 'Email 1', exact: true }).fill(TEAMMATE.email);
    await pickOption(dialog.getByLabel('Role for email 1'), 'Member');
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('pending-invitation')).toContainText(TEAMMATE.email);

    // The teammate, in a browser of their own, follows the emailed link, signs up with an emailed
    // code and joins.
    const teammate = await joinByInvitation(browser, baseURL, TEAMMATE);

    // Both see each other among the members.
    await teammate.goto(`/${WORKSPACE.slug}/settings/members`);
    await expect(teammate.getByTestId('member-row')).toHaveCount(2);
    expect((await membersEmails(teammate)).join('\n')).toContain(ADMIN.email);
    await page.reload();
    await expect(page.getByTestId('member-row')).toHaveCount(2);
    expect((await membersEmails(page)).join('\n')).toContain(TEAMMATE.email);
    await teammate.context().close();

    // Sign out through the workspace menu.
    await page.getByRole('button', { name: /switch workspace or sign out/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByTestId('sign-in')).toBeVisible();
    await expect(page).toHaveURL(/\/(\?.*)?$/);
  });

  test('a wrong password is refused at the password step', async ({ page }) => {
    await page.goto('/');
    const signIn = page.getByTestId('sign-in');
    await signIn.getByLabel('Email').fill(ADMIN.email);
    await signIn.getByRole('button', { name: 'Continue' }).click();
    const password = signIn.getByLabel('Password', { exact: true });
    await expect(password).toBeFocused();
    await password.fill('not-the-right-password-9');
    await password.press('Enter');

    await expect(page).toHaveURL(/error_code=/);
    await expect(signIn.getByTestId('auth-email')).toHaveText(ADMIN.email);
    await expect(signIn).toContainText('That email and password do not match');
  });
});
