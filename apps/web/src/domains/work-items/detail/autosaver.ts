/** Where an autosave stands, for the "Saving… / Saved" hint. */
export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

/**
 * Saves the latest value a quiet period after the last change (the description's autosave), one
 * save at a time: a value that arrives while one is saving is saved right after it. `flush` saves
 * what is pending at once (leaving the page, closing the peek).
 */
export class Autosaver<Value> {
  readonly #delayMs: number;
  readonly #save: (value: Value) => Promise<boolean>;
  readonly #onStatus: (status: AutosaveStatus) => void;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #pending: { value: Value } | null = null;
  #inFlight: Promise<void> | null = null;

  constructor(options: {
    delayMs: number;
    save: (value: Value) => Promise<boolean>;
    onStatus: (status: AutosaveStatus) => void;
  }) {
    this.#delayMs = options.delayMs;
    this.#save = options.save;
    this.#onStatus = options.onStatus;
  }

  get #isWaiting(): boolean {
    return this.#timer !== null;
  }

  get hasPending(): boolean {
    return this.#pending !== null;
  }

  change(value: Value): void {
    this.#pending = { value };
    this.#onStatus('pending');
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.flush();
    }, this.#delayMs);
  }

  /** Forgets the value not yet saved (the text was replaced from elsewhere). */
  discard(): void {
    if (this.#timer !== null) {
      clearTimeout(this.#timer);
      this.#timer = null;
    }
    this.#pending = null;
    this.#onStatus('idle');
  }

  /** Saves the pending value now; resolves once nothing is left to save. */
  async flush(): Promise<void> {
    if (this.#timer !== null) {
      clearTimeout(this.#timer);
      this.#timer = null;
    }
    if (this.#inFlight) await this.#inFlight;
    const pending = this.#pending;
    if (pending === null) return;
    this.#pending = null;
    this.#onStatus('saving');
    this.#inFlight = this.#save(pending.value).then(
      (isSaved) => {
        this.#inFlight = null;
        if (this.#pending === null) this.#onStatus(isSaved ? 'saved' : 'failed');
      },
      () => {
        this.#inFlight = null;
        if (this.#pending === null) this.#onStatus('failed');
      },
    );
    await this.#inFlight;
    // A value typed during the save waits for its own quiet period, unless flush is asked again.
    if (this.hasPending && !this.#isWaiting) await this.flush();
  }
}
