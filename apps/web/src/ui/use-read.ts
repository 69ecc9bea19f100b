import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../lib/api-error';

/** A read a screen shows: its value once answered, or why it failed. */
export interface Read<T> {
  /** The answer for the current key; undefined while it is being read. */
  value: T | undefined;
  error: string | null;
  /** Reads again (a retry). */
  retry: () => void;
}

/**
 * Reads with `read` whenever `key` changes (a newer answer replaces an older one; an answer for
 * a key no longer shown is dropped). `fallbackError` words a failure the server did not explain.
 */
export function useRead<T>(key: string, read: () => Promise<T>, fallbackError: string): Read<T> {
  const [answer, setAnswer] = useState<{ key: string; value?: T; error?: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The newest `read` (a new function each render); the key and a retry say when to call it.
  const latestRead = useRef(read);
  useEffect(() => {
    latestRead.current = read;
  });
  useEffect(() => {
    let isCurrent = true;
    latestRead.current().then(
      (value) => {
        if (isCurrent) setAnswer({ key, value });
      },
      (cause: unknown) => {
        if (isCurrent) setAnswer({ key, error: errorMessage(cause, fallbackError) });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [key, attempt, fallbackError]);
  const isCurrent = answer?.key === key;
  return {
    value: isCurrent ? answer.value : undefined,
    error: isCurrent ? (answer.error ?? null) : null,
    retry: () => {
      setAnswer(null);
      setAttempt((count) => count + 1);
    },
  };
}
