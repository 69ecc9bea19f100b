import type { CreatePageBody, Page, PageAccess, PageDetail, PagesSummary } from '@keel/core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '#web/lib/api-client';
import { i18n } from '#web/lib/i18n';
import { silentMutations } from '#web/lib/mutation';
import { noteStarWritten } from '#web/lib/star-writes';
import { type PagesTab, countByTab, pageWithDescendants } from './page-list';
import {
  archivePage,
  createPage,
  deletePage,
  duplicatePage,
  favoritePage,
  fetchPagesSummary,
  listPages,
  lockPage,
  movePage,
  restorePage,
  setPageAccess,
  unfavoritePage,
  unlockPage,
  updatePage,
} from './pages-api';

/** One optimistic change: the page changed and the fields it takes. */
interface PageChange {
  page: Page;
  patch: Partial<Page>;
}

/** The list keeps pages without their document's HTML (only the editor reads it). */
function withoutDocument(detail: PageDetail): Page {
  const { description_html: _html, ...page } = detail;
  return page;
}

/**
 * Each project's pages by id, for the pages list: loaded with the project's tab counts. Favorite,
 * access, lock, archive, restore and rename show at once and are put back when the server refuses;
 * the refusal is rethrown for the caller to show (spec §4, §8). State lives in public fields, so
 * that MobX observes it.
 */
