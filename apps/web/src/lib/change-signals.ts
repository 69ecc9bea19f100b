import { observable, runInAction } from 'mobx';

/**
 * Realtime tells a screen that what it shows changed, and the screen reads again: each signal
 * counts, per key, the changes told in this page (observable), and a screen reads again when its
 * key's count moves.
 */
function changeSignal() {
  const ticks = observable.map<string, number>();
  return {
    /** The count of changes told for the key so far (observable). */
    changes: (key: string): number => ticks.get(key) ?? 0,
    note: (key: string): void => {
      runInAction(() => {
        ticks.set(key, (ticks.get(key) ?? 0) + 1);
      });
    },
  };
}

/** The person's inbox and the sidebar's count, by workspace slug: new notifications arrived. */
const inbox = changeSignal();
export const inboxChanges = inbox.changes;
export const noteInboxChanged = inbox.note;

/** A project's intake (its lists and the sidebar's pending count), by project id. */
const intake = changeSignal();
export const intakeChanges = intake.changes;
export const noteIntakeChanged = intake.note;
