import type { RealtimeEntity } from '@keel/core';
import { reaction } from 'mobx';
import type { ApiClient } from '../lib/api-client';
import { CataloguesStore } from '../domains/catalogues/catalogues-store';
import { CommandPaletteStore } from '../domains/command-palette/command-palette-store';
import { EstimatesStore } from '../domains/estimates/estimates-store';
import { EmailSettingsStore } from '../domains/instances/admin/email-settings-store';
import { InstanceAdminStore } from '../domains/instances/admin/instance-admin-store';
import { InstanceStore } from '../domains/instances/instance-store';
import { InvitationsStore } from '../domains/invitations/invitations-store';
import { LabelsStore } from '../domains/labels/labels-store';
import { startLocalCacheWorker } from '../domains/local-cache/local-cache-client';
import { canRunLocalCache, removeLocalCacheFiles } from '../domains/local-cache/local-cache-files';
import { LocalCachePreferences } from '../domains/local-cache/local-cache-preferences';
import { registerLocalCacheRealtime } from '../domains/local-cache/local-cache-realtime';
import { LocalCacheStore } from '../domains/local-cache/local-cache-store';
import type { OfflineQueue } from '../domains/local-cache/offline-queue';
import { createOfflineQueue, sendWhenBack } from '../domains/local-cache/offline-queue-setup';
import { localToday, localViewerOf } from '../domains/local-cache/local-viewer';
import { ModulesStore } from '../domains/modules/modules-store';
import { MembersStore } from '../domains/members/members-store';
import { registerMembersRealtime } from '../domains/members/members-realtime';
import { ProjectMembersStore } from '../domains/members/project-members-store';
import { ProjectsStore } from '../domains/projects/projects-store';
import { registerProjectsRealtime } from '../domains/projects/projects-realtime';
import {
  type ProjectListReader,
  RealtimeDispatcher,
  registerProjectListRealtime,
} from '../domains/realtime/realtime-dispatcher';
import {
  browserEnvironment,
  RealtimeConnection,
  type RealtimeEnvironment,
} from '../domains/realtime/realtime-connection';
import { RealtimeRegistry } from '../domains/realtime/realtime-registry';
import { type ThemeEnvironment, ThemeStore } from '../domains/theme/theme-store';
import { THEME_PREFERENCES } from '../domains/theme/theme-preference';
import { parseLanguage, switchLanguage } from '../domains/users/languages';
import { currentLanguage } from '../lib/i18n';
import { UserStore } from '../domains/users/user-store';
import { StatesStore } from '../domains/states/states-store';
import { WorkspacesStore } from '../domains/workspaces/workspaces-store';
import { registerWorkspacesRealtime } from '../domains/workspaces/workspaces-realtime';
import { WorkItemsStore } from '../domains/work-items/work-items-store';
import type { NewItemContext } from '../domains/work-items/offline-forms';
import { CyclesLookupStore } from '../domains/work-items/lookups/cycles-lookup';
import { registerWorkItemsRealtime } from '../domains/work-items/work-items-realtime';
import { showErrorToast } from '../ui/Toaster';
import { noteInboxChanged, noteIntakeChanged } from '../lib/change-signals';
import { forgetOfflineAnswers } from '../sw/offline-caches';

export interface RootStoreOptions {
  api: ApiClient;
  themeEnvironment: ThemeEnvironment;
  /** The realtime socket's browser parts; the page's WebSocket and network events by default. */
  realtimeEnvironment?: RealtimeEnvironment;
}

