import { type AddProjectMembersBody, ERRORS, type ProjectMember, type Role } from '@keel/core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '#web/lib/api-client';
import { KeyedCollection, patchOptimistically } from '#web/lib/keyed-collection';
import {
  addProjectMembers,
  listProjectMembers,
  removeProjectMember,
  updateProjectMemberRole,
} from './project-members-api';
import { i18n } from '#web/lib/i18n';

/** The active members of each project, keyed by project id. */
export class ProjectMembersStore {
  readonly #members = new KeyedCollection<ProjectMember>();
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this);
  }

  get errorByProjectId(): ReadonlyMap<string, string> {
    return this.#members.errorByKey;
  }

  /** A project's members in the server's order, or undefined before the list arrives. */
  members(projectId: string): ProjectMember[] | undefined {
    return this.#members.list(projectId);
  }

  isLoading(projectId: string): boolean {
    return this.#members.isLoading(projectId);
  }

  fetch(slug: string, projectId: string): Promise<void> {
    return this.#members.fetch(
      projectId,
      () => listProjectMembers(this.#api, slug, projectId),
      i18n.t('members:errors.loadProject'),
    );
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
    const kept = (this.#members.list(projectId) ?? []).filter(
      (existing) =>
        !added.some((entry) => entry.id === existing.id || entry.member === existing.member),
    );
    this.#members.set(projectId, [...kept, ...added]);
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
    const membership = this.#members.find(projectId, membershipId);
    if (!membership) throw new Error(ERRORS.MEMBER_NOT_FOUND.message);
    const saved = await patchOptimistically(membership, { role, original_role: role }, () =>
      updateProjectMemberRole(this.#api, slug, projectId, membershipId, role),
    );
    runInAction(() => {
      membership.role = saved.role;
      membership.original_role = saved.original_role;
    });
  }

  async remove(slug: string, projectId: string, membershipId: string): Promise<void> {
    if (!this.#members.find(projectId, membershipId)) {
      throw new Error(ERRORS.MEMBER_NOT_FOUND.message);
    }
    await removeProjectMember(this.#api, slug, projectId, membershipId);
    this.#members.remove(projectId, membershipId);
  }

  /** Forgets a project's list, for when the viewer leaves it and may no longer read it. */
  forget(projectId: string): void {
    this.#members.forget(projectId);
  }
}
