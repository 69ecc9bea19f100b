/**
 * `npm run bench -- NAME`: runs the benchmark bench/NAME.ts. Benchmarks print their figures as
 * ratios against a ceiling measured in the same run; record them in bench/RESULTS.md.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ensureServerBuild, ensureWebBuild } from './build.mjs';

const BENCH_DIR = path.resolve(import.meta.dirname, '..', 'bench');
const available = readdirSync(BENCH_DIR)
  .filter((file) => file.endsWith('.bench.ts'))
  .map((file) => file.replace(/\.bench\.ts$/, ''));

const name = process.argv[2];
if (!name || !existsSync(path.join(BENCH_DIR, `${name}.bench.ts`))) {
  console.error(`Usage: npm run bench -- NAME, where NAME is one of: ${available.join(', ')}`);
  process.exit(2);
}
// Benchmarks run the built web app and server, as `npm start` does: build them when missing or stale.
ensureWebBuild();
ensureServerBuild();
await import(path.join(BENCH_DIR, `${name}.bench.ts`));
