/**
 * `npm test`: every unit and HTTP test (Vitest), then every browser journey (Playwright against the
 * built server), and one closing line: "tests: N passed, N failed[, N skipped]".
 *
 *   npm test                          everything
 *   npm test -- apps/server/src/app   Vitest files matching the filter only
 *   npm test -- e2e                   the browser journeys only
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureWebBuild } from './build.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');
const reportDir = mkdtempSync(path.join(tmpdir(), 'keel-test-report-'));

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const total: Counts = { passed: 0, failed: 0, skipped: 0 };

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(path.join(BIN, command), args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

function runVitest(filters: string[]): void {
  const output = path.join(reportDir, 'vitest.json');
  const status = run('vitest', [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
    ...filters,
  ]);
  const report = readJson(output) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numFailedTestSuites: number;
  } | null;
  if (!report) {
    total.failed += 1;
    console.error('Vitest ended without a report.');
    return;
  }
  total.passed += report.numPassedTests;
  total.failed += report.numFailedTests;
  total.skipped += report.numPendingTests + report.numTodoTests;
  // A file that fails to load fails no test but is still a failure.
  if (status !== 0 && report.numFailedTests === 0)
    total.failed += Math.max(1, report.numFailedTestSuites);
}

function runPlaywright(): void {
  try {
    ensureWebBuild();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    total.failed += 1;
    return;
  }
  const output = path.join(reportDir, 'playwright.json');
  const status = run(
    'playwright',
    ['test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: output,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    },
  );
  const report = readJson(output) as {
    stats: { expected: number; unexpected: number; skipped: number; flaky: number };
    errors?: unknown[];
  } | null;
  if (!report) {
    total.failed += 1;
    console.error('Playwright ended without a report.');
    return;
  }
  total.passed += report.stats.expected + report.stats.flaky;
  total.failed += report.stats.unexpected;
  total.skipped += report.stats.skipped;
  if (status !== 0 && report.stats.unexpected === 0)
    total.failed += Math.max(1, report.errors?.length ?? 1);
}

const args = process.argv.slice(2);
const e2eOnly = args.length > 0 && args.every((arg) => arg === 'e2e' || arg.startsWith('e2e/'));
if (!e2eOnly) runVitest(args);
if (args.length === 0 || e2eOnly) runPlaywright();

const summary = `tests: ${total.passed} passed, ${total.failed} failed`;
console.log(total.skipped > 0 ? `${summary}, ${total.skipped} skipped` : summary);
process.exitCode = total.failed > 0 || total.passed === 0 ? 1 : 0;
