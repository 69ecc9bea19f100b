import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes a .gz and a .br beside every built script, style and SVG, which the server sends to
 * browsers that accept them (@fastify/static preCompressed): the JS a first visit downloads
 * shrinks to about a third, with no compression work per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'keel-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = path.join(outDir, 'assets');
      for (const file of readdirSync(assets)) {
        if (!/\.(js|css|svg)$/.test(file)) continue;
        const full = path.join(assets, file);
        const content = readFileSync(full);
        writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${full}.br`, brotliCompressSync(content));
      }
    },
  };
}

/**
 * Where `npm run dev` expects the Keel server (KEEL_SERVER_URL, default localhost:3000); the SPA
 * and the API share one origin through it.
 */
const serverUrl = process.env.KEEL_SERVER_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
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