/** Every domain store, built once per page load and shared through StoreContext. */
export class RootStore {
  /** The client every store calls the server through. */
  readonly api: ApiClient;
  readonly instance: InstanceStore;
  readonly instanceAdmin: InstanceAdminStore;
  readonly emailSettings: EmailSettingsStore;
  readonly theme: ThemeStore;
  readonly user: UserStore;
  readonly workspaces: WorkspacesStore;
  readonly members: MembersStore;
  readonly projectMembers: ProjectMembersStore;
  readonly invitations: InvitationsStore;
  readonly projects: ProjectsStore;
  readonly estimates: EstimatesStore;
  readonly catalogues: CataloguesStore;
  readonly states: StatesStore;
  readonly labels: LabelsStore;
  readonly modules: ModulesStore;
  /** Each project's cycles as work-item lists, pickers and the palette name them. */
  readonly cycleLookups: CyclesLookupStore;
  /** The browser's SQL cache of work items (issue 21): lists answered locally, kept in sync. */
  readonly localCache: LocalCacheStore;
  readonly workItems: WorkItemsStore;
  /** Work-item writes made while the server cannot be reached, waiting in the cache (issue 21). */
  readonly offlineQueue: OfflineQueue;
  /** Who shows what: open details and lists register here to hear of realtime changes. */
  readonly realtimeWatchers = new RealtimeRegistry();
  /** The page's realtime connection (issue 8); workspace screens subscribe to their workspace. */
  readonly realtime: RealtimeConnection;
  /** The command palette, the shortcuts modal and requests they make of the screens. */
  readonly commandPalette = new CommandPaletteStore();

  constructor({ api, themeEnvironment, realtimeEnvironment }: RootStoreOptions) {
    this.api = api;
    this.instance = new InstanceStore(api);
    this.instanceAdmin = new InstanceAdminStore(api, this.instance);
    this.emailSettings = new EmailSettingsStore(api, this.instance);
    this.theme = new ThemeStore(themeEnvironment);
    this.user = new UserStore(api);
    this.workspaces = new WorkspacesStore(api);
    this.members = new MembersStore(api);
    this.projectMembers = new ProjectMembersStore(api);
    this.invitations = new InvitationsStore(api);
    this.projects = new ProjectsStore(api);
    this.estimates = new EstimatesStore(api);
    this.catalogues = new CataloguesStore(api);
    this.states = new StatesStore(api);
    this.labels = new LabelsStore(api);
    this.modules = new ModulesStore(api);
    this.cycleLookups = new CyclesLookupStore(api);
    this.localCache = new LocalCacheStore({
      startWorker: startLocalCacheWorker,
      preferences: new LocalCachePreferences(
        typeof localStorage === 'undefined' ? null : localStorage,
      ),
      currentUserId: () => this.user.user?.id,
      viewerOf: (slug, projectId) =>
        localViewerOf(
          this.projects.get(projectId),
          this.workspaces.roleBySlug.get(slug),
          this.user.user?.id,
        ),
      removeFiles: removeLocalCacheFiles,
      isSupported: canRunLocalCache(),
      today: () => localToday(),
    });
    this.workItems = new WorkItemsStore({
      api,
      stateGroupOf: (stateId) => this.states.find(stateId)?.group,
      notifyError: showErrorToast,
      draftCountChanged: (slug, delta) => {
        this.workspaces.changeDraftCount(slug, delta);
      },
      mirror: this.localCache,
      newItemContext: (slug, projectId) => this.#newItemContext(slug, projectId),
    });
    this.offlineQueue = createOfflineQueue({
      api,
      localCache: this.localCache,
      workItems: this.workItems,
      notify: showErrorToast,
    });
    this.realtime = new RealtimeConnection({
      environment: realtimeEnvironment ?? browserEnvironment(),
      handlers: this.#realtimeHandlers(),
    });
  }

