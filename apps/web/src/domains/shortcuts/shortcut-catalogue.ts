import type shortcutsText from '#web/locales/en/shortcuts.json';
import { i18n } from '#web/lib/i18n';
/** The sections of the shortcuts modal, in the order shown. */
export const SHORTCUT_SECTIONS = ['navigation', 'workItems', 'lists', 'intake'] as const;
export type ShortcutSection = (typeof SHORTCUT_SECTIONS)[number];

/** One shortcut as the modal lists it. */
export interface ShortcutEntry {
  section: ShortcutSection;
  /**
   * The keys pressed together; 'Mod' is Cmd on Apple systems and Ctrl elsewhere. Alternatives
   * (ArrowDown or j) are separate entries of `alternatives`.
   */
  keys: readonly string[];
  /** Other keys doing the same thing (j for ArrowDown). */
  alternatives?: readonly (readonly string[])[];
  /** Its key under `shortcuts:descriptions`. */
  description: ShortcutDescription;
}

type ShortcutDescription = keyof (typeof shortcutsText)['descriptions'];

/**
 * Every keyboard shortcut of Keel, for the `?` modal. Bindings live where they act (the palette's
 * in CommandPaletteHost, `c` in the work-item screens, the list's in use-list-keyboard); this list
 * must name each of them.
 */
export const SHORTCUTS: readonly ShortcutEntry[] = [
  { section: 'navigation', keys: ['Mod', 'K'], description: 'openPalette' },
  { section: 'navigation', keys: ['/'], description: 'search' },
  { section: 'navigation', keys: ['?'], description: 'showShortcuts' },
  {
    section: 'navigation',
    keys: ['Esc'],
    description: 'closeOverlay',
  },
  { section: 'navigation', keys: ['P'], description: 'createProject' },
  { section: 'navigation', keys: ['['], description: 'toggleSidebar' },
  { section: 'workItems', keys: ['C'], description: 'createWorkItem' },
  {
    section: 'workItems',
    keys: ['Mod', 'K'],
    description: 'changeProperties',
  },
  {
    section: 'lists',
    keys: ['↓'],
    alternatives: [['J']],
    description: 'nextRow',
  },
  {
    section: 'lists',
    keys: ['↑'],
    alternatives: [['K']],
    description: 'previousRow',
  },
  { section: 'lists', keys: ['Enter'], description: 'openRow' },
  { section: 'lists', keys: ['X'], description: 'selectRow' },
  { section: 'lists', keys: ['Shift', 'Click'], description: 'selectRange' },
  // The intake screen's (IntakeScreen); J and K move between its requests as in lists.
  { section: 'intake', keys: ['A'], description: 'acceptRequest' },
  { section: 'intake', keys: ['D'], description: 'declineRequest' },
  { section: 'intake', keys: ['S'], description: 'snoozeRequest' },
];

/** The shortcuts of one section, in catalogue order. */
export function shortcutsIn(section: ShortcutSection): ShortcutEntry[] {
  return SHORTCUTS.filter((entry) => entry.section === section);
}

/** A key's label for the viewer's system: 'Mod' becomes ⌘ on Apple systems and Ctrl elsewhere. */
export function keyLabel(key: string, isApple: boolean): string {
  if (key === 'Mod') return isApple ? '⌘' : i18n.t('shortcuts:keys.ctrl');
  const named = NAMED_KEYS[key];
  return named === undefined ? key : i18n.t(`shortcuts:keys.${named}`);
}

/** Keys whose names some languages say differently (German "Strg", "Umschalt"). */
const NAMED_KEYS: Partial<Record<string, 'esc' | 'enter' | 'shift' | 'click'>> = {
  Esc: 'esc',
  Enter: 'enter',
  Shift: 'shift',
  Click: 'click',
};
