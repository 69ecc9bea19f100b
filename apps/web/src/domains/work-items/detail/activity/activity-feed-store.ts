import {
  type CommentReaction,
  type UserLite,
  type WorkItemComment,
  type WorkItemHistoryEntry,
  isCommentEntry,
} from '@keel/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { i18n } from '#web/lib/i18n';
import type { ApiClient } from '#web/lib/api-client';
import { hasReacted } from '../reactions/reaction-groups';
import {
  type WorkItemScope,
  deleteComment,
  deleteCommentReaction,
  fetchHistory,
  patchComment,
  postComment,
  postCommentReaction,
} from './activity-api';
import { type FeedFilter, filterEntries, latestCreatedAt, mergeEntries } from './feed-entries';
import { errorMessage } from '#web/lib/api-error';
import { MutationPipeline } from '#web/lib/mutation';
import { Loadable, type ResourceStatus } from '#web/lib/resource-store';

const PENDING_PREFIX = 'pending-';

/**
 * One work item's activity feed: its recorded changes and comments, oldest first. Comment writes
 * and comment reactions are optimistic: the feed changes at once, and a refusal puts it back and
 * shows why (spec §4). Made per detail; `refresh` picks up what changed since the newest entry.
 */
export class ActivityFeedStore {
  filter: FeedFilter = 'all';
  /** The recorded changes and comments, oldest first. */
  readonly #feed = new Loadable<WorkItemHistoryEntry[]>([]);
  readonly #api: ApiClient;
  readonly #scope: WorkItemScope;
  readonly #mutations: MutationPipeline;
  #pendingCount = 0;
  /** Comment writes out: a realtime reload waits for them, so nothing shows twice or flickers. */
  #writesOut = 0;
  #isReloadWanted = false;

  constructor(options: {
    api: ApiClient;
    scope: WorkItemScope;
    notifyError: (message: string) => void;
  }) {
    this.#api = options.api;
    this.#scope = options.scope;
    this.#mutations = new MutationPipeline({ notify: options.notifyError });
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get entries(): WorkItemHistoryEntry[] {
    return this.#feed.value;
  }

  /** `loading` until the first answer, `error` when it did not come. */
  get status(): ResourceStatus {
    return this.#feed.status;
  }

  /** No feed to show yet (the skeleton). */
  get isWaiting(): boolean {
    return this.#feed.isWaiting;
  }

  get error(): string | null {
    return this.#feed.error;
  }

  get visible(): WorkItemHistoryEntry[] {
    return filterEntries(this.entries, this.filter);
  }

  get commentCount(): number {
    return this.entries.filter(isCommentEntry).length;
  }

  setFilter(filter: FeedFilter): void {
    this.filter = filter;
  }

  isPending(id: string): boolean {
    return id.startsWith(PENDING_PREFIX);
  }

  /** Reads the whole feed; a read aborted by `signal` (the detail closed) changes nothing. */
  load(signal?: AbortSignal): Promise<void> {
    return this.#feed.reload(
      () => fetchHistory(this.#api, this.#scope, undefined, signal),
      (error) => errorMessage(error, i18n.t('work-item-detail:errors.activityLoad')),
      signal,
    );
  }

  /** Adds what was recorded after the newest entry held (after an edit of the item). */
  async refresh(): Promise<void> {
    if (this.status !== 'ready') return;
    const settled = this.entries.filter((entry) => !this.isPending(entry.id));
    try {
      const fetched = await fetchHistory(this.#api, this.#scope, latestCreatedAt(settled));
      this.#feed.set(mergeEntries(this.entries, fetched));
    } catch {
      // The feed shows what it has; the next change or a reload brings the rest.
    }
  }

  /**
   * Reads the whole feed again behind what is shown (a comment or comment reaction changed
   * elsewhere, or a realtime resync). While this person's own comment writes are out it waits
   * for them, so that their comment does not show twice.
   */
  async reload(): Promise<void> {
    if (this.status === 'error') return this.load();
    if (this.status !== 'ready') return;
    if (this.#writesOut > 0) {
      this.#isReloadWanted = true;
      return;
    }
    try {
      const entries = await fetchHistory(this.#api, this.#scope);
      runInAction(() => {
        if (this.#writesOut > 0) this.#isReloadWanted = true;
        else this.#feed.set(entries);
      });
    } catch {
      // The feed shows what it has; the next change brings the rest.
    }
  }

  async #whileWriting<T>(write: () => Promise<T>): Promise<T> {
    this.#writesOut += 1;
    try {
      return await write();
    } finally {
      this.#writesOut -= 1;
      if (this.#writesOut === 0 && this.#isReloadWanted) {
        this.#isReloadWanted = false;
        void this.reload();
      }
    }
  }

  #replace(id: string, next: WorkItemHistoryEntry | null): void {
    this.#feed.set(
      this.entries.flatMap((entry) => (entry.id === id ? (next ? [next] : []) : [entry])),
    );
  }

  #comment(id: string): WorkItemComment | undefined {
    const found = this.entries.find((entry) => entry.id === id);
    return found && isCommentEntry(found) ? found : undefined;
  }

