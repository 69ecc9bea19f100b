import { describe, expect, it } from 'vitest';
import { emojiFromValue, emojiToValue, readProjectLogo, writeProjectLogo } from './project-logo';

describe('project logos', () => {
  it("reads Plane's code-point emoji values", () => {
    expect(emojiFromValue('128640')).toBe('🚀');
    expect(emojiFromValue('128104-8205-128187')).toBe('👨‍💻');
    expect(emojiToValue('👨‍💻')).toBe('128104-8205-128187');
  });

  it('round-trips emoji and icon logos', () => {
    for (const logo of [
      { kind: 'emoji', emoji: '🚀' },
      { kind: 'icon', name: 'rocket', color: '#3A8BFD' },
    ] as const)
      expect(readProjectLogo(writeProjectLogo(logo))).toEqual(logo);
  });

  it('falls back to no logo for unknown or broken props', () => {
    expect(readProjectLogo({})).toEqual({ kind: 'none' });
    expect(readProjectLogo({ in_use: 'icon', icon: { name: 'no-such-icon' } })).toEqual({
      kind: 'none',
    });
    expect(readProjectLogo({ in_use: 'emoji', emoji: 'not an object' })).toEqual({ kind: 'none' });
  });
});
