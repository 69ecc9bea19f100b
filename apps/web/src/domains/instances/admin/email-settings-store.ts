import { type InstanceConfiguration, isEmailConfigurationKey } from '@keel/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, type ApiClient } from '#web/lib/api-client';
import { i18n } from '#web/lib/i18n';
import type { InstanceStore } from '../instance-store';
import {
  listInstanceConfigurations,
  sendTestEmail,
  updateInstanceConfigurations,
} from './instance-admin-api';
import {
  type EmailForm,
  type EmailFormField,
  type EmailSettings,
  FORM_FIELD_BY_KEY,
  REMOVE_EMAIL_PATCH,
  emailPatch,
  fieldErrorMessage,
  readEmailSettings,
} from './email-settings';
import { errorMessage } from '#web/lib/api-error';

/** What the latest test email came to, as shown under its button. */
export interface TestEmailResult {
  isSent: boolean;
  message: string;
}

/** The god-mode email page: the SMTP settings, saving them, removing them, a test email. */
export class EmailSettingsStore {
  /** The saved settings; null until the first successful load. */
  settings: EmailSettings | null = null;
  isLoading = false;
  loadError: string | null = null;
  isSaving = false;
  isRemoving = false;
  isSendingTest = false;
  /** The server's complaint about one field of the latest save, by field. */
  fieldErrors: Partial<Record<EmailFormField, string>> = {};
  /** Why the latest save or removal failed, when no single field is at fault. */
  formError: string | null = null;
  testResult: TestEmailResult | null = null;
  readonly #api: ApiClient;
  readonly #instance: InstanceStore;

  constructor(api: ApiClient, instance: InstanceStore) {
    this.#api = api;
    this.#instance = instance;
    makeAutoObservable(this);
  }

  async load(): Promise<void> {
    this.isLoading = true;
    this.loadError = null;
    try {
      const list = await listInstanceConfigurations(this.#api);
      runInAction(() => {
        this.settings = readEmailSettings(list);
      });
    } catch (error) {
      runInAction(() => {
        this.loadError = errorMessage(error, i18n.t('instance-admin:email.errors.load'));
      });
    } finally {
      runInAction(() => {
        this.isLoading = false;
      });
    }
  }

  /**
   * After a save or a removal: the settings as the server now holds them, with no test result
   * from the old ones, and the instance info again, whose is_smtp_configured may have changed.
   */
  #showStored(list: readonly InstanceConfiguration[]): void {
    runInAction(() => {
      this.settings = readEmailSettings(list);
      this.testResult = null;
    });
    void this.#instance.fetchInstanceInfo();
  }

  clearFieldError(field: EmailFormField): void {
    const { [field]: _cleared, ...others } = this.fieldErrors;
    this.fieldErrors = others;
  }

  /** Stores the form; answers whether it was saved. A refusal lands on its field or the form. */
  async save(form: EmailForm): Promise<boolean> {
    this.isSaving = true;
    this.fieldErrors = {};
    this.formError = null;
    try {
      const list = await updateInstanceConfigurations(this.#api, emailPatch(form));
      this.#showStored(list);
      return true;
    } catch (error) {
      runInAction(() => {
        const key = error instanceof ApiError ? error.field : undefined;
        if (error instanceof ApiError && key !== undefined && isEmailConfigurationKey(key)) {
          this.fieldErrors = { [FORM_FIELD_BY_KEY[key]]: fieldErrorMessage(error.message, key) };
        } else {
          this.formError = errorMessage(error, i18n.t('instance-admin:email.errors.save'));
        }
      });
      return false;
    } finally {
      runInAction(() => {
        this.isSaving = false;
      });
    }
  }

  /** Removes every SMTP setting, the password included: emails go to the outbox again. */
  async remove(): Promise<boolean> {
    this.isRemoving = true;
    this.formError = null;
    this.fieldErrors = {};
    try {
      const list = await updateInstanceConfigurations(this.#api, REMOVE_EMAIL_PATCH);
      this.#showStored(list);
      return true;
    } catch (error) {
      runInAction(() => {
        this.formError = errorMessage(error, i18n.t('instance-admin:email.errors.remove'));
      });
      return false;
    } finally {
      runInAction(() => {
        this.isRemoving = false;
      });
    }
  }

  /** Sends a test email with the saved settings; the outcome is in testResult. */
  async sendTest(receiverEmail: string): Promise<void> {
    this.isSendingTest = true;
    this.testResult = null;
    try {
      const answer = await sendTestEmail(this.#api, receiverEmail.trim());
      runInAction(() => {
        this.testResult = { isSent: true, message: answer.message };
      });
    } catch (error) {
      runInAction(() => {
        this.testResult = {
          isSent: false,
          message: errorMessage(error, i18n.t('instance-admin:email.errors.test')),
        };
      });
    } finally {
      runInAction(() => {
        this.isSendingTest = false;
      });
    }
  }
}
