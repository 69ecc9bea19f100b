import { type ComponentType, lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';

/*
 * sonner arrives with the first toast, not with the first page: the first call mounts the toaster,
 * waits until it listens, then shows the toast (so none is lost). Should sonner fail to arrive
 * (the server out of reach, often the very reason for the toast), a plain alert says it instead.
 */
const loadSonner = () => import('sonner');
const SonnerToaster = lazy(async (): Promise<{ default: ComponentType<ToasterProps> }> => {
  try {
    return { default: (await loadSonner()).Toaster };
  } catch {
    return { default: () => null };
  }
});

const PLAIN_ALERT_MS = 8_000;

function showPlainAlert(message: string): void {
  const note = document.createElement('div');
  note.setAttribute('role', 'alert');
  note.className =
    'fixed right-4 bottom-4 z-popover rounded-md border border-subtle bg-surface px-4 py-3 text-sm text-primary shadow-card';
  note.textContent = message;
  document.body.append(note);
  setTimeout(() => {
    note.remove();
  }, PLAIN_ALERT_MS);
}

let isWanted = false;
const listeners = new Set<() => void>();
let markListening: () => void = () => undefined;
const listening = new Promise<void>((resolve) => {
  markListening = resolve;
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function wantToaster(): Promise<void> {
  if (!isWanted) {
    isWanted = true;
    for (const listener of listeners) listener();
  }
  return listening;
}

/** Drawn after sonner's toaster, whose effects (its subscription) run before this one's. */
function ListeningSignal() {
  useEffect(() => {
    markListening();
  }, []);
  return null;
}

/**
 * Where toasts appear: bottom right, drawn with the design tokens so they follow the theme. Mount
 * once at the root; it draws nothing until the first toast.
 */
export function Toaster({ theme }: { theme: 'light' | 'dark' }) {
  const isShown = useSyncExternalStore(
    subscribe,
    () => isWanted,
    () => false,
  );
  if (!isShown) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        theme={theme}
        position="bottom-right"
        toastOptions={{
          classNames: {
            toast:
              '!bg-surface !text-primary !border !border-subtle !shadow-card !rounded-md !text-sm',
            description: '!text-secondary',
            error: '!border-danger/40',
          },
        }}
      />
      <ListeningSignal />
    </Suspense>
  );
}

function show(kind: 'error' | 'success', message: string): void {
  loadSonner().then(
    async ({ toast }) => {
      await wantToaster();
      toast[kind](message);
    },
    () => {
      showPlainAlert(message);
    },
  );
}

/** Shows a failed action's message (spec §4: rolled-back optimistic changes end in a toast). */
export function showErrorToast(message: string): void {
  show('error', message);
}

export function showSuccessToast(message: string): void {
  show('success', message);
}
