import type { APIRequestContext, Page } from '@playwright/test';
import {
  WORKSPACE,
  adminInWorkspace,
  expect,
  joinByInvitation,
  type PageProblem,
  test,
  watchProblems,
} from '../fixtures';

/**
 * A clean console on every main screen: an admin and a plain member open the projects list, each
 * work-item layout, an item's page, every project and workspace settings tab and their profile
 * settings, and meet no console error or warning, no uncaught error and no failed request.
 */

const PROJECT_TABS = [
  '',
  '/members',
  '/features',
  '/states',
  '/labels',
  '/estimates',
  '/automations',
  '/shops',
  '/customers',
];
const LAYOUTS = [
  { name: 'List', ready: 'work-item-row' },
  { name: 'Board', ready: 'work-item-card' },
  { name: 'Spreadsheet', ready: 'work-item-row' },
  { name: 'Calendar', ready: 'calendar-grid' },
  { name: 'Timeline', ready: 'gantt-bar' },
] as const;

interface Seeded {
  projectId: string;
  itemId: string;
}

async function seed(
  request: APIRequestContext,
  origin: string,
  memberEmail: string,
): Promise<Seeded> {
  const base = `/api/workspaces/${WORKSPACE.slug}`;
  const headers = { origin };
  const project = await request.post(`${base}/projects/`, {
    headers,
    data: { name: 'Clean Console', identifier: 'CLN' },
  });
  expect(project.status()).toBe(201);
  const projectId = ((await project.json()) as { id: string }).id;
  const members = (await (await request.get(`${base}/members/`)).json()) as {
    member: { id: string; email: string | null };
  }[];
  const memberId = members.find(
    (each) => each.member.email?.toLowerCase() === memberEmail.toLowerCase(),
  )?.member.id;
  expect(memberId, 'the member joined the workspace').toBeTruthy();
  const added = await request.post(`${base}/projects/${projectId}/members/`, {
    headers,
    data: { members: [{ member_id: memberId, role: 15 }] },
  });
  expect(added.ok()).toBe(true);
  let itemId = '';
  for (const [index, name] of ['Sweep the console', 'Quiet the warnings'].entries()) {
    const day = new Date(Date.now() + index * 86_400_000).toISOString().slice(0, 10);
    const created = await request.post(`${base}/projects/${projectId}/issues/`, {
      headers,
      data: { name, start_date: day, target_date: day },
    });
    expect(created.status()).toBe(201);
    itemId = ((await created.json()) as { id: string }).id;
  }
  return { projectId, itemId };
}

/** Waits until a screen has drawn and stopped asking the server for things. */
async function settle(page: Page) {
  await expect(page.getByTestId('page-loading')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

async function visitMainScreens(page: Page, { projectId, itemId }: Seeded) {
  const slug = WORKSPACE.slug;
  await page.goto(`/${slug}/projects`);
  await expect(page.getByText('Clean Console').first()).toBeVisible();
  await settle(page);

  await page.goto(`/${slug}/projects/${projectId}/issues`);
  for (const layout of LAYOUTS) {
    await page
      .getByRole('radiogroup', { name: 'Layout' })
      .getByRole('radio', { name: layout.name })
      .click();
    await expect(page.getByTestId(layout.ready).first()).toBeVisible();
    await settle(page);
  }
  await page
    .getByRole('radiogroup', { name: 'Layout' })
    .getByRole('radio', { name: 'List' })
    .click();

  await page.goto(`/${slug}/projects/${projectId}/issues/${itemId}`);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Quiet the warnings');
  await settle(page);

  for (const tab of PROJECT_TABS) {
    await page.goto(`/${slug}/settings/projects/${projectId}${tab}`);
    await expect(page.getByRole('navigation', { name: 'Project settings' })).toBeVisible();
    await settle(page);
  }
  for (const path of [
    `/${slug}/settings`,
    `/${slug}/settings/members`,
    '/settings/profile/general',
  ]) {
    await page.goto(path);
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    await settle(page);
  }
}

function describe(problems: PageProblem[]): string {
  return problems.map((problem) => `${problem.kind}: ${problem.text}`).join('\n');
}

test('the main screens leave the console clean, for an admin and for a member', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000);
  await adminInWorkspace(page);
  const member = { email: `mina.${String(Date.now())}@keel-e2e.test`, firstName: 'Mina' };
  const invited = await page.request.post(`/api/workspaces/${WORKSPACE.slug}/invitations/`, {
    headers: { origin: baseURL ?? '' },
    data: { emails: [{ email: member.email, role: 15 }] },
  });
  expect(invited.ok()).toBe(true);
  const memberPage = await joinByInvitation(browser, baseURL, member);
  const seeded = await seed(page.request, baseURL ?? '', member.email);

  await test.step('as the workspace admin', async () => {
    const problems = watchProblems(page);
    await visitMainScreens(page, seeded);
    expect(problems, describe(problems)).toEqual([]);
  });

  await test.step('as a member', async () => {
    const problems = watchProblems(memberPage);
    await visitMainScreens(memberPage, seeded);
    expect(problems, describe(problems)).toEqual([]);
  });
});
