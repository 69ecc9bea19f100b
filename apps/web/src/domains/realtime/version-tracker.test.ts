import { describe, expect, it } from 'vitest';
import { VersionTracker } from './version-tracker';

describe('VersionTracker', () => {
  it('has no resume point before anything is seen', () => {
    expect(new VersionTracker().latest).toBeNull();
  });

  it('resumes from the newest version applied', () => {
    const tracker = new VersionTracker();
    expect(tracker.accept(4)).toBe(true);
    expect(tracker.accept(6)).toBe(true);
    expect(tracker.latest).toBe(6);
  });

  it('applies an older event that arrives late once, without moving the resume point back', () => {
    const tracker = new VersionTracker();
    tracker.accept(11);
    expect(tracker.accept(10)).toBe(true);
    expect(tracker.latest).toBe(11);
    expect(tracker.accept(10)).toBe(false);
  });

  it('drops an event delivered twice', () => {
    const tracker = new VersionTracker();
    tracker.accept(3);
    expect(tracker.accept(3)).toBe(false);
  });

  it('moves forward to a subscribed version but never back', () => {
    const tracker = new VersionTracker();
    tracker.advanceTo(20);
    tracker.advanceTo(12);
    expect(tracker.latest).toBe(20);
  });

  it('forgets very old versions instead of growing without end', () => {
    const tracker = new VersionTracker();
    for (let version = 1; version <= 2500; version += 1) tracker.accept(version);
    expect(tracker.accept(1)).toBe(true);
    expect(tracker.accept(2500)).toBe(false);
  });
});
