import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Where `npm run dev` expects the Keel server (KEEL_SERVER_URL, default localhost:3000); the SPA
 * and the API share one origin through it.
 */
const serverUrl = process.env.KEEL_SERVER_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist' },
  server: {
    port: 5173,
    // Anchored patterns: a workspace slug such as "ws-team" or "api-docs" is a page, not a proxy
    // path. The Host header is kept (Vite's string shorthand would rewrite it), so the server's
    // same-origin check sees the page's own origin.
    proxy: {
      '^/api/': { target: serverUrl, changeOrigin: false },
      '^/auth/': { target: serverUrl, changeOrigin: false },
      '^/ws$': { target: serverUrl, ws: true },
      '^/live(/|$)': { target: serverUrl, ws: true },
    },
  },
});
