import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import type { ServiceWorkerBuild } from './src/sw/offline-caches';

/**
 * Writes a .gz and a .br beside every built script, style, SVG and WebAssembly module (the local
 * cache's SQLite), which the server sends to browsers that accept them (@fastify/static
 * preCompressed): the JS a first visit downloads shrinks to about a third, with no compression
 * work per request.
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
        if (!/\.(js|css|svg|wasm)$/.test(file)) continue;
        const full = path.join(assets, file);
        const content = readFileSync(full);
        writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${full}.br`, brotliCompressSync(content));
      }
    },
  };
}

/**
 * Puts every module that `isRoot` modules import statically, and they themselves, into one chunk.
 * Left to itself the bundler splits a page's code into a score of small chunks (each module shared
 * with a lazy screen gets its own), and the browser fetches them six at a time, in rounds; the
 * page then waits for the slowest round instead of one or two files.
 */
function staticGraphChunk(
  name: string,
  isRoot: (id: string, isEntry: boolean) => boolean,
): { plugin: Plugin; includes: (id: string) => boolean } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: `keel-${name}-chunk`,
    apply: 'build',
    buildEnd() {
      const pending = [...this.getModuleIds()].filter((id) =>
        isRoot(id, this.getModuleInfo(id)?.isEntry === true),
      );
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (modules.has(id)) continue;
        modules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, includes: (id) => modules.has(id) };
}

/** The first page: everything the entry imports statically. */
const firstPage = staticGraphChunk('first-page', (_id, isEntry) => isEntry);

/** The dynamic entries a project's work-item list loads first: its screen and the list layout. */
const LIST_ROUTE_ENTRIES = [
  /[\\/]work-items[\\/]ProjectWorkItemsScreen\.tsx$/,
  /[\\/]work-items[\\/]layouts[\\/]list[\\/]ListLayout\.tsx$/,
];

/**
 * A project's work-item list beyond the first page, in one chunk (issue 21's cold path: it came
 * as some 35 files). Other screens that share its modules (the board, cycle and module lists)
 * load it too. The first page's modules are left out: that set is closed under static imports.
 */
const listRoute = staticGraphChunk('list-route', (id) =>
  LIST_ROUTE_ENTRIES.some((pattern) => pattern.test(id)),
);

/** Where index.html's inline script reads the list route's chunks (an empty list in dev). */
const LIST_ROUTE_CHUNKS = '/* list route chunks */ []';

/**
 * Writes into index.html the chunks a project's work-item list loads beyond the first page's:
 * the list route's (its screen and the list layout) with what they import. On a list's address
 * the inline script preloads them (modulepreload) while the entry is still arriving and running,
 * instead of the router asking for them once it has run, a round of requests later.
 */
function listRoutePreloads(): Plugin {
  return {
    name: 'keel-list-route-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        if (!html.includes(LIST_ROUTE_CHUNKS))
          throw new Error(`index.html lost its ${LIST_ROUTE_CHUNKS} placeholder`);
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const withImports = (file: string, into: Set<string>): void => {
          if (into.has(file)) return;
          into.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) withImports(imported, into);
        };
        const loadedFirst = new Set<string>();
        for (const chunk of chunks) if (chunk.isEntry) withImports(chunk.fileName, loadedFirst);
        const listRoute = new Set<string>();
        for (const chunk of chunks)
          if (chunk.moduleIds.some((id) => LIST_ROUTE_ENTRIES.some((pattern) => pattern.test(id))))
            withImports(chunk.fileName, listRoute);
        const files = [...listRoute].filter((file) => !loadedFirst.has(file)).map((f) => `/${f}`);
        return html.replace(LIST_ROUTE_CHUNKS, JSON.stringify(files));
      },
    },
  };
}

/** Built files the local cache's worker loads itself: its script and SQLite's WebAssembly. */
const WORKER_FILES = /(\.worker-[\w-]+\.js|\.wasm)$/;

