import { ERRORS, type Role, type WorkspaceMember } from '@keel/core';
import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '#web/lib/api-client';
import { KeyedCollection, patchOptimistically } from '#web/lib/keyed-collection';
import {
  listWorkspaceMembers,
  removeWorkspaceMember,
  updateWorkspaceMemberRole,
} from './members-api';
import { i18n } from '#web/lib/i18n';

/** Workspace members, per workspace slug. */
export class MembersStore {
  readonly #members = new KeyedCollection<WorkspaceMember>();
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this);
  }

  get errorBySlug(): ReadonlyMap<string, string> {
    return this.#members.errorByKey;
  }

  members(slug: string): WorkspaceMember[] | undefined {
    return this.#members.list(slug);
  }

  /** Active, non-bot members: what "members count" means. */
  activeCount(slug: string): number | undefined {
    return this.#members
      .list(slug)
      ?.filter((membership) => membership.is_active && !membership.member.is_bot).length;
  }

  isLoading(slug: string): boolean {
    return this.#members.isLoading(slug);
  }

  fetch(slug: string): Promise<void> {
    return this.#members.fetch(
      slug,
      () => listWorkspaceMembers(this.#api, slug),
      i18n.t('members:errors.load'),
    );
  }

  /** Changes a member's role optimistically, restoring it if the server refuses (spec §4). */
  async updateRole(slug: string, membershipId: string, role: Role): Promise<void> {
    const membership = this.#members.find(slug, membershipId);
    if (!membership) throw new Error(ERRORS.MEMBER_NOT_FOUND.message);
    await patchOptimistically(membership, { role }, () =>
      updateWorkspaceMemberRole(this.#api, slug, membershipId, role),
    );
  }

  async remove(slug: string, membershipId: string): Promise<void> {
    await removeWorkspaceMember(this.#api, slug, membershipId);
    this.#members.remove(slug, membershipId);
  }
}
