/** Input types whose keys are not text: a shortcut pressed on a checkbox still means the shortcut. */
const NON_TEXT_INPUT_TYPES: ReadonlySet<string> = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** The parts of an element the typing rule reads, so the rule can be tested without a DOM. */
export interface TypingCandidate {
  tagName: string;
  isContentEditable?: boolean;
  type?: string;
}

function isCandidate(target: unknown): target is TypingCandidate {
  return (
    typeof target === 'object' &&
    target !== null &&
    'tagName' in target &&
    typeof target.tagName === 'string'
  );
}

/**
 * Whether a key press is typing: it lands in a text field, a text area, a select or editable text
 * (the Tiptap editor). Single-key shortcuts leave those keys alone.
 */
export function isTypingTarget(target: unknown): boolean {
  if (!isCandidate(target)) return false;
  if (target.isContentEditable === true) return true;
  const tag = target.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  return !NON_TEXT_INPUT_TYPES.has((target.type ?? 'text').toLowerCase());
}

/** The parts of a key press a binding compares. */
export interface KeyPress {
  key: string;
  metaKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** A key a shortcut answers to, with or without Cmd (macOS) / Ctrl (elsewhere). */
export interface KeyBinding {
  /** `KeyboardEvent.key`, compared case-insensitively for letters ('k' matches 'K'). */
  key: string;
  /** Cmd on macOS or Ctrl elsewhere must be held; either is accepted on every system. */
  withMod?: boolean;
}

/**
 * Whether a key press is the binding. Letters match in either case (Caps Lock) but not with Shift
 * held, so Shift+C stays free; for other characters Shift is ignored, since '?' needs it on most
 * layouts. Alt never matches, so that Alt-typed characters (Option-K on a Mac) stay text.
 */
export function matchesBinding(press: KeyPress, binding: KeyBinding): boolean {
  if (press.altKey) return false;
  const hasMod = press.metaKey || press.ctrlKey;
  if (hasMod !== (binding.withMod === true)) return false;
  const isLetter = /^[a-z]$/i.test(binding.key);
  if (!isLetter) return press.key === binding.key;
  return !press.shiftKey && press.key.toLowerCase() === binding.key.toLowerCase();
}

/** Whether the system's modifier is Cmd (macOS, iOS) rather than Ctrl, for hints. */
export function isApplePlatform(userAgent: string): boolean {
  return /Mac|iPhone|iPad/.test(userAgent);
}