/**
 * Built files an offline screen may need that the first page did not load: every screen's code.
 * Not the other languages' strings (the person's own are kept as they load) nor the password
 * strength dictionary (about 740 KB, for forms that need the server anyway).
 */
const SCREEN_FILES = /\.(js|css)$/;
const NOT_OFFLINE = /^assets\/(locale-|password-)/;

/**
 * Builds the offline service worker (src/sw/service-worker.ts) into the web build as /sw.js: one
 * classic script at the root, so that its scope is the whole app, under the same name in every
 * build, so that browsers find its updates (the server sends it with no-cache). It carries this
 * build's files and a version made from their fingerprinted names (ServiceWorkerBuild), so every
 * build that changes a file changes the worker, whose caches are named by that version.
 */
function serviceWorker(): Plugin {
  let root = '';
  return {
    name: 'keel-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((file) => file.startsWith('assets/'))
        .sort();
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const firstPage = new Set<string>();
      const withImports = (file: string): void => {
        if (firstPage.has(file)) return;
        firstPage.add(file);
        for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? [])
          withImports(imported);
      };
      for (const chunk of chunks) if (chunk.isEntry) withImports(chunk.fileName);
      const precache = files.filter(
        (file) => firstPage.has(file) || file.endsWith('.css') || WORKER_FILES.test(file),
      );
      const screens = files.filter(
        (file) => SCREEN_FILES.test(file) && !NOT_OFFLINE.test(file) && !precache.includes(file),
      );
      const swBuild: ServiceWorkerBuild = {
        version: createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16),
        assets: files.map((file) => `/${file}`),
        precache: precache.map((file) => `/${file}`),
        screens: screens.map((file) => `/${file}`),
      };
      const built = await build({
        configFile: false,
        root,
        publicDir: false,
        logLevel: 'warn',
        define: { __KEEL_SW_BUILD__: JSON.stringify(swBuild) },
        build: {
          write: false,
          rolldownOptions: {
            input: path.resolve(root, 'src/sw/service-worker.ts'),
            output: { format: 'iife', entryFileNames: 'sw.js' },
          },
        },
      });
      const outputs = Array.isArray(built) ? built : 'output' in built ? [built] : [];
      const worker = outputs
        .flatMap(({ output }) => output)
        .find((output) => output.type === 'chunk' && output.isEntry);
      if (worker?.type !== 'chunk') throw new Error('The service worker did not build.');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: worker.code });
    },
  };
}

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
const webAlias = [
  { find: /^#web\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` },
  // cmdk imports @radix-ui/react-dialog for its Command.Dialog, which Keel never draws: a stub
  // keeps it (some 10 KB gzip) out of every list's first visit.
  {
    find: /^@radix-ui\/react-dialog$/,
    replacement: path.resolve(import.meta.dirname, 'src/lib/no-radix-dialog.ts'),
  },
];

/**
 * Where `npm run dev` expects the Keel server (KEEL_SERVER_URL, default localhost:3000); the SPA
 * and the API share one origin through it.
 */
const serverUrl = process.env.KEEL_SERVER_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    precompress(),
    firstPage.plugin,
    listRoute.plugin,
    listRoutePreloads(),
    serviceWorker(),
  ],
  resolve: { alias: webAlias },
  // Pre-bundling would move SQLite's JavaScript away from its .wasm file, which it finds beside
  // itself (import.meta.url): the dev server serves the package as it is.
  optimizeDeps: { exclude: ['@sqlite.org/sqlite-wasm'] },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      // A zod schema built at a module's top level and used nowhere is dropped like any unused
      // constant (building schemas is much of the entry's start-up time).
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: [
            { name: 'first-page', test: firstPage.includes },
            { name: 'list-route', test: (id) => listRoute.includes(id) && !firstPage.includes(id) },
            ...localeChunks,
          ],
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
