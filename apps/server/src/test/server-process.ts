import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { ensureServerBuild, SERVER_MAIN } from '../../../../scripts/build.mjs';

/**
 * Runs the built server (apps/server/dist/main.js, built first if stale) in a child process, as
 * `npm start` runs it once its builds are current, for tests of start-up and shutdown behaviour,
 * the journeys and the benchmarks.
 */

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface ServerProcess {
  child: ChildProcess;
  lines: LogLine[];
  /** Everything the process wrote that was not a JSON log line. */
  otherOutput: string[];
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Resolves once a line matching `predicate` has been logged; rejects if the process ends first. */
  waitForLine: (predicate: (line: LogLine) => boolean, timeoutMs?: number) => Promise<LogLine>;
  /** Resolves once GET `url` answers 200, whatever the log level; rejects if the process ends first. */
  waitForHttp: (url: string, timeoutMs?: number) => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

export function startServerProcess(env: Record<string, string>): ServerProcess {
  ensureServerBuild();
  return watchServerProcess(
    spawn(process.execPath, [SERVER_MAIN], {
      cwd: path.join(import.meta.dirname, '..', '..'),
      env: serverEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

/** A test server's environment: `env` over JSON logs at info level, and nothing else of ours. */
export function serverEnv(env: Record<string, string>): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    LOG_PRETTY: 'false',
    LOG_LEVEL: 'info',
    ...env,
  };
}

/** Collects the log lines of a server process started by the caller. */
export function watchServerProcess(child: ChildProcess): ServerProcess {
  if (!child.stdout || !child.stderr) throw new Error('the server process needs piped output');
  const { stdout, stderr } = child;
  const lines: LogLine[] = [];
  const otherOutput: string[] = [];
  const waiters = new Set<() => void>();
  const onText = (text: string) => {
    for (const raw of text.split('\n')) {
      if (!raw.trim()) continue;
      try {
        lines.push(JSON.parse(raw) as LogLine);
      } catch {
        otherOutput.push(raw);
      }
    }
    for (const wake of waiters) wake();
  };
  let buffered = '';
  stdout.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    const end = buffered.lastIndexOf('\n');
    if (end >= 0) {
      onText(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
    }
  });
  stderr.setEncoding('utf8').on('data', (chunk: string) => {
    otherOutput.push(chunk);
  });
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      onText(buffered);
      resolve(code);
      for (const wake of waiters) wake();
    });
  });
  const waitForLine = (predicate: (line: LogLine) => boolean, timeoutMs = 30_000) =>
    new Promise<LogLine>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`timed out waiting for a log line; got:\n${JSON.stringify(lines)}`));
      }, timeoutMs);
      const check = () => {
        const found = lines.find(predicate);
        if (found) {
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        } else if (child.exitCode !== null) {
          clearTimeout(timer);
          waiters.delete(check);
          reject(new Error(`the server exited (${child.exitCode}): ${otherOutput.join('')}`));
        }
      };
      waiters.add(check);
      check();
    });
  const waitForHttp = async (url: string, timeoutMs = 90_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(
          `the server exited (${child.exitCode}): ${JSON.stringify(lines)} ${otherOutput.join('')}`,
        );
      }
      try {
        if ((await fetch(url)).status === 200) return;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) {
        throw new Error(
          `${url} did not answer within ${String(timeoutMs)} ms; last output: ${JSON.stringify(lines.slice(-5))} ${otherOutput.join('').slice(-2000)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { child, lines, otherOutput, exited, waitForLine, waitForHttp };
}

export const isReadyLine = (line: LogLine) => line.msg.startsWith('Keel is ready on');
