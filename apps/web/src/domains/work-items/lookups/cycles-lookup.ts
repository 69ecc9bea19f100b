import { makeAutoObservable, runInAction } from 'mobx';
import { z } from 'zod';
import type { ApiClient } from '#web/lib/api-client';
import { i18n } from '#web/lib/i18n';
import { KeyedCollection } from '#web/lib/keyed-collection';

/** What work-item screens need of a cycle: its name, dates and status (pickers, groups, palette). */
export const CycleSummarySchema = z.object({
  id: z.string(),
  project_id: z.string(),
  name: z.string(),
  status: z.string().nullable().optional(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  archived_at: z.string().nullable().optional(),
  is_favorite: z.boolean().default(false),
});
export type CycleSummary = z.infer<typeof CycleSummarySchema>;

const CycleSummaryListSchema = z.array(CycleSummarySchema);

/** The order cycles are offered in: current, upcoming, draft; completed last (not pickable). */
const STATUS_RANK: Readonly<Record<string, number>> = {
  current: 0,
  upcoming: 1,
  draft: 2,
  completed: 3,
};

/** Cycles a picker offers, in order: current, then upcoming by start, then drafts; never completed. */
export function pickableCycles(cycles: readonly CycleSummary[]): CycleSummary[] {
  const rank = (cycle: CycleSummary) => STATUS_RANK[(cycle.status ?? 'draft').toLowerCase()] ?? 2;
  return cycles
    .filter((cycle) => rank(cycle) < 3 && !cycle.archived_at)
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        (a.start_date ?? '').localeCompare(b.start_date ?? '') ||
        a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }),
    );
}

function projectBase(slug: string, projectId: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}`;
}

export function listCycleSummaries(
  api: ApiClient,
  slug: string,
  projectId: string,
): Promise<CycleSummary[]> {
  return api.get(`${projectBase(slug, projectId)}/cycles/`, { schema: CycleSummaryListSchema });
}

/** Every cycle of the workspace the viewer may see (the palette, the sidebar's favorites). */
export function listWorkspaceCycleSummaries(api: ApiClient, slug: string): Promise<CycleSummary[]> {
  return api.get(`/api/workspaces/${encodeURIComponent(slug)}/cycles/`, {
    schema: CycleSummaryListSchema,
  });
}

/**
 * Each project's cycles as work-item screens look them up (the cycles screen keeps its own
 * store): read once per project, read again when a cycle list or a favorite changes.
 */
export class CyclesLookupStore {
  readonly #cycles = new KeyedCollection<CycleSummary>();
  readonly #api: ApiClient;
  readonly #workspaces = new Set<string>();

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this);
  }

  cycles(projectId: string): CycleSummary[] | undefined {
    return this.#cycles.list(projectId);
  }

  find(cycleId: string): CycleSummary | undefined {
    for (const list of this.#cycles.byKey.values()) {
      const found = list.find((cycle) => cycle.id === cycleId);
      if (found) return found;
    }
    return undefined;
  }

  get favorites(): CycleSummary[] {
    return [...this.#cycles.byKey.values()]
      .flat()
      .filter((cycle) => cycle.is_favorite && !cycle.archived_at);
  }

  fetch(slug: string, projectId: string): Promise<void> {
    return this.#cycles.fetch(
      projectId,
      () => listCycleSummaries(this.#api, slug, projectId),
      i18n.t('work-items:errors.loadCycles'),
    );
  }

  ensureLoaded(slug: string, projectId: string): Promise<void> {
    if (this.#cycles.list(projectId) && !this.#cycles.error(projectId)) return Promise.resolve();
    return this.fetch(slug, projectId);
  }

  /** Reads the cycles of every project once; a project already read keeps its list. */
  async ensureWorkspace(slug: string): Promise<void> {
    if (this.#workspaces.has(slug)) return;
    this.#workspaces.add(slug);
    try {
      const cycles = await listWorkspaceCycleSummaries(this.#api, slug);
      const byProject = new Map<string, CycleSummary[]>();
      for (const cycle of cycles)
        byProject.set(cycle.project_id, [...(byProject.get(cycle.project_id) ?? []), cycle]);
      runInAction(() => {
        for (const [projectId, list] of byProject)
          if (!this.#cycles.list(projectId)) this.#cycles.set(projectId, list);
      });
    } catch {
      this.#workspaces.delete(slug);
    }
  }
}
