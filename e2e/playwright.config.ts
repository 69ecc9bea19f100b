import { defineConfig } from '@playwright/test';

/**
 * Journeys through the real UI: the built server on a free port with a throwaway data directory
 * (global-setup.ts), driven in Debian's Chromium. Playwright never downloads a browser here.
 */
export default defineConfig({
  testDir: './journeys',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Generous limits: journeys wait on what a user sees, and CI machines can be busy (2 cores at
  // load 19 made 5 s expectations time out).
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  outputDir: './test-results',
  // One server serves every journey, so order matters: the fresh-instance checks run before any
  // journey sets the instance up.
  projects: [
    { name: 'fresh-instance', testMatch: 'shell.spec.ts' },
    { name: 'journeys', testIgnore: 'shell.spec.ts', dependencies: ['fresh-instance'] },
  ],
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
