import { useEffect, useState } from 'react';

/**
 * Whether an element is at least `minWidth` pixels wide, followed as it resizes (the peek panel
 * and the page decide from their own width, not the window's, where the properties go).
 */
export function useIsWide(element: HTMLElement | null, minWidth: number): boolean {
  const [isWide, setIsWide] = useState(false);
  useEffect(() => {
    if (element === null) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setIsWide(entry.contentRect.width >= minWidth);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [element, minWidth]);
  return isWide;
}
