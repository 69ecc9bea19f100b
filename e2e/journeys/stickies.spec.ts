import type { Locator } from '@playwright/test';
import { WORKSPACE, adminInWorkspace, dragByPointer, expect, test } from '../fixtures';

/** The text of each sticky on the board, top to bottom. */
async function stickyTexts(board: Locator): Promise<string[]> {
  return (await board.getByRole('article').allInnerTexts()).map((text) =>
    text.includes('alpha') ? 'alpha' : text.includes('beta') ? 'beta' : text.trim(),
  );
}

/**
 * The stickies page: two stickies are written in place (one new sticky at a time, each saved as
 * it is typed), one is painted, they are reordered by dragging, and after a reload they are
 * found as they were left; then both are deleted.
 */
test('write stickies on their page, paint one, reorder them, and find them so after a reload', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await adminInWorkspace(page);
  await page.goto(`/${WORKSPACE.slug}`);
  await page
    .getByRole('navigation', { name: 'Workspace sections' })
    .getByRole('link', { name: 'Stickies', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Your stickies' })).toBeVisible();
  const add = page.getByRole('button', { name: 'New sticky' });
  const board = page.getByRole('list', { name: 'Stickies' });
  const search = page.getByRole('searchbox', { name: 'Search stickies' });

  await test.step('two stickies are written, one new sticky at a time', async () => {
    for (const word of ['alpha', 'beta']) {
      await add.click();
      await expect(add).toBeDisabled();
      const sticky = board.getByRole('article', { name: 'Sticky 1' });
      await sticky.getByRole('textbox', { name: 'Text of Sticky 1' }).click();
      await page.keyboard.type(`Stickies journey ${word}`);
      await expect(sticky.getByText('Saved')).toBeVisible({ timeout: 20_000 });
      await expect(add).toBeEnabled();
    }
    await search.fill('Stickies journey');
    await expect.poll(() => stickyTexts(board), { timeout: 20_000 }).toEqual(['beta', 'alpha']);
  });

  await test.step('alpha is painted green', async () => {
    const alpha = board.getByRole('article', { name: 'Sticky 2' });
    const color = alpha.getByRole('button', { name: 'Color of Sticky 2' });
    await color.click();
    await page.getByRole('menuitemradio', { name: 'Green' }).click();
    await expect(alpha).toHaveClass(/bg-sticky-green/);
  });

  await test.step('beta is dragged after alpha by its grip', async () => {
    // A drag a busy machine did not take is tried again, never one that was taken.
    await expect(async () => {
      if ((await stickyTexts(board))[0] === 'beta')
        await dragByPointer(
          page,
          board.getByRole('button', { name: 'Move Sticky 1' }),
          board.getByRole('article', { name: 'Sticky 2' }),
        );
      expect(await stickyTexts(board)).toEqual(['alpha', 'beta']);
    }).toPass({ timeout: 60_000 });
    await page.screenshot({ path: testInfo.outputPath('stickies.png'), fullPage: true });
  });

  await test.step('after a reload, the order, the colour and the words stay', async () => {
    // The move is saved once the list has its new order; a reload reads it back.
    await page.waitForLoadState('networkidle');
    await page.reload();
    await search.fill('Stickies journey');
    await expect(board.getByRole('article')).toHaveCount(2, { timeout: 20_000 });
    await expect.poll(() => stickyTexts(board), { timeout: 20_000 }).toEqual(['alpha', 'beta']);
    await expect(board.getByRole('article', { name: 'Sticky 1' })).toHaveClass(/bg-sticky-green/);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('stickies-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('both are deleted', async () => {
    await board.getByRole('button', { name: 'Delete Sticky 1' }).click();
    await expect(board.getByRole('article')).toHaveCount(1);
    await board.getByRole('button', { name: 'Delete Sticky 1' }).click();
    await expect(page.getByText('No sticky holds these words.')).toBeVisible();
  });
});
