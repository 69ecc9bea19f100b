import type { SqlValue } from './contract';

/**
 * A piece of SQLite text with its bound parameters. Values only ever travel as `?` parameters;
 * the text is built from the constant fragments of this folder, never from data.
 */
export class SqlFragment {
  constructor(
    readonly text: string,
    readonly binds: readonly SqlValue[],
  ) {}
}

/**
 * Tagged template: `${value}` becomes a bound `?`, `${fragment}` is spliced in with its own
 * parameters.
 */
export function sql(strings: TemplateStringsArray, ...values: (SqlFragment | SqlValue)[]) {
  let text = strings[0] ?? '';
  const binds: SqlValue[] = [];
  values.forEach((value, index) => {
    if (value instanceof SqlFragment) {
      text += value.text;
      binds.push(...value.binds);
    } else {
      text += '?';
      binds.push(value);
    }
    text += strings[index + 1] ?? '';
  });
  return new SqlFragment(text, binds);
}

/** Constant SQL text of this folder (keywords, column names), never data. */
export function raw(text: string): SqlFragment {
  return new SqlFragment(text, []);
}

export function joinSql(parts: readonly SqlFragment[], separator: string): SqlFragment {
  return new SqlFragment(
    parts.map((part) => part.text).join(separator),
    parts.flatMap((part) => part.binds),
  );
}

/** `?, ?, ?` for `in (…)`. */
export function sqlList(values: readonly SqlValue[]): SqlFragment {
  return new SqlFragment(
    values.map(() => '?').join(', '),
    values.map((value) => value),
  );
}

export const TRUE = raw('1');
export const FALSE = raw('0');

/** Conditions joined by AND, each in parentheses; no condition is true. */
export function andAll(parts: readonly SqlFragment[]): SqlFragment {
  if (parts.length === 0) return TRUE;
  return joinSql(
    parts.map((part) => sql`(${part})`),
    ' and ',
  );
}

/** Conditions joined by OR, each in parentheses; `empty` when there are none. */
export function orAll(parts: readonly SqlFragment[], empty: SqlFragment = FALSE): SqlFragment {
  if (parts.length === 0) return empty;
  return joinSql(
    parts.map((part) => sql`(${part})`),
    ' or ',
  );
}
