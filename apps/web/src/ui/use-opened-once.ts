import { useState } from 'react';

/**
 * True from the first time `isOpen` is true on: a dialog whose code is loaded lazily is mounted
 * then, and stays mounted so that closing it still plays its exit.
 */
export function useOpenedOnce(isOpen: boolean): boolean {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened || isOpen;
}
