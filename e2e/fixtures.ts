import { test as base } from '@playwright/test';

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

export { expect } from '@playwright/test';
