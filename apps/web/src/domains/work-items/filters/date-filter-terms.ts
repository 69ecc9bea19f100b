import { RELATIVE_DATE_FILTERS } from '@keel/core';
import { format, isValid, parseISO } from 'date-fns';

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
  if (choice.after === '' && choice.before === '') return { error: 'Pick at least one date.' };
  if (
    (choice.after !== '' && !isIsoDate(choice.after)) ||
    (choice.before !== '' && !isIsoDate(choice.before))
  )
    return { error: 'Dates must be valid days.' };
  if (choice.after !== '' && choice.before !== '' && choice.after > choice.before)
    return { error: 'The "after" day must come before the "before" day.' };
  let next = [...values];
  if (choice.after !== '') next = setDateTerm(next, customDateTerm(choice.after, 'after'));
  if (choice.before !== '') next = setDateTerm(next, customDateTerm(choice.before, 'before'));
  return { values: next };
}

const RELATIVE_LABELS: ReadonlyMap<string, string> = new Map(
  RELATIVE_DATE_FILTERS.map((option) => [option.value, option.label]),
);

/** How a term reads on a chip: "1 week from now", "After 31 Jan 2026", "3 months ago". */
export function dateTermLabel(term: string): string {
  const known = RELATIVE_LABELS.get(term);
  if (known !== undefined) return known;
  const [first = '', second, third] = term.split(';');
  if (third !== undefined) {
    const [count = '', unit = ''] = first.split('_');
    const singular = unit.replace(/s$/, '');
    const amount = `${count} ${count === '1' ? singular : `${singular}s`}`;
    const side = second === 'after' ? 'After' : 'Before';
    return third === 'fromnow' ? `${side} ${amount} from now` : `${side} ${amount} ago`;
  }
  if (second === undefined) return first;
  const day = isIsoDate(first) ? format(parseISO(first), 'd MMM yyyy') : first;
  return second === 'after' ? `After ${day}` : `Before ${day}`;
}
