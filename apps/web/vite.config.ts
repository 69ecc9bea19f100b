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
 * Puts every module the entry imports statically into one chunk. Left to itself the bundler
 * splits the first page's code into a score of small chunks (each module shared with a lazy
 * screen gets its own), and the browser fetches them six at a time, in rounds; the first page
 * then waits for the slowest round instead of one or two files.
 */
function firstPageChunk(): { plugin: Plugin; includes: (id: string) => boolean } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'keel-first-page-chunk',
    apply: 'build',
    buildEnd() {
      const pending = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (modules.has(id)) continue;
        modules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, includes: (id) => modules.has(id) };
}

const firstPage = firstPageChunk();

/**
 * One chunk per language (locales/<language>/index.ts and its JSON files), so switching language
 * fetches one file, not one per namespace. English's chunk holds only the namespaces the first
 * page does not bundle (locales/resources.ts).
 */
const localeChunks = readdirSync(path.resolve(import.meta.dirname, 'src/locales'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => {
    const folder = new RegExp(`[\\\\/]locales[\\\\/]${entry.name}[\\\\/]`);
    return {
      name: `locale-${entry.name}`,
      test: (id: string) => folder.test(id) && !firstPage.includes(id),
    };
  });

/**
 * The web app's path alias (tsconfig.base.json "paths"): #web/lib/i18n is src/lib/i18n. The web
 * test project in the root vitest.config.ts declares the same.
 */
const webAlias = [{ find: /^#web\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` }];

/**
 * Where `npm run dev` expects the Keel server (KEEL_SERVER_URL, default localhost:3000); the SPA
 * and the API share one origin through it.
 */
const serverUrl = process.env.KEEL_SERVER_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), firstPage.plugin],
  resolve: { alias: webAlias },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'first-page', test: firstPage.includes }, ...localeChunks],
        },
      },
    },
  },
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
