import { AppError, DEFAULT_ORDER_BY } from '@keel/core';
import { type SQL, sql } from 'drizzle-orm';
import { ORDER_FIELDS, type OrderField } from './fields';

export interface ListOrder {
  field: OrderField;
  descending: boolean;
}

/**
 * Reads `order_by` (a registry key, `-` for descending; `fallback` when absent); an unknown key
 * is a 400 naming it.
 */
export function parseOrder(
  raw: string | undefined,
  fallback: string = DEFAULT_ORDER_BY,
): ListOrder {
  const value = raw === undefined || raw.trim() === '' ? fallback : raw.trim();
  const descending = value.startsWith('-');
  const name = descending ? value.slice(1) : value;
  const field = Object.hasOwn(ORDER_FIELDS, name)
    ? (ORDER_FIELDS as Record<string, OrderField>)[name]
    : undefined;
  if (!field)
    throw new AppError('VALIDATION_ERROR', {
      message: `order_by: Unknown order_by: ${value}`,
      field: 'order_by',
    });
  return { field, descending };
}

/**
 * The ORDER BY terms: the key with nulls last in both directions, then the id in the same
 * direction, so that equal keys still have one order and pages never overlap. Never-null keys get
 * no NULLS clause, which lets an index on (…, key, id) be read forwards or backwards.
 */
export function orderTerms({ field, descending }: ListOrder): SQL {
  const direction = sql.raw(descending ? 'desc' : 'asc');
  const nulls = sql.raw(field.nullable && descending ? ' nulls last' : '');
  return sql`${field.expression} ${direction}${nulls}, wi.id ${direction}`;
}
