import type { Database } from './client';

/** A transaction handed to `db.transaction`'s callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Either the database or a transaction: queries take this so use cases can compose them. */
export type Executor = Database | Transaction;
