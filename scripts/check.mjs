/**
 * `npm run check`: formatting, lint and types at once. The three are single-threaded, so running
 * them side by side keeps both cores of a CI machine busy; each one's output is printed whole when
 * it ends (never interleaved), and the command fails when any of them does.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** @type {Array<{ name: string, script: string }>} */
const TASKS = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'format', script: 'format:check' },
];

/**
 * Runs one npm script with its output collected.
 * @param {{ name: string, script: string }} task
 * @returns {Promise<{ name: string, code: number, output: string, seconds: number }>}
 */
function runTask(task) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', task.script], {
      cwd: ROOT,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    /** @type {Buffer[]} */
    const chunks = [];
    /** @param {Buffer} chunk */
    const keep = (chunk) => chunks.push(chunk);
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => {
      const output = Buffer.concat(chunks).toString('utf8');
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`== ${task.name}: ${code === 0 ? 'ok' : 'FAILED'} (${String(seconds)} s)`);
      if (code !== 0 || output.trim() !== '') process.stdout.write(output);
      resolve({ name: task.name, code: code ?? 1, output, seconds });
    });
  });
}

const results = await Promise.all(TASKS.map(runTask));
const failed = results.filter((result) => result.code !== 0).map((result) => result.name);
if (failed.length > 0) {
  console.error(`check failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('check: formatting, lint and types are clean');
