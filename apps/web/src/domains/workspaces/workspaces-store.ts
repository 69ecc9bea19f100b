import type { CreateWorkspaceBody, Role, UpdateWorkspaceBody, Workspace } from '@keel/core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '#web/lib/api-client';
import {
  createWorkspace,
  getMyMembership,
  isSlugAvailable,
  listMyWorkspaces,
  updateWorkspace,
} from './workspaces-api';
import { i18n } from '#web/lib/i18n';
import { errorMessage } from '#web/lib/api-error';
import { Resource } from '#web/lib/resource-store';

/** The workspaces the signed-in person belongs to, and their role in each. */
export class WorkspacesStore {
  /** The list call's answer, with those created or changed since. */
  readonly #workspaces = new Resource<Workspace>();
  /** The signed-in person's role per workspace slug, once asked. */
  roleBySlug = new Map<string, Role>();
  /** How many drafts the signed-in person keeps per workspace slug (the Drafts badge). */
  draftCountBySlug = new Map<string, number>();
  readonly #api: ApiClient;
  readonly #rolePending = new Map<string, Promise<void>>();

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this);
  }

  /** Workspaces in name order, as the switcher lists them. */
  get list(): Workspace[] {
    return [...this.#workspaces.items].sort((a, b) =>
      a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
    );
  }

  /** Whether the list has arrived once (a failed re-read keeps it). */
  get isLoaded(): boolean {
    return this.#workspaces.hasLoaded;
  }

  get isLoading(): boolean {
    return this.#workspaces.isLoading;
  }

  /** Why the list could not be read; null otherwise. */
  get error(): string | null {
    return this.#workspaces.error;
  }

  get(slug: string): Workspace | undefined {
    return this.#workspaces.items.find((workspace) => workspace.slug === slug);
  }

  /** Reads the list; a second caller shares a read under way, and a failure becomes `error`. */
  fetchAll(): Promise<void> {
    return this.#workspaces.load(
      () => listMyWorkspaces(this.#api),
      (error) => errorMessage(error, i18n.t('workspaces:errors.load')),
    );
  }

  ensureLoaded(): Promise<void> {
    return this.isLoaded ? Promise.resolve() : this.fetchAll();
  }

  async create(input: CreateWorkspaceBody): Promise<Workspace> {
    const workspace = await createWorkspace(this.#api, input);
    this.#workspaces.upsert(workspace);
    return workspace;
  }

  async update(slug: string, patch: UpdateWorkspaceBody): Promise<Workspace> {
    const workspace = await updateWorkspace(this.#api, slug, patch);
    this.#workspaces.upsert(workspace);
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
    this.#workspaces.reset([]);
    this.roleBySlug.clear();
    this.draftCountBySlug.clear();
  }
}
