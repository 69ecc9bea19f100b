import {
  CLIENT_ERRORS,
  CSRF_FORM_FIELD,
  type OnboardingStepWire,
  type UpdateMeBody,
  type UpdateProfileBody,
  type UserMe,
  type UserProfile,
  type UserSettings,
} from '@keel/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, type ApiClient } from '#web/lib/api-client';
import { submitForm } from '#web/lib/form-post';
import {
  getMe,
  getProfile,
  getSession,
  getUserSettings,
  markOnboarded,
  updateMe,
  updateProfile,
} from './users-api';
import { errorMessage } from '#web/lib/api-error';

/** 'unknown' before the first probe; 'error' when the server could not say. */
export type SessionStatus = 'unknown' | 'loading' | 'signed-in' | 'signed-out' | 'error';

/** Every onboarding step done, as finishing onboarding records it (spec §4). */
export const ALL_ONBOARDING_STEPS_DONE: OnboardingStepWire = {
  profile_complete: true,
  workspace_create: true,
  workspace_invite: true,
  workspace_join: true,
};

/** The signed-in person: the session, their account, profile and settings. */
export class UserStore {
  status: SessionStatus = 'unknown';
  user: UserMe | null = null;
  profile: UserProfile | null = null;
  settings: UserSettings | null = null;
  /** Why the latest load failed, in words; null when it did not. */
  error: string | null = null;
  readonly #api: ApiClient;
  #pending: Promise<void> | null = null;

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this);
  }

  get isSignedIn(): boolean {
    return this.status === 'signed-in';
  }

  get isOnboarded(): boolean {
    return this.profile?.is_onboarded === true;
  }

  /** The name to greet the person by: display name, first name, or the email's local part. */
  get displayName(): string {
    const user = this.user;
    if (!user) return '';
    const candidates = [user.display_name, user.first_name, user.email.split('@')[0]];
    return (
      candidates.find((candidate) => candidate !== undefined && candidate !== '') ?? user.email
    );
  }

  get fullName(): string {
    const user = this.user;
    if (!user) return '';
    const full = [user.first_name, user.last_name].filter(Boolean).join(' ');
    return full || this.displayName;
  }

  /** Probes the session and, when signed in, loads account, profile and settings; shared. */
  load(): Promise<void> {
    this.#pending ??= this.#load().finally(() => {
      this.#pending = null;
    });
    return this.#pending;
  }

  ensureLoaded(): Promise<void> {
    return this.status === 'signed-in' || this.status === 'signed-out'
      ? Promise.resolve()
      : this.load();
  }

  async #load(): Promise<void> {
    runInAction(() => {
      this.status = 'loading';
      this.error = null;
    });
    try {
      const session = await getSession(this.#api);
      if (!session.is_authenticated) {
        runInAction(() => {
          this.status = 'signed-out';
          this.user = null;
          this.profile = null;
          this.settings = null;
        });
        return;
      }
      const [user, profile, settings] = await Promise.all([
        getMe(this.#api),
        getProfile(this.#api),
        getUserSettings(this.#api),
      ]);
      runInAction(() => {
        this.user = user;
        this.profile = profile;
        this.settings = settings;
        this.status = 'signed-in';
      });
    } catch (error) {
      runInAction(() => {
        if (error instanceof ApiError && error.status === 401) {
          this.status = 'signed-out';
          return;
        }
        this.status = 'error';
        this.error = errorMessage(error, CLIENT_ERRORS['user-fetch-error']);
      });
    }
  }

  /** Re-reads the settings, whose last and fallback workspace change as workspaces do. */
  async refreshSettings(): Promise<void> {
    const settings = await getUserSettings(this.#api);
    runInAction(() => {
      this.settings = settings;
    });
  }

  async updateUser(patch: UpdateMeBody): Promise<void> {
    const user = await updateMe(this.#api, patch);
    runInAction(() => {
      this.user = user;
    });
  }

  async updateProfile(patch: UpdateProfileBody): Promise<void> {
    const profile = await updateProfile(this.#api, patch);
    runInAction(() => {
      this.profile = profile;
    });
  }

  /** Records onboarding steps as done, keeping those done before. */
  async completeOnboardingSteps(steps: Partial<OnboardingStepWire>): Promise<void> {
    await this.updateProfile({
      onboarding_step: { ...doneOnboardingSteps(this.profile?.onboarding_step), ...steps },
    });
  }

  /**
   * Finishes onboarding (spec §4): every step complete, the workspace as the last one used, and
   * the onboard endpoint called.
   */
  async finishOnboarding(workspaceId: string): Promise<void> {
    await this.updateProfile({
      onboarding_step: ALL_ONBOARDING_STEPS_DONE,
      last_workspace_id: workspaceId,
    });
    await markOnboarded(this.#api);
    runInAction(() => {
      if (this.profile) this.profile = { ...this.profile, is_onboarded: true };
    });
  }

  /**
   * Signs out with a real form POST to /auth/sign-out/ (spec §2); the server ends the session and
   * redirects. Rejects with 'CSRF token not found' when no token could be had (spec §5).
   */
  async signOut(): Promise<void> {
    const token = await this.#api.getCsrfToken();
    if (token === null) throw new Error('CSRF token not found');
    submitForm('/auth/sign-out/', { [CSRF_FORM_FIELD]: token });
  }
}

/**
 * Only the steps already done: the server merges a partial onboarding_step into the stored one, so
 * sending the undone ones as false could undo a step another tab has just recorded.
 */
function doneOnboardingSteps(steps: OnboardingStepWire | undefined): Partial<OnboardingStepWire> {
  if (!steps) return {};
  return Object.fromEntries(Object.entries(steps).filter(([, isDone]) => isDone));
}
