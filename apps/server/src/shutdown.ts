/**
 * Keel's shutdown: the steps that undo start-up, run in reverse order, each bounded by its own
 * timeout, and final steps (stopping the embedded PostgreSQL) that run whatever happened before:
 * when a step hangs, throws or is skipped, and when the grace period runs out. The final steps'
 * timeouts are kept out of the other steps' share of the grace period, so that all of it ends
 * within the grace period.
 */

export interface ShutdownStep {
  /** What the step stops, for the log. */
  name: string;
  /** Longest the step may take, in milliseconds; shutdown then moves on. */
  timeoutMs: number;
  run: () => Promise<void>;
  /** Called when the step ran out of time (or shutdown was hurried): cut what it waits for. */
  force?: () => void;
}

/** Where shutdown reports steps that failed (pino's logger, for one). */
export interface ShutdownLog {
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

export interface ShutdownReport {
  /** Steps that timed out, threw, or were skipped for lack of time. */
  failed: string[];
  /** Whether every final step finished in time: nothing is left running. */
  isFinalDone: boolean;
}

const TIMED_OUT = Symbol('timed out');
const HURRIED = Symbol('hurried');

export class Shutdown {
  private readonly log: ShutdownLog;
  private readonly graceMs: number;
  private readonly steps: ShutdownStep[] = [];
  private readonly finalSteps: ShutdownStep[] = [];
  private running: Promise<ShutdownReport> | null = null;
  private hurry: () => void = () => {};
  private readonly hurried = new Promise<typeof HURRIED>((resolve) => {
    this.hurry = () => {
      resolve(HURRIED);
    };
  });

  constructor(options: { log: ShutdownLog; graceMs: number }) {
    this.log = options.log;
    this.graceMs = options.graceMs;
  }

  /** A step undoing something start-up did; steps run last added first. */
  add(step: ShutdownStep): void {
    this.steps.push(step);
  }

  /** A step that runs at the end, always; final steps too run last added first. */
  addFinal(step: ShutdownStep): void {
    this.finalSteps.push(step);
  }

  /** Whether shutdown has begun. */
  get isRunning(): boolean {
    return this.running !== null;
  }

  /** Runs every step, once: later calls answer the same promise. */
  run(): Promise<ShutdownReport> {
    this.running ??= this.runSteps();
    return this.running;
  }

  /** Skips the steps not yet finished, straight to the final ones (a second signal). */
  hurryUp(): void {
    this.hurry();
  }

  private async runSteps(): Promise<ShutdownReport> {
    const finalMs = this.finalSteps.reduce((sum, step) => sum + step.timeoutMs, 0);
    const deadline = Date.now() + Math.max(0, this.graceMs - finalMs);
    const failed: string[] = [];
    for (const step of this.steps.toReversed()) {
      const timeoutMs = Math.min(step.timeoutMs, deadline - Date.now());
      if (!(await this.runStep(step, timeoutMs, true))) failed.push(step.name);
    }
    let isFinalDone = true;
    for (const step of this.finalSteps.toReversed()) {
      if (await this.runStep(step, step.timeoutMs, false)) continue;
      failed.push(step.name);
      isFinalDone = false;
    }
    return { failed, isFinalDone };
  }

  private async runStep(
    step: ShutdownStep,
    timeoutMs: number,
    canHurry: boolean,
  ): Promise<boolean> {
    if (timeoutMs <= 0) {
      this.log.warn({ step: step.name }, `shutdown: no time left to stop ${step.name}`);
      step.force?.();
      return false;
    }
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => {
        resolve(TIMED_OUT);
      }, timeoutMs);
    });
    try {
      const outcome = await Promise.race([
        step.run(),
        timedOut,
        ...(canHurry ? [this.hurried] : []),
      ]);
      if (outcome === TIMED_OUT || outcome === HURRIED) {
        this.log.warn(
          { step: step.name, timeout_ms: timeoutMs },
          outcome === TIMED_OUT
            ? `shutdown: ${step.name} did not stop within ${timeoutMs} ms; moving on`
            : `shutdown: hurried, leaving ${step.name}`,
        );
        step.force?.();
        return false;
      }
      return true;
    } catch (error) {
      this.log.error({ err: error, step: step.name }, `shutdown: stopping ${step.name} failed`);
      step.force?.();
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