  /** Posts a comment, shown at once; resolves false (the comment taken back) on refusal. */
  addComment(html: string, me: UserLite): Promise<boolean> {
    return this.#whileWriting(() => this.#addComment(html, me));
  }

  async #addComment(html: string, me: UserLite): Promise<boolean> {
    this.#pendingCount += 1;
    const now = new Date().toISOString();
    const pending: WorkItemComment = {
      id: `${PENDING_PREFIX}${String(this.#pendingCount)}`,
      issue: this.#scope.workItemId,
      project: this.#scope.projectId,
      workspace: '',
      actor: me.id,
      actor_detail: me,
      comment_html: html,
      comment_stripped: '',
      access: 'INTERNAL',
      edited_at: null,
      comment_reactions: [],
      created_at: now,
      updated_at: now,
      created_by: me.id,
      updated_by: me.id,
    };
    const outcome = await this.#mutations.run({
      name: 'comment.add',
      apply: () => {
        this.#feed.set([...this.entries, pending]);
        return () => {
          runInAction(() => {
            this.#replace(pending.id, null);
          });
        };
      },
      send: () => postComment(this.#api, this.#scope, html),
      commit: (saved) => {
        runInAction(() => {
          this.#replace(pending.id, saved);
        });
      },
      failure: () => i18n.t('work-item-detail:errors.commentAdd'),
      reread: () => this.reload(),
    });
    return outcome.ok;
  }

  /** Saves an edited comment, shown at once; resolves false (the old text back) on refusal. */
  editComment(id: string, html: string): Promise<boolean> {
    return this.#whileWriting(() => this.#editComment(id, html));
  }

  async #editComment(id: string, html: string): Promise<boolean> {
    const before = this.#comment(id);
    if (!before) return false;
    const outcome = await this.#mutations.run({
      name: 'comment.edit',
      apply: () => {
        this.#replace(id, { ...before, comment_html: html, edited_at: new Date().toISOString() });
        return () => {
          runInAction(() => {
            this.#replace(id, before);
          });
        };
      },
      send: () => patchComment(this.#api, this.#scope, id, html),
      commit: (saved) => {
        runInAction(() => {
          this.#replace(id, saved);
        });
      },
      failure: () => i18n.t('work-item-detail:errors.commentSave'),
      reread: () => this.reload(),
    });
    return outcome.ok;
  }

  /** Deletes a comment, gone at once; it comes back on refusal. */
  deleteComment(id: string): Promise<boolean> {
    return this.#whileWriting(() => this.#deleteComment(id));
  }

  async #deleteComment(id: string): Promise<boolean> {
    if (!this.#comment(id)) return false;
    const outcome = await this.#mutations.run({
      name: 'comment.delete',
      apply: () => {
        const held = this.entries;
        this.#replace(id, null);
        return () => {
          runInAction(() => {
            this.#feed.set(
              mergeEntries(
                held.filter((entry) => entry.id === id),
                this.entries,
              ),
            );
          });
        };
      },
      send: () => deleteComment(this.#api, this.#scope, id),
      failure: () => i18n.t('work-item-detail:errors.commentDelete'),
      reread: () => this.reload(),
    });
    return outcome.ok;
  }

  #setReactions(id: string, reactions: CommentReaction[]): void {
    const comment = this.#comment(id);
    if (comment) this.#replace(id, { ...comment, comment_reactions: reactions });
  }

  /** Adds or takes away the person's reaction to a comment (optimistic). */
  toggleCommentReaction(id: string, code: string, me: UserLite): Promise<void> {
    return this.#whileWriting(() => this.#toggleCommentReaction(id, code, me));
  }

  async #toggleCommentReaction(id: string, code: string, me: UserLite): Promise<void> {
    const comment = this.#comment(id);
    if (!comment || this.isPending(id)) return;
    const before = comment.comment_reactions;
    const isRemoving = hasReacted(before, me.id, code);
    const optimistic: CommentReaction = {
      id: `${PENDING_PREFIX}${code}`,
      actor: me.id,
      actor_detail: me,
      comment: id,
      reaction: code,
      created_at: new Date().toISOString(),
    };
    await this.#mutations.run({
      name: 'comment-reaction.toggle',
      apply: () => {
        this.#setReactions(
          id,
          isRemoving
            ? before.filter((reaction) => !(reaction.actor === me.id && reaction.reaction === code))
            : [...before, optimistic],
        );
        return () => {
          runInAction(() => {
            this.#setReactions(id, before);
          });
        };
      },
      send: async () => {
        if (!isRemoving) return postCommentReaction(this.#api, this.#scope, id, code);
        await deleteCommentReaction(this.#api, this.#scope, id, code);
        return null;
      },
      commit: (saved) => {
        if (!saved) return;
        runInAction(() => {
          const held = this.#comment(id)?.comment_reactions ?? [];
          this.#setReactions(
            id,
            held.map((reaction) => (reaction.id === optimistic.id ? saved : reaction)),
          );
        });
      },
      failure: () => i18n.t('work-item-detail:errors.reactionSave'),
      reread: () => this.reload(),
    });
  }
}
