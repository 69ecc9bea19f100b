import type { UserLite, WorkItemReaction } from '@keel/core';
import { i18n } from '#web/lib/i18n';
import type { ApiClient } from '#web/lib/api-client';
import type { MutationPipeline } from '#web/lib/mutation';
import type { WorkItemScope } from '../activity/activity-api';
import type { WorkItemDetailStore } from '../work-item-detail-store';
import { hasReacted } from './reaction-groups';
import { deleteWorkItemReaction, postWorkItemReaction } from './reactions-api';

/** Who is reacting, as a reaction shows them. */
export type Reactor = UserLite;

/**
 * Adds or takes away the person's reaction to a work item: the detail shows it at once, then the
 * request follows; a refusal puts the reactions back as they were and says why (spec §4).
 */
export async function toggleWorkItemReaction(options: {
  api: ApiClient;
  details: WorkItemDetailStore;
  scope: WorkItemScope;
  me: Reactor;
  code: string;
  /** The pipeline the write goes through (it tells the person of a refusal). */
  mutations: MutationPipeline;
}): Promise<void> {
  const { api, details, scope, me, code, mutations } = options;
  const current = details.get(scope.workItemId)?.issue_reactions ?? [];
  const isRemoving = hasReacted(current, me.id, code);
  const optimistic: WorkItemReaction = {
    id: `pending-${code}`,
    actor: me.id,
    actor_detail: me,
    issue: scope.workItemId,
    reaction: code,
    created_at: new Date().toISOString(),
  };
  const next = isRemoving
    ? current.filter((reaction) => !(reaction.actor === me.id && reaction.reaction === code))
    : [...current, optimistic];
  let end: () => boolean = () => false;
  await mutations.run({
    name: 'work-item-reaction.toggle',
    apply: () => {
      const previous = details.change(scope.workItemId, 'issue_reactions', next);
      // A realtime refetch of the detail meanwhile keeps this person's reaction as they see it.
      end = details.pending.begin(scope.workItemId, ['issue_reactions']);
      return () => {
        details.change(scope.workItemId, 'issue_reactions', previous ?? current);
      };
    },
    send: async () => {
      if (!isRemoving) return postWorkItemReaction(api, scope, code);
      await deleteWorkItemReaction(api, scope, code);
      return null;
    },
    commit: (saved) => {
      if (!saved) return;
      const held = details.get(scope.workItemId)?.issue_reactions ?? [];
      details.change(
        scope.workItemId,
        'issue_reactions',
        held.map((reaction) => (reaction.id === optimistic.id ? saved : reaction)),
      );
    },
    failure: () => i18n.t('work-item-detail:errors.reactionSave'),
    settle: () => {
      end();
    },
  });
}
