import {
  type CreateWorkspaceBody,
  type Role,
  type UpdateWorkspaceBody,
  type Workspace,
} from '@keel/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ApiClient } from '#web/lib/api-client';
import {
  createWorkspace,
  getMyMembership,
  isSlugAvailable,
  listMyWorkspaces,
  updateWorkspace,
} from './workspaces-api';
import { i18n } from '#web/lib/i18n';
import { errorMessage } from '#web/lib/api-error';

/** The workspaces the signed-in person belongs to, and their role in each. */
export class WorkspacesStore {
  /** By slug; filled by the list call and by creation. */
  bySlug = new Map<string, Workspace>();
  /** The signed-in person's role per workspace slug, once asked. */
  roleBySlug = new Map<string, Role>();
  /** How many drafts the signed-in person keeps per workspace slug (the Drafts badge). */
  draftCountBySlug = new Map<string, number>();
  isLoaded = false;
  isLoading = false;
  error: string | null = null;
  readonly #api: ApiClient;
  #pending: Promise<void> | null = null;
  readonly #rolePending = new Map<string, Promise<void>>();

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this);
  }

  /** Workspaces in name order, as the switcher lists them. */
  get list(): Workspace[] {
    return Array.from(this.bySlug.values()).sort((a, b) =>
      a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
    );
  }

  get(slug: string): Workspace | undefined {
    return this.bySlug.get(slug);
  }

  fetchAll(): Promise<void> {
    this.#pending ??= this.#fetchAll().finally(() => {
      this.#pending = null;
    });
    return this.#pending;
  }

  ensureLoaded(): Promise<void> {
    return this.isLoaded ? Promise.resolve() : this.fetchAll();
  }

  async #fetchAll(): Promise<void> {
    runInAction(() => {
      this.isLoading = true;
      this.error = null;
    });
    try {
      const workspaces = await listMyWorkspaces(this.#api);
      runInAction(() => {
        this.bySlug = new Map(workspaces.map((workspace) => [workspace.slug, workspace]));
        this.isLoaded = true;
        this.isLoading = false;
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error, i18n.t('workspaces:errors.load'));
        this.isLoading = false;
      });
    }
  }

  async create(input: CreateWorkspaceBody): Promise<Workspace> {
    const workspace = await createWorkspace(this.#api, input);
    runInAction(() => {
      this.bySlug.set(workspace.slug, workspace);
    });
    return workspace;
  }

  async update(slug: string, patch: UpdateWorkspaceBody): Promise<Workspace> {
    const workspace = await updateWorkspace(this.#api, slug, patch);
    runInAction(() => {
      this.bySlug.set(slug, workspace);
    });
    return workspace;
  }

  isSlugAvailable(slug: string, signal?: AbortSignal): Promise<boolean> {
    return isSlugAvailable(this.#api, slug, signal);
  }

  /**
   * Asks for the signed-in person's role (and draft count) in a workspace and keeps it. Callers
   * that ask while an answer is on its way share it: the route's loader and the layout both ask
   * on entering a workspace.
   */
  fetchMyRole(slug: string): Promise<void> {
    const pending = this.#rolePending.get(slug);
    if (pending) return pending;
    const request = getMyMembership(this.#api, slug)
      .then((membership) => {
        runInAction(() => {
          this.roleBySlug.set(slug, membership.role);
          this.draftCountBySlug.set(slug, membership.draft_issue_count);
        });
      })
      .finally(() => {
        this.#rolePending.delete(slug);
      });
    this.#rolePending.set(slug, request);
    return request;
  }

  /** Follows a draft made (+1), or deleted or moved into its project (-1), as Plane's store does. */
  changeDraftCount(slug: string, delta: number): void {
    const count = this.draftCountBySlug.get(slug);
    if (count !== undefined) this.draftCountBySlug.set(slug, Math.max(0, count + delta));
  }

  /** Forgets everything, as after signing out. */
  reset(): void {
    this.bySlug.clear();
    this.roleBySlug.clear();
    this.draftCountBySlug.clear();
    this.isLoaded = false;
  }
}