  /** Realtime events reach the stores through each domain's own handlers (`*-realtime.ts`). */
  #realtimeHandlers(): RealtimeDispatcher {
    const dispatcher = new RealtimeDispatcher({
      slugOf: (workspaceId) => this.workspaces.list.find((entry) => entry.id === workspaceId)?.slug,
    });
    const projectIdsOf = (slug: string) =>
      this.projects.list(slug)?.map((project) => project.id) ?? [];
    registerWorkItemsRealtime(dispatcher, {
      workItems: this.workItems,
      registry: this.realtimeWatchers,
      currentUserId: () => this.user.user?.id,
    });
    registerLocalCacheRealtime(dispatcher, this.localCache);
    const lists: [RealtimeEntity, ProjectListReader][] = [
      [
        'state',
        { isLoaded: (id) => !!this.states.states(id), fetch: (s, id) => this.states.fetch(s, id) },
      ],
      [
        'label',
        { isLoaded: (id) => !!this.labels.labels(id), fetch: (s, id) => this.labels.fetch(s, id) },
      ],
      [
        'cycle',
        {
          isLoaded: (id) => !!this.cycleLookups.cycles(id),
          fetch: (s, id) => this.cycleLookups.fetch(s, id),
        },
      ],
      [
        'module',
        {
          isLoaded: (id) => !!this.modules.modules(id),
          fetch: (s, id) => this.modules.fetch(s, id),
        },
      ],
    ];
    for (const [entity, reader] of lists)
      registerProjectListRealtime(dispatcher, [entity], reader, projectIdsOf);
    registerMembersRealtime(
      dispatcher,
      { members: this.members, projectMembers: this.projectMembers },
      projectIdsOf,
    );
    registerProjectsRealtime(dispatcher, this.projects);
    // New notifications: the inbox and the sidebar's count read again (lib/change-signals.ts).
    dispatcher.on(['notification'], (_event, slug) => {
      noteInboxChanged(slug);
    });
    // A request asked, triaged or edited: the project's intake and its count read again.
    dispatcher.on(['intake_item'], (event) => {
      if (event.project_id !== null) noteIntakeChanged(event.project_id);
    });
    registerWorkspacesRealtime(dispatcher, this.workspaces);
    return dispatcher;
  }

  /** What an item created offline in the project starts from; null while the project is unknown. */
  #newItemContext(slug: string, projectId: string): NewItemContext | null {
    const project = this.projects.get(projectId);
    const userId = this.user.user?.id;
    const workspaceId = this.workspaces.list.find((entry) => entry.slug === slug)?.id;
    if (!project || userId === undefined || workspaceId === undefined) return null;
    const states = this.states.states(projectId) ?? [];
    const defaultState =
      states.find((state) => state.id === project.default_state) ??
      states.find((state) => state.default);
    return {
      workspaceId,
      userId,
      defaultState: defaultState ? { id: defaultState.id, group: defaultState.group } : null,
      stateGroupOf: (stateId) => this.states.find(stateId)?.group,
      defaultAssigneeId: project.default_assignee,
    };
  }

  /**
   * Sends writes that waited offline as soon as the server can be reached again (the browser's
   * online event, or the realtime connection going live). Answers the function that stops.
   */
  sendQueuedWritesWhenBack(): () => void {
    return sendWhenBack(this.offlineQueue, (onLive) =>
      reaction(
        () => this.realtime.status === 'live',
        (isLive) => {
          if (isLive) onLive();
        },
      ),
    );
  }

  /**
   * Follows the signed-in person's saved theme and language once their profile arrives, so that a
   * new browser looks the way they left Keel. Returns the function that stops following.
   */
  followProfilePreferences(): () => void {
    const stopTheme = reaction(
      () => this.user.profile?.theme.theme,
      (saved) => {
        const preference = THEME_PREFERENCES.find((known) => known === saved);
        if (preference !== undefined && preference !== this.theme.preference)
          this.theme.setPreference(preference);
      },
    );
    const stopLanguage = reaction(
      () => this.user.profile?.language,
      (saved) => {
        if (!saved) return;
        const language = parseLanguage(saved);
        if (language !== currentLanguage()) switchLanguage(language);
      },
    );
    return () => {
      stopTheme();
      stopLanguage();
    };
  }

  /**
   * Signs out (spec §2): the theme goes back to the system's (spec §9), then the form post leaves
   * the page, so every store starts empty on the next load.
   */
  async signOut(): Promise<void> {
    this.theme.setPreference('system');
    // The work items cached in this browser go before the person does, and so do the API
    // answers the offline worker kept for them (sw/offline-caches.ts says when else they go).
    await this.localCache.forgetAll();
    await forgetOfflineAnswers();
    await this.user.signOut();
  }
}
