import { RELATIVE_DATE_FILTERS } from '@keel/core';
import { format, isValid, parseISO } from 'date-fns';
import { dateLocale } from '#web/lib/date-locale';
import { workItemsText } from '../work-items-text';

/**
 * Which side of a day a date filter term keeps: `after` is on or after it; the server reads any
 * other suffix as on or before (reference §2.5), so a filter holds at most one term per side.
 */
export type DateDirection = 'after' | 'before';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a value is a calendar day as `YYYY-MM-DD`, the form date inputs give. */
export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && isValid(parseISO(value));
}

export function dateTermDirection(term: string): DateDirection {
  return term.split(';')[1] === 'after' ? 'after' : 'before';
}

/** `N_unit;direction;fromnow` terms, counted from today rather than naming a day. */
export function isRelativeDateTerm(term: string): boolean {
  return term.split(';').length === 3;
}

/** The term of a day the user picked: `2026-01-31;after` or `2026-01-31;before`. */
export function customDateTerm(date: string, direction: DateDirection): string {
  return `${date};${direction}`;
}

/** The filter's terms with `term` as the one for its side, replacing any other there. */
export function setDateTerm(values: readonly string[], term: string): string[] {
  const direction = dateTermDirection(term);
  return [...values.filter((value) => dateTermDirection(value) !== direction), term];
}

/** Picking an applied term again removes it; picking another replaces the term on its side. */
export function toggleDateTerm(values: readonly string[], term: string): string[] {
  return values.includes(term)
    ? values.filter((value) => value !== term)
    : setDateTerm(values, term);
}

/**
 * The terms a custom after/before choice applies on top of `values`. Empty strings leave that side
 * as it is. Returns an error message instead when a day is not a date or the range is reversed.
 */
export function applyCustomDates(
  values: readonly string[],
  choice: { after: string; before: string },
): { values: string[] } | { error: string } {
  if (choice.after === '' && choice.before === '')
    return { error: workItemsText('filters.errors.noDate') };
  if (
    (choice.after !== '' && !isIsoDate(choice.after)) ||
    (choice.before !== '' && !isIsoDate(choice.before))
  )
    return { error: workItemsText('filters.errors.invalidDate') };
  if (choice.after !== '' && choice.before !== '' && choice.after > choice.before)
    return { error: workItemsText('filters.errors.reversed') };
  let next = [...values];
  if (choice.after !== '') next = setDateTerm(next, customDateTerm(choice.after, 'after'));
  if (choice.before !== '') next = setDateTerm(next, customDateTerm(choice.before, 'before'));
  return { values: next };
}

const UNITS = ['day', 'week', 'month', 'year'] as const;
type Unit = (typeof UNITS)[number];

function unitOf(plural: string): Unit | undefined {
  return UNITS.find((unit) => `${unit}s` === plural || unit === plural);
}

/** "2 weeks from now", "3 months ago": a `N_units;side;fromnow|ago` term without its side. */
function relativeAmount(count: string, unitName: string, when: string): string {
  const unit = unitOf(unitName);
  const amount = Number(count);
  if (unit === undefined || !Number.isInteger(amount)) return `${count} ${unitName}`;
  return when === 'fromnow'
    ? workItemsText(`filters.fromNow.${unit}`, { count: amount })
    : workItemsText(`filters.ago.${unit}`, { count: amount });
}

/** The name of a relative date option (core's RELATIVE_DATE_FILTERS): "1 week from now". */
export function relativeDateLabel(term: string): string {
  const [first = '', , third = ''] = term.split(';');
  const [count = '', unit = ''] = first.split('_');
  return relativeAmount(count, unit, third);
}

const RELATIVE_TERMS: ReadonlySet<string> = new Set(
  RELATIVE_DATE_FILTERS.map((option) => option.value),
);

/** How a term reads on a chip: "1 week from now", "After 31 Jan 2026", "3 months ago". */
export function dateTermLabel(term: string): string {
  if (RELATIVE_TERMS.has(term)) return relativeDateLabel(term);
  const [first = '', second, third] = term.split(';');
  if (third !== undefined) {
    const [count = '', unit = ''] = first.split('_');
    const when = relativeAmount(count, unit, third);
    return second === 'after'
      ? workItemsText('filters.after', { when })
      : workItemsText('filters.before', { when });
  }
  if (second === undefined) return first;
  const when = isIsoDate(first)
    ? format(parseISO(first), workItemsText('filters.dayFormat'), { locale: dateLocale() })
    : first;
  return second === 'after'
    ? workItemsText('filters.after', { when })
    : workItemsText('filters.before', { when });
}
