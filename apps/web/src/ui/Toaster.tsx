import { Toaster as SonnerToaster, toast } from 'sonner';

/**
 * Where toasts appear: bottom right, drawn with the design tokens so they follow the theme. Mount
 * once at the root.
 */
export function Toaster({ theme }: { theme: 'light' | 'dark' }) {
  return (
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
  );
}

/** Shows a failed action's message (spec §4: rolled-back optimistic changes end in a toast). */
export function showErrorToast(message: string): void {
  toast.error(message);
}

export function showSuccessToast(message: string): void {
  toast.success(message);
}
