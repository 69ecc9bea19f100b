import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  expect,
  test as base,
} from '@playwright/test';

/** Journeys run against the server global-setup.ts started; its address arrives in the env. */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.KEEL_E2E_URL;
    if (!url)
      throw new Error('KEEL_E2E_URL is not set: run the journeys through e2e/playwright.config.ts');
    await use(url);
  },
});

export { expect };

/** An email the server wrote to DATA_DIR/outbox because no SMTP server is configured. */
export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  sent_at: string;
}

function outboxDir(): string {
  const dir = process.env.KEEL_E2E_DATA_DIR;
  if (!dir)
    throw new Error('KEEL_E2E_DATA_DIR is not set: run the journeys through playwright.config');
  return path.join(dir, 'outbox');
}

/** Every email in the outbox, oldest first. */
export async function readOutbox(): Promise<OutboxEmail[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir());
  } catch {
    return [];
  }
  const emails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(
        async (name) =>
          JSON.parse(await readFile(path.join(outboxDir(), name), 'utf8')) as OutboxEmail,
      ),
  );
  return emails.sort((a, b) => a.sent_at.localeCompare(b.sent_at));
}

/**
 * The newest email to `to` that `matches` accepts and that was not in `seen`, waiting for it to
 * arrive (emails are written by a background job).
 */
export async function waitForEmail(
  to: string,
  matches: (email: OutboxEmail) => boolean,
  { timeoutMs = 10_000, after = '' }: { timeoutMs?: number; after?: string } = {},
): Promise<OutboxEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox())
      .filter((email) => email.to.toLowerCase() === to.toLowerCase() && email.sent_at > after)
      .filter(matches)
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No email to ${to} arrived in the outbox in time.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The instance admin every journey signs in as (accounts.spec.ts creates them first). */
export const ADMIN = {
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'ada@keel-e2e.test',
  password: 'velvet-harbour-quietly-47',
};
export const WORKSPACE = { name: 'Acme Labs', slug: 'acme-labs' };

/** Fills in the first step of onboarding and moves on. */
export async function completeProfileStep(page: Page, firstName: string) {
  const profile = page.getByTestId('onboarding-profile');
  await expect(profile).toBeVisible();
  await profile.getByLabel('First name').fill(firstName);
  await profile.getByRole('button', { name: 'Continue' }).click();
}

type SessionCookies = Parameters<BrowserContext['addCookies']>[0];

/** Where the admin's session cookies are kept between journeys (in the run's data directory). */
function adminSessionFile(): string {
  return path.join(outboxDir(), '..', 'e2e-admin-session.json');
}

async function savedAdminSession(): Promise<SessionCookies | null> {
  try {
    return JSON.parse(await readFile(adminSessionFile(), 'utf8')) as SessionCookies;
  } catch {
    return null;
  }
}

/**
 * Brings the admin into their workspace: sets the instance up and onboards when it is fresh, else
 * reuses the session an earlier journey signed in with, and signs in through the form only when
 * there is none or it has ended. Signing in once rather than in every journey keeps a fast run
 * under the server's sign-in rate limit (10 a minute per address and email); accounts.spec.ts
 * covers the sign-in form itself.
 */
export async function adminInWorkspace(page: Page) {
  const saved = await savedAdminSession();
  if (saved) await page.context().addCookies(saved);
  await page.goto('/');
  const shell = page.getByTestId('workspace-shell');
  const setUpCard = page.getByTestId('instance-setup');
  const signIn = page.getByTestId('sign-in');
  await expect(shell.or(setUpCard).or(signIn)).toBeVisible();
  if (await shell.isVisible()) return;

  if (await setUpCard.isVisible()) {
    await setUpCard.getByRole('link', { name: /get started/i }).click();
    const setup = page.getByTestId('setup-form');
    await setup.getByLabel('First name').fill(ADMIN.firstName);
    await setup.getByLabel('Last name').fill(ADMIN.lastName);
    await setup.getByLabel('Work email').fill(ADMIN.email);
    await setup.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await setup.getByLabel('Company or instance name').fill('Acme');
    await setup.getByRole('button', { name: 'Create admin account' }).click();
    await completeProfileStep(page, ADMIN.firstName);
    const create = page.getByTestId('create-workspace-form');
    await create.getByLabel('Workspace name').fill(WORKSPACE.name);
    await expect(create).toContainText('Available');
    await create.getByRole('button', { name: 'Create workspace' }).click();
    await page.getByRole('button', { name: 'Skip for now' }).click();
  } else {
    await signIn.getByLabel('Email').fill(ADMIN.email);
    await signIn.getByRole('button', { name: 'Continue' }).click();
    const password = signIn.getByLabel('Password', { exact: true });
    await password.fill(ADMIN.password);
    await password.press('Enter');
  }
  await expect(shell).toBeVisible();
  await writeFile(adminSessionFile(), JSON.stringify(await page.context().cookies()));
}

