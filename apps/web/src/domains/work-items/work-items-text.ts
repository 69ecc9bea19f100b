import type { ParseKeys } from 'i18next';
import { i18n } from '#web/lib/i18n';

/** A key of the `work-items` namespace (names of properties, priorities, groupings…). */
export type WorkItemsKey = ParseKeys<'work-items'>;

/** A `work-items` text in the language spoken now (read at call time, never at module load). */
export function workItemsText(
  key: WorkItemsKey,
  values: Record<string, string | number> = {},
): string {
  return i18n.t(key, { ...values, ns: 'work-items' });
}

/**
 * Gives a constant descriptor a `label` read in the current language each time it is used, so
 * tables of options can stay constants while their names follow the language.
 */
export function withLabel<T extends object>(
  value: T,
  key: WorkItemsKey,
): T & { readonly label: string } {
  return Object.defineProperty(value, 'label', {
    enumerable: true,
    get: () => workItemsText(key),
  }) as T & { readonly label: string };
}

/** A key of the `work-item-layouts` namespace (list, board, spreadsheet, calendar, timeline). */
export type LayoutsKey = ParseKeys<'work-item-layouts'>;

/** A `work-item-layouts` text in the language spoken now. */
export function layoutsText(key: LayoutsKey, values: Record<string, string | number> = {}): string {
  return i18n.t(key, { ...values, ns: 'work-item-layouts' });
}
