import { describe, expect, it } from 'vitest';
import { contextFilter, isGlobalViewId, isProfileTab } from './workspace-list-contexts';

describe('workspace list contexts', () => {
  it('limits assigned, created and subscribed lists to the person', () => {
    expect(contextFilter('global_assigned', 'u1')).toEqual({ and: [{ assignee_id__in: 'u1' }] });
    expect(contextFilter('profile_created', 'u2')).toEqual({ and: [{ created_by_id__in: 'u2' }] });
    expect(contextFilter('global_subscribed', 'u3')).toEqual({
      and: [{ subscriber_id__in: 'u3' }],
    });
    expect(contextFilter('global_all', 'u1')).toBeNull();
    expect(contextFilter('workspace_drafts', 'u1')).toBeNull();
  });

  it('knows the static view ids and profile tabs', () => {
    expect(isGlobalViewId('all-issues')).toBe(true);
    expect(isGlobalViewId('mine')).toBe(false);
    expect(isProfileTab('created')).toBe(true);
    expect(isProfileTab('archived')).toBe(false);
  });
});
