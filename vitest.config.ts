import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** The web app's path alias, as in apps/web/vite.config.ts: #web/lib/i18n is apps/web/src/lib/i18n. */
const webAlias = [
  { find: /^#web\//, replacement: `${path.join(import.meta.dirname, 'apps/web/src')}/` },
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          root: 'packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      'apps/server/vitest.config.ts',
      {
        resolve: { alias: webAlias },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