export class PagesStore {
  /** Each project's pages by id; a project is absent until its list arrives. */
  readonly pagesByProject = new Map<string, Map<string, Page>>();
  /** The server's tab counts per project (pages-summary/); the loaded list's counts win. */
  readonly summaryByProject = new Map<string, PagesSummary>();
  readonly loadingProjects = new Set<string>();
  /** Why a project's pages could not be loaded; cleared when loading starts again. */
  readonly errorByProject = new Map<string, string>();
  readonly #api: ApiClient;
  /** Loads under way, so that a second fetch of the same project waits for the first. */
  readonly #pending = new Map<string, Promise<void>>();

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this);
  }

  /** The project's pages in no particular order, or undefined before they arrive. */
  pages(projectId: string): Page[] | undefined {
    const byId = this.pagesByProject.get(projectId);
    return byId ? [...byId.values()] : undefined;
  }

  find(projectId: string, pageId: string): Page | undefined {
    return this.pagesByProject.get(projectId)?.get(pageId);
  }

  isLoading(projectId: string): boolean {
    return this.loadingProjects.has(projectId);
  }

  error(projectId: string): string | undefined {
    return this.errorByProject.get(projectId);
  }

  /** How many pages each tab holds: counted from the list once it is here, the server's before. */
  counts(projectId: string): Record<PagesTab, number> | undefined {
    const pages = this.pages(projectId);
    if (pages) return countByTab(pages);
    const summary = this.summaryByProject.get(projectId);
    return summary
      ? {
          public: summary.public_pages,
          private: summary.private_pages,
          archived: summary.archived_pages,
        }
      : undefined;
  }

  /**
   * Loads (or reloads) the project's pages and tab counts. Never rejects: a failure becomes the
   * project's error, in spec §8's words. A second call shares the first.
   */
  fetch(slug: string, projectId: string): Promise<void> {
    let pending = this.#pending.get(projectId);
    if (!pending) {
      pending = this.#load(slug, projectId).finally(() => {
        this.#pending.delete(projectId);
      });
      this.#pending.set(projectId, pending);
    }
    return pending;
  }

  /** Creates a page and keeps it in the project's list. */
  async create(slug: string, projectId: string, body: CreatePageBody): Promise<Page> {
    const page = withoutDocument(await createPage(this.#api, slug, projectId, body));
    runInAction(() => {
      this.#put(projectId, page);
    });
    return page;
  }

  /** A copy of the page, kept in the list beside it. */
  async duplicate(slug: string, projectId: string, pageId: string): Promise<Page> {
    const copy = withoutDocument(await duplicatePage(this.#api, slug, projectId, pageId));
    runInAction(() => {
      this.#put(projectId, copy);
    });
    return copy;
  }

  /** Renames a page at once; the old title comes back when refused. */
  async rename(slug: string, projectId: string, pageId: string, name: string): Promise<void> {
    const saved = await this.#optimistically(
      slug,
      projectId,
      this.#change(projectId, [pageId], { name }),
      () => updatePage(this.#api, slug, projectId, pageId, { name }),
    );
    runInAction(() => {
      this.#put(projectId, withoutDocument(saved));
    });
  }

  /** Stars or unstars a page at once; the star comes back when refused. */
  async setFavorite(
    slug: string,
    projectId: string,
    pageId: string,
    isFavorite: boolean,
  ): Promise<void> {
    await this.#optimistically(
      slug,
      projectId,
      this.#change(projectId, [pageId], { is_favorite: isFavorite }),
      () =>
        isFavorite
          ? favoritePage(this.#api, slug, projectId, pageId)
          : unfavoritePage(this.#api, slug, projectId, pageId),
    );
    noteStarWritten();
  }

  /** Makes a page public or private at once. */
  async setAccess(
    slug: string,
    projectId: string,
    pageId: string,
    access: PageAccess,
  ): Promise<void> {
    await this.#optimistically(slug, projectId, this.#change(projectId, [pageId], { access }), () =>
      setPageAccess(this.#api, slug, projectId, pageId, access),
    );
  }

  /** Locks or unlocks a page at once. */
  async setLocked(
    slug: string,
    projectId: string,
    pageId: string,
    isLocked: boolean,
  ): Promise<void> {
    await this.#optimistically(
      slug,
      projectId,
      this.#change(projectId, [pageId], { is_locked: isLocked }),
      () =>
        isLocked
          ? lockPage(this.#api, slug, projectId, pageId)
          : unlockPage(this.#api, slug, projectId, pageId),
    );
  }

  /** Archives a page with every page under it, at once; archived pages leave favorites. */
  async archive(slug: string, projectId: string, pageId: string): Promise<void> {
    const tree = pageWithDescendants(this.pages(projectId) ?? [], pageId);
    const { archived_at } = await this.#optimistically(
      slug,
      projectId,
      this.#change(projectId, tree, {
        archived_at: new Date().toISOString(),
        is_favorite: false,
      }),
      () => archivePage(this.#api, slug, projectId, pageId),
    );
    runInAction(() => {
      for (const id of tree) {
        const page = this.find(projectId, id);
        if (page) page.archived_at = archived_at;
      }
    });
    noteStarWritten();
  }

  /**
   * Restores a page with every page under it, at once; a page whose parent stays archived leaves
   * that parent (as the server does).
   */
  async restore(slug: string, projectId: string, pageId: string): Promise<void> {
    const page = this.find(projectId, pageId);
    const tree = pageWithDescendants(this.pages(projectId) ?? [], pageId);
    const parent = page?.parent == null ? undefined : this.find(projectId, page.parent);
    const changes = this.#change(projectId, tree, { archived_at: null });
    if (page && parent?.archived_at != null) changes.push({ page, patch: { parent: null } });
    await this.#optimistically(slug, projectId, changes, () =>
      restorePage(this.#api, slug, projectId, pageId),
    );
  }

  /** Deletes an archived page; the pages under it move to the top of the tree. */
  async remove(slug: string, projectId: string, pageId: string): Promise<void> {
    await deletePage(this.#api, slug, projectId, pageId);
    noteStarWritten();
    runInAction(() => {
      const byId = this.pagesByProject.get(projectId);
      if (!byId) return;
      byId.delete(pageId);
      for (const page of byId.values()) if (page.parent === pageId) page.parent = null;
    });
  }

  /**
   * Moves a page, with the pages under it, to another project: they leave this project's list, and
   * the other project's list is read afresh on its next visit.
   */
  async move(slug: string, projectId: string, pageId: string, newProjectId: string) {
    const tree = pageWithDescendants(this.pages(projectId) ?? [], pageId);
    await movePage(this.#api, slug, projectId, pageId, newProjectId);
    runInAction(() => {
      const byId = this.pagesByProject.get(projectId);
      for (const id of tree) byId?.delete(id);
      this.pagesByProject.delete(newProjectId);
      this.summaryByProject.delete(newProjectId);
    });
  }

  async #load(slug: string, projectId: string): Promise<void> {
    runInAction(() => {
      this.loadingProjects.add(projectId);
      this.errorByProject.delete(projectId);
    });
    const summary = fetchPagesSummary(this.#api, slug, projectId).then(
      (counts) => {
        runInAction(() => {
          this.summaryByProject.set(projectId, counts);
        });
      },
      // The counts are a courtesy until the list arrives; the list's own failure is what shows.
      () => undefined,
    );
    try {
      const pages = await listPages(this.#api, slug, projectId);
      runInAction(() => {
        this.pagesByProject.set(projectId, new Map(pages.map((page) => [page.id, page])));
      });
    } catch {
      // Spec §8 words this failure itself, whatever the cause.
      runInAction(() => {
        this.errorByProject.set(projectId, i18n.t('pages:errors.fetch'));
      });
    } finally {
      runInAction(() => {
        this.loadingProjects.delete(projectId);
      });
    }
    await summary;
  }

  /** The changes for the pages of `ids` that the project's list holds. */
  #change(projectId: string, ids: readonly string[], patch: Partial<Page>): PageChange[] {
    return ids.flatMap((id) => {
      const page = this.find(projectId, id);
      return page ? [{ page, patch }] : [];
    });
  }

  /**
   * Shows the changes at once and sends the write; when refused, every changed field gets its
   * previous value back and the error is rethrown. When the outcome is unsure (no answer, a server
   * error), the project's list is read again.
   */
  #optimistically<R>(
    slug: string,
    projectId: string,
    changes: readonly PageChange[],
    send: () => Promise<R>,
  ): Promise<R> {
    return silentMutations.runOrThrow({
      apply: () => {
        const previous = changes.map(({ page, patch }) => ({
          page,
          values: Object.fromEntries(
            Object.keys(patch).map((field) => [field, page[field as keyof Page]]),
          ),
        }));
        runInAction(() => {
          for (const { page, patch } of changes) Object.assign(page, patch);
        });
        return () => {
          runInAction(() => {
            for (const { page, values } of previous) Object.assign(page, values);
          });
        };
      },
      send,
      failure: '',
      notify: false,
      reread: () => this.fetch(slug, projectId),
    });
  }

  #put(projectId: string, page: Page): void {
    const byId = this.pagesByProject.get(projectId);
    if (byId) byId.set(page.id, page);
  }
}
