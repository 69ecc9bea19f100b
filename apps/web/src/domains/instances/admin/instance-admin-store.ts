import type { InstanceAdminMe, InstanceConfiguration, InstanceConfigurationKey } from '@keel/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, type ApiClient } from '#web/lib/api-client';
import { i18n } from '#web/lib/i18n';
import type { InstanceStore } from '../instance-store';
import {
  getInstanceAdminMe,
  isUserInstanceAdmin,
  listInstanceConfigurations,
  updateInstance,
  updateInstanceConfigurations,
} from './instance-admin-api';
import type { StoredConfigurations } from './instance-settings';
import { errorMessage } from '#web/lib/api-error';

/**
 * Whether the signed-in person may use the instance admin screens: 'unknown' before asking,
 * 'not-admin' when the server said so, 'error' when it could not say.
 */
export type AdminAccess = 'unknown' | 'checking' | 'admin' | 'not-admin' | 'error';

/** The instance admin area (god mode): who may use it, and the settings it changes. */
export class InstanceAdminStore {
  access: AdminAccess = 'unknown';
  /** The signed-in admin; null unless access is 'admin'. */
  admin: InstanceAdminMe | null = null;
  /** Why the access check failed, in words; null unless access is 'error'. */
  accessError: string | null = null;
  /** Stored settings by key; null until the first successful load. */
  configurations: StoredConfigurations | null = null;
  isLoadingConfigurations = false;
  /** Why the latest load of the settings failed; null when it did not. */
  configurationsError: string | null = null;
  /** Keys whose change is on its way to the server. */
  savingKeys = new Set<InstanceConfigurationKey>();
  readonly #api: ApiClient;
  readonly #instance: InstanceStore;
  #pendingAccess: Promise<void> | null = null;

  constructor(api: ApiClient, instance: InstanceStore) {
    this.#api = api;
    this.#instance = instance;
    makeAutoObservable(this);
  }

  get isAdmin(): boolean {
    return this.access === 'admin';
  }

  /** Asks the server whether the signed-in person is an instance admin; shared while under way. */
  checkAccess(): Promise<void> {
    this.#pendingAccess ??= this.#checkAccess().finally(() => {
      this.#pendingAccess = null;
    });
    return this.#pendingAccess;
  }

  /** Checks access unless the answer is known already. */
  ensureAccessChecked(): Promise<void> {
    return this.access === 'admin' || this.access === 'not-admin'
      ? Promise.resolve()
      : this.checkAccess();
  }

  async #checkAccess(): Promise<void> {
    runInAction(() => {
      this.access = 'checking';
      this.accessError = null;
    });
    try {
      // Asked first so that everyone else's pages never meet the admin route's 403.
      if (!(await isUserInstanceAdmin(this.#api))) {
        runInAction(() => {
          this.admin = null;
          this.access = 'not-admin';
        });
        return;
      }
      const admin = await getInstanceAdminMe(this.#api);
      runInAction(() => {
        this.admin = admin;
        this.access = 'admin';
      });
    } catch (error) {
      runInAction(() => {
        this.admin = null;
        if (error instanceof ApiError && error.status === 403) {
          this.access = 'not-admin';
          return;
        }
        this.access = 'error';
        this.accessError = errorMessage(error, i18n.t('instance-admin:access.checkFailed'));
      });
    }
  }

  async fetchConfigurations(): Promise<void> {
    this.isLoadingConfigurations = true;
    this.configurationsError = null;
    try {
      const list = await listInstanceConfigurations(this.#api);
      runInAction(() => {
        this.configurations = byKey(list);
      });
    } catch (error) {
      runInAction(() => {
        this.configurationsError = errorMessage(error, i18n.t('instance-admin:toggles.loadFailed'));
      });
    } finally {
      runInAction(() => {
        this.isLoadingConfigurations = false;
      });
    }
  }

  isSaving(key: InstanceConfigurationKey): boolean {
    return this.savingKeys.has(key);
  }

  /**
   * Changes one setting optimistically: the new value shows at once and is put back if the server
   * refuses, and the rejection is passed on for the screen to explain. The instance info is then
   * re-read, since its flags (sign-up, sign-in methods) follow these settings.
   */
  async setConfiguration(key: InstanceConfigurationKey, value: '0' | '1'): Promise<void> {
    const had = this.configurations !== null && Object.hasOwn(this.configurations, key);
    const previous = this.configurations?.[key];
    this.configurations = { ...this.configurations, [key]: value };
    this.savingKeys.add(key);
    try {
      const list = await updateInstanceConfigurations(this.#api, { [key]: value });
      runInAction(() => {
        this.configurations = { ...this.configurations, ...byKey(list) };
      });
      void this.#instance.fetchInstanceInfo();
    } catch (error) {
      runInAction(() => {
        const others = Object.entries(this.configurations ?? {}).filter(([name]) => name !== key);
        this.configurations = Object.fromEntries(had ? [...others, [key, previous]] : others);
      });
      throw error;
    } finally {
      runInAction(() => {
        this.savingKeys.delete(key);
      });
    }
  }

  /** Renames the instance, and shows the new name wherever the instance info is read. */
  async renameInstance(name: string): Promise<void> {
    const instance = await updateInstance(this.#api, { instance_name: name.trim() });
    runInAction(() => {
      const info = this.#instance.info;
      if (info) this.#instance.info = { ...info, instance };
    });
  }
}

function byKey(list: InstanceConfiguration[]): StoredConfigurations {
  return Object.fromEntries(list.map(({ key, value }) => [key, value]));
}
