import { DAYS_PER_MONTH, DAYS_PER_WEEK } from './constants';
import { isUuid } from './workspaces-wire';

/**
 * The two filter grammars of work-item lists (Plane reference §2.5), parsed into plain data the
 * server turns into SQL: legacy flat parameters (comma-separated values, `None`, date terms) and
 * the rich JSON `filters` tree.
 */

/** The token a legacy multi-value parameter uses for "the relation is empty". */
export const NONE_FILTER_TOKEN = 'None';

/** Deepest rich filter tree accepted, counting the root and the leaves (Plane's MAX_DEPTH). */
export const MAX_FILTER_DEPTH = 5;

/** The values of a legacy multi-value parameter: the usable ones, and whether `None` was given. */
export interface ValueList {
  values: string[];
  hasNone: boolean;
}

/**
 * Splits a legacy comma-separated parameter. `null` entries are dropped and values that `isValid`
 * refuses (invalid uuids, unknown priorities) are ignored, as Plane does.
 */
export function parseValueList(raw: string, isValid: (value: string) => boolean): ValueList {
  const values = new Set<string>();
  let hasNone = false;
  for (const part of raw.split(',')) {
    const value = part.trim();
    if (value === NONE_FILTER_TOKEN) hasNone = true;
    else if (value !== '' && value !== 'null' && isValid(value)) values.add(value);
  }
  return { values: [...values], hasNone };
}

/** A comparison of a date column with a calendar day (YYYY-MM-DD). */
export interface DateBound {
  op: 'gte' | 'lte' | 'eq';
  date: string;
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const RELATIVE = /^(\d{1,4})_(weeks|months)$/;

/** Whether the string is a real calendar day written YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function shiftDays(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Parses a legacy date filter: comma-separated terms, each `YYYY-MM-DD;after` (on or after; any
 * other suffix means on or before), `N_weeks|N_months;after|before;fromnow` (relative to `today`,
 * a week being 7 days and a month 30; a third part other than `fromnow` counts back from today) or
 * a bare day (that day). Terms that cannot be read are ignored (spec §5).
 */
export function parseDateTerms(raw: string, today: string): DateBound[] {
  const bounds: DateBound[] = [];
  for (const term of raw.split(',')) {
    const parts = term.trim().split(';');
    const [first = '', direction = '', offset = ''] = parts;
    if (parts.length === 1) {
      if (isIsoDay(first)) bounds.push({ op: 'eq', date: first });
    } else if (parts.length === 2) {
      if (isIsoDay(first)) bounds.push({ op: direction === 'after' ? 'gte' : 'lte', date: first });
    } else if (parts.length === 3) {
      const match = RELATIVE.exec(first);
      if (!match) continue;
      const days = Number(match[1]) * (match[2] === 'weeks' ? DAYS_PER_WEEK : DAYS_PER_MONTH);
      const date = shiftDays(today, offset === 'fromnow' ? days : -days);
      bounds.push({ op: direction === 'after' ? 'gte' : 'lte', date });
    }
  }
  return bounds;
}

/** What a rich filter field holds, which decides its lookups and how its values are checked. */
export type RichFieldKind =
  | { type: 'id' }
  | { type: 'choice'; choices: readonly string[] }
  | { type: 'date' }
  | { type: 'boolean' };

export type RichLookup = 'in' | 'exact' | 'range';

/** A parsed rich filter tree: `and`/`or`/`not` nodes over leaves that compare one field. */
export type RichFilterNode =
  | { kind: 'and'; children: RichFilterNode[] }
  | { kind: 'or'; children: RichFilterNode[] }
  | { kind: 'not'; child: RichFilterNode }
  | { kind: 'leaf'; field: string; lookup: RichLookup; values: string[] };

/** A rich filter the server refuses; the message names the key or rule at fault. */
export class FilterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FilterError';
  }
}

const OPERATORS = ['and', 'or', 'not'] as const;
type Operator = (typeof OPERATORS)[number];

