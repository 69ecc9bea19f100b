import {
  WORKSPACE,
  adminInWorkspace,
  expect,
  joinByInvitation,
  pickOption,
  test,
} from '../fixtures';

const PROJECT = { name: 'Launchpad', identifier: 'LAUNC' };

test.describe('projects: create, settings, roles', () => {
  test('an admin sets a project up; a guest sees only what guests may', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const guest = { firstName: 'Gus', email: `gus-${Date.now().toString(36)}@keel-e2e.test` };

    // The admin invites someone to the workspace as a guest, who joins.
    await adminInWorkspace(page);
    await page.goto(`/${WORKSPACE.slug}/settings/members?invite=1`);
    const invite = page.getByRole('dialog', { name: 'Invite people' });
    await invite.getByRole('textbox', { name: 'Email 1', exact: true }).fill(guest.email);
    await pickOption(invite.getByLabel('Role for email 1'), 'Guest');
    await invite.getByRole('button', { name: 'Send invitations' }).click();
    await expect(invite).toBeHidden();
    const guestPage = await joinByInvitation(browser, baseURL, guest);

    // Create a project from the projects list; the identifier is suggested from the name.
    await page
      .getByRole('navigation', { name: 'Workspace sections' })
      .getByRole('link', { name: 'Projects' })
      .click();
    await page.getByRole('button', { name: 'Create project' }).first().click();
    const create = page.getByRole('dialog', { name: 'Create project' });
    await create.getByLabel('Name').fill(PROJECT.name);
    await expect(create.getByLabel('Identifier')).toHaveValue(PROJECT.identifier);
    await expect(create).toContainText('Identifier is available');
    await create.getByRole('button', { name: 'Create project' }).click();
    await expect(page).toHaveURL(/\/settings\/projects\/[0-9a-f-]{36}$/);
    const settingsUrl = new URL(page.url()).pathname;
    const projectId = settingsUrl.split('/').at(-1) ?? '';
    const settingsTabs = page.getByRole('navigation', { name: 'Project settings' });
    await expect(settingsTabs).toBeVisible();

    // States: rename Todo, then add a state to Started.
    await settingsTabs.getByRole('link', { name: 'States' }).click();
    await page.getByRole('button', { name: 'Actions for Todo' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const stateName = page.getByRole('textbox', { name: 'State name' });
    await stateName.fill('Ready');
    await stateName.press('Enter');
    await expect(page.getByTestId('state-row').filter({ hasText: 'Ready' })).toBeVisible();
    await page.getByRole('button', { name: 'Add state to Started' }).click();
    await page.getByRole('textbox', { name: 'State name' }).fill('In Review');
    await page.getByRole('textbox', { name: 'State name' }).press('Enter');
    await expect(page.getByTestId('state-row').filter({ hasText: 'In Review' })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('state-row').filter({ hasText: 'Ready' })).toBeVisible();
    await expect(page.getByTestId('state-row').filter({ hasText: 'In Review' })).toBeVisible();

    // Labels: a parent and a nested one.
    await settingsTabs.getByRole('link', { name: 'Labels' }).click();
    await page.getByRole('button', { name: 'Create label' }).click();
    await page.getByRole('textbox', { name: 'Label name' }).fill('Platform');
    await page.getByRole('textbox', { name: 'Label name' }).press('Enter');
    await expect(page.getByTestId('label-row').filter({ hasText: 'Platform' })).toBeVisible();
    await page.getByRole('button', { name: 'Actions for Platform' }).click();
    await page.getByRole('menuitem', { name: 'Add sub-label' }).click();
    await page.getByRole('textbox', { name: 'Label name' }).fill('API');
    await page.getByRole('textbox', { name: 'Label name' }).press('Enter');
    const labelsSection = page.getByRole('region', { name: 'Project labels' });
    await expect(labelsSection.getByRole('group').getByText('API')).toBeVisible();

    // Estimates: create one; it becomes the active estimate.
    await settingsTabs.getByRole('link', { name: 'Estimates' }).click();
    await page.getByRole('button', { name: 'Create estimate' }).first().click();
    const estimate = page.getByRole('dialog', { name: 'Create estimate' });
    await estimate.getByLabel('Name').fill('Story points');
    await estimate.getByRole('button', { name: 'Create estimate' }).click();
    await expect(estimate).toBeHidden();
    const active = page.getByTestId('estimate-card').filter({ hasText: 'Story points' });
    await expect(active).toContainText('Active');

    // Members: add the guest as a project guest.
    await settingsTabs.getByRole('link', { name: 'Members' }).click();
    await page.getByRole('button', { name: 'Add members' }).click();
    const add = page.getByRole('dialog', { name: 'Add members' });
    await add.getByRole('searchbox', { name: 'Search workspace members' }).fill(guest.email);
    await add.getByRole('checkbox').first().check();
    await pickOption(add.getByRole('combobox', { name: /^Role of / }), 'Guest');
    await add.getByRole('button', { name: 'Add member' }).click();
    await expect(add).toBeHidden();
    await expect(
      page.getByTestId('project-member-row').filter({ hasText: guest.email }),
    ).toContainText('Guest');

    // The guest sees General and Members only; Features is neither listed nor open to them.
    await guestPage.goto(settingsUrl);
    const tabs = guestPage.getByRole('navigation', { name: 'Project settings' });
    await expect(tabs.getByRole('link')).toHaveText(['General', 'Members']);
    await guestPage.goto(`${settingsUrl}/features`);
    await expect(guestPage.getByText('You cannot open this tab')).toBeVisible();
    await expect(guestPage.getByTestId('project-features')).toHaveCount(0);

    // A direct call is refused by the server too.
    const refused = await guestPage.request.patch(
      `/api/workspaces/${WORKSPACE.slug}/projects/${projectId}/`,
      { data: { cycle_view: true } },
    );
    expect(refused.status()).toBe(403);
    await guestPage.context().close();
  });
});
