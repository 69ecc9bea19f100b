import { noteStarWritten } from '#web/lib/star-writes';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '#web/lib/api-client';
import { i18n } from '#web/lib/i18n';
import { KeyedCollection, patchOptimistically } from '#web/lib/keyed-collection';
import {
  archiveModule,
  createModule,
  createModuleLink,
  deleteModule,
  deleteModuleLink,
  favoriteModule,
  fetchModule,
  listArchivedModules,
  listModules,
  listWorkspaceModules,
  restoreModule,
  unfavoriteModule,
  updateModule,
  updateModuleLink,
} from './modules-api';
import type { Module, ModuleBody, ModuleLinkBody } from './modules-wire';

/**
 * Each project's modules (live and archived), keyed by project id: the modules screen, the module
 * pickers and group headers of work-item lists, the palette and the sidebar's favorites read them.
 */
export class ModulesStore {
  readonly #live = new KeyedCollection<Module>();
  readonly #archived = new KeyedCollection<Module>();
  readonly #api: ApiClient;
  /** Workspaces whose modules of every project were read (favorites, palette). */
  readonly #workspaces = new Set<string>();

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this);
  }

  /** The project's live modules, undefined until they arrive. */
  modules(projectId: string): Module[] | undefined {
    return this.#live.list(projectId);
  }

  archived(projectId: string): Module[] | undefined {
    return this.#archived.list(projectId);
  }

  isLoading(projectId: string): boolean {
    return this.#live.isLoading(projectId);
  }

  isArchivedLoading(projectId: string): boolean {
    return this.#archived.isLoading(projectId);
  }

  error(projectId: string): string | undefined {
    return this.#live.error(projectId);
  }

  archivedError(projectId: string): string | undefined {
    return this.#archived.error(projectId);
  }

  /** A module of any loaded project, live or archived. */
  find(moduleId: string): Module | undefined {
    for (const collection of [this.#live, this.#archived])
      for (const list of collection.byKey.values()) {
        const found = list.find((module) => module.id === moduleId);
        if (found) return found;
      }
    return undefined;
  }

  /** Favorite live modules of every loaded project. */
  get favorites(): Module[] {
    return [...this.#live.byKey.values()].flat().filter((module) => module.is_favorite);
  }

  fetch(slug: string, projectId: string): Promise<void> {
    return this.#live.fetch(
      projectId,
      () => listModules(this.#api, slug, projectId),
      i18n.t('work-items:errors.loadModules'),
    );
  }

  /** Reads the project's modules unless they are already here or on their way. */
  ensureLoaded(slug: string, projectId: string): Promise<void> {
    if (this.#live.list(projectId) && !this.#live.error(projectId)) return Promise.resolve();
    return this.fetch(slug, projectId);
  }

  fetchArchived(slug: string, projectId: string): Promise<void> {
    return this.#archived.fetch(
      projectId,
      () => listArchivedModules(this.#api, slug, projectId),
      i18n.t('work-items:errors.loadModules'),
    );
  }

  /**
   * Reads the modules of every project of the workspace once (the sidebar's favorites, the
   * palette); a project whose list is already here keeps it. Failures leave things as they were.
   */
  async ensureWorkspace(slug: string): Promise<void> {
    if (this.#workspaces.has(slug)) return;
    this.#workspaces.add(slug);
    try {
      const modules = await listWorkspaceModules(this.#api, slug);
      const byProject = new Map<string, Module[]>();
      for (const module of modules)
        byProject.set(module.project_id, [...(byProject.get(module.project_id) ?? []), module]);
      runInAction(() => {
        for (const [projectId, list] of byProject)
          if (!this.#live.list(projectId)) this.#live.set(projectId, list);
      });
    } catch {
      this.#workspaces.delete(slug);
    }
  }

  /** Reads one module again (its counts change as items move) and puts it in place. */
  async refresh(slug: string, projectId: string, moduleId: string): Promise<Module> {
    const module = await fetchModule(this.#api, slug, projectId, moduleId);
    runInAction(() => {
      this.#put(module);
    });
    return module;
  }

  async create(slug: string, projectId: string, body: ModuleBody): Promise<Module> {
    const module = await createModule(this.#api, slug, projectId, body);
    runInAction(() => {
      this.#live.append(projectId, module);
    });
    return module;
  }

  /** Shows the change at once; a refusal puts the previous values back and is rethrown. */
  async update(
    slug: string,
    projectId: string,
    moduleId: string,
    patch: Partial<ModuleBody>,
  ): Promise<void> {
    const module = this.#live.find(projectId, moduleId);
    if (!module) {
      const saved = await updateModule(this.#api, slug, projectId, moduleId, patch);
      runInAction(() => {
        this.#put(saved);
      });
      return;
    }
    const saved = await patchOptimistically(module, patch, () =>
      updateModule(this.#api, slug, projectId, moduleId, patch),
    );
    runInAction(() => {
      this.#put(saved);
    });
  }

  async remove(slug: string, projectId: string, moduleId: string): Promise<void> {
    await deleteModule(this.#api, slug, projectId, moduleId);
    noteStarWritten();
    runInAction(() => {
      this.#live.remove(projectId, moduleId);
      this.#archived.remove(projectId, moduleId);
    });
  }

  /** Stars or unstars at once; a refusal puts the star back and is rethrown. */
  async setFavorite(
    slug: string,
    projectId: string,
    moduleId: string,
    isFavorite: boolean,
  ): Promise<void> {
    const module = this.#live.find(projectId, moduleId);
    const send = () =>
      isFavorite
        ? favoriteModule(this.#api, slug, projectId, moduleId)
        : unfavoriteModule(this.#api, slug, projectId, moduleId);
    if (!module) await send();
    else await patchOptimistically(module, { is_favorite: isFavorite }, send);
    noteStarWritten();
  }

  /** Archives a completed or cancelled module: it leaves the live list (and every favorite). */
  async archive(slug: string, projectId: string, moduleId: string): Promise<void> {
    const archivedAt = await archiveModule(this.#api, slug, projectId, moduleId);
    noteStarWritten();
    runInAction(() => {
      const module = this.#live.find(projectId, moduleId);
      this.#live.remove(projectId, moduleId);
      if (module && this.#archived.list(projectId))
        this.#archived.append(projectId, {
          ...module,
          archived_at: archivedAt,
          is_favorite: false,
        });
    });
  }

  async restore(slug: string, projectId: string, moduleId: string): Promise<void> {
    await restoreModule(this.#api, slug, projectId, moduleId);
    runInAction(() => {
      const module = this.#archived.find(projectId, moduleId);
      this.#archived.remove(projectId, moduleId);
      if (module && this.#live.list(projectId))
        this.#live.append(projectId, { ...module, archived_at: null });
    });
  }

  async addLink(
    slug: string,
    projectId: string,
    moduleId: string,
    body: ModuleLinkBody,
  ): Promise<void> {
    const link = await createModuleLink(this.#api, slug, projectId, moduleId, body);
    runInAction(() => {
      const module = this.find(moduleId);
      if (module) this.#put({ ...module, link_module: [...module.link_module, link] });
    });
  }

  async updateLink(
    slug: string,
    projectId: string,
    moduleId: string,
    linkId: string,
    body: ModuleLinkBody,
  ): Promise<void> {
    const link = await updateModuleLink(this.#api, slug, projectId, moduleId, linkId, body);
    runInAction(() => {
      const module = this.find(moduleId);
      if (module)
        this.#put({
          ...module,
          link_module: module.link_module.map((entry) => (entry.id === linkId ? link : entry)),
        });
    });
  }

  async removeLink(
    slug: string,
    projectId: string,
    moduleId: string,
    linkId: string,
  ): Promise<void> {
    await deleteModuleLink(this.#api, slug, projectId, moduleId, linkId);
    runInAction(() => {
      const module = this.find(moduleId);
      if (module)
        this.#put({
          ...module,
          link_module: module.link_module.filter((entry) => entry.id !== linkId),
        });
    });
  }

  /**
   * A module read from the server, in place in its list (live or archived) or added to it; a list
   * not read yet stays so (it would otherwise look complete).
   */
  #put(module: Module): void {
    const collection = module.archived_at ? this.#archived : this.#live;
    if (collection.find(module.project_id, module.id))
      collection.replace(module.project_id, module);
    else if (collection.list(module.project_id)) collection.append(module.project_id, module);
  }
}
