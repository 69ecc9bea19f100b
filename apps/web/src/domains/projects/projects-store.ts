import {
  type CreateProjectBody,
  PROJECT_NETWORK,
  type Project,
  type UpdateProjectBody,
} from '@keel/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ApiClient } from '#web/lib/api-client';
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

/**
 * The projects of each workspace the signed-in person may see (archived ones included), keyed by
 * id, and which ids belong to which workspace slug.
 */
export class ProjectsStore {
  byId = new Map<string, Project>();
  /** Project ids per workspace slug, once that workspace's list has arrived. */
  idsBySlug = new Map<string, string[]>();
  loadingSlugs = new Set<string>();
  errorBySlug = new Map<string, string>();
  readonly #api: ApiClient;
  readonly #pending = new Map<string, Promise<void>>();

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this);
  }

  get(projectId: string | undefined): Project | undefined {
    return projectId === undefined ? undefined : this.byId.get(projectId);
  }

  /** Every project of a workspace in the server's order, or undefined before the list arrives. */
  list(slug: string): Project[] | undefined {
    const ids = this.idsBySlug.get(slug);
    if (!ids) return undefined;
    return ids.flatMap((id) => {
      const project = this.byId.get(id);
      return project ? [project] : [];
    });
  }

  isLoaded(slug: string): boolean {
    return this.idsBySlug.has(slug);
  }

  fetch(slug: string): Promise<void> {
    let pending = this.#pending.get(slug);
    if (!pending) {
      pending = this.#fetch(slug).finally(() => {
        this.#pending.delete(slug);
      });
      this.#pending.set(slug, pending);
    }
    return pending;
  }

  ensureLoaded(slug: string): Promise<void> {
    return this.isLoaded(slug) ? Promise.resolve() : this.fetch(slug);
  }

  async #fetch(slug: string): Promise<void> {
    runInAction(() => {
      this.loadingSlugs.add(slug);
      this.errorBySlug.delete(slug);
    });
    try {
      const projects = await listProjects(this.#api, slug);
      runInAction(() => {
        for (const project of projects) this.byId.set(project.id, project);
        this.idsBySlug.set(
          slug,
          projects.map((project) => project.id),
        );
      });
    } catch (error) {
      runInAction(() => {
        this.errorBySlug.set(slug, errorMessage(error, i18n.t('projects:errors.load')));
      });
    } finally {
      runInAction(() => {
        this.loadingSlugs.delete(slug);
      });
    }
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
    const project = this.byId.get(projectId);
    if (!project) throw new Error('Project not found');
    const previous = project[field];
    project[field] = value;
    try {
      await this.update(slug, projectId, { [field]: value });
    } catch (error) {
      runInAction(() => {
        project[field] = previous;
      });
      throw error;
    }
  }

  /**
   * Moves a project in the manual order at once and saves the new sort_order; the previous one
   * comes back when the server refuses, and the error is rethrown (spec §8).
   */
  async move(slug: string, projectId: string, sortOrder: number): Promise<void> {
    const project = this.byId.get(projectId);
    if (!project) throw new Error('Project not found');
    const previous = project.sort_order;
    project.sort_order = sortOrder;
    try {
      await saveMyProjectOrder(this.#api, slug, projectId, sortOrder);
    } catch (error) {
      runInAction(() => {
        project.sort_order = previous;
      });
      throw error;
    }
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
    const project = this.byId.get(projectId);
    if (!project) throw new Error('Project not found');
    const previous = project.is_favorite;
    project.is_favorite = isFavorite;
    try {
      if (isFavorite) await favoriteProject(this.#api, slug, projectId);
      else await unfavoriteProject(this.#api, slug, projectId);
    } catch (error) {
      runInAction(() => {
        project.is_favorite = previous;
      });
      throw error;
    }
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

  #put(slug: string, project: Project): void {
    runInAction(() => {
      this.byId.set(project.id, project);
      const ids = this.idsBySlug.get(slug);
      if (ids && !ids.includes(project.id)) this.idsBySlug.set(slug, [...ids, project.id]);
    });
  }

  #forget(slug: string, projectId: string): void {
    runInAction(() => {
      this.byId.delete(projectId);
      const ids = this.idsBySlug.get(slug);
      if (ids)
        this.idsBySlug.set(
          slug,
          ids.filter((id) => id !== projectId),
        );
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
