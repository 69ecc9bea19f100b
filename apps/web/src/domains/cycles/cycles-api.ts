import type { ApiClient } from '#web/lib/api-client';
import type {
  ActiveCycle,
  Cycle,
  CycleAnalytics,
  CycleBody,
  CycleDetail,
  CyclePlotType,
  CycleProgress,
  CycleProgressDay,
  CursorPage,
} from './cycles-wire';

function project(slug: string, projectId: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}/`;
}

function cycles(slug: string, projectId: string): string {
  return `${project(slug, projectId)}cycles/`;
}

function cycle(slug: string, projectId: string, cycleId: string): string {
  return `${cycles(slug, projectId)}${encodeURIComponent(cycleId)}/`;
}

/** The project's live (not archived) cycles. */
export function listCycles(api: ApiClient, slug: string, projectId: string): Promise<Cycle[]> {
  return api.get<Cycle[]>(cycles(slug, projectId));
}

/** The project's archived cycles. */
export function listArchivedCycles(
  api: ApiClient,
  slug: string,
  projectId: string,
): Promise<Cycle[]> {
  return api.get<Cycle[]>(`${project(slug, projectId)}archived-cycles/`);
}

/** One cycle with its distributions (and estimate distributions when points are on). */
export function getCycle(
  api: ApiClient,
  slug: string,
  projectId: string,
  cycleId: string,
): Promise<CycleDetail> {
  return api.get<CycleDetail>(cycle(slug, projectId, cycleId));
}

export function createCycle(
  api: ApiClient,
  slug: string,
  projectId: string,
  body: CycleBody,
): Promise<Cycle> {
  return api.post<Cycle>(cycles(slug, projectId), body);
}

export function updateCycle(
  api: ApiClient,
  slug: string,
  projectId: string,
  cycleId: string,
  body: CycleBody,
): Promise<Cycle> {
  return api.patch<Cycle>(cycle(slug, projectId, cycleId), body);
}

/** Answers 204. */
export async function deleteCycle(
  api: ApiClient,
  slug: string,
  projectId: string,
  cycleId: string,
): Promise<void> {
  await api.delete(cycle(slug, projectId, cycleId));
}

export async function favoriteCycle(
  api: ApiClient,
  slug: string,
  projectId: string,
  cycleId: string,
): Promise<void> {
  await api.post(`${project(slug, projectId)}user-favorite-cycles/`, { cycle: cycleId });
}

export async function unfavoriteCycle(
  api: ApiClient,
  slug: string,
  projectId: string,
  cycleId: string,
): Promise<void> {
  await api.delete(
    `${project(slug, projectId)}user-favorite-cycles/${encodeURIComponent(cycleId)}/`,
  );
}

/** Only a completed cycle may be archived; the server refuses the others with 400. */
export async function archiveCycle(
  api: ApiClient,
  slug: string,
  projectId: string,
  cycleId: string,
): Promise<void> {
  await api.post(`${cycle(slug, projectId, cycleId)}archive/`);
}

export async function restoreCycle(
  api: ApiClient,
  slug: string,
  projectId: string,
  cycleId: string,
): Promise<void> {
  await api.delete(`${cycle(slug, projectId, cycleId)}archive/`);
}

/**
 * Whether the dates are free in the project (`cycleId`: the cycle being edited, left out of the
 * comparison). The server answers 400 naming the cycle they overlap; that rejects here.
 */
export async function checkCycleDates(
  api: ApiClient,
  slug: string,
  projectId: string,
  body: { start_date: string; end_date: string; cycle_id?: string },
): Promise<boolean> {
  const answer = await api.post<{ status?: boolean }>(
    `${cycles(slug, projectId)}date-check/`,
    body,
  );
  return answer.status !== false;
}

/** Moves the cycle's open work items (not completed or cancelled) to another cycle. */
export async function transferCycleIssues(
  api: ApiClient,
  slug: string,
  projectId: string,
  cycleId: string,
  newCycleId: string,
): Promise<void> {
  await api.post(`${cycle(slug, projectId, cycleId)}transfer-issues/`, {
    new_cycle_id: newCycleId,
  });
}

export function getCycleProgress(
  api: ApiClient,
  slug: string,
  projectId: string,
  cycleId: string,
): Promise<CycleProgress> {
  return api.get<CycleProgress>(`${cycle(slug, projectId, cycleId)}progress/`);
}

export function getCycleAnalytics(
  api: ApiClient,
  slug: string,
  projectId: string,
  cycleId: string,
  type: CyclePlotType,
): Promise<CycleAnalytics> {
  return api.get<CycleAnalytics>(`${cycle(slug, projectId, cycleId)}analytics/`, {
    query: { type },
  });
}

/** The burndown: one row per day of the cycle. */
export function getCycleBurndown(
  api: ApiClient,
  slug: string,
  projectId: string,
  cycleId: string,
): Promise<CycleProgressDay[]> {
  return api.get<CycleProgressDay[]>(`${cycle(slug, projectId, cycleId)}cycle-progress/`);
}

/** One page of the workspace's current cycles. */
export function listActiveCycles(
  api: ApiClient,
  slug: string,
  cursor: string | null,
  perPage: number,
): Promise<CursorPage<ActiveCycle>> {
  return api.get<CursorPage<ActiveCycle>>(
    `/api/workspaces/${encodeURIComponent(slug)}/active-cycles/`,
    { query: { per_page: perPage, cursor } },
  );
}
