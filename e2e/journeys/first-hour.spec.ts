import type { APIRequestContext, Page } from '@playwright/test';
import { WORKSPACE, adminInWorkspace, expect, test } from '../fixtures';

/**
 * What a new team ran into in their first hour: typed text lost to Escape, fields cut or taken
 * without a word, a wrong "not allowed" on unknown settings tabs, a picker that ignored Enter,
 * j/k that did nothing, sub-items that left no trace on their parent, empty states that spoke of
 * "this project" outside one, a label picker without its tree, and a timeline key that invented
 * a start date.
 */

const API = `/api/workspaces/${WORKSPACE.slug}`;

interface Seeded {
  projectId: string;
  /** Work-item ids by name. */
  items: Map<string, string>;
}

/** A project of the admin's workspace with the given work items (name and extra fields). */
async function seedProject(
  request: APIRequestContext,
  origin: string,
  project: { name: string; identifier: string },
  items: readonly { name: string; [field: string]: unknown }[],
): Promise<Seeded> {
  const headers = { origin };
  const created = await request.post(`${API}/projects/`, { headers, data: project });
  expect(created.status()).toBe(201);
  const projectId = ((await created.json()) as { id: string }).id;
  const ids = new Map<string, string>();
  for (const data of items) {
    const item = await request.post(`${API}/projects/${projectId}/issues/`, { headers, data });
    expect(item.status()).toBe(201);
    ids.set(data.name, ((await item.json()) as { id: string }).id);
  }
  return { projectId, items: ids };
}

