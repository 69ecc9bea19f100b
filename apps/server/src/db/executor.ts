import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** A transaction handed to `db.transaction`'s callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Either the database or a transaction: queries take this so use cases can compose them. */
export type Executor = Database | Transaction;

/**
 * Runs independent reads side by side on the pool's connections, or one after the other in a
 * transaction (its one connection takes a query at a time; pg deprecates queueing them).
 */
export async function readTogether<A, B>(
  db: Executor,
  first: () => Promise<A>,
  second: () => Promise<B>,
): Promise<[A, B]> {
  if (db instanceof PgTransaction) return [await first(), await second()];
  return Promise.all([first(), second()]);
}

/** As readTogether, for any number of independent reads (answered in their order). */
export async function readAllTogether<T extends readonly unknown[]>(
  db: Executor,
  reads: { readonly [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  const each = reads as readonly (() => Promise<unknown>)[];
  if (db instanceof PgTransaction) {
    const results: unknown[] = [];
    for (const read of each) results.push(await read());
    // The results are in the reads' order, so they have the tuple's types.
    return results as unknown as T;
  }
  return (await Promise.all(each.map((read) => read()))) as unknown as T;
}
