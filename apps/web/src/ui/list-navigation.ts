/**
 * The keys of a menu or a list, as pure rules: which entry a key moves to, and which entry a few
 * typed letters jump to. Menu and Select share them.
 */

/** How long typed letters add up to one search, in milliseconds. */
export const TYPEAHEAD_MS = 700;

/**
 * Where a navigation key moves in a list of `count` entries from `current` (-1: none yet):
 * arrows step (wrapping round when `loop`), Home and End go to the ends. `null` for other keys.
 */
export function nextListIndex(
  key: string,
  current: number,
  count: number,
  loop: boolean,
): number | null {
  if (count === 0) return null;
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      if (current < 0) return 0;
      return current >= last ? (loop ? 0 : last) : current + 1;
    case 'ArrowUp':
      if (current < 0) return last;
      return current <= 0 ? (loop ? last : 0) : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/** Whether a key is a printable character typed without a shortcut modifier. */
export function isTypeaheadKey(event: {
  key: string;
  metaKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
}): boolean {
  return event.key.length === 1 && event.key !== ' ' && !event.metaKey && !event.ctrlKey;
}

export interface Typeahead {
  /** The index of the first label that starts with the letters typed so far, or -1. */
  find: (key: string, labels: readonly string[], now?: number) => number;
}

/** Letters typed in quick succession search together; a pause starts a new search. */
export function createTypeahead(timeoutMs: number = TYPEAHEAD_MS): Typeahead {
  let text = '';
  let at = -Infinity;
  return {
    find(key, labels, now = Date.now()) {
      text = (now - at < timeoutMs ? text : '') + key.toLowerCase();
      at = now;
      return labels.findIndex((label) => label.trim().toLowerCase().startsWith(text));
    },
  };
}