/**
 * Someone invited to WORKSPACE, in a browser of their own, follows the emailed link, signs up with
 * an emailed code, joins and finishes onboarding. Answers their page, in the workspace.
 */
export async function joinByInvitation(
  browser: Browser,
  baseURL: string | undefined,
  invitee: { email: string; firstName: string },
): Promise<Page> {
  const invitationEmail = await waitForEmail(invitee.email, (email) =>
    email.text.includes('/workspace-invitations/'),
  );
  const link = /https?:\/\/\S+\/workspace-invitations\/\?\S+/.exec(invitationEmail.text)?.[0];
  expect(link, 'the invitation email carries a link').toBeTruthy();
  const url = new URL(link ?? '');

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(url.pathname + url.search);
  const invitation = page.getByTestId('workspace-invitation');
  await expect(invitation).toContainText(invitee.email);
  await invitation.getByRole('link', { name: 'Create an account to join' }).click();

  const signUp = page.getByTestId('sign-up');
  await expect(signUp.getByLabel('Email')).toHaveValue(invitee.email);
  const codeRequestedAt = new Date(Date.now() - 1000).toISOString();
  await signUp.getByRole('button', { name: 'Continue' }).click();
  await expect(signUp.getByLabel('Code')).toBeFocused();
  const codeEmail = await waitForEmail(
    invitee.email,
    (email) => !email.text.includes('/workspace-invitations/') && /\b\d{6}\b/.test(email.text),
    { after: codeRequestedAt },
  );
  await signUp.getByLabel('Code').fill(/\b(\d{6})\b/.exec(codeEmail.text)?.[1] ?? '');
  await signUp.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByTestId('workspace-invitation')).toBeVisible();
  await page.getByRole('button', { name: 'Accept and join' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await completeProfileStep(page, invitee.firstName);
  await expect(page.getByTestId('onboarding-step-workspace')).toContainText(WORKSPACE.name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(new RegExp(`/${WORKSPACE.slug}$`));
  return page;
}

/** A console error or warning, an uncaught error or a failed request a page met. */
export interface PageProblem {
  kind: 'console' | 'pageerror' | 'response';
  text: string;
}

/**
 * Records every console error and warning, uncaught error and 4xx/5xx answer the page meets from
 * now on, for a journey to require a clean console. `allow` names answers that are expected
 * (each with the reason in the calling journey).
 */
export function watchProblems(
  page: Page,
  allow: (problem: PageProblem) => boolean = () => false,
): PageProblem[] {
  const problems: PageProblem[] = [];
  const record = (problem: PageProblem) => {
    if (!allow(problem)) problems.push(problem);
  };
  page.on('console', (message) => {
    const type = message.type();
    if (type === 'error' || type === 'warning')
      record({ kind: 'console', text: `${type}: ${message.text()} (${page.url()})` });
  });
  page.on('pageerror', (error) => {
    record({ kind: 'pageerror', text: `${error.message} (${page.url()})` });
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      record({
        kind: 'response',
        text: `${String(response.status())} ${response.request().method()} ${new URL(response.url()).pathname}`,
      });
  });
  return problems;
}

/** Chooses an option of one of the app's selects (a button that opens a list), by its label. */
export async function pickOption(select: Locator, option: string) {
  await select.click();
  await select
    .page()
    .getByRole('listbox')
    .getByRole('option', { name: option, exact: true })
    .click();
  await expect(select).toContainText(option);
}

/**
 * Moves a sortable item from the keyboard as a person would: Space on its grip picks it up, each
 * arrow press moves it one place (waiting for the drag's announcement of where it now is), and
 * Space puts it down.
 */
export async function moveByKeyboard(
  page: Page,
  grip: Locator,
  key: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight',
  times = 1,
) {
  // Picked up once the grip says so. A menu that has just closed may still take focus back for a
  // moment; then Space reaches the page instead, and the grip is focused and pressed again.
  await expect(async () => {
    await grip.focus();
    await page.keyboard.press('Space');
    await expect(grip).toHaveAttribute('aria-pressed', 'true', { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  // The drag's own announcements: each sortable list's region sits beside the list, a child of
  // the nearest element above the grip that holds one.
  const announcement = grip.locator(
    'xpath=ancestor::*[*[starts-with(@id,"DndLiveRegion")]][1]/*[starts-with(@id,"DndLiveRegion")]',
  );
  // The pick-up is announced once the drag has measured where the items lie; two frames later
  // the arrows find them.
  await expect(announcement).toContainText(/\S/);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            resolve();
          });
        });
      }),
  );
  for (let step = 0; step < times; step += 1) {
    const before = await announcement.innerText({ timeout: 20_000 });
    await page.keyboard.press(key);
    await expect(announcement).not.toHaveText(before);
  }
  await page.keyboard.press('Space');
  await expect(grip).not.toHaveAttribute('aria-pressed', 'true');
}

