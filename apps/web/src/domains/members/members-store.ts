import { ERRORS, type Role, type WorkspaceMember } from '@keel/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, type ApiClient } from '../../lib/api-client';
import {
  listWorkspaceMembers,
  removeWorkspaceMember,
  updateWorkspaceMemberRole,
} from './members-api';

/** Workspace members, per workspace slug. */
export class MembersStore {
  bySlug = new Map<string, WorkspaceMember[]>();
  loadingSlugs = new Set<string>();
  errorBySlug = new Map<string, string>();
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this);
  }

  members(slug: string): WorkspaceMember[] | undefined {
    return this.bySlug.get(slug);
  }

  /** Active, non-bot members: what "members count" means. */
  activeCount(slug: string): number | undefined {
    return this.bySlug
      .get(slug)
      ?.filter((membership) => membership.is_active && !membership.member.is_bot).length;
  }

  isLoading(slug: string): boolean {
    return this.loadingSlugs.has(slug);
  }

  async fetch(slug: string): Promise<void> {
    this.loadingSlugs.add(slug);
    this.errorBySlug.delete(slug);
    try {
      const members = await listWorkspaceMembers(this.#api, slug);
      runInAction(() => {
        this.bySlug.set(slug, members);
      });
    } catch (error) {
      runInAction(() => {
        this.errorBySlug.set(
          slug,
          error instanceof ApiError ? error.message : 'Could not load the members.',
        );
      });
    } finally {
      runInAction(() => {
        this.loadingSlugs.delete(slug);
      });
    }
  }

  /** Changes a member's role optimistically, restoring it if the server refuses (spec §4). */
  async updateRole(slug: string, membershipId: string, role: Role): Promise<void> {
    const membership = this.#find(slug, membershipId);
    if (!membership) throw new Error(ERRORS.MEMBER_NOT_FOUND.message);
    const previous = membership.role;
    membership.role = role;
    try {
      await updateWorkspaceMemberRole(this.#api, slug, membershipId, role);
    } catch (error) {
      runInAction(() => {
        membership.role = previous;
      });
      throw error;
    }
  }

  async remove(slug: string, membershipId: string): Promise<void> {
    await removeWorkspaceMember(this.#api, slug, membershipId);
    runInAction(() => {
      const list = this.bySlug.get(slug);
      if (list)
        this.bySlug.set(
          slug,
          list.filter((membership) => membership.id !== membershipId),
        );
    });
  }

  #find(slug: string, membershipId: string): WorkspaceMember | undefined {
    return this.bySlug.get(slug)?.find((membership) => membership.id === membershipId);
  }
}
