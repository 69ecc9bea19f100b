/** The values with `value` removed when present, appended when not (a multi-select pick). */
export function toggled(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((entry) => entry !== value) : [...values, value];
}
