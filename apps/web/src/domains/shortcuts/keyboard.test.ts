import { describe, expect, it } from 'vitest';
import { isApplePlatform, isTypingTarget, matchesBinding } from './keyboard';

const press = (
  key: string,
  mods: Partial<Record<'meta' | 'ctrl' | 'alt' | 'shift', boolean>> = {},
) => ({
  key,
  metaKey: mods.meta ?? false,
  ctrlKey: mods.ctrl ?? false,
  altKey: mods.alt ?? false,
  shiftKey: mods.shift ?? false,
});

describe('isTypingTarget', () => {
  it('counts text fields, text areas, selects and editable text as typing', () => {
    expect(isTypingTarget({ tagName: 'INPUT', type: 'text' })).toBe(true);
    expect(isTypingTarget({ tagName: 'INPUT', type: 'search' })).toBe(true);
    expect(isTypingTarget({ tagName: 'INPUT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTypingTarget({ tagName: 'SELECT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
  });

  it('leaves buttons, checkboxes and plain elements to shortcuts', () => {
    expect(isTypingTarget({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(isTypingTarget({ tagName: 'INPUT', type: 'radio' })).toBe(false);
    expect(isTypingTarget({ tagName: 'BUTTON' })).toBe(false);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: false })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget({})).toBe(false);
  });
});

describe('matchesBinding', () => {
  it('matches Cmd+K and Ctrl+K alike, in either case', () => {
    expect(matchesBinding(press('k', { meta: true }), { key: 'k', withMod: true })).toBe(true);
    expect(matchesBinding(press('K', { ctrl: true }), { key: 'k', withMod: true })).toBe(true);
    expect(matchesBinding(press('k'), { key: 'k', withMod: true })).toBe(false);
  });

  it('keeps single keys free of modifiers but lets Shift make characters', () => {
    expect(matchesBinding(press('c'), { key: 'c' })).toBe(true);
    expect(matchesBinding(press('c', { ctrl: true }), { key: 'c' })).toBe(false);
    expect(matchesBinding(press('?', { shift: true }), { key: '?' })).toBe(true);
    expect(matchesBinding(press('/', { alt: true }), { key: '/' })).toBe(false);
    expect(matchesBinding(press('C', { shift: true }), { key: 'c' })).toBe(false);
    expect(matchesBinding(press('C'), { key: 'c' })).toBe(true);
  });
});

describe('isApplePlatform', () => {
  it('tells Cmd systems from Ctrl ones', () => {
    expect(isApplePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe(true);
    expect(isApplePlatform('Mozilla/5.0 (X11; Linux x86_64)')).toBe(false);
  });
});
