import { noteStarWritten } from '#web/lib/star-writes';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '#web/lib/api-client';
import { i18n } from '#web/lib/i18n';
import { KeyedCollection, patchOptimistically } from '#web/lib/keyed-collection';
import { type MutationPipeline, silentMutations } from '#web/lib/mutation';
import { Loadable } from '#web/lib/resource-store';
import {
  archiveCycle,
  checkCycleDates,
  createCycle,
  deleteCycle,
  favoriteCycle,
  getCycle,
  getCycleAnalytics,
  getCycleBurndown,
  listActiveCycles,
  listArchivedCycles,
  listCycles,
  restoreCycle,
  transferCycleIssues,
  unfavoriteCycle,
  updateCycle,
} from './cycles-api';
import type {
  ActiveCycle,
  Cycle,
  CycleAnalytics,
  CycleBody,
  CycleDetail,
  CyclePlotType,
  CycleProgressDay,
} from './cycles-wire';

/** How many current cycles one page of the workspace screen asks for. */
export const ACTIVE_CYCLES_PAGE_SIZE = 20;

/** The workspace's current cycles, read a page at a time. */
export class ActiveCyclesList {
  readonly page = new Loadable<ActiveCycle[]>([]);
  nextCursor: string | null = null;
  hasMore = false;
  isLoadingMore = false;

  constructor() {
    makeAutoObservable(this);
  }
}

/**
 * A project's cycles (live and archived, keyed by project id), each cycle's detail, burndown and
 * analytics, and the workspace's current cycles. Lives with the lazily loaded cycle screens
 * (use-cycles.ts), not in the root store: the first page of Keel carries none of it.
 */
export class CyclesStore {
  readonly #live = new KeyedCollection<Cycle>();
  readonly #archived = new KeyedCollection<Cycle>();
  readonly #details = new Map<string, Loadable<CycleDetail | null>>();
  readonly #burndowns = new Map<string, Loadable<CycleProgressDay[]>>();
  readonly #analytics = new Map<string, Loadable<CycleAnalytics | null>>();
  readonly #active = new Map<string, ActiveCyclesList>();
  readonly #api: ApiClient;
  readonly #mutations: MutationPipeline;

  constructor(api: ApiClient, mutations: MutationPipeline = silentMutations) {
    this.#api = api;
    this.#mutations = mutations;
    makeAutoObservable(this);
  }

  /** The project's live cycles, or undefined before they arrive. */
  cycles(projectId: string): Cycle[] | undefined {
    return this.#live.list(projectId);
  }

  archivedCycles(projectId: string): Cycle[] | undefined {
    return this.#archived.list(projectId);
  }

  find(projectId: string, cycleId: string): Cycle | undefined {
    return this.#live.find(projectId, cycleId) ?? this.#archived.find(projectId, cycleId);
  }

  isLoading(projectId: string): boolean {
    return this.#live.isLoading(projectId);
  }

  error(projectId: string): string | undefined {
    return this.#live.error(projectId);
  }

  archivedError(projectId: string): string | undefined {
    return this.#archived.error(projectId);
  }

  fetch(slug: string, projectId: string): Promise<void> {
    return this.#live.fetch(
      projectId,
      () => listCycles(this.#api, slug, projectId),
      i18n.t('cycles:errors.load'),
    );
  }

  fetchArchived(slug: string, projectId: string): Promise<void> {
    return this.#archived.fetch(
      projectId,
      () => listArchivedCycles(this.#api, slug, projectId),
      i18n.t('cycles:errors.load'),
    );
  }

