import type { Invitation, InvitationByLink, Invitee, JoinInvitationBody } from '@keel/core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '#web/lib/api-client';
import {
  acceptMyInvitations,
  answerInvitationByLink,
  deleteWorkspaceInvitation,
  getInvitationByLink,
  inviteToWorkspace,
  listMyInvitations,
  listWorkspaceInvitations,
} from './invitations-api';
import { i18n } from '#web/lib/i18n';
import { silentMutations } from '#web/lib/mutation';
import { Resource } from '#web/lib/resource-store';

/** Invitations: those waiting for the signed-in person, and those each workspace has sent. */
export class InvitationsStore {
  /** The invitations waiting for the signed-in person. */
  readonly #mine = new Resource<Invitation>();
  /** Pending invitations a workspace has sent, by workspace slug. */
  sentBySlug = new Map<string, Invitation[]>();
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this);
  }

  get mine(): Invitation[] {
    return this.#mine.items;
  }

  get isMineLoaded(): boolean {
    return this.#mine.hasLoaded;
  }

  get isMineLoading(): boolean {
    return this.#mine.isLoading;
  }

  get mineError(): string | null {
    return this.#mine.error;
  }

  sent(slug: string): Invitation[] | undefined {
    return this.sentBySlug.get(slug);
  }

  /** Invitations sent but not answered yet. */
  pendingSent(slug: string): Invitation[] {
    return (this.sentBySlug.get(slug) ?? []).filter(
      (invitation) => !invitation.accepted && invitation.responded_at === null,
    );
  }

  fetchMine(): Promise<void> {
    return this.#mine.load(
      () => listMyInvitations(this.#api),
      i18n.t('invitations:errors.loadMine'),
    );
  }

  async acceptMine(ids: string[]): Promise<void> {
    await acceptMyInvitations(this.#api, ids);
    this.#mine.set(this.#mine.items.filter((invitation) => !ids.includes(invitation.id)));
  }

  async fetchSent(slug: string): Promise<void> {
    const invitations = await listWorkspaceInvitations(this.#api, slug);
    runInAction(() => {
      this.sentBySlug.set(slug, invitations);
    });
  }

  async invite(slug: string, invitations: Invitee[]): Promise<void> {
    await inviteToWorkspace(this.#api, slug, invitations);
    await this.fetchSent(slug);
  }

  /** Deletes an invitation optimistically, putting it back if the server refuses. */
  async deleteSent(slug: string, id: string): Promise<void> {
    await silentMutations.runOrThrow({
      name: 'invitation.delete',
      apply: () => {
        const before = this.sentBySlug.get(slug) ?? [];
        runInAction(() => {
          this.sentBySlug.set(
            slug,
            before.filter((invitation) => invitation.id !== id),
          );
        });
        return () => {
          runInAction(() => {
            this.sentBySlug.set(slug, before);
          });
        };
      },
      send: () => deleteWorkspaceInvitation(this.#api, slug, id),
      failure: '',
      notify: false,
      reread: () => this.fetchSent(slug),
    });
  }

  lookUpByLink(slug: string, id: string): Promise<InvitationByLink> {
    return getInvitationByLink(this.#api, slug, id);
  }

  async answerByLink(slug: string, id: string, answer: JoinInvitationBody): Promise<void> {
    await answerInvitationByLink(this.#api, slug, id, answer);
  }
}
