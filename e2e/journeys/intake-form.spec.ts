import { WORKSPACE, adminInWorkspace, expect, test, waitForEmail } from '../fixtures';

/**
 * The public intake form: an admin publishes the project's form from its features settings and
 * copies the link; someone without an account opens it, sends a request, and is thanked; the
 * request waits in the intake marked as from the form, and when the admin accepts it the sender
 * hears of it by email.
 */
test('the public form submission reaches intake', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  await adminInWorkspace(page);
  const origin = { origin: baseURL ?? '' };
  const base = `/api/workspaces/${WORKSPACE.slug}`;
  const created = await page.request.post(`${base}/projects/`, {
    headers: origin,
    data: { name: 'Support Desk', identifier: 'DESK', inbox_view: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const projectId = ((await created.json()) as { id: string }).id;
  const turnedOn = await page.request.patch(`${base}/projects/${projectId}/`, {
    headers: origin,
    data: { inbox_view: true },
  });
  expect(turnedOn.ok(), await turnedOn.text()).toBe(true);

  let link = '';
  await test.step('the admin publishes the form and takes its link', async () => {
    await page.goto(`/${WORKSPACE.slug}/settings/projects/${projectId}/features`);
    const section = page.getByTestId('intake-form-settings');
    const toggle = section.getByRole('switch', { name: 'Public intake form' });
    await expect(toggle).not.toBeChecked({ timeout: 30_000 });
    await toggle.press('Space');
    await expect(toggle).toBeChecked({ timeout: 30_000 });
    const field = section.getByTestId('intake-form-link');
    await expect(field).toHaveValue(/\/spaces\/intake\/[A-Za-z0-9_-]{32}$/, { timeout: 30_000 });
    link = await field.inputValue();
    await page.screenshot({ path: testInfo.outputPath('intake-form-settings.png') });
  });

  await test.step('someone without an account sends a request', async () => {
    const stranger = await browser.newContext({ baseURL: baseURL ?? '' });
    const form = await stranger.newPage();
    await form.goto(link);
    await expect(form.getByRole('heading', { name: 'Send a request to Support Desk' })).toBeVisible(
      { timeout: 30_000 },
    );
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByText('Enter a title.')).toBeVisible();
    await form.getByLabel('Title').fill('The invoice PDF is blank');
    await form.getByLabel('Details').fill('Since Monday.\n\nEvery invoice, every browser.');
    await form.getByLabel('Your email').fill('Client@Example.com');
    await form.screenshot({ path: testInfo.outputPath('intake-form.png') });
    await form.getByRole('button', { name: 'Send request' }).click();
    const sent = form.getByTestId('intake-form-sent');
    await expect(sent).toContainText('client@example.com', { timeout: 30_000 });
    await form.setViewportSize({ width: 390, height: 844 });
    await form.getByRole('button', { name: 'Send another request' }).click();
    await expect(form.getByLabel('Title')).toHaveValue('');
    await form.screenshot({ path: testInfo.outputPath('intake-form-phone.png') });
    // A link that was never given out shows that the form is not there.
    await form.goto('/spaces/intake/not-a-real-link-at-all');
    await expect(form.getByText('This form is not available')).toBeVisible({ timeout: 30_000 });
    await stranger.close();
  });

  await test.step('the request waits in the intake; accepting it emails the sender', async () => {
    await page.goto(`/${WORKSPACE.slug}/projects/${projectId}/intake`);
    const request = page.getByRole('article', { name: 'The invoice PDF is blank' });
    await expect(request).toBeVisible({ timeout: 30_000 });
    await expect(request.getByText('Public form')).toBeVisible();
    await expect(request.getByText(/client@example\.com/)).toBeVisible();
    await expect(request.getByText('Every invoice, every browser.')).toBeVisible();
    const before = new Date().toISOString();
    await request.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText('Nothing waiting')).toBeVisible({ timeout: 30_000 });
    const email = await waitForEmail(
      'client@example.com',
      (each) => each.subject.includes('The invoice PDF is blank'),
      { timeoutMs: 60_000, after: before },
    );
    expect(email.subject).toBe('Your request “The invoice PDF is blank” was accepted');
    expect(email.text).toContain('Support Desk');
  });
});
