import { describe, expect, it } from 'vitest';
import { Shutdown, type ShutdownLog } from './shutdown';

const quiet: ShutdownLog = { warn: () => {}, error: () => {} };
const never = () => new Promise<void>(() => {});

describe('Shutdown', () => {
  it('runs the steps last added first, then the final ones', async () => {
    const order: string[] = [];
    const shutdown = new Shutdown({ log: quiet, graceMs: 1_000 });
    const step = (name: string) => ({
      name,
      timeoutMs: 100,
      run: async () => {
        order.push(name);
      },
    });
    shutdown.addFinal(step('postgres'));
    shutdown.add(step('pool'));
    shutdown.add(step('http'));
    expect(await shutdown.run()).toEqual({ failed: [], isFinalDone: true });
    expect(order).toEqual(['http', 'pool', 'postgres']);
  });

  it('forces a step that hangs or throws, moves on, and still runs the final step', async () => {
    const forced: string[] = [];
    let isPostgresStopped = false;
    const shutdown = new Shutdown({ log: quiet, graceMs: 1_000 });
    shutdown.addFinal({
      name: 'postgres',
      timeoutMs: 200,
      run: async () => {
        isPostgresStopped = true;
      },
    });
    shutdown.add({
      name: 'throws',
      timeoutMs: 100,
      run: () => Promise.reject(new Error('boom')),
      force: () => forced.push('throws'),
    });
    shutdown.add({ name: 'hangs', timeoutMs: 50, run: never, force: () => forced.push('hangs') });
    const report = await shutdown.run();
    expect(report).toEqual({ failed: ['hangs', 'throws'], isFinalDone: true });
    expect(forced).toEqual(['hangs', 'throws']);
    expect(isPostgresStopped).toBe(true);
  });

  it('keeps the final steps within the grace period when the others would outlast it', async () => {
    let isPostgresStopped = false;
    const shutdown = new Shutdown({ log: quiet, graceMs: 300 });
    shutdown.addFinal({
      name: 'postgres',
      timeoutMs: 100,
      run: async () => {
        isPostgresStopped = true;
      },
    });
    shutdown.add({ name: 'slow', timeoutMs: 5_000, run: never });
    shutdown.add({ name: 'slower', timeoutMs: 5_000, run: never });
    const started = Date.now();
    const report = await shutdown.run();
    expect(Date.now() - started).toBeLessThan(300);
    expect(report.failed).toEqual(['slower', 'slow']);
    expect(isPostgresStopped).toBe(true);
  });

  it('skips to the final steps when hurried, and runs once however often it is asked', async () => {
    let stops = 0;
    const shutdown = new Shutdown({ log: quiet, graceMs: 10_000 });
    shutdown.addFinal({
      name: 'postgres',
      timeoutMs: 100,
      run: async () => {
        stops += 1;
      },
    });
    shutdown.add({ name: 'requests', timeoutMs: 5_000, run: never });
    const running = shutdown.run();
    expect(shutdown.run()).toBe(running);
    shutdown.hurryUp();
    expect((await running).failed).toEqual(['requests']);
    expect(stops).toBe(1);
  });
});
