import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/**
 * Keel's two builds, each made when it is missing or stale: the web app (Vite, into apps/web/dist)
 * and the server (esbuild, apps/server/src and packages/core into plain JavaScript in
 * apps/server/dist, node_modules packages left as imports). Staleness is decided by a hash of the
 * contents of every input of a build, kept beside it in `.build-hash` (and, to skip reading them
 * when nothing changed, a hash of their sizes and times in `.build-stamp`). Plain JavaScript, so that `npm start` runs on
 * Node alone.
 *
 *   node scripts/build.mjs            both builds, when stale
 *   node scripts/build.mjs server     the server build only, when stale
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD_SCRIPT = path.join(import.meta.dirname, 'build.mjs');
const LOCKFILE = path.join(ROOT, 'package-lock.json');
const CORE_SRC = path.join(ROOT, 'packages/core/src');
/** The editor's document schema, which both the web app and the server bundle. */
const EDITOR_SCHEMA_SRC = path.join(ROOT, 'packages/editor-schema/src');

const WEB = path.join(ROOT, 'apps/web');
const WEB_DIST = path.join(WEB, 'dist');
const WEB_INPUTS = [
  path.join(WEB, 'src'),
  path.join(WEB, 'public'),
  path.join(WEB, 'index.html'),
  path.join(WEB, 'vite.config.ts'),
  path.join(WEB, 'package.json'),
  CORE_SRC,
  EDITOR_SCHEMA_SRC,
  LOCKFILE,
];

const SERVER = path.join(ROOT, 'apps/server');
/** The built server's entry point, which `npm start` runs. */
export const SERVER_MAIN = path.join(SERVER, 'dist', 'main.js');
const SERVER_INPUTS = [
  path.join(SERVER, 'src'),
  path.join(SERVER, 'package.json'),
  CORE_SRC,
  EDITOR_SCHEMA_SRC,
  LOCKFILE,
  BUILD_SCRIPT,
];
/** Server sources that are not part of the bundle: tests and their helpers, and the SQL read at run time. */
const SERVER_SKIPPED = new Set([
  path.join(SERVER, 'src', 'test'),
  path.join(SERVER, 'src', 'db', 'migrations'),
]);

/**
 * @param {string} entry
 * @param {string[]} files
 */
function collectFiles(entry, files) {
  if (!existsSync(entry) || SERVER_SKIPPED.has(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) {
      if (name === 'node_modules' || name.endsWith('.test.ts') || name.endsWith('.test.tsx'))
        continue;
      collectFiles(path.join(entry, name), files);
    }
  } else {
    files.push(entry);
  }
}

/**
 * The files under `inputs`, in a stable order.
 * @param {string[]} inputs
 * @returns {string[]}
 */
function inputFiles(inputs) {
  /** @type {string[]} */
  const files = [];
  for (const input of inputs) collectFiles(input, files);
  return files;
}

/**
 * A hash of the files' paths and contents: what decides whether a build is current.
 * @param {string[]} files
 * @returns {string}
 */
