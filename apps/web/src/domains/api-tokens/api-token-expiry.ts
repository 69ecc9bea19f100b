import { addMonths, addWeeks, addYears, endOfDay, parseISO } from 'date-fns';

/** The expiry choices of the create dialog (Plane's presets), `custom` a date of one's own. */
export const EXPIRY_PRESETS = ['week', 'month', 'threeMonths', 'year', 'custom', 'never'] as const;
export type ExpiryPreset = (typeof EXPIRY_PRESETS)[number];

/** The preset the dialog opens with. */
export const DEFAULT_EXPIRY_PRESET: ExpiryPreset = 'month';

/**
 * When a token made now with `preset` stops working: a week or some months or a year from now,
 * the end of a custom day (YYYY-MM-DD, in the person's time zone), or null for never. Undefined
 * when the custom day is missing, not a date, or already over.
 */
export function expiryDate(
  preset: ExpiryPreset,
  now: Date,
  customDay = '',
): Date | null | undefined {
  switch (preset) {
    case 'week':
      return addWeeks(now, 1);
    case 'month':
      return addMonths(now, 1);
    case 'threeMonths':
      return addMonths(now, 3);
    case 'year':
      return addYears(now, 1);
    case 'never':
      return null;
    case 'custom': {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(customDay)) return undefined;
      const day = parseISO(customDay);
      if (Number.isNaN(day.getTime())) return undefined;
      const end = endOfDay(day);
      return end.getTime() > now.getTime() ? end : undefined;
    }
  }
}

/** Today as YYYY-MM-DD in the person's time zone: the earliest custom day the date field offers. */
export function localDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
