import { MAX_WORKSPACE_SLUG_LENGTH, type SlugProblem } from '@keel/core';
import { i18n } from '#web/lib/i18n';

/** Why a workspace URL cannot be used, in words. */
export function slugProblemMessage(problem: SlugProblem): string {
  switch (problem) {
    case 'empty':
      return i18n.t('workspaces:slug.empty');
    case 'too-long':
      return i18n.t('workspaces:slug.tooLong', { max: MAX_WORKSPACE_SLUG_LENGTH });
    case 'invalid-characters':
      return i18n.t('workspaces:slug.invalid');
    case 'reserved':
      return i18n.t('workspaces:slug.reserved');
  }
}
