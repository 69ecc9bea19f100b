/**
 * What the HTTP benches share: a target, one autocannon measurement of it, the bare Fastify
 * hello-world ceiling (bench/hello-server.ts), a wait until the server has drained its queue, a
 * probe that says what a target answers, and the table of ratios against the ceiling. A target
 * answers 2xx, or the status it expects (a 304); anything else counts as failed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';

export const CONNECTIONS = 50;
export const DURATION_S = 10;
export const WARM_UP_S = 2;

export interface Target {
  name: string;
  description: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The status every answer should have when it is not a 2xx (a 304 for a revalidation). */
  expectStatus?: number;
}

export interface Measured {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
  total: number;
}

export async function measure(target: Target, connections = CONNECTIONS, duration = DURATION_S) {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    ...(target.body === undefined ? {} : { body: target.body }),
    connections,
    duration,
  });
  const expected = target.expectStatus;
  const unexpected =
    expected === undefined
      ? result.non2xx
      : Object.entries(result.statusCodeStats ?? {})
          .filter(([status]) => Number(status) !== expected)
          .reduce((sum, [, stats]) => sum + (stats.count ?? 0), 0);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failed: result.errors + result.timeouts + unexpected,
    total: result.requests.total,
  } satisfies Measured;
}

/** The mean of two ceiling measurements (taken before and after the targets). */
export function meanOf(before: Measured, after: Measured): Measured {
  return {
    requestsPerSecond: (before.requestsPerSecond + after.requestsPerSecond) / 2,
    p50Ms: (before.p50Ms + after.p50Ms) / 2,
    p99Ms: (before.p99Ms + after.p99Ms) / 2,
    failed: before.failed + after.failed,
    total: before.total + after.total,
  };
}

export async function startHelloWorld(port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'hello-server.ts'), String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('hello-world ready')) resolve();
    });
    child.on('exit', (code) => {
      reject(new Error(`hello-world server exited with ${code}`));
    });
  });
  return child;
}

/** Waits until the server answers /readyz within 50 ms, i.e. no queue is left from a target. */
export async function settle(readyUrl: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = Date.now();
    const response = await fetch(readyUrl).catch(() => undefined);
    if (response?.ok && Date.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** One request, to say up front what a target answers (a missing endpoint shows here). */
export async function probe(target: Target): Promise<string> {
  const response = await fetch(target.url, {
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    ...(target.body === undefined ? {} : { body: target.body }),
  });
  const text = await response.text();
  return `${response.status} ${response.statusText}, ${text.length} bytes`;
}

/** The markdown table of every target against the ceiling; returns the names that failed. */
export function printRatios(
  ceiling: Target,
  top: Measured,
  targets: readonly Target[],
  results: ReadonlyMap<string, Measured>,
): string[] {
  // autocannon reports whole milliseconds, so the ceiling's p50 is often 0: no ratio then.
  const ratio = (value: number, against: number) =>
    against > 0 ? (value / against).toFixed(3) : '—';
  console.log('');
  console.log(
    '| target | req/s | p50 ms | p99 ms | req/s ÷ ceiling | p50 × ceiling | p99 × ceiling |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(
    `| ${ceiling.description} | ${top.requestsPerSecond.toFixed(0)} | ${top.p50Ms.toFixed(1)} | ${top.p99Ms.toFixed(1)} | 1 | 1 | 1 |`,
  );
  const failed: string[] = [];
  for (const target of targets) {
    const result = results.get(target.name);
    if (!result) continue;
    if (result.failed > 0) {
      failed.push(target.name);
      console.log(
        `| ${target.description} | FAILED: ${result.failed} errors, timeouts or non-2xx answers (${result.total} answered) | | | | | |`,
      );
      continue;
    }
    console.log(
      `| ${target.description} | ${result.requestsPerSecond.toFixed(0)} | ${result.p50Ms.toFixed(1)} | ${result.p99Ms.toFixed(1)} | ${ratio(result.requestsPerSecond, top.requestsPerSecond)} | ${ratio(result.p50Ms, top.p50Ms)} | ${ratio(result.p99Ms, top.p99Ms)} |`,
    );
  }
  return failed;
}
