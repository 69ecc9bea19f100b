import {
  AppError,
  type CatalogueEntry,
  type CreateCatalogueEntryBody,
  isUuid,
  sortOrderBetween,
  type UpdateCatalogueEntryBody,
} from '@keel/core';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import { projectCustomers, projectShops, projects } from '#server/db/schema';
import { isUniqueViolation } from '#server/db/unique-violation';

/** Shops and customers share columns and rules; each catalogue names its table and error codes. */
export type CatalogueTable = typeof projectShops | typeof projectCustomers;
export interface Catalogue {
  table: CatalogueTable;
  notFound: 'SHOP_NOT_FOUND' | 'CUSTOMER_NOT_FOUND';
  nameTaken: 'SHOP_NAME_TAKEN' | 'CUSTOMER_NAME_TAKEN';
}

export const SHOPS: Catalogue = {
  table: projectShops,
  notFound: 'SHOP_NOT_FOUND',
  nameTaken: 'SHOP_NAME_TAKEN',
};
export const CUSTOMERS: Catalogue = {
  table: projectCustomers,
  notFound: 'CUSTOMER_NOT_FOUND',
  nameTaken: 'CUSTOMER_NAME_TAKEN',
};

type EntryRow = CatalogueTable['$inferSelect'];

/** An empty code means no code. */
function blankToNull(code: string | null | undefined): string | null {
  if (!code) return null;
  return code;
}

function present(row: EntryRow): CatalogueEntry {
  return {
    id: row.id,
    project_id: row.project_id,
    name: row.name,
    code: row.code,
    description: row.description,
    sort_order: row.sort_order,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

async function findEntry(
  db: Executor,
  catalogue: Catalogue,
  projectId: string,
  id: string,
): Promise<EntryRow> {
  const { table } = catalogue;
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(table)
        .where(and(eq(table.project_id, projectId), eq(table.id, id), isNull(table.deleted_at)))
        .limit(1)
    : [];
  if (!row) throw new AppError(catalogue.notFound);
  return row;
}

async function refuseTakenName(
  db: Executor,
  catalogue: Catalogue,
  projectId: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  const { table } = catalogue;
  const [clash] = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.project_id, projectId),
        sql`lower(${table.name}) = lower(${name})`,
        isNull(table.deleted_at),
        exceptId ? ne(table.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw new AppError(catalogue.nameTaken, { field: 'name' });
}

function mapUnique(catalogue: Catalogue, error: unknown): never {
  if (isUniqueViolation(error))
    throw new AppError(catalogue.nameTaken, { field: 'name', cause: error });
  throw error;
}

export async function listEntries(
  db: Database,
  catalogue: Catalogue,
  projectId: string,
): Promise<CatalogueEntry[]> {
  const { table } = catalogue;
  const rows = await db
    .select()
    .from(table)
    .where(and(eq(table.project_id, projectId), isNull(table.deleted_at)))
    .orderBy(asc(table.sort_order), asc(sql`lower(${table.name})`));
  return rows.map(present);
}

/** Adds an entry after the last one unless a sort order is given. */
export async function createEntry(options: {
  db: Database;
  catalogue: Catalogue;
  workspaceId: string;
  projectId: string;
  actorId: string;
  body: CreateCatalogueEntryBody;
}): Promise<CatalogueEntry> {
  const { db, catalogue, workspaceId, projectId, actorId, body } = options;
  const { table } = catalogue;
  try {
    return await db.transaction(async (tx) => {
      await refuseTakenName(tx, catalogue, projectId, body.name);
      const [last] = await tx
        .select({ sort_order: sql<number>`max(${table.sort_order})` })
        .from(table)
        .where(and(eq(table.project_id, projectId), isNull(table.deleted_at)));
      const [row] = await tx
        .insert(table)
        .values({
          workspace_id: workspaceId,
          project_id: projectId,
          name: body.name,
          code: blankToNull(body.code),
          description: body.description ?? '',
          sort_order: body.sort_order ?? sortOrderBetween(last?.sort_order ?? null, null),
          created_by_id: actorId,
        })
        .returning();
      if (!row) throw new Error('The entry could not be written');
      return present(row);
    });
  } catch (error) {
    return mapUnique(catalogue, error);
  }
}

export async function updateEntry(options: {
  db: Database;
  catalogue: Catalogue;
  projectId: string;
  id: string;
  actorId: string;
  body: UpdateCatalogueEntryBody;
}): Promise<CatalogueEntry> {
  const { db, catalogue, projectId, id, actorId, body } = options;
  const { table } = catalogue;
  try {
    return await db.transaction(async (tx) => {
      const entry = await findEntry(tx, catalogue, projectId, id);
      if (body.name !== undefined) await refuseTakenName(tx, catalogue, projectId, body.name, id);
      const [row] = await tx
        .update(table)
        .set({
          name: body.name ?? entry.name,
          code: body.code === undefined ? entry.code : blankToNull(body.code),
          description: body.description ?? entry.description,
          sort_order: body.sort_order ?? entry.sort_order,
          updated_by_id: actorId,
        })
        .where(eq(table.id, entry.id))
        .returning();
      if (!row) throw new Error('The entry could not be written');
      return present(row);
    });
  } catch (error) {
    return mapUnique(catalogue, error);
  }
}

/** Soft-deletes an entry; work items that reference it keep the reference (history). */
export async function deleteEntry(options: {
  db: Database;
  catalogue: Catalogue;
  projectId: string;
  id: string;
  actorId: string;
}): Promise<void> {
  const { db, catalogue, projectId, id, actorId } = options;
  const entry = await findEntry(db, catalogue, projectId, id);
  await db
    .update(catalogue.table)
    .set({ deleted_at: new Date(), updated_by_id: actorId })
    .where(eq(catalogue.table.id, entry.id));
}

export async function setBudgetSourceOptions(options: {
  db: Database;
  projectId: string;
  actorId: string;
  options: string[];
}): Promise<{ options: string[] }> {
  const [row] = await options.db
    .update(projects)
    .set({ budget_source_options: options.options, updated_by_id: options.actorId })
    .where(eq(projects.id, options.projectId))
    .returning({ options: projects.budget_source_options });
  if (!row) throw new AppError('PROJECT_NOT_FOUND');
  return row;
}
