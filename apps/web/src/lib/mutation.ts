import type { OutboxRecord } from '@keel/core';
import { ApiError } from './api-client';
import { errorMessage } from './api-error';

/** Puts back what an optimistic change altered. */
export type Undo = () => void;

/** Tells the person a write failed (the toaster, or a dialog showing it in place). */
export type Notify = (message: string) => void;

/**
 * One write as the web app makes it (issue 15 §3): `apply` shows the change at once, `send` asks the
 * server, `commit` takes its answer; a failure undoes the change, is told to the person, and, when
 * the server may have applied the write all the same, the truth is read again with `reread`.
 */
export interface Mutation<R> {
  /** A short name for the write (diagnostics). */
  readonly name?: string;
  /** Shows the change at once; answers how to undo it (or nothing when there is nothing to undo). */
  apply?: () => Undo | undefined;
  /** Sends the write. */
  send: () => Promise<R>;
  /** Takes the server's answer (a created entity in place of its local stand-in, for example). */
  commit?: (result: R) => void;
  /**
   * The message shown when the server gives none of its own (see errorMessage); a function is
   * called only on failure, so that a translation is looked up then.
   */
  failure: string | (() => string);
  /**
   * Where a failure is told: the pipeline's notify by default, another callback (a dialog that
   * shows it in place), or false when the caller shows the error itself (a form).
   */
  notify?: Notify | false;
  /** Reads the server's state again after a failure whose outcome is unsure. */
  reread?: () => unknown;
  /** When `reread` runs: after an unsure failure (the default), or after any failure. */
  rereadAfter?: 'unsure' | 'any-failure';
  /** Runs once the write is answered, taken or refused (pending markers end here). */
  settle?: () => void;
  /**
   * How the write waits in the offline queue when the server cannot be reached (a transport
   * that queues, domains/local-cache/offline-queue.ts); writes without it are only ever sent.
   */
  offline?: OfflineForm<R>;
}

/** A write as the offline queue keeps it: replayable requests, and what it answers meanwhile. */
export interface OfflineForm<R> {
  /** The workspace whose queue holds it. */
  slug: string;
  /** The requests that make the write, in order. */
  records: readonly OutboxRecord[];
  /** What the write answers while it waits (a created item's stand-in, for example). */
  answer: () => R;
}

export type MutationOutcome<R> =
  | { ok: true; value: R }
  | {
      ok: false;
      error: unknown;
      /** What was (or would have been) shown to the person. */
      message: string;
      /** Whether the server may have applied the write all the same (it was read again). */
      unsure: boolean;
    };

/**
 * How a mutation reaches the server. The direct transport calls `send`; the offline queue holds
 * writes that have an offline form while the server cannot be reached.
 */
export interface MutationTransport {
  deliver<R>(mutation: Mutation<R>): Promise<R>;
}

export const directTransport: MutationTransport = {
  deliver: (mutation) => mutation.send(),
};

/**
 * Whether a failure leaves the outcome unknown: no answer (network, timeout), a server error, or a
 * success whose body could not be read. A refusal (4xx) means the server did not apply the write.
 */
export function isOutcomeUnsure(error: unknown): boolean {
  if (error instanceof ApiError) {
    if (error.status === 0 || error.status === 408 || error.status >= 500) return true;
    return error.code === 'INVALID_RESPONSE';
  }
  return error instanceof Error && error.name === 'TimeoutError';
}

export interface MutationPipelineOptions {
  /** Where failures are told unless a mutation says otherwise. */
  notify: Notify;
  transport?: MutationTransport;
}

/** The one way the web app writes optimistically: apply → send → roll back → tell → re-read. */
export class MutationPipeline {
  readonly #notify: Notify;
  #transport: MutationTransport;

  constructor({ notify, transport = directTransport }: MutationPipelineOptions) {
    this.#notify = notify;
    this.#transport = transport;
  }

  /** Swaps how writes reach the server (the extension point for an offline queue). */
  useTransport(transport: MutationTransport): void {
    this.#transport = transport;
  }

  /** Runs a mutation; never rejects: the outcome says whether it was taken. */
  async run<R>(mutation: Mutation<R>): Promise<MutationOutcome<R>> {
    const undo = mutation.apply?.();
    let outcome: MutationOutcome<R>;
    try {
      const value = await this.#transport.deliver(mutation);
      mutation.commit?.(value);
      outcome = { ok: true, value };
    } catch (error) {
      if (typeof undo === 'function') undo();
      const fallback =
        typeof mutation.failure === 'function' ? mutation.failure() : mutation.failure;
      const message = errorMessage(error, fallback);
      const notify = mutation.notify ?? this.#notify;
      if (notify !== false) notify(message);
      outcome = { ok: false, error, message, unsure: isOutcomeUnsure(error) };
    } finally {
      mutation.settle?.();
    }
    // After settle: a write's pending markers are gone, so the server's values are taken.
    const rereads = !outcome.ok && (outcome.unsure || mutation.rereadAfter === 'any-failure');
    if (rereads && mutation.reread) rereadQuietly(mutation.reread);
    return outcome;
  }

  /** As run, but a failure rejects with the original error (for callers that show it in a form). */
  async runOrThrow<R>(mutation: Mutation<R>): Promise<R> {
    const outcome = await this.run(mutation);
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }
}

function rereadQuietly(reread: () => unknown): void {
  try {
    const read = reread();
    if (read instanceof Promise) read.catch(() => undefined);
  } catch {
    // What is shown stays; the next load or realtime event corrects it.
  }
}

/** A pipeline that tells nobody: for stores whose callers show failures themselves. */
export const silentMutations = new MutationPipeline({ notify: () => undefined });
