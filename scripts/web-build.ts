import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Builds the web app when its build is missing or stale. Staleness is decided by a hash of every
 * input of the build (the web app's sources and config, and packages/core), kept beside the build.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = path.join(ROOT, 'apps/web');
const DIST = path.join(WEB, 'dist');
const HASH_FILE = path.join(DIST, '.build-hash');
const INPUTS = [
  path.join(WEB, 'src'),
  path.join(WEB, 'public'),
  path.join(WEB, 'index.html'),
  path.join(WEB, 'vite.config.ts'),
  path.join(WEB, 'package.json'),
  path.join(ROOT, 'packages/core/src'),
  path.join(ROOT, 'package-lock.json'),
];

function collectFiles(entry: string, files: string[]): void {
  if (!existsSync(entry)) return;
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

export function webInputsHash(): string {
  const files: string[] = [];
  for (const input of INPUTS) collectFiles(input, files);
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function isWebBuildCurrent(hash = webInputsHash()): boolean {
  return existsSync(path.join(DIST, 'index.html')) && existsSync(HASH_FILE)
    ? readFileSync(HASH_FILE, 'utf8').trim() === hash
    : false;
}

/** Builds apps/web unless its build matches its sources; returns whether it built. */
export function ensureWebBuild(log: (message: string) => void = console.log): boolean {
  const hash = webInputsHash();
  if (isWebBuildCurrent(hash)) return false;
  log('Building the web app (apps/web) …');
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@keel/web'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) {
    throw new Error('The web app did not build; see the output above.');
  }
  writeFileSync(HASH_FILE, `${hash}\n`);
  return true;
}
