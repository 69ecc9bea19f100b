import { useKeyBinding } from '../shortcuts/use-key-binding';

/**
 * Calls `onCreate` when P is pressed on its own (Plane's "create project" shortcut), unless focus
 * is in a text field or a dialog is already open.
 */
export function useCreateProjectShortcut(isEnabled: boolean, onCreate: () => void): void {
  useKeyBinding(
    { key: 'p' },
    () => {
      onCreate();
      return true;
    },
    { isEnabled },
  );
}
