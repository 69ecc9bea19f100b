import {
  canCreateInContext,
  canQuickAddInContext,
  type EstimatePoint,
  type Label,
  type Layout,
  type ProjectMember,
  type State,
  type WorkItem,
  type WorkItemListContext,
  type WorkItemOrderLookups,
  type WorkItemViewer,
  canDeleteWorkItem,
  canEditWorkItem,
  perPageFor,
  workItemOwnership,
} from '@keel/core';
import { makeAutoObservable, reaction } from 'mobx';
import { type FetchWorkItemPage, WorkItemList, type WorkItemListQuery } from './work-item-list';
import type { WorkItemListSettings } from '../user-properties/work-item-list-settings';
import { WorkItemSelection } from './work-item-selection';
import type { Module } from '#web/domains/modules/modules-wire';
import type { CycleSummary } from './lookups/cycles-lookup';
import type { WorkItemsStore } from './work-items-store';

/** The entities of the project(s) a list shows, for drawing and editing item properties. */
export interface WorkItemLookups {
  states(projectId: string): State[];
  labels(projectId: string): Label[];
  members(projectId: string): ProjectMember[];
  /** Points of the project's active estimate; empty when it has none. */
  estimatePoints(projectId: string): EstimatePoint[];
  /** The project's identifier (WEB in WEB-12). */
  projectIdentifier(projectId: string): string;
  /**
   * A state, label or member (by user id) of any loaded project: lists that span projects name
   * their groups and filter values with these, not knowing which project a key belongs to.
   */
  findState(id: string): State | undefined;
  findLabel(id: string): Label | undefined;
  findMember(id: string): ProjectMember | undefined;
  /** A project's name; undefined until the workspace's projects are loaded. */
  projectName(projectId: string): string | undefined;
  /** The project's cycles and live modules; empty while loading or when the feature is off. */
  cycles(projectId: string): CycleSummary[];
  modules(projectId: string): Module[];
  findCycle(id: string): CycleSummary | undefined;
  findModule(id: string): Module | undefined;
  /** Whether the project has cycles (modules) turned on; false while the project is unknown. */
  hasCycles(projectId: string): boolean;
  hasModules(projectId: string): boolean;
}

/** The one cycle or module a list is of. */
export interface WorkItemListScope {
  kind: 'cycle' | 'module';
  id: string;
}

/** Whether an item belongs in a cycle's or a module's list (any item, for other lists). */
export function isInScope(
  item: Pick<WorkItem, 'cycle_id' | 'module_ids'>,
  scope: WorkItemListScope | null,
): boolean {
  if (scope === null) return true;
  return scope.kind === 'cycle' ? item.cycle_id === scope.id : item.module_ids.includes(scope.id);
}

/**
 * Everything one work-item screen shares between its header, its layouts and its bulk bar: where
 * it is (workspace, project, context), the list of ids and the user's settings for it, the
 * selection, and what the viewer may do here.
 */
export class WorkItemsScreenModel {
  readonly slug: string;
  /** The project of a project context; null where a list spans projects. */
  readonly projectId: string | null;
  /** The cycle or module a `cycle` or `module` list shows the items of; null elsewhere. */
  readonly scope: WorkItemListScope | null;
  readonly context: WorkItemListContext;
  readonly store: WorkItemsStore;
  readonly settings: WorkItemListSettings;
  readonly list: WorkItemList;
  readonly selection = new WorkItemSelection();
  readonly lookups: WorkItemLookups;
  /**
   * Whether the viewer's role lets them change items (member or admin of a live project). It can
   * arrive after the list starts loading: the list does not wait for the project.
   */
  mayEdit: boolean;
  /**
   * The viewer as the permission kernel reads one, in a live project; null when unknown. It lets a
   * guest edit the items they created (canEditItem), as the server does.
   */
  viewer: WorkItemViewer | null = null;
  /** The item open in the peek view; null when none is. */
  peekId: string | null = null;
  /** Whether the full create dialog is open. */
  isCreateOpen = false;
  /**
   * Parameters the current layout adds to every request: the calendar's date range and its
   * grouping by day, for example. Null when the layout adds none.
   */
  layoutParams: Record<string, string> | null = null;
  /** The layout that set layoutParams: they apply only while it is shown. */
  layoutParamsOf: Layout | null = null;