test('the create dialog shows the title limit before submit, and Escape never loses the text', async ({
  page,
  baseURL,
}) => {
  await adminInWorkspace(page);
  const { projectId } = await seedProject(
    page.request,
    baseURL ?? '',
    { name: 'First Hour Titles', identifier: 'FHT' },
    [{ name: 'Already here' }],
  );
  await page.goto(`/${WORKSPACE.slug}/projects/${projectId}/issues`);
  await page.getByRole('button', { name: 'Add work item' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create work item' });
  const title = dialog.getByRole('textbox', { name: 'Title' });
  const long = `${'A very long title '.repeat(16)}end`;
  expect(long.length).toBeGreaterThan(255);
  await title.fill(long);
  await title.press('End');

  // Before any submit, the field says it is over the limit, and by how much.
  await expect(dialog.getByText('Title must be at most 255 characters')).toBeVisible();
  await expect(dialog.getByText(`${String(long.length)}/255`)).toBeVisible();
  await expect(title).toHaveAttribute('aria-invalid', 'true');

  // Escape keeps the dialog and every character typed.
  await title.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(title).toHaveValue(long);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeVisible();
  await expect(title).toHaveValue(long);

  // Once it fits, Escape closes and keeps the text as a draft.
  await title.fill('Fits now');
  await expect(dialog.getByText('Title must be at most 255 characters')).toBeHidden();
  await title.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Saved as a draft: Fits now')).toBeVisible();
});

test('a project refuses a cover that is no web address, and a long name is refused, not cut', async ({
  page,
  baseURL,
}) => {
  await adminInWorkspace(page);
  await page.goto(`/${WORKSPACE.slug}/projects`);
  await page.getByRole('button', { name: 'Create project' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create project' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  const longName = 'N'.repeat(300);
  await name.fill(longName);
  await expect(name).toHaveValue(longName);
  await expect(dialog.getByText('Project name must be at most 255 characters')).toBeVisible();

  await name.fill('First Hour Covers');
  await dialog.getByRole('textbox', { name: 'Identifier' }).fill('FHC');
  const cover = dialog.getByRole('textbox', { name: 'Cover image URL (optional)' });
  await cover.fill('notaurl');
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(cover).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(/Cover image must be a web address/)).toBeVisible();
  await expect(dialog).toBeVisible();

  await cover.fill('');
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/settings\/projects\/[0-9a-f-]{36}$/);
  const projectId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

  // The settings form does not cut a long name either, and says why it will not save it.
  const settings = page.getByTestId('project-general-settings');
  const settingsName = settings.getByRole('textbox', { name: 'Project name' });
  await settingsName.fill(longName);
  await expect(settingsName).toHaveValue(longName);
  await expect(settings.getByText('Project name must be at most 255 characters')).toBeVisible();

  // The server refuses what the form would have refused.
  const refused = await page.request.patch(`${API}/projects/${projectId}/`, {
    headers: { origin: baseURL ?? '' },
    data: { cover_image: 'notaurl' },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { field?: string }).field).toBe('cover_image');
});

test('an unknown settings tab is not found, not forbidden', async ({ page, baseURL }) => {
  await adminInWorkspace(page);
  const { projectId } = await seedProject(
    page.request,
    baseURL ?? '',
    { name: 'First Hour Tabs', identifier: 'FHS' },
    [],
  );
  for (const url of [
    `/${WORKSPACE.slug}/settings/nonsense`,
    `/${WORKSPACE.slug}/settings/projects/${projectId}/nonsense`,
    `/${WORKSPACE.slug}/projects/${projectId}/settings/nonsense`,
  ]) {
    await page.goto(url);
    await expect(page.getByText('Page not found')).toBeVisible();
    await expect(page.getByText('You cannot open this tab')).toHaveCount(0);
  }
  // A known tab still opens.
  await page.goto(`/${WORKSPACE.slug}/settings/projects/${projectId}/labels`);
  await expect(page.getByRole('region', { name: 'Project labels' })).toBeVisible();
});

test('Enter adds the first result as a sub-item, and the parent records it', async ({
  page,
  baseURL,
}) => {
  await adminInWorkspace(page);
  await seedProject(page.request, baseURL ?? '', { name: 'First Hour Subs', identifier: 'FHB' }, [
    { name: 'Launch the beta' },
    { name: 'Migrate the billing schema' },
    // Newer items come first before anything is typed; typing takes several of them out at once.
    { name: 'Write the welcome email' },
    { name: 'Plan the launch party' },
    { name: 'Record the demo video' },
  ]);
  await page.goto(`/${WORKSPACE.slug}/browse/FHB-1/`);
  const widget = page.getByTestId('sub-items-widget');
  await expect(widget.getByText('No sub-work items yet.')).toBeVisible();

  await widget.getByRole('button', { name: 'Add sub-work item' }).click();
  await page.getByRole('menuitem', { name: 'Add existing' }).click();
  const picker = page.getByRole('dialog', { name: 'Add sub-work items' });
  const search = picker.getByRole('combobox', { name: 'Search work items' });
  await search.fill('Migrate');
  const only = picker.getByRole('option', { name: 'FHB-2 Migrate the billing schema' });
  await expect(only).toBeVisible();
  await expect(picker.getByRole('option')).toHaveCount(1);
  await search.press('Enter');
  await expect(picker.getByRole('button', { name: 'Add 1' })).toBeEnabled();
  await picker.getByRole('button', { name: 'Add 1' }).click();
  await expect(picker).toBeHidden();
  await expect(widget.getByTestId('sub-item-row')).toContainText('Migrate the billing schema');

  // The first result of a fresh search is the one Enter picks.
  await widget.getByRole('button', { name: 'Add sub-work item' }).click();
  await page.getByRole('menuitem', { name: 'Add existing' }).click();
  await expect(picker.getByRole('option').first()).toBeVisible();
  await search.press('Enter');
  await expect(picker.getByRole('button', { name: 'Add 1' })).toBeEnabled();
  await picker.getByRole('button', { name: 'Cancel' }).click();

  // The parent's history says a sub-item was added; taking it out is recorded too.
  const activity = page.getByTestId('activity-feed');
  await expect(activity.getByText('added the sub-work item FHB-2')).toBeVisible();
  const row = widget.getByTestId('sub-item-row').filter({ hasText: 'Migrate the billing schema' });
  await row.hover();
  await row.getByRole('button', { name: /Remove/ }).click();
  await expect(widget.getByTestId('sub-item-row')).toHaveCount(0);
  await expect(activity.getByText('removed the sub-work item FHB-2')).toBeVisible();
  await page.reload();
  await expect(activity.getByText('added the sub-work item FHB-2')).toBeVisible();
  await expect(activity.getByText('removed the sub-work item FHB-2')).toBeVisible();
});

async function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.textContent.trim() ?? '');
}

