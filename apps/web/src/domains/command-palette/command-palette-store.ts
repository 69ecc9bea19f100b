import { makeAutoObservable } from 'mobx';

/** How the palette opens: with every command (Cmd/Ctrl+K) or to search only (`/`). */
export type PaletteMode = 'commands' | 'search';

/**
 * How long a "create a work item" request waits for a work-item screen to take it (the palette
 * navigates to a project's list first, which must load before its dialog can open).
 */
export const CREATE_REQUEST_TTL_MS = 10_000;

/**
 * What the keyboard and the palette ask of the workspace: whether the palette or the shortcuts
 * modal is open, and a pending request for the work-item screen on display to open its create
 * dialog (the same dialog `c` opens, so there is one way to create).
 */
export class CommandPaletteStore {
  isOpen = false;
  mode: PaletteMode = 'commands';
  isShortcutsOpen = false;
  isCreateProjectOpen = false;
  /** When the create request was made (ms since the epoch); null when none is pending. */
  createRequestedAt: number | null = null;
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
    makeAutoObservable(this);
  }

  open(mode: PaletteMode): void {
    this.mode = mode;
    this.isOpen = true;
  }

  close(): void {
    this.isOpen = false;
  }

  /** Cmd/Ctrl+K: opens the palette with every command, or closes it when it is open. */
  toggle(): void {
    if (this.isOpen) this.close();
    else this.open('commands');
  }

  setShortcutsOpen(isOpen: boolean): void {
    this.isShortcutsOpen = isOpen;
  }

  setCreateProjectOpen(isOpen: boolean): void {
    this.isCreateProjectOpen = isOpen;
  }

  /** Asks the work-item screen on display (or the next one shown) to open its create dialog. */
  requestCreateWorkItem(): void {
    this.createRequestedAt = this.#now();
  }

  /** Whether a create request waits to be taken (it may have gone stale: see takeCreateRequest). */
  get hasCreateRequest(): boolean {
    return this.createRequestedAt !== null;
  }

  /**
   * Takes the pending create request: true when there was one young enough to act on. A request
   * nobody could take in time (no project to create in) is dropped rather than surprising later.
   */
  takeCreateRequest(): boolean {
    const requestedAt = this.createRequestedAt;
    this.createRequestedAt = null;
    return requestedAt !== null && this.#now() - requestedAt <= CREATE_REQUEST_TTL_MS;
  }
}
