/** The sections of the shortcuts modal, in the order shown. */
export const SHORTCUT_SECTIONS = ['Navigation', 'Work items', 'Lists'] as const;
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
  description: string;
}

/**
 * Every keyboard shortcut of Keel, for the `?` modal. Bindings live where they act (the palette's
 * in CommandPaletteHost, `c` in the work-item screens, the list's in use-list-keyboard); this list
 * must name each of them.
 */
export const SHORTCUTS: readonly ShortcutEntry[] = [
  { section: 'Navigation', keys: ['Mod', 'K'], description: 'Open the command palette' },
  { section: 'Navigation', keys: ['/'], description: 'Search work items and projects' },
  { section: 'Navigation', keys: ['?'], description: 'Show keyboard shortcuts' },
  {
    section: 'Navigation',
    keys: ['Esc'],
    description: 'Close a dialog, the palette or the peek view',
  },
  { section: 'Navigation', keys: ['P'], description: 'Create a project (on Projects)' },
  { section: 'Navigation', keys: ['['], description: 'Collapse or expand the sidebar' },
  { section: 'Work items', keys: ['C'], description: 'Create a work item' },
  {
    section: 'Work items',
    keys: ['Mod', 'K'],
    description: 'Change state, priority or assignees of the open work item',
  },
  {
    section: 'Lists',
    keys: ['↓'],
    alternatives: [['J']],
    description: 'Move to the next row',
  },
  {
    section: 'Lists',
    keys: ['↑'],
    alternatives: [['K']],
    description: 'Move to the previous row',
  },
  { section: 'Lists', keys: ['Enter'], description: 'Open the row in the peek view' },
  { section: 'Lists', keys: ['X'], description: 'Select the row' },
  { section: 'Lists', keys: ['Shift', 'Click'], description: 'Select a range of rows' },
];

/** The shortcuts of one section, in catalogue order. */
export function shortcutsIn(section: ShortcutSection): ShortcutEntry[] {
  return SHORTCUTS.filter((entry) => entry.section === section);
}

/** A key's label for the viewer's system: 'Mod' becomes ⌘ on Apple systems and Ctrl elsewhere. */
export function keyLabel(key: string, isApple: boolean): string {
  if (key !== 'Mod') return key;
  return isApple ? '⌘' : 'Ctrl';
}
