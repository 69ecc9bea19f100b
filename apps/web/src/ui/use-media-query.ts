import { useCallback, useSyncExternalStore } from 'react';

/** Below Tailwind's `md` breakpoint: the phone layout (the `max-md:` classes). */
export const PHONE_QUERY = '(width < 48rem)';

/** Whether a CSS media query matches, followed as the window changes (false where unsupported). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => {
        list.removeEventListener('change', onChange);
      };
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
