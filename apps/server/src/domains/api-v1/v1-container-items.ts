import type { z } from 'zod';
import type { V1ContainerItemsQuerySchema } from '@keel/core';
import type { Database } from '#server/db/client';
import {
  LIST_ORDER_FIELDS,
  listWorkItems,
  loadVisibleWorkItems,
  projectListScope,
} from '#server/domains/work-items';
import type { ProjectActor } from '#server/plugins/project-actor';
import { pickV1Fields } from './presenters';
import { presentV1WorkItems } from './v1-work-items.queries';

/** Plane's ordering of a cycle's or module's items when `order_by` is absent or unknown. */
const CONTAINER_ORDER = 'created_at';

function containerOrder(raw: string | undefined): string {
  const name = raw?.trim().replace(/^-/, '') ?? '';
  return raw !== undefined && Object.hasOwn(LIST_ORDER_FIELDS, name) ? raw.trim() : CONTAINER_ORDER;
}

/**
 * `cycle-issues/` and `module-issues/` GET: a page of the container's work items in v1 shape,
 * through the app's list query (so guests see what the app shows them) and V1's presenter.
 */
export async function listV1ContainerItems(options: {
  db: Database;
  actor: ProjectActor;
  container: { cycleId: string } | { moduleId: string };
  query: z.output<typeof V1ContainerItemsQuerySchema>;
}) {
  const { db, actor, container, query } = options;
  const page = await listWorkItems({
    db,
    scope: { ...projectListScope(actor), ...container },
    query: {
      cursor: query.cursor,
      per_page: query.per_page,
      order_by: containerOrder(query.order_by),
    },
  });
  const ids = Array.isArray(page.results) ? page.results.map((item) => item.id) : [];
  const records = await loadVisibleWorkItems(db, actor, ids);
  const items = await presentV1WorkItems(db, records, query.expand);
  return {
    results: items.map((item) => pickV1Fields(item, query.fields)),
    next_cursor: page.next_cursor,
    prev_cursor: page.prev_cursor,
    next_page_results: page.next_page_results,
    prev_page_results: page.prev_page_results,
    count: page.count,
    total_pages: page.total_pages,
    total_results: page.total_results,
    extra_stats: null,
  };
}
