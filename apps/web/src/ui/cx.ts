/** Joins class names, skipping falsy ones, so that conditional classes can be written inline. */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