function contentHash(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/**
 * A hash of the files' paths, sizes and modification times: cheap, for the usual start where
 * nothing changed (reading every source of the web app takes most of a second on a busy machine).
 * @param {string[]} files
 * @returns {string}
 */
function statStamp(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${path.relative(ROOT, file)}\0${size}\0${mtimeMs}\0`);
  }
  return hash.digest('hex');
}

/**
 * @param {string} file
 * @returns {string | null}
 */
function readTrimmed(file) {
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

/**
 * Whether the build in `dist` was made from the sources under `inputs`: the same files with the
 * same sizes and times as when last checked, or else the same contents (then the times are noted).
 * @param {string} dist
 * @param {string} entry the build's main file
 * @param {string[]} inputs
 * @returns {boolean}
 */
function isCurrent(dist, entry, inputs) {
  const stored = readTrimmed(path.join(dist, '.build-hash'));
  if (stored === null || !existsSync(path.join(dist, entry))) return false;
  const files = inputFiles(inputs);
  const stamp = statStamp(files);
  if (readTrimmed(path.join(dist, '.build-stamp')) === stamp) return true;
  if (contentHash(files) !== stored) return false;
  writeFileSync(path.join(dist, '.build-stamp'), `${stamp}\n`);
  return true;
}

/**
 * Notes that the build in `dist` was made from `files`, whose contents hash to `hash`.
 * @param {string} dist
 * @param {string[]} files
 * @param {string} hash taken before building, so that a change made meanwhile rebuilds next time
 */
function recordBuild(dist, files, hash) {
  writeFileSync(path.join(dist, '.build-hash'), `${hash}\n`);
  writeFileSync(path.join(dist, '.build-stamp'), `${statStamp(files)}\n`);
}

/** @returns {boolean} */
export function isWebBuildCurrent() {
  return isCurrent(WEB_DIST, 'index.html', WEB_INPUTS);
}

/**
 * Builds apps/web unless its build matches its sources; returns whether it built.
 * @param {(message: string) => void} [log]
 * @returns {boolean}
 */
export function ensureWebBuild(log = console.log) {
  if (isWebBuildCurrent()) return false;
  const files = inputFiles(WEB_INPUTS);
  const hash = contentHash(files);
  log('Building the web app (apps/web) …');
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@keel/web'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) {
    throw new Error('The web app did not build; see the output above.');
  }
  recordBuild(WEB_DIST, files, hash);
  return true;
}

/** @returns {boolean} */
export function isServerBuildCurrent() {
  return isCurrent(path.dirname(SERVER_MAIN), path.basename(SERVER_MAIN), SERVER_INPUTS);
}

/**
 * Builds the server unless its build matches its sources; returns whether it built. The build runs
 * in a child process, so that the process that goes on to run the server never loads esbuild.
 * @param {(message: string) => void} [log]
 * @returns {boolean}
 */
export function ensureServerBuild(log = console.log) {
  if (isServerBuildCurrent()) return false;
  log('Building the server (apps/server) …');
  const result = spawnSync(process.execPath, [BUILD_SCRIPT, '--bundle-server'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) {
    throw new Error('The server did not build; see the output above.');
  }
  return true;
}

/**
 * Bundles apps/server/src/main.ts with packages/core (TypeScript sources, so bundled) into
 * apps/server/dist; every other package stays an import from node_modules. Modules the server
 * imports dynamically (loaded on first use, such as the password dictionaries) become chunks of
 * their own. Files are written under temporary names and renamed, so a process reading the build
 * meanwhile sees the old files or the new ones; chunks of earlier builds are left in place for a
 * server of an earlier build that is still running.
 */
async function bundleServer() {
  const files = inputFiles(SERVER_INPUTS);
  const hash = contentHash(files);
  const esbuild = await import('esbuild');
  const dist = path.dirname(SERVER_MAIN);
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: { main: path.join(SERVER, 'src', 'main.ts') },
    outdir: dist,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    chunkNames: 'chunks/[name]-[hash]',
    sourcemap: 'linked',
    write: false,
    logLevel: 'warning',
    plugins: [
      {
        name: 'node-modules-external',
        setup(build) {
          // Bare imports are node_modules packages, except the workspace's own TypeScript ones;
          // #server/… is the server's path alias (apps/server/tsconfig.json), which esbuild reads.
          build.onResolve({ filter: /^[^./#]/ }, (args) =>
            args.path.startsWith('@keel/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  for (const file of result.outputFiles) {
    mkdirSync(path.dirname(file.path), { recursive: true });
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  recordBuild(dist, files, hash);
}

if (process.argv[1] === BUILD_SCRIPT) {
  try {
    const args = process.argv.slice(2);
    if (args.includes('--bundle-server')) {
      await bundleServer();
    } else {
      if (!args.includes('server')) ensureWebBuild();
      ensureServerBuild();
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
