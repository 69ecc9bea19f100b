import type { CreateLabelBody, Label } from '@keel/core';
import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '#web/lib/api-client';
import { KeyedCollection, patchOptimistically } from '#web/lib/keyed-collection';
import { createLabel, deleteLabel, listLabels, updateLabel } from './labels-api';
import type { LabelPlacement } from './label-tree';
import { i18n } from '#web/lib/i18n';

/** Each project's labels as a flat list, keyed by project id. */
export class LabelsStore {
  readonly #labels = new KeyedCollection<Label>();
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this);
  }

  get errorByProject(): ReadonlyMap<string, string> {
    return this.#labels.errorByKey;
  }

  labels(projectId: string): Label[] | undefined {
    return this.#labels.list(projectId);
  }

  isLoading(projectId: string): boolean {
    return this.#labels.isLoading(projectId);
  }

  fetch(slug: string, projectId: string): Promise<void> {
    return this.#labels.fetch(
      projectId,
      () => listLabels(this.#api, slug, projectId),
      i18n.t('labels:errors.load'),
    );
  }

  async create(slug: string, projectId: string, body: CreateLabelBody): Promise<Label> {
    const label = await createLabel(this.#api, slug, projectId, body);
    this.#labels.append(projectId, label);
    return label;
  }

  /**
   * Renames or recolours at once and sends the change; the previous values come back and the
   * error is rethrown when the server refuses (spec §8).
   */
  async update(
    slug: string,
    projectId: string,
    labelId: string,
    patch: { name?: string; color?: string },
  ): Promise<void> {
    const label = this.#labels.find(projectId, labelId);
    if (!label) throw new Error('Label not found');
    const saved = await patchOptimistically(label, patch, () =>
      updateLabel(this.#api, slug, projectId, labelId, patch),
    );
    this.#labels.replace(projectId, saved);
  }

  /**
   * Moves a label under `parent` (null: the top level), before or after a sibling there, or last
   * without a placement. `expectedSortOrder` shows a reorder at once; the server's answer then
   * replaces it, and a refusal puts the label back and rethrows.
   */
  async move(
    slug: string,
    projectId: string,
    labelId: string,
    move: { parent: string | null; placement?: LabelPlacement; expectedSortOrder?: number },
  ): Promise<void> {
    const label = this.#labels.find(projectId, labelId);
    if (!label) throw new Error('Label not found');
    const shown =
      move.expectedSortOrder === undefined
        ? {}
        : { parent: move.parent, sort_order: move.expectedSortOrder };
    const saved = await patchOptimistically(label, shown, () =>
      updateLabel(this.#api, slug, projectId, labelId, { parent: move.parent, ...move.placement }),
    );
    this.#labels.replace(projectId, saved);
  }

  /** Deletes a label once the server agrees; like the server, moves its children up a level. */
  async remove(slug: string, projectId: string, labelId: string): Promise<void> {
    await deleteLabel(this.#api, slug, projectId, labelId);
    const list = this.#labels.list(projectId);
    const removed = list?.find((label) => label.id === labelId);
    if (!list || !removed) return;
    this.#labels.set(
      projectId,
      list
        .filter((label) => label.id !== labelId)
        .map((label) => (label.parent === labelId ? { ...label, parent: removed.parent } : label)),
    );
  }
}
