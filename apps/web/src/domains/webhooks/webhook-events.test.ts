import { describe, expect, it } from 'vitest';
import { eventToggles, eventsOf, isEveryEvent } from './webhook-events';

describe('webhook events', () => {
  it('turns a choice into toggles and back', () => {
    const toggles = eventToggles(false, new Set(['issue', 'cycle']));
    expect(toggles).toEqual({
      project: false,
      issue: true,
      cycle: true,
      module: false,
      issue_comment: false,
      intake: false,
      page: false,
    });
    expect([...eventsOf(toggles)]).toEqual(['issue', 'cycle']);
    expect(isEveryEvent(eventsOf(toggles))).toBe(false);
    expect(isEveryEvent(eventsOf(eventToggles(true, new Set())))).toBe(true);
  });
});
