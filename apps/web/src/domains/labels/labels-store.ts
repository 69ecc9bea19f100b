import { type CreateLabelBody, type Label } from '@keel/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, type ApiClient } from '../../lib/api-client';
import { createLabel, deleteLabel, listLabels, updateLabel } from './labels-api';
import { type LabelPlacement } from './label-tree';

/** Each project's labels as a flat list, keyed by project id. */
export class LabelsStore {
  byProject = new Map<string, Label[]>();
  loadingProjects = new Set<string>();
  errorByProject = new Map<string, string>();
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this);
  }

  labels(projectId: string): Label[] | undefined {
    return this.byProject.get(projectId);
  }

  isLoading(projectId: string): boolean {
    return this.loadingProjects.has(projectId);
  }

  async fetch(slug: string, projectId: string): Promise<void> {
    this.loadingProjects.add(projectId);
    this.errorByProject.delete(projectId);
    try {
      const labels = await listLabels(this.#api, slug, projectId);
      runInAction(() => {
        this.byProject.set(projectId, labels);
      });
    } catch (error) {
      runInAction(() => {
        this.errorByProject.set(
          projectId,
          error instanceof ApiError ? error.message : 'Could not load the labels.',
        );
      });
    } finally {
      runInAction(() => {
        this.loadingProjects.delete(projectId);
      });
    }
  }

  async create(slug: string, projectId: string, body: CreateLabelBody): Promise<Label> {
    const label = await createLabel(this.#api, slug, projectId, body);
    runInAction(() => {
      this.byProject.set(projectId, [...(this.byProject.get(projectId) ?? []), label]);
    });
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
    const label = this.#find(projectId, labelId);
    if (!label) throw new Error('Label not found');
    const previous = { name: label.name, color: label.color };
    if (patch.name !== undefined) label.name = patch.name;
    if (patch.color !== undefined) label.color = patch.color;
    try {
      this.#replace(projectId, await updateLabel(this.#api, slug, projectId, labelId, patch));
    } catch (error) {
      runInAction(() => {
        Object.assign(label, previous);
      });
      throw error;
    }
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
    const label = this.#find(projectId, labelId);
    if (!label) throw new Error('Label not found');
    const previous = { parent: label.parent, sort_order: label.sort_order };
    if (move.expectedSortOrder !== undefined) {
      label.parent = move.parent;
      label.sort_order = move.expectedSortOrder;
    }
    try {
      const saved = await updateLabel(this.#api, slug, projectId, labelId, {
        parent: move.parent,
        ...move.placement,
      });
      this.#replace(projectId, saved);
    } catch (error) {
      runInAction(() => {
        Object.assign(label, previous);
      });
      throw error;
    }
  }

  /** Deletes a label once the server agrees; like the server, moves its children up a level. */
  async remove(slug: string, projectId: string, labelId: string): Promise<void> {
    await deleteLabel(this.#api, slug, projectId, labelId);
    runInAction(() => {
      const list = this.byProject.get(projectId);
      const removed = list?.find((label) => label.id === labelId);
      if (!list || !removed) return;
      this.byProject.set(
        projectId,
        list
          .filter((label) => label.id !== labelId)
          .map((label) =>
            label.parent === labelId ? { ...label, parent: removed.parent } : label,
          ),
      );
    });
  }

  #find(projectId: string, labelId: string): Label | undefined {
    return this.byProject.get(projectId)?.find((label) => label.id === labelId);
  }

  #replace(projectId: string, saved: Label): void {
    runInAction(() => {
      const list = this.byProject.get(projectId);
      if (!list) return;
      this.byProject.set(
        projectId,
        list.map((label) => (label.id === saved.id ? saved : label)),
      );
    });
  }
}