  constructor(options: {
    slug: string;
    projectId: string | null;
    context: WorkItemListContext;
    store: WorkItemsStore;
    settings: WorkItemListSettings;
    fetchPage: FetchWorkItemPage;
    lookups: WorkItemLookups;
    canEdit: boolean;
    scope?: WorkItemListScope | null;
  }) {
    this.slug = options.slug;
    this.projectId = options.projectId;
    this.scope = options.scope ?? null;
    this.context = options.context;
    this.store = options.store;
    this.settings = options.settings;
    this.lookups = options.lookups;
    this.mayEdit = options.canEdit;
    const { lookups } = options;
    const orderLookups: WorkItemOrderLookups = {
      stateName: (id) => lookups.findState(id)?.name,
      labelName: (id) => lookups.findLabel(id)?.name,
      memberFirstName: (id) => lookups.findMember(id)?.member_detail.first_name,
      cycleName: (id) => lookups.findCycle(id)?.name,
      moduleName: (id) => lookups.findModule(id)?.name,
      estimatePointKey: (id) =>
        this.projectId
          ? lookups.estimatePoints(this.projectId).find((point) => point.id === id)?.key
          : undefined,
    };
    this.list = new WorkItemList({
      store: options.store,
      fetchPage: options.fetchPage,
      lookups: orderLookups,
      // Drafts live only in the drafts list, and every other list leaves them out; a cycle's or a
      // module's list holds only its items, so an item moved out leaves it at once.
      accepts: (item) =>
        (this.projectId === null || item.project_id === this.projectId) &&
        item.is_draft === (this.context === 'workspace_drafts') &&
        isInScope(item, this.scope),
    });
    makeAutoObservable<this, 'list' | 'settings' | 'store' | 'selection' | 'lookups'>(this, {
      list: false,
      settings: false,
      store: false,
      selection: false,
      lookups: false,
    });
  }

  /** Whether the viewer may change items here (not a guest, not an archived list). */
  get canEdit(): boolean {
    return this.mayEdit && this.context !== 'archived';
  }

  /**
   * Whether the viewer may select items for a bulk action: as canEdit, and in the archive too,
   * where members restore or delete what it holds.
   */
  get canSelect(): boolean {
    return this.mayEdit;
  }

  /** Sets what the viewer's role allows, once the project (and so the role) is known. */
  setMayEdit(mayEdit: boolean): void {
    this.mayEdit = mayEdit;
  }

  /** Sets the viewer (see `viewer`); a viewer equal to the current one changes nothing. */
  setViewer(viewer: WorkItemViewer | null): void {
    const current = this.viewer;
    const isSame =
      current === viewer ||
      (current !== null &&
        viewer !== null &&
        current.userId === viewer.userId &&
        current.role === viewer.role &&
        current.guestViewAllFeatures === viewer.guestViewAllFeatures);
    if (!isSame) this.viewer = viewer;
  }

  /** Whether the viewer may change this item here: canEdit, or the kernel's rule for the item. */
  canEditItem(item: WorkItem): boolean {
    if (this.canEdit) return true;
    if (this.context === 'archived' || this.viewer === null) return false;
    return canEditWorkItem(this.viewer, workItemOwnership(item));
  }

  /**
   * Whether the viewer may delete this item here: the kernel's rule (admins, its creator) once the
   * viewer is known, else as canEdit.
   */
  canDeleteItem(item: WorkItem): boolean {
    if (this.viewer === null) return this.canEdit;
    return this.context !== 'archived' && canDeleteWorkItem(this.viewer, workItemOwnership(item));
  }

  get canCreate(): boolean {
    return this.canEdit && canCreateInContext(this.context);
  }

  get canQuickAdd(): boolean {
    return this.canEdit && canQuickAddInContext(this.context);
  }

  /** The query the list should show for the current settings. */
  get query(): WorkItemListQuery {
    const display = this.settings.display;
    return {
      filters: this.settings.filters,
      display,
      perPage: perPageFor(display.layout, display.group_by !== null, display.sub_group_by !== null),
      ...(this.layoutParams && this.layoutParamsOf === display.layout
        ? { extraParams: this.layoutParams }
        : {}),
    };
  }

  openPeek(id: string | null): void {
    this.peekId = id;
  }

  /** Set by a layout that needs more parameters (the calendar's range); null clears them. */
  setLayoutParams(params: Record<string, string> | null): void {
    this.layoutParams = params;
    this.layoutParamsOf = params ? this.settings.display.layout : null;
  }

  setCreateOpen(isOpen: boolean): void {
    this.isCreateOpen = isOpen;
  }

  /**
   * Keeps the list loaded for the settings: the first load and a layout change show the init
   * loader; other changes (filters, grouping, order) refetch behind the rows on screen (spec §4).
   * `onRefresh` registers the list's reload for a realtime resync and answers how to unregister.
   * Returns the function that stops it.
   */
  start(onRefresh?: (refresh: () => Promise<void>) => () => void): () => void {
    const stopListening = this.list.attach();
    const stopRefreshing = onRefresh?.(() => this.list.reload());
    let lastLayout: Layout | null = null;
    const stopReacting = reaction(
      () => (this.settings.isLoaded ? JSON.stringify(this.query) : null),
      (key) => {
        if (key === null) return;
        const query = this.query;
        const mode =
          lastLayout === null || lastLayout !== query.display.layout ? 'init-loader' : 'mutation';
        lastLayout = query.display.layout;
        this.selection.clear();
        void this.list.load(query, mode);
      },
      { fireImmediately: true },
    );
    return () => {
      stopReacting();
      stopListening();
      stopRefreshing?.();
    };
  }
}
