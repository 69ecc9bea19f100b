import { type ApiClient } from '../lib/api-client';
import { InstanceStore } from '../domains/instance/instance-store';
import { type ThemeEnvironment, ThemeStore } from '../domains/theme/theme-store';

export interface RootStoreOptions {
  api: ApiClient;
  themeEnvironment: ThemeEnvironment;
}

/** Every domain store, built once per page load and shared through StoreContext. */
export class RootStore {
  /** The client every store calls the server through. */
  readonly api: ApiClient;
  readonly instance: InstanceStore;
  readonly theme: ThemeStore;

  constructor({ api, themeEnvironment }: RootStoreOptions) {
    this.api = api;
    this.instance = new InstanceStore(api);
    this.theme = new ThemeStore(themeEnvironment);
  }
}
