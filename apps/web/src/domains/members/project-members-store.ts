import { type AddProjectMembersBody, ERRORS, type ProjectMember, type Role } from '@keel/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, type ApiClient } from '../../lib/api-client';
import {
  addProjectMembers,
  listProjectMembers,
  removeProjectMember,
  updateProjectMemberRole,
} from './project-members-api';

/** The active members of each project, keyed by project id. */
export class ProjectMembersStore {
  byProjectId = new Map<string, ProjectMember[]>();
  loadingIds = new Set<string>();
  errorByProjectId = new Map<string, string>();
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this);
  }

  /** A project's members in the server's order, or undefined before the list arrives. */
  members(projectId: string): ProjectMember[] | undefined {
    return this.byProjectId.get(projectId);
  }

  isLoading(projectId: string): boolean {
    return this.loadingIds.has(projectId);
  }

  async fetch(slug: string, projectId: string): Promise<void> {
    this.loadingIds.add(projectId);
    this.errorByProjectId.delete(projectId);
    try {
      const members = await listProjectMembers(this.#api, slug, projectId);
      runInAction(() => {
        this.byProjectId.set(projectId, members);
      });
    } catch (error) {
      runInAction(() => {
        this.errorByProjectId.set(
          projectId,
          error instanceof ApiError ? error.message : 'Could not load the project members.',
        );
      });
    } finally {
      runInAction(() => {
        this.loadingIds.delete(projectId);
      });
    }
  }

  /**
   * Adds several workspace members in one request. A person who was in the project before comes
   * back with the same membership id, so an answer replaces any entry for that id or person.
   */
  async add(
    slug: string,
    projectId: string,
    members: AddProjectMembersBody['members'],
  ): Promise<ProjectMember[]> {
    const added = await addProjectMembers(this.#api, slug, projectId, { members });
    runInAction(() => {
      const list = this.byProjectId.get(projectId) ?? [];
      const kept = list.filter(
        (existing) =>
          !added.some(
            (entry) => entry.id === existing.id || entry.member.id === existing.member.id,
          ),
      );
      this.byProjectId.set(projectId, [...kept, ...added]);
    });
    return added;
  }

  /**
   * Changes a member's role at once, restoring it and rethrowing when the server refuses (spec §8).
   * Both `role` and `original_role` change, since the original is the one read (spec §6).
   */
  async updateRole(
    slug: string,
    projectId: string,
    membershipId: string,
    role: Role,
  ): Promise<void> {
    const membership = this.#find(projectId, membershipId);
    if (!membership) throw new Error(ERRORS.MEMBER_NOT_FOUND.message);
    const previous = { role: membership.role, original_role: membership.original_role };
    membership.role = role;
    membership.original_role = role;
    try {
      const saved = await updateProjectMemberRole(this.#api, slug, projectId, membershipId, role);
      runInAction(() => {
        membership.role = saved.role;
        membership.original_role = saved.original_role;
      });
    } catch (error) {
      runInAction(() => {
        membership.role = previous.role;
        membership.original_role = previous.original_role;
      });
      throw error;
    }
  }

  async remove(slug: string, projectId: string, membershipId: string): Promise<void> {
    if (!this.#find(projectId, membershipId)) throw new Error(ERRORS.MEMBER_NOT_FOUND.message);
    await removeProjectMember(this.#api, slug, projectId, membershipId);
    runInAction(() => {
      const list = this.byProjectId.get(projectId);
      if (list)
        this.byProjectId.set(
          projectId,
          list.filter((membership) => membership.id !== membershipId),
        );
    });
  }

  /** Forgets a project's list, for when the viewer leaves it and may no longer read it. */
  forget(projectId: string): void {
    this.byProjectId.delete(projectId);
    this.errorByProjectId.delete(projectId);
  }

  #find(projectId: string, membershipId: string): ProjectMember | undefined {
    return this.byProjectId.get(projectId)?.find((membership) => membership.id === membershipId);
  }
}
