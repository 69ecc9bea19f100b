import {
  type Invitation,
  type InvitationByLink,
  type Invitee,
  type JoinInvitationBody,
} from '@keel/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, type ApiClient } from '../../lib/api-client';
import {
  acceptMyInvitations,
  answerInvitationByLink,
  deleteWorkspaceInvitation,
  getInvitationByLink,
  inviteToWorkspace,
  listMyInvitations,
  listWorkspaceInvitations,
} from './invitations-api';
import { i18n } from '../../lib/i18n';

/** Invitations: those waiting for the signed-in person, and those each workspace has sent. */
export class InvitationsStore {
  mine: Invitation[] = [];
  isMineLoaded = false;
  isMineLoading = false;
  mineError: string | null = null;
  /** Pending invitations a workspace has sent, by workspace slug. */
  sentBySlug = new Map<string, Invitation[]>();
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this);
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

  async fetchMine(): Promise<void> {
    this.isMineLoading = true;
    this.mineError = null;
    try {
      const invitations = await listMyInvitations(this.#api);
      runInAction(() => {
        this.mine = invitations;
        this.isMineLoaded = true;
      });
    } catch (error) {
      runInAction(() => {
        this.mineError =
          error instanceof ApiError ? error.message : i18n.t('invitations:errors.loadMine');
      });
    } finally {
      runInAction(() => {
        this.isMineLoading = false;
      });
    }
  }

  async acceptMine(ids: string[]): Promise<void> {
    await acceptMyInvitations(this.#api, ids);
    runInAction(() => {
      this.mine = this.mine.filter((invitation) => !ids.includes(invitation.id));
    });
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
    const before = this.sentBySlug.get(slug) ?? [];
    this.sentBySlug.set(
      slug,
      before.filter((invitation) => invitation.id !== id),
    );
    try {
      await deleteWorkspaceInvitation(this.#api, slug, id);
    } catch (error) {
      runInAction(() => {
        this.sentBySlug.set(slug, before);
      });
      throw error;
    }
  }

  lookUpByLink(slug: string, id: string): Promise<InvitationByLink> {
    return getInvitationByLink(this.#api, slug, id);
  }

  async answerByLink(slug: string, id: string, answer: JoinInvitationBody): Promise<void> {
    await answerInvitationByLink(this.#api, slug, id, answer);
  }
}
