import { describe, expect, it } from 'vitest';
import { emptyListText } from './empty-list-text';

describe('emptyListText', () => {
  it('speaks of the project only in a project', () => {
    expect(emptyListText('project').description).toContain('this project');
    for (const context of [
      'workspace_drafts',
      'profile_assigned',
      'profile_created',
      'profile_subscribed',
      'global_all',
    ] as const)
      expect(emptyListText(context).description).not.toContain('of this project');
  });

  it('gives drafts and each profile tab a title of its own', () => {
    const titles = (
      ['workspace_drafts', 'profile_assigned', 'profile_created', 'profile_subscribed'] as const
    ).map((context) => emptyListText(context).title);
    expect(titles).toEqual([
      'No drafts',
      'Nothing assigned',
      'Nothing created',
      'No subscriptions',
    ]);
  });
});
