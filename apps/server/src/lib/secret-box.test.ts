import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, SecretBoxError } from './secret-box';

const KEY = 'a-secret-key-that-is-long-enough-for-keel';

describe('secret box', () => {
  it('decrypts what it encrypted, with a fresh IV each time', () => {
    const sealed = encryptSecret(KEY, 'p@ss wörd');
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('p@ss');
    expect(decryptSecret(KEY, sealed)).toBe('p@ss wörd');
    expect(encryptSecret(KEY, 'p@ss wörd')).not.toBe(sealed);
    expect(decryptSecret(KEY, encryptSecret(KEY, ''))).toBe('');
  });

  it('detects tampering', () => {
    const bytes = Buffer.from(encryptSecret(KEY, 'password'), 'base64url');
    for (const index of [0, 12, bytes.length - 1]) {
      const tampered = Buffer.from(bytes);
      tampered[index] = (tampered[index] ?? 0) ^ 1;
      expect(() => decryptSecret(KEY, tampered.toString('base64url'))).toThrow(SecretBoxError);
    }
    expect(() => decryptSecret(KEY, 'c2hvcnQ')).toThrow(SecretBoxError);
  });

  it('cannot be opened with another key', () => {
    const sealed = encryptSecret(KEY, 'password');
    expect(() => decryptSecret(`${KEY}-other`, sealed)).toThrow(/another SECRET_KEY/);
  });
});
