import { describe, expect, it } from 'vitest';
import { formatVersion } from './format-version';

describe('formatVersion', () => {
  it('prefixes a bare version with v', () => {
    expect(formatVersion('0.1.0')).toBe('v0.1.0');
  });

  it('keeps a version that has its v already, in lower case', () => {
    expect(formatVersion('v1.2.3')).toBe('v1.2.3');
    expect(formatVersion('V1.2.3')).toBe('v1.2.3');
  });

  it('trims, and leaves a version that is a name as it is', () => {
    expect(formatVersion(' 1.0.0-beta.2 ')).toBe('v1.0.0-beta.2');
    expect(formatVersion('dev')).toBe('dev');
  });
});
