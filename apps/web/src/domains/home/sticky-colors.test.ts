import { describe, expect, it } from 'vitest';
import { DEFAULT_STICKY_COLOR, stickyBackgroundClass, stickyColorOf } from './sticky-colors';

describe('sticky colours', () => {
  it('keeps a colour it knows', () => {
    expect(stickyColorOf('light-blue')).toBe('light-blue');
    expect(stickyBackgroundClass('purple')).toBe('bg-sticky-purple');
  });

  it('shows a missing or unknown colour as the default', () => {
    expect(stickyColorOf(null)).toBe(DEFAULT_STICKY_COLOR);
    expect(stickyColorOf('#ff0000')).toBe(DEFAULT_STICKY_COLOR);
    expect(stickyBackgroundClass(undefined)).toBe(`bg-sticky-${DEFAULT_STICKY_COLOR}`);
  });
});