test('j and k reach the list right after it loads', async ({ page, baseURL }) => {
  await adminInWorkspace(page);
  const { projectId } = await seedProject(
    page.request,
    baseURL ?? '',
    { name: 'First Hour Keys', identifier: 'FHK' },
    [{ name: 'Oldest row' }, { name: 'Middle row' }, { name: 'Newest row' }],
  );
  const issues = `/${WORKSPACE.slug}/projects/${projectId}/issues`;
  const rows = page.getByTestId('work-item-row');
  for (const key of ['j', 'k']) {
    await page.goto(issues);
    await expect(rows).toHaveCount(3);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    const first = (await rows.first().locator('[data-row-name]').textContent()) ?? '';
    await page.keyboard.press(key);
    await expect(rows.first().locator('[data-row-name]')).toBeFocused();
    expect(await focusedText(page)).toBe(first.trim());
    // From there, j goes down.
    await page.keyboard.press('j');
    await expect(rows.nth(1).locator('[data-row-name]')).toBeFocused();
  }
});

test('drafts and profile lists have empty states of their own', async ({ page, baseURL }) => {
  await adminInWorkspace(page);
  const slug = `first-hour-${Date.now().toString(36)}`;
  const workspace = await page.request.post('/api/workspaces/', {
    headers: { origin: baseURL ?? '' },
    data: { name: 'First Hour Empty', slug },
  });
  expect(workspace.status()).toBe(201);
  const lists = [
    [`/${slug}/drafts`, 'No drafts'],
    [`/${slug}/profile/me/assigned`, 'Nothing assigned'],
    [`/${slug}/profile/me/created`, 'Nothing created'],
    [`/${slug}/profile/me/subscribed`, 'No subscriptions'],
  ] as const;
  for (const [url, title] of lists) {
    await page.goto(url);
    await expect(page.getByText(title, { exact: true })).toBeVisible();
    await expect(page.getByText(/of this project/)).toHaveCount(0);
  }
});

test('the label picker shows the label tree', async ({ page, baseURL }) => {
  await adminInWorkspace(page);
  const { projectId } = await seedProject(
    page.request,
    baseURL ?? '',
    { name: 'First Hour Labels', identifier: 'FHL' },
    [{ name: 'Label me' }],
  );
  const headers = { origin: baseURL ?? '' };
  const createLabel = async (data: Record<string, unknown>): Promise<string> => {
    const response = await page.request.post(`${API}/projects/${projectId}/issue-labels/`, {
      headers,
      data,
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  await createLabel({ name: 'Platform', color: '#2a945a' });
  const design = await createLabel({ name: 'Design', color: '#d0413a' });
  await createLabel({ name: 'Icons', color: '#3a6fd0', parent: design });

  // The labels settings screen's order is the picker's order.
  await page.goto(`/${WORKSPACE.slug}/settings/projects/${projectId}/labels`);
  await expect(page.getByTestId('label-row')).toHaveCount(3);
  const settingsOrder = await page.getByTestId('label-row').allTextContents();
  const names = ['Platform', 'Design', 'Icons'];
  expect(
    settingsOrder.map((text) => names.find((name) => text.includes(name))).filter(Boolean),
  ).toEqual(names);

  await page.goto(`/${WORKSPACE.slug}/browse/FHL-1/`);
  await page.getByTestId('property-labels').first().click();
  const options = page.getByRole('option');
  await expect(options).toHaveText(names);
  const parentText = await options.nth(1).getByText('Design').boundingBox();
  const childText = await options.nth(2).getByText('Icons').boundingBox();
  expect(childText?.x ?? 0).toBeGreaterThan((parentText?.x ?? 0) + 8);
});

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

test('the timeline arrow key moves only the dates an item has', async ({ page, baseURL }) => {
  await adminInWorkspace(page);
  const due = day(3);
  const { projectId, items } = await seedProject(
    page.request,
    baseURL ?? '',
    { name: 'First Hour Timeline', identifier: 'FHG' },
    [{ name: 'Only a due date', target_date: due }],
  );
  await page.goto(`/${WORKSPACE.slug}/projects/${projectId}/issues`);
  await page
    .getByRole('radiogroup', { name: 'Layout' })
    .getByRole('radio', { name: 'Timeline' })
    .click();
  const bar = page.locator('[data-testid="gantt-bar"][aria-label^="FHG-1 Only a due date"]');
  await expect(bar).toHaveCount(1);
  await bar.focus();
  await page.keyboard.press('ArrowRight');
  const id = items.get('Only a due date') ?? '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`${API}/projects/${projectId}/issues/${id}/`);
      const item = (await response.json()) as { start_date: string | null; target_date: string };
      return [item.start_date, item.target_date];
    })
    .toEqual([null, nextDay(due)]);
});
