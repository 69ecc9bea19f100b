import { useState } from 'react';
import { errorMessage } from '../lib/api-error';

/** What a ConfirmDialog needs to ask about `target` and run the action. */
export interface Confirmation<T> {
  /** What is being confirmed; null while the dialog is closed. */
  target: T | null;
  open: (target: T) => void;
  close: () => void;
  /** Runs the action; the dialog closes when it succeeds and shows the server's message when not. */
  confirm: () => Promise<void>;
  isBusy: boolean;
  error: string | null;
}

/**
 * The state of a dialog confirming an action on one item, such as deleting a state: the item
 * asked about, whether the action is running, and why it failed.
 */
export function useConfirmation<T>(
  action: (target: T) => Promise<void>,
  fallbackError: string,
): Confirmation<T> {
  const [target, setTarget] = useState<T | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    target,
    open: (next) => {
      setError(null);
      setTarget(next);
    },
    close: () => {
      setTarget(null);
      setError(null);
    },
    confirm: async () => {
      if (target === null) return;
      setIsBusy(true);
      setError(null);
      try {
        await action(target);
        setTarget(null);
      } catch (cause) {
        setError(errorMessage(cause, fallbackError));
      } finally {
        setIsBusy(false);
      }
    },
    isBusy,
    error,
  };
}
