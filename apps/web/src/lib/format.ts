import { currentLocaleTag } from './i18n';

/**
 * Numbers and dates in the language the interface speaks (Intl). Calendar arithmetic and
 * patterns use date-fns with `dateLocale()` from ./date-locale. A component that shows these
 * calls useTranslation(), so it repaints when the language changes.
 */

type DateInput = Date | string | number;

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  kind: string,
  options: object,
  make: (locale: string) => T,
): T {
  const locale = currentLocaleTag();
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make(locale);
    cache.set(key, formatter);
  }
  return formatter;
}

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return cached('number', options, (locale) => new Intl.NumberFormat(locale, options)).format(
    value,
  );
}

/** A date such as "Nov 25, 2026" (en) or "25.11.2026" (de); pass options for other shapes. */
export function formatDate(
  value: DateInput,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options)).format(
    new Date(value),
  );
}

/** A date with its time of day, in the browser's time zone. */
export function formatDateTime(value: DateInput): string {
  return formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 minutes ago", "in 2 days", "now": the largest whole unit between a time and now. */
export function formatRelativeTime(value: DateInput, now: DateInput = Date.now()): string {
  const seconds = Math.round((new Date(value).getTime() - new Date(now).getTime()) / 1000);
  const format = cached(
    'relative',
    { numeric: 'auto' },
    (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  );
  for (const [unit, size] of UNITS)
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  return format.format(0, 'second');
}

/**
 * The names of the seven weekdays starting from `weekStartsOn` (0 Sunday … 6 Saturday, the
 * profile's start_of_the_week).
 */
export function weekdayNames(
  weekStartsOn: number,
  width: 'long' | 'short' | 'narrow' = 'short',
): string[] {
  const options = { weekday: width } as const;
  const formatter = cached(
    'weekday',
    options,
    (locale) => new Intl.DateTimeFormat(locale, options),
  );
  // 2023-01-01 was a Sunday; noon UTC keeps it the same day in every time zone.
  return Array.from({ length: 7 }, (_, index) =>
    formatter.format(new Date(Date.UTC(2023, 0, 1 + ((weekStartsOn + index) % 7), 12))),
  );
}