  /** The cycle's detail (distributions), read on `loadDetail`. */
  detail(cycleId: string): Loadable<CycleDetail | null> {
    return entry(this.#details, cycleId, () => new Loadable<CycleDetail | null>(null));
  }

  /** Reads the detail again (after a change of its items, say); what is shown stays meanwhile. */
  loadDetail(slug: string, projectId: string, cycleId: string): Promise<void> {
    return this.detail(cycleId).reload(
      () => getCycle(this.#api, slug, projectId, cycleId),
      i18n.t('cycles:errors.loadOne'),
    );
  }

  burndown(cycleId: string): Loadable<CycleProgressDay[]> {
    return entry(this.#burndowns, cycleId, () => new Loadable<CycleProgressDay[]>([]));
  }

  loadBurndown(slug: string, projectId: string, cycleId: string): Promise<void> {
    return this.burndown(cycleId).reload(
      () => getCycleBurndown(this.#api, slug, projectId, cycleId),
      i18n.t('cycles:errors.loadChart'),
    );
  }

  analytics(cycleId: string, type: CyclePlotType): Loadable<CycleAnalytics | null> {
    return entry(
      this.#analytics,
      `${cycleId}|${type}`,
      () => new Loadable<CycleAnalytics | null>(null),
    );
  }

  loadAnalytics(slug: string, projectId: string, cycleId: string, type: CyclePlotType) {
    return this.analytics(cycleId, type).reload(
      () => getCycleAnalytics(this.#api, slug, projectId, cycleId, type),
      i18n.t('cycles:errors.loadChart'),
    );
  }

  /** Creates a cycle; it joins the project's list once the server has it. */
  async create(slug: string, projectId: string, body: CycleBody): Promise<Cycle> {
    const created = await createCycle(this.#api, slug, projectId, body);
    runInAction(() => {
      this.#live.append(projectId, created);
    });
    return created;
  }

  /**
   * Saves an edit. The name and description show at once; dates change the status, so the list
   * takes the server's answer. A refusal puts the previous values back and rethrows (the form
   * shows it).
   */
  async update(slug: string, projectId: string, cycleId: string, body: CycleBody): Promise<Cycle> {
    const cycle = this.#live.find(projectId, cycleId);
    const send = () => updateCycle(this.#api, slug, projectId, cycleId, body);
    const saved = cycle
      ? await patchOptimistically(cycle, { name: body.name, description: body.description }, send)
      : await send();
    runInAction(() => {
      this.#live.replace(projectId, saved);
    });
    return saved;
  }

  /** Takes the cycle out at once; a refusal puts it back and is told (the toaster). */
  async remove(slug: string, projectId: string, cycleId: string): Promise<boolean> {
    const before = this.#live.list(projectId);
    const outcome = await this.#mutations.run({
      name: 'cycles.delete',
      apply: () => {
        if (!before) return undefined;
        this.#live.set(
          projectId,
          before.filter((cycle) => cycle.id !== cycleId),
        );
        return () => {
          this.#live.set(projectId, before);
        };
      },
      send: () => deleteCycle(this.#api, slug, projectId, cycleId),
      failure: () => i18n.t('cycles:errors.delete'),
    });
    if (outcome.ok) noteStarWritten();
    return outcome.ok;
  }

  /** Stars or unstars the cycle at once; a refusal puts the star back and is told. */
  async setFavorite(slug: string, projectId: string, cycleId: string, isFavorite: boolean) {
    const cycle = this.find(projectId, cycleId);
    if (!cycle) return;
    const outcome = await this.#mutations.run({
      name: 'cycles.favorite',
      apply: () => {
        const previous = cycle.is_favorite;
        runInAction(() => {
          cycle.is_favorite = isFavorite;
        });
        return () => {
          runInAction(() => {
            cycle.is_favorite = previous;
          });
        };
      },
      send: () =>
        isFavorite
          ? favoriteCycle(this.#api, slug, projectId, cycleId)
          : unfavoriteCycle(this.#api, slug, projectId, cycleId),
      failure: () => i18n.t('cycles:errors.favorite'),
    });
    if (outcome.ok) noteStarWritten();
  }

  /**
   * Archives a completed cycle: it leaves the live list for the archived one (and everyone's
   * favorites). Rethrows a refusal for the caller to show.
   */
  async archive(slug: string, projectId: string, cycleId: string): Promise<void> {
    await archiveCycle(this.#api, slug, projectId, cycleId);
    noteStarWritten();
    const cycle = this.#live.find(projectId, cycleId);
    runInAction(() => {
      this.#live.remove(projectId, cycleId);
      if (cycle && this.#archived.list(projectId))
        this.#archived.append(projectId, {
          ...cycle,
          is_favorite: false,
          archived_at: new Date().toISOString(),
        });
    });
  }

  /** Brings an archived cycle back to the live list. Rethrows a refusal. */
  async restore(slug: string, projectId: string, cycleId: string): Promise<void> {
    await restoreCycle(this.#api, slug, projectId, cycleId);
    const cycle = this.#archived.find(projectId, cycleId);
    runInAction(() => {
      this.#archived.remove(projectId, cycleId);
      if (cycle && this.#live.list(projectId))
        this.#live.append(projectId, { ...cycle, archived_at: null });
    });
  }

  /** Whether the days are free; rejects with the server's 400 naming the overlapping cycle. */
  checkDates(
    slug: string,
    projectId: string,
    dates: { start_date: string; end_date: string; cycle_id?: string },
  ): Promise<boolean> {
    return checkCycleDates(this.#api, slug, projectId, dates);
  }

  /**
   * Moves the open work items of a cycle to another; both cycles' counts are read again. Rethrows
   * a refusal (a completed target, say) for the dialog to show.
   */
  async transfer(slug: string, projectId: string, cycleId: string, newCycleId: string) {
    await transferCycleIssues(this.#api, slug, projectId, cycleId, newCycleId);
    await this.#live.fetch(
      projectId,
      () => listCycles(this.#api, slug, projectId),
      i18n.t('cycles:errors.load'),
    );
    if (this.#details.has(cycleId)) void this.loadDetail(slug, projectId, cycleId);
  }

  /** The workspace's current cycles. */
  activeCycles(slug: string): ActiveCyclesList {
    return entry(this.#active, slug, () => new ActiveCyclesList());
  }

  /** Reads the first page of the workspace's current cycles. */
  loadActiveCycles(slug: string): Promise<void> {
    const list = this.activeCycles(slug);
    return list.page.reload(async () => {
      const page = await listActiveCycles(this.#api, slug, null, ACTIVE_CYCLES_PAGE_SIZE);
      runInAction(() => {
        list.nextCursor = page.next_cursor;
        list.hasMore = page.next_page_results;
      });
      return page.results;
    }, i18n.t('cycles:errors.loadActive'));
  }

  /** Appends the next page; a failure keeps what is shown and says so through the toaster. */
  async loadMoreActiveCycles(slug: string): Promise<void> {
    const list = this.activeCycles(slug);
    if (!list.hasMore || list.isLoadingMore || list.nextCursor === null) return;
    const cursor = list.nextCursor;
    runInAction(() => {
      list.isLoadingMore = true;
    });
    await this.#mutations.run({
      name: 'cycles.activePage',
      send: () => listActiveCycles(this.#api, slug, cursor, ACTIVE_CYCLES_PAGE_SIZE),
      commit: (page) => {
        runInAction(() => {
          list.page.set([...list.page.value, ...page.results]);
          list.nextCursor = page.next_cursor;
          list.hasMore = page.next_page_results;
        });
      },
      settle: () => {
        runInAction(() => {
          list.isLoadingMore = false;
        });
      },
      failure: () => i18n.t('cycles:errors.loadActive'),
    });
  }
}

function entry<V>(map: Map<string, V>, key: string, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
