import { type Attachment, AttachmentListSchema } from '@keel/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { i18n } from '#web/lib/i18n';
import type { ApiClient } from '#web/lib/api-client';
import { isUploadCanceled, uploadAsset } from '#web/domains/assets/upload';
import { attachmentProblem } from '#web/domains/assets/upload-checks';
import type { WorkItemsStore } from '#web/domains/work-items/work-items-store';
import { errorMessage } from '#web/lib/api-error';
import { MutationPipeline } from '#web/lib/mutation';
import { Resource, type ResourceStatus } from '#web/lib/resource-store';

/** A file on its way up, shown as a row until it lands (then it joins the list) or is dismissed. */
export interface UploadEntry {
  /** A local id for the row. */
  key: string;
  name: string;
  size: number;
  /** 0..1. */
  progress: number;
  /** Why it failed, or null while it is under way. */
  error: string | null;
  controller: AbortController;
}

export interface AttachmentsStoreOptions {
  api: ApiClient;
  workItems: WorkItemsStore;
  slug: string;
  projectId: string;
  workItemId: string;
  /** The instance's upload limit in bytes. */
  fileSizeLimit: number;
  notifyError: (message: string) => void;
}

let nextKey = 0;

/**
 * One work item's attachments as its detail shows them: the uploaded ones, the uploads under way
 * (with progress and cancel), optimistic deletes put back when the server refuses. Made per
 * detail; it keeps the item's attachment_count in step so lists show the same number.
 */
export class AttachmentsStore {
  uploads: UploadEntry[] = [];

  readonly #attachments: Resource<Attachment>;
  readonly #options: AttachmentsStoreOptions;
  readonly #mutations: MutationPipeline;

  constructor(options: AttachmentsStoreOptions) {
    this.#options = options;
    this.#mutations = new MutationPipeline({ notify: options.notifyError });
    this.#attachments = new Resource(this.#mutations);
    makeAutoObservable(this);
  }

  get attachments(): Attachment[] {
    return this.#attachments.items;
  }

  get status(): ResourceStatus {
    return this.#attachments.status;
  }

  /** No list to show yet (the widget's skeleton). */
  get isWaiting(): boolean {
    return this.#attachments.isWaiting;
  }

  get #base(): string {
    const { slug, projectId, workItemId } = this.#options;
    return `/api/assets/v2/workspaces/${slug}/projects/${projectId}/issues/${workItemId}/attachments/`;
  }

  /** Reads the list (again, behind what is shown after the first time). */
  async load(): Promise<void> {
    await this.#attachments.reload(
      () => this.#options.api.get(this.#base, { schema: AttachmentListSchema }),
      () => i18n.t('work-item-detail:attachments.loadFailed'),
    );
    if (this.#attachments.status === 'ready') this.#syncCount();
  }

  /** Starts uploading each file; files the server would refuse get a row saying why at once. */
  upload(files: readonly File[]): void {
    for (const file of files) {
      const entry: UploadEntry = {
        key: `upload-${String((nextKey += 1))}`,
        name: file.name,
        size: file.size,
        progress: 0,
        error: attachmentProblem(file, this.#options.fileSizeLimit),
        controller: new AbortController(),
      };
      runInAction(() => {
        this.uploads.push(entry);
      });
      if (entry.error === null) void this.#send(entry.key, file);
    }
  }

  #entry(key: string): UploadEntry | undefined {
    return this.uploads.find((entry) => entry.key === key);
  }

  async #send(key: string, file: File): Promise<void> {
    const { slug, projectId, workItemId, api } = this.#options;
    const entry = this.#entry(key);
    if (!entry) return;
    try {
      await uploadAsset({
        api,
        slug,
        projectId,
        workItemId,
        entityType: 'ISSUE_ATTACHMENT',
        entityIdentifier: workItemId,
        file,
        signal: entry.controller.signal,
        onProgress: (fraction) => {
          runInAction(() => {
            const held = this.#entry(key);
            if (held) held.progress = fraction;
          });
        },
      });
      runInAction(() => {
        this.uploads = this.uploads.filter((each) => each.key !== key);
      });
      await this.load();
    } catch (error) {
      if (isUploadCanceled(error)) return;
      runInAction(() => {
        const held = this.#entry(key);
        if (held) held.error = errorMessage(error, i18n.t('work-item-detail:errors.upload'));
      });
    }
  }

  /** Stops an upload under way and removes its row; the caller tells the person. */
  cancel(key: string): void {
    const entry = this.#entry(key);
    if (!entry) return;
    entry.controller.abort();
    this.dismiss(key);
  }

  /** Removes a failed upload's row. */
  dismiss(key: string): void {
    this.uploads = this.uploads.filter((each) => each.key !== key);
  }

  /** Deletes at once in the view; puts it back with the server's reason when refused. */
  async remove(attachment: Attachment): Promise<void> {
    await this.#mutations.run({
      name: 'attachment.delete',
      apply: () => {
        const undo = this.#attachments.show(
          this.attachments.filter((each) => each.id !== attachment.id),
        );
        this.#syncCount();
        return () => {
          undo();
          this.#syncCount();
        };
      },
      send: () => this.#options.api.delete(`${this.#base}${attachment.id}/`),
      failure: () => i18n.t('work-item-detail:errors.attachmentDelete'),
      reread: () => this.load(),
    });
  }

  #syncCount(): void {
    const { workItems, workItemId } = this.#options;
    const item = workItems.get(workItemId);
    if (item && item.attachment_count !== this.attachments.length) {
      workItems.upsertMany([{ ...item, attachment_count: this.attachments.length }]);
    }
  }
}