/** Drags an item by its grip onto another, with the pointer as a person would. */
export async function dragByPointer(page: Page, grip: Locator, onto: Locator) {
  await grip.hover();
  const from = await grip.boundingBox();
  const to = await onto.boundingBox();
  if (!from || !to) throw new Error('The items to drag between are not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Several steps over the target, so that the drag starts (4 px) and the target is taken.
  await page.mouse.move(from.x + from.width / 2, from.y + 12, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.move(to.x + to.width / 2 + 1, to.y + to.height / 2 + 1, { steps: 2 });
  await page.mouse.up();
}

/**
 * A teammate in a new project of the workspace: invited with `role`, signed up and joined in a
 * browser of their own, and added to the project (made by the admin of `page`) with that role.
 */
export async function teammateInProject(
  page: Page,
  browser: Browser,
  baseURL: string | undefined,
  options: { firstName: string; role: 5 | 15; project: { name: string; identifier: string } },
): Promise<{ other: Page; projectId: string; teammateId: string; email: string }> {
  const origin = { origin: baseURL ?? '' };
  const base = `/api/workspaces/${WORKSPACE.slug}`;
  const email = `${options.firstName.toLowerCase()}.${String(Date.now())}@keel-e2e.test`;
  const invited = await page.request.post(`${base}/invitations/`, {
    headers: origin,
    data: { emails: [{ email, role: options.role }] },
  });
  expect(invited.ok()).toBe(true);
  const other = await joinByInvitation(browser, baseURL, { email, firstName: options.firstName });

  const project = await page.request.post(`${base}/projects/`, {
    headers: origin,
    data: options.project,
  });
  expect(project.status()).toBe(201);
  const projectId = ((await project.json()) as { id: string }).id;
  const members = (await (await page.request.get(`${base}/members/`)).json()) as {
    member: { id: string; email: string | null };
  }[];
  const teammateId = members.find((each) => each.member.email?.toLowerCase() === email)?.member.id;
  expect(teammateId, 'the teammate joined the workspace').toBeTruthy();
  const added = await page.request.post(`${base}/projects/${projectId}/members/`, {
    headers: origin,
    data: { members: [{ member_id: teammateId, role: options.role }] },
  });
  expect(added.ok()).toBe(true);
  return { other, projectId, teammateId: teammateId ?? '', email };
}

/** Creates a project in the journeys' workspace with one work item per name; answers its id. */
export async function seedProjectWithItems(
  request: APIRequestContext,
  origin: string,
  project: { name: string; identifier: string },
  names: readonly string[],
): Promise<string> {
  const base = `/api/workspaces/${WORKSPACE.slug}`;
  const headers = { origin };
  const created = await request.post(`${base}/projects/`, { headers, data: project });
  expect(created.status()).toBe(201);
  const projectId = ((await created.json()) as { id: string }).id;
  for (const name of names) {
    const item = await request.post(`${base}/projects/${projectId}/issues/`, {
      headers,
      data: { name },
    });
    expect(item.status()).toBe(201);
  }
  return projectId;
}

/** A work-item list's rows, and which side answered it (data-list-source on the list's root). */
export function workItemList(page: Page) {
  return {
    rows: page.getByTestId('work-item-row'),
    root: page.locator('[data-list-source]'),
  };
}