function asOperator(key: string): Operator | undefined {
  const lower = key.toLowerCase();
  return OPERATORS.find((operator) => operator === lower);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function scalarText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** A leaf value as a list of strings: a list, or a string split on commas for `in` and `range`. */
function leafValues(key: string, value: unknown, lookup: RichLookup): string[] {
  const items = Array.isArray(value)
    ? value.map(scalarText)
    : lookup === 'exact'
      ? [scalarText(value)]
      : (scalarText(value)?.split(',') ?? [undefined]);
  const values = items.map((item) => item?.trim());
  if (values.some((item) => item === undefined || item === ''))
    throw new FilterError(`Invalid value for ${key}`);
  return values as string[];
}

function checkValues(key: string, kind: RichFieldKind, lookup: RichLookup, values: string[]) {
  const valid = (value: string): boolean => {
    switch (kind.type) {
      case 'id':
        return isUuid(value);
      case 'choice':
        return kind.choices.includes(value);
      case 'date':
        return isIsoDay(value);
      case 'boolean':
        return value === 'true' || value === 'false';
    }
  };
  if (lookup === 'range' && values.length !== 2) throw new FilterError(`Invalid value for ${key}`);
  if (lookup === 'exact' && values.length !== 1) throw new FilterError(`Invalid value for ${key}`);
  if (!values.every(valid)) throw new FilterError(`Invalid value for ${key}`);
}

/** Lookups each kind of field accepts; the bare field name means `exact`. */
const LOOKUPS: Record<RichFieldKind['type'], readonly RichLookup[]> = {
  id: ['in', 'exact'],
  choice: ['in', 'exact'],
  date: ['exact', 'range'],
  boolean: ['exact'],
};

function parseLeaf(
  key: string,
  value: unknown,
  fields: Readonly<Record<string, RichFieldKind>>,
): RichFilterNode {
  const separator = key.lastIndexOf('__');
  const suffix = separator === -1 ? '' : key.slice(separator + 2);
  const hasLookup = suffix === 'in' || suffix === 'exact' || suffix === 'range';
  const field = hasLookup ? key.slice(0, separator) : key;
  const lookup: RichLookup = hasLookup ? suffix : 'exact';
  const kind = Object.hasOwn(fields, field) ? fields[field] : undefined;
  if (!kind || !LOOKUPS[kind.type].includes(lookup))
    throw new FilterError(`Unknown filter field: ${key}`);
  const values = leafValues(key, value, lookup);
  checkValues(key, kind, lookup, values);
  return { kind: 'leaf', field, lookup, values };
}

function parseNode(
  node: unknown,
  depth: number,
  fields: Readonly<Record<string, RichFieldKind>>,
): RichFilterNode {
  if (depth > MAX_FILTER_DEPTH)
    throw new FilterError(`Filters may be nested at most ${MAX_FILTER_DEPTH} levels deep`);
  if (!isRecord(node)) throw new FilterError('Each filter must be an object');
  const entries = Object.entries(node);
  const operators = entries.filter(([key]) => asOperator(key) !== undefined);
  if (operators.length > 0 && entries.length > 1)
    throw new FilterError('A filter cannot mix and/or/not with fields');
  const [operatorEntry] = operators;
  if (operatorEntry) {
    const [key, value] = operatorEntry;
    const operator = asOperator(key);
    if (operator === 'not') {
      if (!isRecord(value)) throw new FilterError('not takes one filter object');
      return { kind: 'not', child: parseNode(value, depth + 1, fields) };
    }
    if (!Array.isArray(value) || operator === undefined)
      throw new FilterError(`${key} takes a list of filters`);
    return { kind: operator, children: value.map((child) => parseNode(child, depth + 1, fields)) };
  }
  const leaves = entries.map(([key, value]) => parseLeaf(key, value, fields));
  const [only] = leaves;
  return leaves.length === 1 && only ? only : { kind: 'and', children: leaves };
}

/**
 * Parses the rich `filters` parameter (a JSON object) against the fields the list knows. Throws
 * FilterError for invalid JSON, an unknown field or lookup (naming the key), a bad value, a node
 * mixing an operator with fields, or a tree deeper than MAX_FILTER_DEPTH.
 */
export function parseRichFilters(
  raw: string,
  fields: Readonly<Record<string, RichFieldKind>>,
): RichFilterNode {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new FilterError('Filters must be a JSON object');
  }
  return parseNode(parsed, 1, fields);
}

/** The fields a parsed tree's leaves compare, to know for instance whether archived items count. */
export function richFilterFields(node: RichFilterNode): Set<string> {
  switch (node.kind) {
    case 'leaf':
      return new Set([node.field]);
    case 'not':
      return richFilterFields(node.child);
    default:
      return new Set(node.children.flatMap((child) => [...richFilterFields(child)]));
  }
}
