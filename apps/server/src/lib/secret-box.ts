import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets Keel must be able to read back (an SMTP password), encrypted at rest with AES-256-GCM
 * under a key derived from SECRET_KEY. A sealed value is base64url of iv (12 bytes), then the
 * authentication tag (16 bytes), then the ciphertext. Changing SECRET_KEY makes them unreadable.
 */

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Separates this key from anything else derived from SECRET_KEY. */
const KEY_LABEL = 'keel/secret-box/v1';

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

function deriveKey(secretKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, '', KEY_LABEL, 32));
}

/** Encrypts `plaintext` under `secretKey`; every call uses a fresh random IV. */
export function encryptSecret(secretKey: string, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, deriveKey(secretKey), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

/**
 * Decrypts what encryptSecret sealed. Throws SecretBoxError when the value was changed or was
 * sealed under another key.
 */
export function decryptSecret(secretKey: string, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES)
    throw new SecretBoxError('The sealed secret is too short');
  const decipher = createDecipheriv(ALGORITHM, deriveKey(secretKey), bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new SecretBoxError(
      'The secret cannot be decrypted: it was changed, or sealed under another SECRET_KEY',
    );
  }
}
