import {
  AppError,
  type CreateStickyBody,
  CursorError,
  isUuid,
  parseCursor,
  STICKY_DEFAULT_PAGE_SIZE,
  STICKY_FIRST_SORT_ORDER,
  STICKY_MAX_PAGE_SIZE,
  STICKY_SORT_ORDER_GAP,
  type Sticky,
  type StickyListQuery,
  type StickyPage,
  type UpdateStickyBody,
} from '@keel/core';
import { and, count, desc, eq, ilike, max, or } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { stickies } from '#server/db/schema';
import { cleanDescription } from '#server/domains/work-items';
import { escapeLike } from '#server/domains/search';
import type { HomeOwner } from './home-owner';

type StickyRow = typeof stickies.$inferSelect;

function presentSticky(row: StickyRow): Sticky {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    description_html: row.description_html,
    description_stripped: row.description_stripped,
    logo_props: row.logo_props,
    color: row.color,
    background_color: row.background_color,
    sort_order: row.sort_order,
    workspace: row.workspace_id,
    owner: row.owner_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    created_by: row.created_by_id,
    updated_by: row.updated_by_id,
  };
}

function ownedBy(owner: HomeOwner) {
  return and(eq(stickies.workspace_id, owner.workspaceId), eq(stickies.owner_id, owner.userId));
}

/** Another person's sticky is answered as if it did not exist. */
async function requireSticky(db: Database, owner: HomeOwner, id: string): Promise<StickyRow> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(stickies)
        .where(and(ownedBy(owner), eq(stickies.id, id)))
        .limit(1)
    : [];
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The columns a body sets: the HTML sanitized and its text kept for search. */
function changesOf(body: UpdateStickyBody): Partial<typeof stickies.$inferInsert> {
  const html =
    body.description_html === undefined ? undefined : cleanDescription(body.description_html);
  return {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(html ? { description_html: html.html, description_stripped: html.stripped } : {}),
    ...(body.logo_props !== undefined ? { logo_props: body.logo_props } : {}),
    ...(body.color !== undefined ? { color: body.color } : {}),
    ...(body.background_color !== undefined ? { background_color: body.background_color } : {}),
    ...(body.sort_order !== undefined ? { sort_order: body.sort_order } : {}),
  };
}

/** A new sticky, 10000 above the owner's highest unless the body places it (spec §9). */
export async function createSticky(options: {
  db: Database;
  owner: HomeOwner;
  body: CreateStickyBody;
}): Promise<Sticky> {
  const { db, owner, body } = options;
  let sortOrder = body.sort_order;
  if (sortOrder === undefined) {
    const [top] = await db
      .select({ highest: max(stickies.sort_order) })
      .from(stickies)
      .where(ownedBy(owner));
    sortOrder =
      top?.highest === null || top?.highest === undefined
        ? STICKY_FIRST_SORT_ORDER
        : top.highest + STICKY_SORT_ORDER_GAP;
  }
  const [row] = await db
    .insert(stickies)
    .values({
      ...changesOf(body),
      sort_order: sortOrder,
      workspace_id: owner.workspaceId,
      owner_id: owner.userId,
      created_by_id: owner.userId,
      updated_by_id: owner.userId,
    })
    .returning();
  if (!row) throw new Error('The sticky could not be written');
  return presentSticky(row);
}

/**
 * The owner's stickies, highest sort_order first, in pages of Plane's global paginator
 * (`cursor` "perPage:page:0"; `per_page` when there is no cursor). `query` finds stickies whose
 * name or text holds it.
 */
export async function listStickies(options: {
  db: Database;
  owner: HomeOwner;
  query: StickyListQuery;
}): Promise<StickyPage> {
  const { db, owner, query } = options;
  let cursor;
  try {
    cursor = query.cursor ? parseCursor(query.cursor) : undefined;
  } catch (error) {
    if (error instanceof CursorError) throw new AppError('INVALID_CURSOR', { field: 'cursor' });
    throw error;
  }
  const pageSize = Math.min(
    cursor?.perPage ?? query.per_page ?? STICKY_DEFAULT_PAGE_SIZE,
    STICKY_MAX_PAGE_SIZE,
  );
  const page = cursor?.page ?? 0;
  const text = query.query ? `%${escapeLike(query.query)}%` : undefined;
  const where = text
    ? and(
        ownedBy(owner),
        or(ilike(stickies.name, text), ilike(stickies.description_stripped, text)),
      )
    : ownedBy(owner);
  const [totals] = await db.select({ total: count() }).from(stickies).where(where);
  const total = totals?.total ?? 0;
  const start = page * pageSize;
  const rows = await db
    .select()
    .from(stickies)
    .where(where)
    .orderBy(desc(stickies.sort_order), desc(stickies.created_at), desc(stickies.id))
    .limit(pageSize)
    .offset(start);
  const hasNext = start + rows.length < total;
  const size = String(pageSize);
  return {
    prev_cursor: `${size}:${String(Math.max(page - 1, 0))}:0`,
    cursor: `${size}:${String(page)}:0`,
    next_cursor: hasNext ? `${size}:${String(page + 1)}:0` : null,
    prev_page_results: page > 0,
    next_page_results: hasNext,
    page_count: rows.length,
    total_results: total,
    total_pages: Math.ceil(total / pageSize),
    results: rows.map(presentSticky),
  };
}

export async function getSticky(options: {
  db: Database;
  owner: HomeOwner;
  id: string;
}): Promise<Sticky> {
  return presentSticky(await requireSticky(options.db, options.owner, options.id));
}

export async function updateSticky(options: {
  db: Database;
  owner: HomeOwner;
  id: string;
  body: UpdateStickyBody;
}): Promise<Sticky> {
  const { db, owner, id, body } = options;
  const sticky = await requireSticky(db, owner, id);
  const [row] = await db
    .update(stickies)
    .set({ ...changesOf(body), updated_by_id: owner.userId })
    .where(eq(stickies.id, sticky.id))
    .returning();
  if (!row) throw new Error('The sticky could not be written');
  return presentSticky(row);
}

export async function deleteSticky(options: {
  db: Database;
  owner: HomeOwner;
  id: string;
}): Promise<void> {
  const sticky = await requireSticky(options.db, options.owner, options.id);
  await options.db.delete(stickies).where(eq(stickies.id, sticky.id));
}
