import { MAX_WORKSPACE_SLUG_LENGTH, type SlugProblem } from '@keel/core';

/** Why a workspace URL cannot be used, in words. */
export function slugProblemMessage(problem: SlugProblem): string {
  switch (problem) {
    case 'empty':
      return 'Choose a URL for the workspace.';
    case 'too-long':
      return `Use at most ${MAX_WORKSPACE_SLUG_LENGTH} characters.`;
    case 'invalid-characters':
      return 'Use lower-case letters, digits and dashes only.';
    case 'reserved':
      return 'This URL is reserved by Keel. Choose another.';
  }
}
