import { useEffect, useRef } from 'react';
import { type KeyBinding, isTypingTarget, matchesBinding } from './keyboard';

/** Something modal is open: single-key shortcuts wait until it closes. */
const OPEN_MODAL_SELECTOR = 'dialog[open], [role="dialog"][aria-modal="true"]';

export interface KeyBindingOptions {
  /** Listen at all (a screen where the action is not allowed passes false). Default true. */
  isEnabled?: boolean;
  /** Fire while the person types in a field or the editor (Cmd/Ctrl+K). Default false. */
  isAllowedWhileTyping?: boolean;
  /** Fire while a modal is open (Cmd/Ctrl+K toggling the palette). Default false. */
  isAllowedOverModal?: boolean;
}

/**
 * Keel's one way to bind a keyboard shortcut: `onPress` runs when the binding is pressed anywhere
 * in the page, unless the person is typing, a modal is open (both unless allowed), the key is held
 * down (repeats) or something earlier already handled the press. `onPress` answers false when it
 * did nothing, which leaves the key to the page; otherwise the browser's default is prevented.
 */
export function useKeyBinding(
  binding: KeyBinding,
  onPress: (event: KeyboardEvent) => boolean | undefined,
  options: KeyBindingOptions = {},
): void {
  const { isEnabled = true, isAllowedWhileTyping = false, isAllowedOverModal = false } = options;
  const onPressRef = useRef(onPress);
  useEffect(() => {
    onPressRef.current = onPress;
  });
  const { key, withMod } = binding;
  useEffect(() => {
    if (!isEnabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.isComposing) return;
      if (!matchesBinding(event, { key, withMod })) return;
      if (!isAllowedWhileTyping && isTypingTarget(event.target)) return;
      if (!isAllowedOverModal && document.querySelector(OPEN_MODAL_SELECTOR) !== null) return;
      if (onPressRef.current(event) === false) return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [key, withMod, isEnabled, isAllowedWhileTyping, isAllowedOverModal]);
}
