import { i18n } from '#web/lib/i18n';
import type { ReactNode } from 'react';

/** One selectable row of the palette. */
export interface PaletteEntry {
  /** Unique in the palette; cmdk selects by it. */
  value: string;
  label: string;
  icon?: ReactNode;
  /** Shown before the label, quieter (a work item's key). */
  leading?: string;
  /** Shown after the label, quieter (a project's identifier). */
  trailing?: string;
  /** The shortcut doing the same outside the palette (C, P). */
  hint?: string;
  /** Marks the current value on a property page. */
  isChecked?: boolean;
  onSelect: () => void;
}

/** Rows under one heading; a section without rows is never shown. */
export interface PaletteSection {
  heading: string;
  entries: PaletteEntry[];
}

/** The sections that have rows, in order. */
export function nonEmpty(sections: readonly PaletteSection[]): PaletteSection[] {
  return sections.filter((section) => section.entries.length > 0);
}

/**
 * The row selected when the rows change: a page's current value (the item's state), else the
 * first row, so that Enter after typing a key opens it.
 */
export function initialValue(sections: readonly PaletteSection[]): string {
  const entries = sections.flatMap((section) => section.entries);
  return (entries.find((entry) => entry.isChecked === true) ?? entries[0])?.value ?? '';
}

/** A nested page of the palette: a list of choices reached from a command. */
export type PalettePage = 'theme' | 'state' | 'priority' | 'assignee';

/** A page's name, shown as the breadcrumb before the input. */
export function pageTitle(page: PalettePage): string {
  return i18n.t(`command-palette:pages.${page}.title`);
}

/** What a page's input asks. */
export function pagePlaceholder(page: PalettePage): string {
  return i18n.t(`command-palette:pages.${page}.placeholder`);
}
