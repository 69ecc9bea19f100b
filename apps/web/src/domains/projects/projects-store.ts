import { noteStarWritten } from '#web/lib/star-writes';
import {
  type CreateProjectBody,
  PROJECT_NETWORK,
  type Project,
  type UpdateProjectBody,
} from '@keel/core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '#web/lib/api-client';
import {
  createProject,
  deleteProject,
  favoriteProject,
  getProject,
  isIdentifierTaken,
  joinProjects,
  leaveProject,
  listProjects,
  saveMyProjectOrder,
  setProjectArchived,
  unfavoriteProject,
  updateProject,
} from './projects-api';
import { i18n } from '#web/lib/i18n';
import { errorMessage } from '#web/lib/api-error';
import { KeyedCollection, patchOptimistically } from '#web/lib/keyed-collection';

/**
 * The projects of each workspace the signed-in person may see (archived ones included), keyed by
 * id, and which ids belong to which workspace slug.
 */
export class ProjectsStore {
  byId = new Map<string, Project>();
  /**
   * Which projects each workspace slug lists, in the server's order, once its list has arrived
   * (with the list's loading flag and error); the projects themselves are in `byId`.
   */
  readonly #lists = new KeyedCollection<{ id: string }>();
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this);
  }

  get(projectId: string | undefined): Project | undefined {
    return projectId === undefined ? undefined : this.byId.get(projectId);
  }

  /** Every project of a workspace in the server's order, or undefined before the list arrives. */
  list(slug: string): Project[] | undefined {
    return this.#lists.list(slug)?.flatMap(({ id }) => {
      const project = this.byId.get(id);
      return project ? [project] : [];
    });
  }

  isLoaded(slug: string): boolean {
    return this.#lists.list(slug) !== undefined;
  }

  /** The workspaces whose list is being read. */
  get loadingSlugs(): ReadonlySet<string> {
    return this.#lists.loadingKeys;
  }

  /** Why a workspace's list could not be read; cleared when it is read again. */
  get errorBySlug(): ReadonlyMap<string, string> {
    return this.#lists.errorByKey;
  }

  /** Reads a workspace's projects; a second caller shares a read under way. Never rejects. */
  fetch(slug: string): Promise<void> {
    return this.#lists.fetch(
      slug,
      async () => {
        const projects = await listProjects(this.#api, slug);
        runInAction(() => {
          for (const project of projects) this.byId.set(project.id, project);
        });
        return projects.map(({ id }) => ({ id }));
      },
      (error) => errorMessage(error, i18n.t('projects:errors.load')),
    );
  }

  ensureLoaded(slug: string): Promise<void> {
    return this.isLoaded(slug) ? Promise.resolve() : this.fetch(slug);
  }

  /** Loads one project afresh (its settings screens do, so that member_role is current). */
  async fetchOne(slug: string, projectId: string): Promise<Project> {
    const project = await getProject(this.#api, slug, projectId);
    this.#put(slug, project);
    return project;
  }

  async create(slug: string, body: CreateProjectBody): Promise<Project> {
    const project = await createProject(this.#api, slug, body);
    this.#put(slug, project);
    return project;
  }

  async update(slug: string, projectId: string, patch: UpdateProjectBody): Promise<Project> {
    const project = await updateProject(this.#api, slug, projectId, patch);
    this.#put(slug, project);
    return project;
  }

  /**
   * Flips one boolean setting at once (features, guest access) and sends it; the previous value
   * comes back when the server refuses, and the error is rethrown (spec §8).
   */
  async toggle(slug: string, projectId: string, field: FlagField, value: boolean): Promise<void> {
    await patchOptimistically(this.#project(projectId), { [field]: value }, () =>
      this.update(slug, projectId, { [field]: value }),
    );
  }

  /**
   * Moves a project in the manual order at once and saves the new sort_order; the previous one
   * comes back when the server refuses, and the error is rethrown (spec §8).
   */
  async move(slug: string, projectId: string, sortOrder: number): Promise<void> {
    await patchOptimistically(this.#project(projectId), { sort_order: sortOrder }, () =>
      saveMyProjectOrder(this.#api, slug, projectId, sortOrder),
    );
  }

  async setArchived(slug: string, projectId: string, archived: boolean): Promise<Project> {
    const project = await setProjectArchived(this.#api, slug, projectId, archived);
    this.#put(slug, project);
    return project;
  }

  async delete(slug: string, projectId: string): Promise<void> {
    await deleteProject(this.#api, slug, projectId);
    this.#forget(slug, projectId);
  }

  /** Favorites or unfavorites at once; restores the flag and rethrows when the server refuses. */
  async setFavorite(slug: string, projectId: string, isFavorite: boolean): Promise<void> {
    await patchOptimistically(this.#project(projectId), { is_favorite: isFavorite }, () =>
      isFavorite
        ? favoriteProject(this.#api, slug, projectId)
        : unfavoriteProject(this.#api, slug, projectId),
    );
    noteStarWritten();
  }

  /** Joins a public project with the caller's workspace role (spec §6), then reloads it. */
  async join(slug: string, projectId: string): Promise<Project> {
    await joinProjects(this.#api, slug, [projectId]);
    return this.fetchOne(slug, projectId);
  }

  /**
   * Leaves a project. A public one stays listed without a role; a secret one disappears from
   * view, since only its members may see it.
   */
  async leave(slug: string, projectId: string): Promise<void> {
    await leaveProject(this.#api, slug, projectId);
    runInAction(() => {
      const project = this.byId.get(projectId);
      if (!project) return;
      if (project.network === PROJECT_NETWORK.secret) this.#forget(slug, projectId);
      else {
        project.member_role = null;
        project.is_favorite = false;
      }
    });
  }

  isIdentifierTaken(slug: string, identifier: string, signal?: AbortSignal): Promise<boolean> {
    return isIdentifierTaken(this.#api, slug, identifier, signal);
  }

  #project(projectId: string): Project {
    const project = this.byId.get(projectId);
    if (!project) throw new Error('Project not found');
    return project;
  }

  /** Keeps the server's copy; a workspace whose list has arrived lists a new one at its end. */
  #put(slug: string, project: Project): void {
    runInAction(() => {
      this.byId.set(project.id, project);
      if (this.#lists.list(slug) && !this.#lists.find(slug, project.id))
        this.#lists.append(slug, { id: project.id });
    });
  }

  #forget(slug: string, projectId: string): void {
    runInAction(() => {
      this.byId.delete(projectId);
      this.#lists.remove(slug, projectId);
    });
  }
}

/** The project's on/off settings that the features and general tabs switch one at a time. */
export type FlagField =
  | 'cycle_view'
  | 'module_view'
  | 'issue_views_view'
  | 'page_view'
  | 'inbox_view'
  | 'is_time_tracking_enabled'
  | 'guest_view_all_features';
