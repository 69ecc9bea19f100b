import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // The server's path alias (tsconfig.json "paths"): #server/lib/mailer is src/lib/mailer.
    alias: [{ find: /^#server\//, replacement: `${path.join(import.meta.dirname, 'src')}/` }],
  },
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
